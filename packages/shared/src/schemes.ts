import { SCHEME_MSG } from './messages-schemes.js';
import { checkQuantity, type QuantityCheck } from './quantity.js';
import { dayInZone } from './time-zones.js';

/**
 * A listing's trade scheme: buy `buy`, get `free` free, in force from `starts` to `ends` (calendar days, both
 * inclusive, YYYY-MM-DD in the seller's time zone; null is open-ended). The one home of the arithmetic: the cart
 * shows it as the retailer types, the server recomputes it when the order is placed and stores it on the line.
 */
export interface Scheme {
  buy: number;
  free: number;
  starts: string | null;
  ends: string | null;
}

/**
 * The day to judge these schemes on (schemeInForce's `day`): today in the default zone (dayInZone) when one of them
 * starts or ends on a date, else '' (a scheme without dates is in force every day). A screen whose schemes carry no
 * dates, or that has none (an empty cart), makes no date format then: a phone's first Intl date format loads ICU's
 * date data, a long task on the way to the screen.
 */
export function schemeDay(schemes: Iterable<Scheme | null | undefined>, now: Date = new Date()): string {
  for (const scheme of schemes) if (scheme && (scheme.starts || scheme.ends)) return dayInZone(now);
  return '';
}

/** True when `scheme` applies on `day` (YYYY-MM-DD): ISO days compare as text. */
export function schemeInForce(scheme: Scheme | null | undefined, day: string): scheme is Scheme {
  if (!scheme || !(scheme.buy >= 1) || !(scheme.free >= 1)) return false;
  if (scheme.starts && day < scheme.starts) return false;
  if (scheme.ends && day > scheme.ends) return false;
  return true;
}

/** The free quantity `quantity` earns on `day`: floor(quantity / buy) x free while the scheme is in force, else 0. */
export function bonusQuantity(quantity: number, scheme: Scheme | null | undefined, day: string): number {
  if (!schemeInForce(scheme, day) || !Number.isInteger(quantity) || quantity < 1) return 0;
  return Math.floor(quantity / scheme.buy) * scheme.free;
}

/** A quantity is a whole number of packs (`pack` 1: any quantity). */
export const isPackMultiple = (quantity: number, pack: number) => pack <= 1 || quantity % pack === 0;

export interface SchemeProgress {
  /** Free goods the quantity earns now. */
  free: number;
  /** How many more to order (in whole packs) to earn more free goods; null when no scheme is in force. */
  more: number | null;
  /** The free goods those `more` add. */
  moreFree: number;
}

/**
 * What the cart says beside a line: the free goods earned, and how many more (a whole number of packs) earn the
 * next ones ("add 4 more for 1 free").
 */
export function schemeProgress(
  quantity: number,
  scheme: Scheme | null | undefined,
  day: string,
  pack = 1,
): SchemeProgress {
  const free = bonusQuantity(quantity, scheme, day);
  if (!schemeInForce(scheme, day) || !Number.isInteger(quantity) || quantity < 0)
    return { free, more: null, moreFree: 0 };
  const step = Math.max(1, pack);
  const next = (Math.floor(quantity / scheme.buy) + 1) * scheme.buy;
  const target = Math.ceil(next / step) * step;
  return { free, more: target - quantity, moreFree: bonusQuantity(target, scheme, day) - free };
}

/** Free goods for a short supply: the same scheme (as stored on the order line) on the quantity supplied. */
export function bonusForSupplied(supplied: number, ordered: number, orderedBonus: number, buy: number | null): number {
  if (supplied >= ordered) return orderedBonus;
  if (!buy || orderedBonus <= 0) return 0;
  const free = orderedBonus / Math.floor(ordered / buy);
  return Math.floor(supplied / buy) * free;
}

/** checkQuantity, and a quantity that is not a whole number of packs is refused naming the pack size. */
export function checkPackQuantity(text: string, pack: number, name: string): QuantityCheck {
  const check = checkQuantity(text);
  if (check.kind !== 'invalid' && !isPackMultiple(check.quantity, pack))
    return { kind: 'invalid', message: SCHEME_MSG.notPackMultiple(name, pack) };
  return check;
}
