import { MAX_QUANTITY } from './constants.js';

/**
 * Quick order: a list pasted the way it arrives on WhatsApp, one product a line, read into (product words,
 * quantity) pairs. Pure: the server parses with it before matching, the web shows the same limits.
 */

/** More lines than this is not an order but a catalogue; matching costs CPU per line. */
export const QUICK_ORDER_MAX_LINES = 500;
/** The pasted text's size in UTF-8 bytes (500 lines of 128 bytes). */
export const QUICK_ORDER_MAX_BYTES = 64 * 1024;
/** A line longer than this is cut before matching: no product name is longer, and trigrams cost per character. */
export const QUICK_ORDER_MAX_LINE_CHARS = 200;

export interface QuickOrderLine {
  /** The line as pasted (trimmed), shown in the review table. */
  input: string;
  /** The words to match against product names: bullets, numbering, emoji and the quantity taken off. */
  query: string;
  quantity: number;
}

export type QuickOrderLimit = { kind: 'ok' } | { kind: 'too_large' } | { kind: 'too_many_lines' };

/** Packs and counts written after or before a quantity ("10 pcs", "2 box"), never part of a product's name. */
const UNIT =
  '(?:pcs|pc|pieces?|nos?|qty|units?|box(?:es)?|bx|strips?|str|packs?|pkts?|packets?|pk|bottles?|btls?|cartons?|ctns?|dozens?|doz|tabs?|caps?|vials?|amps?|tubes?)';
/** Strength units: a number followed by one is a strength ("500mg"), not a quantity. */
const STRENGTH = /^(?:mg|mcg|µg|g|gm|ml|l|iu|%|meq)\b/i;

const BULLET = /^\s*(?:[-*•·▪▫◦►▶➤→>+~]+\s*|\(?\d{1,3}[.)]\s+|\(\d{1,3}\)\s*|[a-z][.)]\s+)/iu;
const PICTOGRAPH = /[\p{Extended_Pictographic}\p{Emoji_Modifier}]|\u200d|\ufe0e|\ufe0f|\u20e3/gu;
// "x" marks a quantity only after a space or a digit ("500x10"), never inside a word ("max 10").
const SEPARATOR = '(?:(?:^|\\s|(?<=\\d))[x×]|\\s*[*\\-–—=:@]|\\s+qty:?)';

const TRAILING_MARKED = new RegExp(`${SEPARATOR}\\s*(\\d{1,6})\\s*${UNIT}?\\.?\\s*$`, 'iu');
const TRAILING_UNIT = new RegExp(`(?:^|\\s)(\\d{1,6})\\s*${UNIT}\\.?\\s*$`, 'iu');
const TRAILING_PAREN = /\s*\(\s*(\d{1,6})\s*\)\s*$/u;
const TRAILING_X = /\s(\d{1,6})\s*(?:x|×)\s*$/iu;
const TRAILING_BARE = /\s(\d{1,6})\s*$/u;
const LEADING = new RegExp(`^(\\d{1,6})\\s*(?:(?:x|×|\\*)\\s*|${UNIT}\\.?\\s+(?:of\\s+)?|-\\s*|\\s+)(?=\\S)`, 'iu');

/** Urdu (Extended Arabic-Indic) and Arabic-Indic digits as ASCII, so "۱۰" reads as 10. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** Whether the pasted text is within the limits; the line count skips blank lines. */
export function quickOrderLimit(text: string): QuickOrderLimit {
  // A cheap upper bound first, so a huge paste is not encoded to be measured.
  if (text.length > QUICK_ORDER_MAX_BYTES || new TextEncoder().encode(text).length > QUICK_ORDER_MAX_BYTES) {
    return { kind: 'too_large' };
  }
  let lines = 0;
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line.trim() !== '' && ++lines > QUICK_ORDER_MAX_LINES) return { kind: 'too_many_lines' };
  }
  return { kind: 'ok' };
}

const clampQuantity = (n: number) => Math.min(Math.max(n, 1), MAX_QUANTITY);

function cleanQuery(text: string): string {
  return text
    .replace(/^[\s\-–—:=*x×,.;]+(?=\S)/iu, '')
    .replace(/[\s\-–—:=*,.;@]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One pasted line read into product words and a quantity (1 when none is written); null for a line without words. */
export function parseQuickOrderLine(raw: string): QuickOrderLine | null {
  const input = raw.trim().slice(0, QUICK_ORDER_MAX_LINE_CHARS);
  let text = asciiDigits(input.normalize('NFKC')).replace(PICTOGRAPH, ' ').replace(/\s+/g, ' ').trim();
  text = text.replace(BULLET, '').trim();
  const state: { text: string; quantity: number | null } = { text, quantity: null };

  /** Takes a quantity matched at the end of the line, when words are left before it. */
  const take = (pattern: RegExp): boolean => {
    const match = state.text.match(pattern);
    if (!match || match.index === undefined) return false;
    const rest = state.text.slice(0, match.index);
    if (!/\p{L}/u.test(rest)) return false;
    state.quantity = Number(match[1]);
    state.text = rest;
    return true;
  };

  // A marked quantity after the name: "x 10", "- 5", "10pcs", "(10)", "10x".
  if (!take(TRAILING_MARKED) && !take(TRAILING_UNIT) && !take(TRAILING_PAREN)) take(TRAILING_X);
  text = state.text;
  let quantity = state.quantity;
  // Quantity before the name: "10 x panadol", "2 box brufen", "10 panadol" (not "500mg panadol").
  if (quantity === null) {
    const lead = text.match(LEADING);
    if (lead && !STRENGTH.test(text.slice(lead[1].length).trimStart()) && /\p{L}/u.test(text.slice(lead[0].length))) {
      quantity = Number(lead[1]);
      text = text.slice(lead[0].length);
    }
  }
  // A bare last number only when the name already has one ("panadol 500 10"): "brufen 400" is a strength.
  if (quantity === null) {
    const bare = text.match(TRAILING_BARE);
    if (
      bare &&
      bare.index !== undefined &&
      /\d/.test(text.slice(0, bare.index)) &&
      /\p{L}/u.test(text.slice(0, bare.index))
    ) {
      quantity = Number(bare[1]);
      text = text.slice(0, bare.index);
    }
  }
  const query = cleanQuery(text);
  if (!/\p{L}/u.test(query)) return null;
  return { input, query, quantity: clampQuantity(quantity ?? 1) };
}

/** Every line of a pasted list that names something; blank lines and lines of only numbers or emoji are skipped. */
export function parseQuickOrder(text: string): QuickOrderLine[] {
  const lines: QuickOrderLine[] = [];
  for (const raw of text.split(/\r\n|\r|\n/)) {
    if (raw.trim() === '') continue;
    const line = parseQuickOrderLine(raw);
    if (line) lines.push(line);
  }
  return lines;
}

/**
 * How much of a pasted line must be found in a product's name and manufacturer (pg_trgm's word similarity: the
 * share of the line's trigrams in the best-matching stretch of the product text), in two passes; the server's
 * quick-order service runs them, and the benchmark's baseline runs the same.
 *
 * First the line's product words (`productWords`: the words without a digit) at 0.5, and the whole line at 0.5:
 * that takes a typo or two in a word ("panadl", "augmentn 625") and leaves greetings and chatter (below 0.1). The
 * words must match on their own because a strength is written the same in thousands of products: "500mg" is six of
 * the eleven trigrams of "romi 500mg", so the whole line alone matched every 500 mg product in the catalogue, each
 * a candidate to check (1.3 s for 200 lines on a 5,000-line store of a 70,000-product catalogue, against 0.17 s;
 * docs/performance.md), and the wrong medicine when the name was misspelt.
 *
 * Then the lines that found nothing, at 0.25 for the words and 0.4 for the line: a letter swap in a short word
 * ("viatmin d3", "dkelok 60ml") keeps a quarter of the word and most of the line. A single shared trigram (the
 * first letter) does not make a match: words of four characters or more need two, and shorter ones are not tried
 * again (`isRetriedOnTypo`).
 */
export const QUICK_ORDER_MATCH_PASSES = [
  { words: 0.5, line: 0.5 },
  { words: 0.25, line: 0.4 },
] as const;

/**
 * The words of a line's query that name a product: those without a digit. A strength or pack size ("500mg",
 * "120ml", "10s") is written the same in thousands of products, so it ranks a line's candidates but must not make
 * one on its own ("romi 500mg" is never "Ceftriaxone 500mg"). A line whose every word has a digit ("b12") is its
 * own name.
 */
export function productWords(query: string): string {
  const words = query.split(' ').filter((word) => !/\d/.test(word));
  return words.length === 0 ? query : words.join(' ');
}

/** Product words shorter than this (letters and digits, spaces not counted) are not tried again at the lower bars. */
export const QUICK_ORDER_RETRY_MIN_CHARS = 4;

/**
 * Whether a line that matched nothing is tried again at the lower bars (the words at 0.25). A word of three letters
 * or fewer has four trigrams or fewer, so a quarter of them is one: its first letter and the strength ("rx 20mg" and
 * Risek 20mg) would make a match.
 */
export function isRetriedOnTypo(words: string): boolean {
  return words.replace(/\s+/g, '').length >= QUICK_ORDER_RETRY_MIN_CHARS;
}
