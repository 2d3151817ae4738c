import { sql } from 'kysely';

/**
 * The shortest expiry on sale of the listing in the surrounding query (`listings`), as "YYYY-MM": batches with stock
 * whose expiry month is at least the seller's minimum shelf life away (the ones shipping would take); null when the
 * seller does not track batches or has none to sell. A correlated subquery on listing_batches_listing_idx.
 */
export function shortestExpiryOnSale() {
  return sql<string | null>`(
    SELECT to_char(min(b.expiry), 'YYYY-MM') FROM listing_batches b
    JOIN seller_settings s ON s.wholeseller_id = b.wholeseller_id AND s.track_batches
    WHERE b.listing_id = listings.id AND b.quantity > 0
      AND b.expiry >= (date_trunc('month', now() AT TIME ZONE 'Asia/Karachi') + make_interval(months => s.min_shelf_life_months))::date)`;
}
