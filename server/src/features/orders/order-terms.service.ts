import { sql, type Kysely, type Transaction } from 'kysely';
import { bonusQuantity, dayInZone, DEFAULT_TIME_ZONE, isPackMultiple, type Scheme } from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import { fixedQuery } from '../../db/sql.js';
import { errorWithValues } from '../../lib/errors.js';

type Db = Kysely<Database> | Transaction<Database>;

interface ListingTerms {
  pack_multiple: number;
  scheme: Scheme | null;
}

/**
 * A seller's terms for an order placed now: each listing's pack multiple and scheme, the minimum order value and
 * the day (in the seller's time zone) on which the schemes are judged. One round trip.
 */
export interface OrderTerms {
  day: string;
  minOrderPaisa: number;
  listings: Map<number, ListingTerms>;
}

interface TermsRow {
  id: number | null;
  pack_multiple: number | null;
  scheme_buy: number | null;
  scheme_free: number | null;
  scheme_starts: string | null;
  scheme_ends: string | null;
  min_order_paisa: number | string | null;
  time_zone: string | null;
}
const termsQuery = fixedQuery<TermsRow>();

export async function orderTerms(
  db: Db,
  sellerId: number,
  listingIds: number[],
  now = new Date(),
): Promise<OrderTerms> {
  const rows = await termsQuery(
    db,
    () => sql<TermsRow>`
    SELECT l.id, l.pack_multiple, l.scheme_buy, l.scheme_free, l.scheme_starts::text AS scheme_starts, l.scheme_ends::text AS scheme_ends,
           s.min_order_paisa, s.time_zone
    FROM (SELECT ${sellerId}::int AS wholeseller_id) w
    LEFT JOIN seller_settings s ON s.wholeseller_id = w.wholeseller_id
    LEFT JOIN listings l ON l.wholeseller_id = w.wholeseller_id AND l.id = ANY(${listingIds}::int[])`,
    [sellerId, listingIds],
  );
  const listings = new Map<number, ListingTerms>();
  for (const r of rows) {
    if (r.id === null) continue;
    listings.set(r.id, {
      pack_multiple: r.pack_multiple ?? 1,
      scheme:
        r.scheme_buy !== null && r.scheme_free !== null
          ? { buy: r.scheme_buy, free: r.scheme_free, starts: r.scheme_starts, ends: r.scheme_ends }
          : null,
    });
  }
  return {
    day: dayInZone(now, rows[0]?.time_zone ?? DEFAULT_TIME_ZONE),
    minOrderPaisa: Number(rows[0]?.min_order_paisa ?? 0),
    listings,
  };
}

/**
 * One line under the seller's terms: refused (400 `pack_multiple`) when the quantity is not a whole number of
 * packs; otherwise the free goods it earns today and the scheme they came from, to be stored with the line.
 */
export function lineTerms(terms: OrderTerms, listingId: number, productName: string, quantity: number) {
  const t = terms.listings.get(listingId);
  const pack = t?.pack_multiple ?? 1;
  if (!isPackMultiple(quantity, pack)) throw errorWithValues(400, 'pack_multiple', { product: productName, pack });
  const bonus = bonusQuantity(quantity, t?.scheme, terms.day);
  return {
    bonus_quantity: bonus,
    scheme_buy: bonus > 0 ? t!.scheme!.buy : null,
    scheme_free: bonus > 0 ? t!.scheme!.free : null,
  };
}

/** An order under the seller's minimum value is refused (400 `min_order_value`) saying the minimum and what is missing. */
export function assertMinimumOrder(terms: OrderTerms, totalPaisa: bigint): void {
  if (terms.minOrderPaisa > 0 && totalPaisa < BigInt(terms.minOrderPaisa)) {
    throw errorWithValues(400, 'min_order_value', {
      minimum: terms.minOrderPaisa / 100,
      short: (terms.minOrderPaisa - Number(totalPaisa)) / 100,
    });
  }
}
