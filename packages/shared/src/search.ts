import { MAX_SEARCH } from './constants.js';

/**
 * The words of a search term, the one search rule of every list (store page, product list, catalogue selection,
 * admin lists): the first MAX_SEARCH characters split at white space, lower-cased. A word found inside another
 * word of the term is left out (whatever contains "paracetamol" contains "para"), and so are repeats, so the
 * server never tests the same fragment twice. An empty or blank term has no words: it matches everything.
 */
export function searchWords(term: string): string[] {
  const words = [
    ...new Set(
      term
        .trim()
        .slice(0, MAX_SEARCH)
        .toLowerCase()
        .split(/\s+/)
        .filter((w) => w !== ''),
    ),
  ];
  return words.filter((w, i) => !words.some((other, j) => j !== i && other.length > w.length && other.includes(w)));
}

/**
 * Whether every word occurs somewhere in `lowerText`, in any order, each as a fragment: "para 500" finds
 * "Paracetamol 500mg Tab". `lowerText` must be lower-cased already (a list lower-cases its rows once, not per key).
 */
export function matchesWords(lowerText: string, words: readonly string[]): boolean {
  for (const word of words) if (!lowerText.includes(word)) return false;
  return true;
}

/**
 * The text of several fields to search as one: lower-cased, joined by a line break, which no word holds (words are
 * split at white space), so a word never matches across two fields.
 */
export function searchText(fields: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return fields
    .filter((f) => f !== null && f !== undefined)
    .map((f) => String(f).toLowerCase())
    .join('\n');
}

/** The rule in one call, for a single row: every word of `term` in one of `fields`. */
export function matchesSearchTerm(
  fields: ReadonlyArray<string | number | boolean | null | undefined>,
  term: string,
): boolean {
  return matchesWords(searchText(fields), searchWords(term));
}

/**
 * Case-insensitive text order for group headings ("abbott" beside "Abbott", "GSK" after "getz"): the lower-cased
 * text first, then the text itself so the order is total and the same on every screen.
 */
export function compareFolded(a: string, b: string): number {
  const la = a.toLowerCase();
  const lb = b.toLowerCase();
  if (la !== lb) return la < lb ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}

/** The key that puts "abbott", "Abbott" and "ABBOTT " under one heading. */
export function groupKey(name: string): string {
  return name.trim().toLowerCase();
}
