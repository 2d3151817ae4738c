/**
 * A number as en-US writes it (`1,234,567.5`): digits grouped by thousands, at most `maxFractionDigits` decimals,
 * rounded half away from zero on the number's shortest decimal form, and at least `minFractionDigits`: the text of
 * `value.toLocaleString('en-US', { maximumFractionDigits, minimumFractionDigits })` for every number
 * (number-format.test.ts), and the one way the app writes a count, a quantity or an amount.
 *
 * Written out rather than left to Intl.NumberFormat because the first number format a page makes loads ICU's number
 * data: 12-30 ms in one task on a desk computer, 50-130 ms at Lighthouse's mobile slowdown, on every page's way to
 * its first screen (a price, a count). Numbers JavaScript writes in exponent form (from 1e21, under 1e-6) and the
 * non-finite ones still go through Intl: no screen shows them.
 */
export function formatNumber(value: number, maxFractionDigits = 0, minFractionDigits = 0): string {
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || text.includes('e')) {
    return value.toLocaleString('en-US', {
      maximumFractionDigits: maxFractionDigits,
      minimumFractionDigits: minFractionDigits,
    });
  }
  const point = text.indexOf('.');
  let whole = point < 0 ? text : text.slice(0, point);
  let fraction = point < 0 ? '' : text.slice(point + 1);
  if (fraction.length > maxFractionDigits) {
    const roundUp = fraction.charCodeAt(maxFractionDigits) >= 53; // '5'
    fraction = fraction.slice(0, maxFractionDigits);
    if (roundUp) {
      const digits = String(BigInt(whole + fraction) + 1n).padStart(whole.length + fraction.length, '0');
      whole = digits.slice(0, digits.length - fraction.length);
      fraction = digits.slice(digits.length - fraction.length);
    }
  }
  fraction = fraction.replace(/0+$/, '').padEnd(minFractionDigits, '0');
  // Intl keeps the sign of a negative number that rounds to zero (`-0`), and of -0 itself.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return sign + whole.replace(/\B(?=(\d{3})+$)/g, ',') + (fraction ? `.${fraction}` : '');
}
