import { describe, expect, it } from 'vitest';
import { ENGLISH } from './i18n.js';
import { translateText } from './translate-text.js';
import { URDU } from './messages-ur.js';
import { formatMoneyIn } from './money.js';

type Node = string | ((...args: never[]) => string) | { [key: string]: Node };

/** Every leaf of a catalogue as [path, value]. */
function leaves(node: Node, path: string[] = []): Array<[string, Node]> {
  if (typeof node === 'string' || typeof node === 'function') return [[path.join('.'), node]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, [...path, key]));
}

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;
// Texts with no words of their own: the switch names the other language in its script; a count before a title.
const NO_WORDS = [
  'UI_MSG.switchTo',
  'MSG_BEYOND.unseenOrdersTitle',
  'MONEY_UI.entryOf',
  'SCHEME_MSG.schemeLabel',
  'SELLER_UI.column.tp',
  'LISTINGS_UI.column.tp',
  'TEAM_UI.tp',
];
// Sample values for texts with values in them: numbers, names, lists.
const ORDER = { id: 7, store: 'Ali', total: 10, lines: [{ product_name: 'Panadol', quantity: 2 }] };
const sample = (fn: (...args: never[]) => string): string => {
  const call = fn as (...args: unknown[]) => string;
  const args: unknown[] = Array.from({ length: fn.length || 1 }, (_, i) => (i % 2 ? 'Ali' : 2));
  if (fn.toString().includes('names')) args[0] = ['Panadol'];
  try {
    return call(...args);
  } catch {
    // A text built from one object (an order for sharing).
    return call(ORDER);
  }
};

describe('the Urdu catalogue', () => {
  const english = new Map(leaves(ENGLISH as unknown as Node));
  const urdu = new Map(leaves(URDU as unknown as Node));

  it('has every English key, and no key English does not have', () => {
    const missing = [...english.keys()].filter((key) => !urdu.has(key));
    const extra = [...urdu.keys()].filter((key) => !english.has(key));
    expect(missing, `keys without Urdu: ${missing.join(', ')}`).toEqual([]);
    expect(extra).toEqual([]);
  });

  it('gives each text in Urdu script, of the same kind (text or text with values) as the English', () => {
    const wrong: string[] = [];
    for (const [key, en] of english) {
      const ur = urdu.get(key);
      if (typeof ur !== typeof en) wrong.push(`${key}: kind`);
      else if (typeof ur === 'function') {
        if (ur.length !== (en as (...a: never[]) => string).length) wrong.push(`${key}: parameters`);
        const text = sample(ur as (...args: never[]) => string);
        if (!text.trim() || (!ARABIC_SCRIPT.test(text) && !NO_WORDS.includes(key))) wrong.push(`${key}: not Urdu`);
      } else if (typeof ur === 'string' && !ARABIC_SCRIPT.test(ur)) {
        if (!NO_WORDS.includes(key)) wrong.push(`${key}: not Urdu`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('translates a text the server sent in English by its wording, and leaves an unknown text as it came', () => {
    expect(translateText(ENGLISH.MSG.phoneRequired, URDU)).toBe(URDU.MSG.phoneRequired);
    expect(translateText('Panadol 500mg', URDU)).toBe('Panadol 500mg');
  });

  it('writes money with Western digits in both, the currency after the amount in Urdu', () => {
    expect(formatMoneyIn('en', 1250)).toBe('Rs. 1,250/-');
    expect(formatMoneyIn('ur', 1250)).toBe('1,250 روپے');
    expect(formatMoneyIn('ur', 2526.2)).toBe('2,526.20 روپے');
  });
});
