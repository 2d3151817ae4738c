import { DEFAULT_LANGUAGE, RTL_LANGUAGES, type Language } from '@dawalink/shared';
import type { LoadedTexts } from './i18n';
import { markDocument, rememberLanguage } from './language-choice';

let pending: Promise<void> | null = null;
let directionLoaded = false;
let wanted: Language = DEFAULT_LANGUAGE;

/** What lib/i18n.ts lends the switch (passed in, not imported: lib/i18n.ts loads this module). */
export interface LanguageState {
  current(): Language;
  apply(next: Language, texts: LoadedTexts): void;
}

/** lib/i18n.ts's setLanguage: loads what `next` needs, then applies it unless a later choice came meanwhile. */
export function switchLanguage(next: Language, state: LanguageState): Promise<void> {
  const currentLanguage = state.current;
  wanted = next;
  rememberLanguage(next);
  if (next === currentLanguage()) return pending ?? Promise.resolve();
  markDocument(next);
  const rtl = RTL_LANGUAGES.includes(next);
  const run = Promise.all([
    next === DEFAULT_LANGUAGE ? null : import('./i18n-runtime').then((runtime) => runtime.loadLanguage(next)),
    // The right-to-left stylesheet and the Urdu font, loaded once a right-to-left language is first chosen.
    rtl || directionLoaded
      ? import('../app/urdu-style').then(async (direction) => {
          await direction.ensureDirectionSheet(rtl);
          return direction;
        })
      : null,
  ]).then(
    ([texts, direction]) => {
      // A later choice won while this one loaded.
      if (wanted !== next) return;
      if (direction) {
        directionLoaded = true;
        direction.applyDirection(rtl);
      }
      state.apply(next, texts);
    },
    () => {
      // The texts could not load (offline): stay in the language the page has.
      if (wanted === next) markDocument(currentLanguage());
    },
  );
  pending = run.finally(() => {
    if (pending === run) pending = null;
  });
  return run;
}
