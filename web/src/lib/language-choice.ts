import { readUserCookie } from './user-cookie';

/*
 * The language this device chose, read before the app has loaded (app/early.ts): in the entry chunk, so it imports
 * nothing of the app's shell. The device's choice first (set at every change, the account's included), then the
 * signed-in account's (its `user` cookie, on a device that never chose), then English.
 */
const STORAGE_KEY = 'language';
type Choice = 'en' | 'ur';
const known = (value: unknown): value is Choice => value === 'en' || value === 'ur';

export function storedLanguage(): Choice {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (known(saved)) return saved;
  } catch {
    // Private mode: the account's or the default.
  }
  const fromAccount = readUserCookie()?.language;
  return known(fromAccount) ? fromAccount : 'en';
}

export function rememberLanguage(language: Choice) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Remembered for this page only.
  }
}

/** `lang` and `dir` on <html>, set before anything is drawn so the first paint already runs the right way. */
export function markDocument(language: Choice) {
  const html = document.documentElement;
  html.lang = language;
  html.dir = language === 'ur' ? 'rtl' : 'ltr';
}
