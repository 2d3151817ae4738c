import { useSyncExternalStore } from 'react';
import {
  DEFAULT_LANGUAGE,
  MSG as MSG_EN,
  setMoneyLanguage,
  UI_MSG as UI_EN,
  type Catalogue,
  type Language,
} from '@dawalink/shared';
import { markDocument } from './language-choice';

export { storedLanguage } from './language-choice';

/*
 * The page's language and its texts (web/src/features/README.md, "Languages").
 *
 * English is the source and is compiled in: the English app loads nothing more. Another language is kept by i18next
 * (lib/i18n-runtime.ts, with the translations from @dawalink/shared/urdu), both loaded only when that language is
 * chosen. The message groups below are live bindings: every `import { MSG } from '../lib/i18n'` reads the current
 * language's texts, and the app remounts its pages under the language (app/language-root.tsx) so that everything
 * already drawn is drawn again in the new one. A group that only some lazy pages use stays in their chunks and is
 * read through `translated` (below) instead.
 */
export let MSG: Catalogue['MSG'] = MSG_EN;
/** The app shell's own words (navigation, the language switch, common buttons). */
export let UI: Catalogue['UI_MSG'] = UI_EN;

let language: Language = DEFAULT_LANGUAGE;
/** The loaded catalogue of a language other than English, and its translator of English texts; null in English. */
/** The loaded texts of a language other than English (null for English). */
export type LoadedTexts = {
  catalogue: Catalogue;
  /** An English text in this language; with a server error answer, its text with values written from them. */
  translate: (text: string, body?: Record<string, unknown>) => string;
} | null;
let loaded: LoadedTexts = null;

/**
 * A message group in the page's language, for groups kept out of the app shell's chunk (the screens' own words,
 * ADMIN_MSG): the page passes the English group it imported, and gets it back in English.
 */
export function translated<G extends keyof Catalogue>(name: G, english: Catalogue[G]): Catalogue[G] {
  return loaded ? loaded.catalogue[name] : english;
}
const listeners = new Set<() => void>();

export const currentLanguage = () => language;

// A language chosen with the switch while signed out (this tab, reloads included): the next sign-in makes it the
// account's.
const CHOICE_KEY = 'languageChosenSignedOut';
export function noteSignedOutChoice(choice: Language) {
  try {
    sessionStorage.setItem(CHOICE_KEY, choice);
  } catch {
    // Not remembered: the account's language wins at sign-in.
  }
}
export function takeSignedOutChoice(): Language | null {
  try {
    const choice = sessionStorage.getItem(CHOICE_KEY);
    sessionStorage.removeItem(CHOICE_KEY);
    return choice === 'en' || choice === 'ur' ? choice : null;
  } catch {
    return null;
  }
}

/** Calls `listener` after each change of language; answers the unsubscription. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language; the component draws again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(onLanguageChange, () => language);
}

/**
 * Switches the page to `next` (lib/i18n-switch.ts, loaded on the first change: the English app does not carry it):
 * loads its texts, stylesheet and font first, then swaps the texts and draws again. Remembers it on this device; the
 * account's copy is the caller's to save.
 */
export const setLanguage = (next: Language): Promise<void> =>
  import('./i18n-switch').then((switcher) =>
    switcher.switchLanguage(next, { current: currentLanguage, apply: applyLanguage }),
  );

/** Takes `next` with its texts: the message groups read them from now on, and the pages draw again. */
export function applyLanguage(next: Language, texts: LoadedTexts) {
  language = next;
  loaded = texts;
  const c = texts?.catalogue;
  MSG = c?.MSG ?? MSG_EN;
  UI = c?.UI_MSG ?? UI_EN;
  setMoneyLanguage(next);
  markDocument(next);
  listeners.forEach((listener) => listener());
}

/**
 * A text written in English elsewhere (the server's `message`, a shared zod schema's error) in the page's language,
 * when the catalogue has it; otherwise as it came. A server error answer's text with values in it is written from
 * the answer's `error` code and values instead (`body`; ERROR_TEXTS in @dawalink/shared), so no English sentence is
 * left on the page. English keeps the text as it came.
 */
export function localize(text: string, body?: Record<string, unknown>): string;
export function localize(text: string | undefined): string | undefined;
export function localize(text: string | undefined, body?: Record<string, unknown>): string | undefined {
  return text === undefined || !loaded ? text : loaded.translate(text, body);
}
