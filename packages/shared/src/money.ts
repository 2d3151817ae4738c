import { formatNumber } from './number-format.js';

/** Rupees to whole paisa, rounded to the nearest: the one place money's rounding is written. */
export function toPaisa(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Rupees rounded to the paisa (two decimals), as numeric(…, 2) columns hold them. */
export function roundToPaisa(rupees: number): number {
  return toPaisa(rupees) / 100;
}

/** Two amounts that are the same once rounded to the paisa. */
export function sameMoney(a: number, b: number): boolean {
  return toPaisa(a) === toPaisa(b);
}

/** Integer paisa as the exact decimal text a numeric column takes (`1234.50`), with no float in between. */
export function paisaText(paisa: bigint): string {
  return `${paisa / 100n}.${String(paisa % 100n).padStart(2, '0')}`;
}

/**
 * Money as every screen, slip, text message and export writes it: whole rupees as the spec writes them, `Rs. 1,250/-`
 * ("/-": no paisa follow); with paisa, always two decimals and no "/-" (`Rs. 2,526.20`, never `Rs. 2,526.2` nor
 * `Rs. 2,526.20/-`).
 */
export function formatMoney(amount: number | string | null | undefined): string {
  return formatMoneyIn(moneyLanguage, amount);
}

/**
 * Money in a language. Urdu keeps the Western digits and separators (as on medicine packs, bills and bank slips in
 * Pakistan, and tabular in tables) and writes the currency after the amount: `1,250 روپے`.
 */
export function formatMoneyIn(language: 'en' | 'ur', amount: number | string | null | undefined): string {
  const digits = formatAmount(amount);
  if (language === 'ur') return `${digits} روپے`;
  return digits.includes('.') ? `Rs. ${digits}` : `Rs. ${digits}/-`;
}

/** The digits of an amount without the currency (`1,250`, `1,250.50`), for a table whose heading names the currency. */
export function formatAmount(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const safe = Number.isFinite(value) ? roundToPaisa(value) : 0;
  return Number.isInteger(safe) ? formatNumber(safe) : formatNumber(safe, 2, 2);
}

let moneyLanguage: 'en' | 'ur' = 'en';
/** The page's language for formatMoney (the web app sets it when its language changes; the server never does). */
export function setMoneyLanguage(language: 'en' | 'ur') {
  moneyLanguage = language;
}

/** Adds money in paisa so that sums of prices never drift like floats do. */
export function sumMoney(values: Array<number>): number {
  return values.reduce((acc, v) => acc + toPaisa(v), 0) / 100;
}

/** price × quantity in paisa, back to rupees. */
export function lineTotal(price: number, quantity: number): number {
  return (toPaisa(price) * quantity) / 100;
}

/** Hundredths of a percent: an offer (numeric(5,2), 0-100) is a whole number of them. */
const OFFER_SCALE = 10_000n;

/**
 * What a line costs (DESIGN.md section 7): quantity x T.P x (100 - offer) / 100, rounded half up to the paisa, in
 * paisa. Worked in integers (T.P in paisa, the offer in hundredths of a percent, BigInt for the product), so it is
 * exact for every price, quantity and offer the schemas allow: 100,000 x Rs. 10,000,000 at 12.34% needs 10^18, past
 * what a float holds exactly. The server charges with it; the store, cart and slips show what it gives.
 */
export function lineNetPaisa(price: number, quantity: number, offer: number): number {
  if (!Number.isFinite(price) || price < 0) throw new RangeError(`Invalid price ${price}`);
  if (!Number.isInteger(quantity) || quantity < 0) throw new RangeError(`Invalid quantity ${quantity}`);
  if (!Number.isFinite(offer) || offer < 0 || offer > 100) throw new RangeError(`Invalid offer ${offer}`);
  const gross = BigInt(toPaisa(price)) * BigInt(quantity);
  const kept = gross * (OFFER_SCALE - BigInt(Math.round(offer * 100)));
  // Half up: add half the divisor before the integer division (every term is 0 or more).
  return Number((kept * 2n + OFFER_SCALE) / (2n * OFFER_SCALE));
}

/** lineNetPaisa in rupees: the `net` of an order line, and a unit's net price with quantity 1. */
export function lineNet(price: number, quantity: number, offer: number): number {
  return lineNetPaisa(price, quantity, offer) / 100;
}

/** An order's total in rupees: the sum of its lines' nets, added in paisa. */
export function linesNetTotal(lines: Array<{ price: number; quantity: number; offer: number }>): number {
  return lines.reduce((acc, l) => acc + lineNetPaisa(l.price, l.quantity, l.offer), 0) / 100;
}

/**
 * The class an overdue amount is shown with, on the pages and in the server's first screens alike: red only when
 * something is past due, so a zero overdue stays plain.
 */
export const overdueClass = (overdue: number) => (overdue > 0 ? 'text-danger' : '');
