import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { type Listing, type Order } from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import { containsPattern, isoUtc, orderProducts } from '../../db/sql.js';
import { notFound } from '../../lib/errors.js';
import { sellerListings } from '../listings/listings.service.js';
import { requireOpenStore } from '../storefront/storefront.service.js';

/** Limits the lists a retailer can ask for in one call. */
export const MAX_PAGE_SPAN = 500;
const MAX_SEARCH_RESULTS = 200;

export interface RetailerOrderFilter {
  retailerId: number;
  /** Only orders with this seller: its store url or its business name (the /ordersRetailer/{store} page). */
  store?: string;
}

function baseQuery(db: Kysely<Database>, filter: RetailerOrderFilter) {
  let q = db.selectFrom('orders as o').where('o.retailer_id', '=', filter.retailerId);
  const store = filter.store?.trim().toLowerCase();
  if (store) {
    q = q.where((eb) =>
      eb.or([
        eb(
          'o.wholeseller_id',
          'in',
          eb.selectFrom('wholesalers').select('wholesalers.id').where('wholesalers.url', '=', store),
        ),
        eb(sql<string>`lower(o.seller_store)`, '=', store),
      ]),
    );
  }
  return q;
}

type OrderQuery = ReturnType<typeof baseQuery>;

/**
 * The spec's order row, selected in its final shape as the seller's lists select it (orders.service.ts): the date
 * written by PostgreSQL (`isoUtc`), products and quantity as written with the order.
 */
async function selectOrders(q: OrderQuery): Promise<Order[]> {
  const rows = await q
    .select([
      'o.id',
      'o.retailer_id',
      'o.retailer_name',
      'o.wholeseller_id',
      'o.total',
      'o.total_items as totalItems',
      'o.status',
      isoUtc(sql.ref('o.order_date')).as('order_Date'),
      'o.store',
      'o.seller_store',
      'o.phone_no',
      'o.seller_phone_no',
      'o.address',
      orderProducts(sql.ref('o')).as('products'),
      'o.total_quantity as quantity',
      'o.booked_by',
    ])
    .orderBy('o.order_date', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
  return rows as Order[];
}

/** Every order of a retailer, newest first (the spec's GET /OrdersCategory/{userId}). */
export function retailerOrders(db: Kysely<Database>, filter: RetailerOrderFilter): Promise<Order[]> {
  return selectOrders(baseQuery(db, filter));
}

export async function retailerOrderCount(db: Kysely<Database>, filter: RetailerOrderFilter): Promise<number> {
  const row = await baseQuery(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page by offsets, as the seller side pages: start = (page - 1) * 50, end = page * 50. */
export function retailerOrdersPage(
  db: Kysely<Database>,
  filter: RetailerOrderFilter,
  start: number,
  end: number,
): Promise<Order[]> {
  return selectOrders(
    baseQuery(db, filter)
      .offset(start)
      .limit(end - start),
  );
}

/** Search by order number, seller store, status or product name, case-insensitive. */
export function searchRetailerOrders(
  db: Kysely<Database>,
  filter: RetailerOrderFilter,
  text: string,
): Promise<Order[]> {
  const term = text.trim();
  const pattern = containsPattern(term);
  const asNumber = /^#?\d{1,9}$/.test(term) ? Number(term.replace('#', '')) : null;
  const q = baseQuery(db, filter)
    .where((eb) => {
      const any: Expression<SqlBool>[] = [
        eb('o.seller_store', 'ilike', pattern),
        eb('o.store', 'ilike', pattern),
        eb('o.status', 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('order_items as oi')
            .select(sql`1`.as('one'))
            .whereRef('oi.order_id', '=', 'o.id')
            .where('oi.product_name', 'ilike', pattern),
        ),
      ];
      if (asNumber !== null) any.push(eb('o.id', '=', asNumber));
      return eb.or(any);
    })
    .limit(MAX_SEARCH_RESULTS);
  return selectOrders(q);
}

export interface Reorder {
  url: string;
  wholeseller_id: number;
  seller_store: string;
  /** The order's lines as today's listing rows, with the ordered quantity. */
  items: Array<Listing & { quantity: number }>;
  /** Names of lines the store no longer sells. */
  missing: string[];
}

/**
 * "Order again": the lines of one of the retailer's orders matched to the seller's current listings (by listing,
 * else by catalogue product, else by product name), at today's prices. Another retailer's order answers 404.
 */
export async function reorder(db: Kysely<Database>, retailerId: number, orderId: number): Promise<Reorder> {
  const order = await db
    .selectFrom('orders')
    .innerJoin('wholesalers', 'wholesalers.id', 'orders.wholeseller_id')
    .innerJoin('accounts', 'accounts.id', 'wholesalers.id')
    .select([
      'orders.id',
      'orders.retailer_id',
      'orders.wholeseller_id',
      'wholesalers.url',
      'wholesalers.busniess_name',
      'accounts.is_disabled',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.retailer_id !== retailerId) throw notFound();
  requireOpenStore(order);

  const lines = await db
    .selectFrom('order_items')
    .select(['listing_id', 'product_id', 'product_name', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const listings = await sellerListings(db, order.wholeseller_id);
  const byId = new Map(listings.map((l) => [l.id, l]));
  const byProduct = new Map(listings.map((l) => [l.product_id, l]));
  const byName = new Map(listings.map((l) => [l.product_name.toLowerCase(), l]));

  const items = new Map<number, Listing & { quantity: number }>();
  const missing: string[] = [];
  for (const line of lines) {
    const listing =
      (line.listing_id !== null ? byId.get(line.listing_id) : undefined) ??
      (line.product_id !== null ? byProduct.get(line.product_id) : undefined) ??
      byName.get(line.product_name.toLowerCase());
    if (!listing) {
      missing.push(line.product_name);
      continue;
    }
    const existing = items.get(listing.id);
    if (existing) existing.quantity += line.quantity;
    else items.set(listing.id, { ...listing, quantity: line.quantity });
  }
  return {
    url: order.url,
    wholeseller_id: order.wholeseller_id,
    seller_store: order.busniess_name,
    items: [...items.values()],
    missing,
  };
}
