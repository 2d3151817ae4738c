import type { Catalogue } from './i18n.js';
import { englishTextIndex } from './english-text-index.js';
import { textHash, translationsByHash } from './text-index.js';

const lookups = new WeakMap<Catalogue, Map<string, string>>();

/**
 * A text the server or a shared zod schema wrote in English, in `target`'s language: found by its English wording
 * among the catalogue's fixed texts (through the index of their hashes, text-index.ts). A text with values in it (or
 * one not in the catalogue) comes back as it was.
 */
export function translateText(text: string, target: Catalogue): string {
  let lookup = lookups.get(target);
  if (!lookup) {
    lookup = translationsByHash(englishTextIndex(), target);
    lookups.set(target, lookup);
  }
  return lookup.get(textHash(text)) ?? text;
}
