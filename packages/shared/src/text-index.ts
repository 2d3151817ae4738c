/*
 * A compact index of the English catalogue's texts, so that a page in another language can find which key an
 * English text the server sent (or a shared zod schema wrote) is, without loading the English texts themselves.
 *
 * The index lists the catalogue's fixed texts (not the texts with values in them) in a fixed order: keys sorted, at
 * every level. Each place holds the text's hash, or NOT_INDEXED for a text that already has an earlier key (the
 * first key in the catalogue's own order keeps it, as a map built from the English texts would). A translated
 * catalogue has the same keys (messages-ur.test.ts), so its fixed texts in the same order line up with the index.
 *
 * The hash is 36 bits: a text not in the catalogue takes the place of one of its ~900 texts once in ~70 million
 * texts, and text-index.test.ts checks that no two texts of the catalogue share one.
 */

/** Characters per text in the index (base 36: 36^7 is about 2^36). */
export const TEXT_HASH_WIDTH = 7;
const HASH_SPACE = 36 ** TEXT_HASH_WIDTH;
/** The place of a text the index leaves to an earlier key with the same text. */
export const NOT_INDEXED = '-'.repeat(TEXT_HASH_WIDTH);

/** cyrb53 (public domain): a fast 53-bit string hash with good spread, enough for ~1000 texts. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** A text's place-holder in the index. */
export const textHash = (text: string): string =>
  (hash53(text) % HASH_SPACE).toString(36).padStart(TEXT_HASH_WIDTH, '0');

/** A catalogue's fixed texts as [path, text], keys sorted at every level: the index's order. */
export function fixedTexts(node: unknown, path = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[path, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.keys(node)
    .sort()
    .flatMap((key) => fixedTexts((node as Record<string, unknown>)[key], path ? `${path}.${key}` : key));
}

/** The index of a catalogue in English (the source): one hash, or NOT_INDEXED, per fixed text. */
export function packTextIndex(english: object): string {
  const firstKey = new Map<string, string>();
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') {
      if (!firstKey.has(node)) firstKey.set(node, path);
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
    }
  };
  walk(english, '');
  return fixedTexts(english)
    .map(([path, text]) => (firstKey.get(text) === path ? textHash(text) : NOT_INDEXED))
    .join('');
}

/**
 * From an index and a translated catalogue: the translation of each English text by its hash. Empty when the
 * catalogue's fixed texts do not line up with the index (then texts stay as they came rather than take wrong ones).
 */
export function translationsByHash(index: string, target: object): Map<string, string> {
  const texts = fixedTexts(target);
  const byHash = new Map<string, string>();
  if (texts.length * TEXT_HASH_WIDTH !== index.length) return byHash;
  texts.forEach(([, text], i) => {
    const hash = index.slice(i * TEXT_HASH_WIDTH, (i + 1) * TEXT_HASH_WIDTH);
    if (hash !== NOT_INDEXED) byHash.set(hash, text);
  });
  return byHash;
}
