import { describe, expect, it } from 'vitest';
import { ENGLISH } from './i18n.js';
import { URDU } from './messages-ur.js';
import { englishTextIndex } from './english-text-index.js';
import { fixedTexts, NOT_INDEXED, packTextIndex, TEXT_HASH_WIDTH, textHash } from './text-index.js';
import { translateText } from './translate-text.js';

/** Each English text with the first key that has it, in the catalogue's own order (what a map of the texts gives). */
function firstKeys(): Map<string, string> {
  const first = new Map<string, string>();
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') {
      if (!first.has(node)) first.set(node, path);
    } else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
  };
  walk(ENGLISH, '');
  return first;
}
const at = (catalogue: object, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalogue);

describe('the index of the English texts', () => {
  it('gives no two English texts the same hash', () => {
    const byHash = new Map<string, string>();
    const clashes: string[] = [];
    for (const [, text] of fixedTexts(ENGLISH)) {
      const hash = textHash(text);
      const other = byHash.get(hash);
      if (other !== undefined && other !== text) clashes.push(`${JSON.stringify(other)} / ${JSON.stringify(text)}`);
      byHash.set(hash, text);
    }
    expect(clashes).toEqual([]);
    expect(textHash('x')).toHaveLength(TEXT_HASH_WIDTH);
    expect(NOT_INDEXED).toHaveLength(TEXT_HASH_WIDTH);
  });

  it('lines up with the Urdu catalogue: the same fixed texts, under the same keys, in the same order', () => {
    expect(fixedTexts(URDU).map(([path]) => path)).toEqual(fixedTexts(ENGLISH).map(([path]) => path));
    expect(englishTextIndex()).toHaveLength(fixedTexts(ENGLISH).length * TEXT_HASH_WIDTH);
    expect(englishTextIndex()).toBe(packTextIndex(ENGLISH));
  });

  it('translates every fixed English text as its first key says, the same as a map of the English texts would', () => {
    const wrong: string[] = [];
    for (const [text, path] of firstKeys()) {
      if (translateText(text, URDU) !== at(URDU, path)) wrong.push(path);
    }
    expect(wrong).toEqual([]);
  });

  it('leaves a text not in the catalogue as it came', () => {
    for (const text of [
      'Panadol 500mg',
      'Invalid input',
      '',
      URDU.MSG.phoneRequired,
      ENGLISH.MSG.phoneRequired + ' ',
    ]) {
      expect(translateText(text, URDU)).toBe(text);
    }
  });

  it('gives English back to English', () => {
    expect(translateText(ENGLISH.MSG.phoneRequired, ENGLISH as never)).toBe(ENGLISH.MSG.phoneRequired);
  });
});
