import { describe, expect, it } from 'vitest';
import {
  asciiDigits,
  isRetriedOnTypo,
  parseQuickOrder,
  parseQuickOrderLine,
  productWords,
  quickOrderLimit,
  QUICK_ORDER_MAX_BYTES,
  QUICK_ORDER_MAX_LINES,
} from './quick-order.js';

const read = (line: string) => {
  const parsed = parseQuickOrderLine(line);
  return parsed && { query: parsed.query, quantity: parsed.quantity };
};

describe('parseQuickOrderLine', () => {
  it.each([
    ['panadol 500 x 10', 'panadol 500', 10],
    ['augmentin 625 - 5', 'augmentin 625', 5],
    ['10 x panadol', 'panadol', 10],
    ['Panadol 500mg 10pcs', 'Panadol 500mg', 10],
    ['2 box brufen', 'brufen', 2],
    ['brufen 400', 'brufen 400', 1],
    ['panadl', 'panadl', 1],
    ['panadol 500 10', 'panadol 500', 10],
    ['10 x panadol 500', 'panadol 500', 10],
    ['10 panadol', 'panadol', 10],
    ['500mg panadol', '500mg panadol', 1],
    ['500 mg panadol', '500 mg panadol', 1],
    ['Panadol 500x10', 'Panadol 500', 10],
    ['panadol x10', 'panadol', 10],
    ['panadol 10x', 'panadol', 10],
    ['Risek 20 (3)', 'Risek 20', 3],
    ['Brufen 400 = 4 strips', 'Brufen 400', 4],
    ['Panadol Extra qty 6', 'Panadol Extra', 6],
    ['flagyl 400: 12', 'flagyl 400', 12],
    ['panadol max 10 x 2', 'panadol max 10', 2],
    ['calpol 120 ml', 'calpol 120 ml', 1],
  ])('%s', (line, query, quantity) => {
    expect(read(line)).toEqual({ query, quantity });
  });

  it('takes bullets, numbering and emoji off', () => {
    expect(read('1. Panadol 500 x 10')).toEqual({ query: 'Panadol 500', quantity: 10 });
    expect(read('12) augmentin 625 - 5')).toEqual({ query: 'augmentin 625', quantity: 5 });
    expect(read('- brufen 400 x 3')).toEqual({ query: 'brufen 400', quantity: 3 });
    expect(read('• Flagyl 400 x 2')).toEqual({ query: 'Flagyl 400', quantity: 2 });
    expect(read('* risek 20 x 1')).toEqual({ query: 'risek 20', quantity: 1 });
    expect(read('💊 Panadol 500 x 10 ✅')).toEqual({ query: 'Panadol 500', quantity: 10 });
    expect(read('👍🏽 2 box brufen 🙏')).toEqual({ query: 'brufen', quantity: 2 });
  });

  it('reads Urdu and Arabic-Indic digits', () => {
    expect(asciiDigits('۱۲۳۴۵۶۷۸۹۰ ١٢')).toBe('1234567890 12');
    expect(read('panadol ۵۰۰ x ۱۰')).toEqual({ query: 'panadol 500', quantity: 10 });
    expect(read('۳ box brufen')).toEqual({ query: 'brufen', quantity: 3 });
  });

  it('keeps the line as pasted for the review table', () => {
    expect(parseQuickOrderLine('  1. Panadol 500 x 10 ✅ ')?.input).toBe('1. Panadol 500 x 10 ✅');
  });

  it('skips lines without words and caps the quantity', () => {
    expect(parseQuickOrderLine('10')).toBeNull();
    expect(parseQuickOrderLine('✅✅')).toBeNull();
    expect(parseQuickOrderLine('---')).toBeNull();
    expect(read('panadol x 999999')?.quantity).toBe(100_000);
    expect(read('panadol x 0')?.quantity).toBe(1);
  });
});

describe('parseQuickOrder', () => {
  it('reads a WhatsApp message line by line, blank lines skipped', () => {
    const text = 'Assalam o alaikum\n\n1. panadol 500 x 10\r\n2. augmentin 625 - 5\n\n3. 2 box brufen\n';
    expect(parseQuickOrder(text).map((l) => [l.query, l.quantity])).toEqual([
      ['Assalam o alaikum', 1],
      ['panadol 500', 10],
      ['augmentin 625', 5],
      ['brufen', 2],
    ]);
  });
});

describe('quickOrderLimit', () => {
  it('takes up to the line limit, blank lines not counted', () => {
    expect(quickOrderLimit(Array(QUICK_ORDER_MAX_LINES).fill('panadol x 1').join('\n\n'))).toEqual({ kind: 'ok' });
    expect(
      quickOrderLimit(
        Array(QUICK_ORDER_MAX_LINES + 1)
          .fill('panadol')
          .join('\n'),
      ),
    ).toEqual({ kind: 'too_many_lines' });
    expect(quickOrderLimit(Array(5000).fill('p').join('\n'))).toEqual({ kind: 'too_many_lines' });
  });

  it('refuses more than the byte limit, counting UTF-8 bytes', () => {
    expect(quickOrderLimit('a'.repeat(QUICK_ORDER_MAX_BYTES))).toEqual({ kind: 'ok' });
    expect(quickOrderLimit('a'.repeat(QUICK_ORDER_MAX_BYTES + 1))).toEqual({ kind: 'too_large' });
    expect(quickOrderLimit('پ'.repeat(QUICK_ORDER_MAX_BYTES / 2 + 1))).toEqual({ kind: 'too_large' });
    expect(quickOrderLimit('x'.repeat(1024 * 1024))).toEqual({ kind: 'too_large' });
  });
});

describe('productWords', () => {
  it('keeps the words without a digit, and the whole query when every word has one', () => {
    expect(productWords('romi 500mg')).toBe('romi');
    expect(productWords('augmentin gsk 1g')).toBe('augmentin gsk');
    expect(productWords('vitamin d3 120ml')).toBe('vitamin');
    expect(productWords('co-amoxiclav')).toBe('co-amoxiclav');
    expect(productWords('b12')).toBe('b12');
    expect(productWords('b12 500mcg')).toBe('b12 500mcg');
  });
});

describe('isRetriedOnTypo', () => {
  it('tries again product words of four characters or more, spaces not counted', () => {
    expect(isRetriedOnTypo('dkelok')).toBe(true);
    expect(isRetriedOnTypo('ok pls')).toBe(true);
    expect(isRetriedOnTypo('pxq')).toBe(false);
    expect(isRetriedOnTypo('o k')).toBe(false);
  });
});
