import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  lineNet,
  lineNetPaisa,
  lineTotal,
  linesNetTotal,
  overdueClass,
  paisaText,
  roundToPaisa,
  sameMoney,
  toPaisa,
} from './index.js';

describe('line net (quantity x T.P x (100 - offer) / 100, to the paisa)', () => {
  it('prices the worked examples', () => {
    // 37,035 paisa x 0.95 = 35,183.25: rounds down.
    expect(lineNet(123.45, 3, 5)).toBe(351.83);
    // 693 paisa x 0.875 = 606.375: rounds down.
    expect(lineNet(0.99, 7, 12.5)).toBe(6.06);
    expect(lineNet(123.45, 3, 0)).toBe(370.35);
    expect(lineNet(123.45, 3, 100)).toBe(0);
    expect(lineNet(0, 5, 10)).toBe(0);
  });

  it('rounds half a paisa up', () => {
    // 1 paisa at 50%: half a paisa.
    expect(lineNetPaisa(0.01, 1, 50)).toBe(1);
    // 3 paisa at 50%: 1.5 paisa.
    expect(lineNetPaisa(0.03, 1, 50)).toBe(2);
    // 10 paisa at 12.34%: 8.766 paisa.
    expect(lineNetPaisa(0.1, 1, 12.34)).toBe(9);
  });

  it('stays exact where floats would not (10^18 before the division)', () => {
    expect(lineNetPaisa(10_000_000, 100_000, 12.34)).toBe(87_660_000_000_000);
    // 99,998,999,900,001 paisa x 0.9999 = 99,989,000,000,010.9999.
    expect(lineNetPaisa(9_999_999.99, 99_999, 0.01)).toBe(99_989_000_000_011);
  });

  it('equals the T.P line total at offer 0, and never exceeds it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (paisa, quantity, hundredths) => {
          const price = paisa / 100;
          const offer = hundredths / 100;
          const net = lineNetPaisa(price, quantity, offer);
          const gross = paisa * quantity;
          expect(net).toBeGreaterThanOrEqual(0);
          expect(net).toBeLessThanOrEqual(gross);
          if (hundredths === 0) expect(net).toBe(gross);
          // The exact value in rationals, rounded half up: 2 * net within one of 2 * exact.
          const exact2 = (2n * BigInt(gross) * BigInt(10_000 - hundredths)) / 10_000n;
          expect(Math.abs(2 * net - Number(exact2))).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('agrees with lineTotal at offer 0 and adds lines in paisa', () => {
    expect(lineNet(19.99, 3, 0)).toBe(lineTotal(19.99, 3));
    expect(
      linesNetTotal([
        { price: 0.1, quantity: 1, offer: 0 },
        { price: 0.2, quantity: 1, offer: 0 },
      ]),
    ).toBe(0.3);
    expect(
      linesNetTotal([
        { price: 123.45, quantity: 3, offer: 5 },
        { price: 0.99, quantity: 7, offer: 12.5 },
      ]),
    ).toBe(357.89);
  });

  it('refuses what no schema allows', () => {
    expect(() => lineNet(1, 1, 101)).toThrow(RangeError);
    expect(() => lineNet(1, 1, -1)).toThrow(RangeError);
    expect(() => lineNet(1, 1.5, 0)).toThrow(RangeError);
    expect(() => lineNet(Number.NaN, 1, 0)).toThrow(RangeError);
  });
});

describe('paisa helpers', () => {
  it('round rupees to the paisa once, the same way everywhere', () => {
    expect(toPaisa(2526.2)).toBe(252620);
    expect(roundToPaisa(10.006)).toBe(10.01);
    expect(sameMoney(0.1 + 0.2, 0.3)).toBe(true);
    expect(sameMoney(1.01, 1.02)).toBe(false);
    expect(paisaText(123405n)).toBe('1234.05');
    expect(paisaText(7n)).toBe('0.07');
  });
});

describe('overdueClass', () => {
  it('is red only when something is past due: zero (or a credit) stays plain, a paisa overdue is red', () => {
    expect(overdueClass(0)).toBe('');
    expect(overdueClass(-250)).toBe('');
    expect(overdueClass(0.01)).toBe('text-danger');
    expect(overdueClass(125000)).toBe('text-danger');
  });
});
