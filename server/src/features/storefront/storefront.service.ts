import { sql, type Kysely } from 'kysely';
import { MSG, type Listing, type SellerInfo } from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { sellerListings } from '../listings/listings.service.js';

export const storeNotFound = () => new AppError(404, 'not_found', MSG.storeNotFound);

/**
 * A store that can be opened, for every route that reaches a store (its page, its list, a cart, an order, "order
 * again"): 404 when there is no such seller, 410 when the admin disabled it (the page says so instead of "not found").
 */
export function requireOpenStore<T extends { is_disabled: boolean | null }>(seller: T | null | undefined): T {
  if (!seller) throw storeNotFound();
  if (seller.is_disabled) throw new AppError(410, 'store_unavailable', MSG.storeUnavailable);
  return seller;
}

interface SellerRow extends SellerInfo {
  is_disabled: boolean;
}

/** Store urls are lower-case slugs; a link typed with capitals still finds its store. */
function sellerQuery(db: Kysely<Database>) {
  return db
    .selectFrom('wholesalers')
    .innerJoin('accounts', 'accounts.id', 'wholesalers.id')
    .select([
      'wholesalers.id',
      'wholesalers.full_name',
      'wholesalers.busniess_name',
      'wholesalers.address',
      'accounts.phone',
      'wholesalers.url',
      'accounts.is_disabled',
    ]);
}

async function findSellerByUrl(db: Kysely<Database>, url: string): Promise<SellerRow | undefined> {
  return sellerQuery(db).where('wholesalers.url', '=', url.trim().toLowerCase()).executeTakeFirst();
}

/** The public face of a store: 404 when unknown, 410 when its seller is disabled. */
export async function sellerInfoByUrl(db: Kysely<Database>, url: string): Promise<SellerInfo> {
  const { is_disabled: _ignored, ...info } = requireOpenStore(await findSellerByUrl(db, url));
  const terms = await db
    .selectFrom('seller_settings')
    .select('min_order_paisa')
    .where('wholeseller_id', '=', info.id)
    .executeTakeFirst();
  return { ...info, min_order_value: Number(terms?.min_order_paisa ?? 0) / 100 };
}

/**
 * The seller id for "url or store" (the spec's wording): the url slug first, then the business name, ignoring case.
 */
export async function sellerIdByUrlOrStore(db: Kysely<Database>, urlOrStore: string): Promise<number> {
  let seller = await findSellerByUrl(db, urlOrStore);
  if (!seller) {
    seller = await sellerQuery(db)
      .where(sql<string>`lower(wholesalers.busniess_name)`, '=', urlOrStore.trim().toLowerCase())
      .orderBy('wholesalers.id')
      .executeTakeFirst();
  }
  return requireOpenStore(seller).id;
}

/**
 * A store's product list: only listings whose catalogue product is enabled, grouped by manufacturer then name so
 * the page can draw its headings in one pass. The url and the id must name the same (enabled) seller.
 */
export async function storeListings(db: Kysely<Database>, url: string, sellerId: number): Promise<Listing[]> {
  const seller = await findSellerByUrl(db, url);
  requireOpenStore(seller?.id === sellerId ? seller : undefined);
  return sellerListings(db, sellerId);
}

export interface RecentStore {
  retailer_id: number;
  wholeseller_id: number;
  url: string;
  store: string;
  phone: string;
  address: string;
  visited_at: string;
  last_order_id: number | null;
  last_order_date: string | null;
}

/**
 * A retailer's visited stores, most recent first, each with the retailer's last order there (for "Order again");
 * stores of disabled sellers are left out (they cannot be opened).
 */
export async function recentStores(db: Kysely<Database>, retailerId: number): Promise<RecentStore[]> {
  const rows = await db
    .selectFrom('recent_stores')
    .innerJoin('wholesalers', 'wholesalers.id', 'recent_stores.wholeseller_id')
    .innerJoin('accounts', 'accounts.id', 'wholesalers.id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('orders')
          .select(['orders.id as last_order_id', 'orders.order_date as last_order_date'])
          .whereRef('orders.retailer_id', '=', 'recent_stores.retailer_id')
          .whereRef('orders.wholeseller_id', '=', 'recent_stores.wholeseller_id')
          .orderBy('orders.order_date', 'desc')
          .orderBy('orders.id', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .select([
      'recent_stores.retailer_id',
      'recent_stores.wholeseller_id',
      'wholesalers.url',
      'wholesalers.busniess_name as store',
      'accounts.phone',
      'wholesalers.address',
      'recent_stores.visited_at',
      'last.last_order_id',
      'last.last_order_date',
    ])
    .where('recent_stores.retailer_id', '=', retailerId)
    .where('accounts.is_disabled', '=', false)
    .orderBy('recent_stores.visited_at', 'desc')
    .orderBy('recent_stores.wholeseller_id', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    ...r,
    visited_at: new Date(r.visited_at).toISOString(),
    last_order_id: r.last_order_id ?? null,
    last_order_date: r.last_order_date ? new Date(r.last_order_date).toISOString() : null,
  }));
}

/** Records a visit: one row per (retailer, store), its time moved to now on every visit. */
export async function recordVisit(db: Kysely<Database>, retailerId: number, url: string): Promise<void> {
  const seller = requireOpenStore(await findSellerByUrl(db, url));
  await db
    .insertInto('recent_stores')
    .values({ retailer_id: retailerId, wholeseller_id: seller.id, visited_at: new Date() })
    .onConflict((oc) => oc.columns(['retailer_id', 'wholeseller_id']).doUpdateSet({ visited_at: new Date() }))
    .execute();
}
