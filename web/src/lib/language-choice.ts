import { APP_CSS_ID, APP_CSS_RTL_ID, LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS } from '@dawalink/shared';
import { readUserCookie } from './user-cookie';

/*
 * The language this device chose, read before the app has loaded (app/early.ts): in the entry chunk, so it imports
 * nothing of the app's shell. The device's choice first (set at every change, the account's included), then the
 * signed-in account's (its `user` cookie, on a device that never chose), then English.
 *
 * The choice is kept twice: in local storage (what the app reads) and in a cookie (what the server reads, to send
 * its pages in that language from the first byte: @dawalink/shared language-cookie.ts).
 */
const STORAGE_KEY = 'language';
type Choice = 'en' | 'ur';
const known = (value: unknown): value is Choice => value === 'en' || value === 'ur';

function savedChoice(): Choice | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return known(saved) ? saved : null;
  } catch {
    // Private mode: the account's or the default.
    return null;
  }
}

export function storedLanguage(): Choice {
  const saved = savedChoice();
  if (saved) return saved;
  const fromAccount = readUserCookie()?.language;
  return known(fromAccount) ? fromAccount : 'en';
}

function languageCookie(): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
}

function writeLanguageCookie(language: Choice) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Max-Age=${LANGUAGE_COOKIE_DAYS * 86400}; path=/; SameSite=Lax${secure}`;
}

export function rememberLanguage(language: Choice) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Remembered for this page only.
  }
  writeLanguageCookie(language);
}

/**
 * The cookie made to agree with the device's saved choice when it does not (a choice saved before the cookie
 * existed, a cookie cleared on its own): from the next page on, the server sends the right language.
 */
export function syncLanguageCookie() {
  const saved = savedChoice();
  if (saved && languageCookie() !== saved) writeLanguageCookie(saved);
}

/** `lang` and `dir` on <html>, set before anything is drawn so the first paint already runs the right way. */
export function markDocument(language: Choice) {
  const html = document.documentElement;
  html.lang = language;
  html.dir = language === 'ur' ? 'rtl' : 'ltr';
}

/** The files of the entry's left-to-right stylesheet (its element's `data-files`, as the build names them). */
export const ltrSheetFiles = (): string[] =>
  (document.getElementById(APP_CSS_ID)?.dataset.files ?? '').split(' ').filter(Boolean);

let ltrSheet: Promise<void> | null = null;
/**
 * The entry's left-to-right stylesheet, filled in when the page came right to left without its text (the server
 * leaves it out of an Urdu page: @dawalink/shared page-language.ts), from its files (`data-files`, which the service
 * worker precaches). Rejects when they cannot be read: the page then keeps the direction it has.
 */
export function ensureLtrSheet(): Promise<void> {
  const ltr = document.getElementById(APP_CSS_ID) as HTMLStyleElement | null;
  const files = ltrSheetFiles();
  if (!ltr || ltr.textContent || files.length === 0) return Promise.resolve();
  ltrSheet ??= Promise.all(
    files.map(async (file) => {
      const response = await fetch(file);
      if (!response.ok) throw new Error(`${file} answered ${response.status}`);
      return response.text();
    }),
  ).then(
    (texts) => {
      if (!ltr.textContent) ltr.textContent = texts.join('\n');
    },
    (error: unknown) => {
      ltrSheet = null;
      throw error;
    },
  );
  return ltrSheet;
}

/**
 * A page the server sent right to left (its cookie said Urdu) on a device whose choice is English: left to right
 * again, with the entry's stylesheet back on in place of the right-to-left one the server put beside it, once that
 * stylesheet's text is in (the right-to-left one stays on until then: the page is never without one).
 */
export function undoServedDirection() {
  const rtl = document.getElementById(APP_CSS_RTL_ID) as HTMLStyleElement | null;
  if (!rtl) return;
  void ensureLtrSheet().then(
    () => {
      markDocument('en');
      rtl.media = 'not all';
      (document.getElementById(APP_CSS_ID) as HTMLStyleElement | null)?.removeAttribute('media');
    },
    () => {},
  );
}
