import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatNumber } from './index.js';

const intl = (value: number, max = 0, min = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: max, minimumFractionDigits: min });

describe('formatNumber (en-US grouping without Intl.NumberFormat)', () => {
  it('writes the worked examples', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-1234567)).toBe('-1,234,567');
    expect(formatNumber(2526.2, 2, 2)).toBe('2,526.20');
    expect(formatNumber(12.5, 1)).toBe('12.5');
    expect(formatNumber(12.25, 1)).toBe('12.3');
    expect(formatNumber(999.96, 1)).toBe('1,000');
    expect(formatNumber(0.05, 1)).toBe('0.1');
    expect(formatNumber(1.005, 2, 2)).toBe('1.01');
    expect(formatNumber(9999999.995, 2, 2)).toBe('10,000,000.00');
  });

  it('gives what toLocaleString gives at the edges', () => {
    const edges = [
      0,
      -0,
      0.5,
      -0.5,
      1.5,
      -1.5,
      2.5,
      0.45,
      0.05,
      -0.04,
      1.005,
      2.675,
      1e-6,
      1e-7,
      999999.5,
      1e20,
      1e21,
      123456789.125,
      NaN,
      Infinity,
      -Infinity,
    ];
    for (const value of edges) {
      for (const [max, min] of [
        [0, 0],
        [1, 0],
        [2, 2],
        [2, 0],
      ]) {
        expect(formatNumber(value, max, min), `${value} (${max}, ${min})`).toBe(intl(value, max, min));
      }
    }
  });

  it('gives what toLocaleString gives for any number, count or amount', () => {
    const settings = fc.constantFrom([0, 0], [1, 0], [2, 2], [2, 0], [3, 1]);
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), settings, (value, [max, min]) => {
        expect(formatNumber(value, max, min)).toBe(intl(value, max, min));
      }),
      { numRuns: 20_000 },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 99 }),
        settings,
        (whole, hundredths, [max, min]) => {
          const value = whole + hundredths / 100;
          expect(formatNumber(value, max, min)).toBe(intl(value, max, min));
        },
      ),
      { numRuns: 20_000 },
    );
    // 40,000 comparisons with toLocaleString: 2-6 s depending on the machine, past vitest's 5 s default on a slow one.
  }, 30_000);
});
