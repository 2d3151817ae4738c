import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import { INITIAL_ORDER_STATUS, isValidPhone, MSG, normalisePhone, type orderCreateSchema } from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import { AppError, badRequest, conflict, notFound } from '../../plugins/errors.js';

type OrderInput = z.output<typeof orderCreateSchema>;

/** numeric(14,2): the largest total the orders table holds, in paisa. */
const MAX_TOTAL_PAISA = 10n ** 14n - 1n;
/** Keys older than this are forgotten: a retry comes within minutes, not days. */
const IDEMPOTENCY_TTL = '1 day';

export const listingUnavailable = () => new AppError(400, 'listing_unavailable', MSG.listingUnavailable);
const storeUnavailable = () => new AppError(410, 'store_unavailable', MSG.storeUnavailable);

/** Rupees (numeric from the driver, two decimals) to integer paisa; exact for every price the schema allows. */
const toPaisa = (rupees: number): bigint => BigInt(Math.round(rupees * 100));
const paisaToText = (paisa: bigint): string => `${paisa / 100n}.${String(paisa % 100n).padStart(2, '0')}`;

export interface PlacedOrder {
  orderId: number;
  /** False when an Idempotency-Key replay answered an order placed earlier. */
  created: boolean;
  seller: { phone: string; busniess_name: string };
  total: string;
  store: string;
}

/**
 * Places an order in one transaction: every line priced from the seller's current listing (nothing the browser sent
 * about prices, totals, names or status is taken), the order, its items and its first status-history row.
 *
 * With an Idempotency-Key the key row is inserted first in the same transaction: a concurrent request with the same
 * key waits on the primary key until this one commits (then answers the same order) or rolls back (then places it).
 */
export async function placeOrder(
  db: Kysely<Database>,
  retailerId: number,
  input: OrderInput,
  idempotencyKey: string | undefined,
): Promise<PlacedOrder> {
  if (idempotencyKey) {
    await db
      .deleteFrom('idempotency_keys')
      .where('account_id', '=', retailerId)
      .where('created_at', '<', sql<Date>`now() - ${IDEMPOTENCY_TTL}::interval`)
      .execute();
  }

  return db.transaction().execute(async (trx) => {
    if (idempotencyKey) {
      const claimed = await trx
        .insertInto('idempotency_keys')
        .values({ account_id: retailerId, key: idempotencyKey })
        .onConflict((oc) => oc.columns(['account_id', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!claimed) {
        const earlier = await trx
          .selectFrom('idempotency_keys')
          .innerJoin('orders', 'orders.id', 'idempotency_keys.order_id')
          .select(['orders.id', 'orders.total', 'orders.store', 'orders.seller_store', 'orders.seller_phone_no'])
          .where('idempotency_keys.account_id', '=', retailerId)
          .where('idempotency_keys.key', '=', idempotencyKey)
          .executeTakeFirst();
        if (!earlier) throw conflict(MSG.idempotencyConflict);
        return {
          orderId: earlier.id,
          created: false,
          seller: { phone: earlier.seller_phone_no, busniess_name: earlier.seller_store },
          total: paisaToText(toPaisa(earlier.total)),
          store: earlier.store,
        };
      }
    }
    const placed = await insertOrder(trx, retailerId, input);
    if (idempotencyKey) {
      await trx
        .updateTable('idempotency_keys')
        .set({ order_id: placed.orderId })
        .where('account_id', '=', retailerId)
        .where('key', '=', idempotencyKey)
        .execute();
    }
    return placed;
  });
}

async function insertOrder(trx: Transaction<Database>, retailerId: number, input: OrderInput): Promise<PlacedOrder> {
  const retailer = await trx
    .selectFrom('retailers')
    .innerJoin('accounts', 'accounts.id', 'retailers.id')
    .select(['retailers.full_name', 'retailers.store', 'retailers.address', 'accounts.phone'])
    .where('retailers.id', '=', retailerId)
    .executeTakeFirst();
  if (!retailer) throw notFound();

  const seller = await trx
    .selectFrom('wholesalers')
    .innerJoin('accounts', 'accounts.id', 'wholesalers.id')
    .select(['wholesalers.id', 'wholesalers.busniess_name', 'accounts.phone', 'accounts.is_disabled'])
    .where('wholesalers.id', '=', input.wholeseller_id)
    .executeTakeFirst();
  if (!seller) throw notFound(MSG.storeNotFound);
  if (seller.is_disabled) throw storeUnavailable();

  // The same listing twice in one body is one line with the quantities added.
  const quantities = new Map<number, number>();
  for (const item of input.items) quantities.set(item.listing_id, (quantities.get(item.listing_id) ?? 0) + item.quantity);

  const listings = await trx
    .selectFrom('listings')
    .innerJoin('products', 'products.id', 'listings.product_id')
    .select(['listings.id', 'listings.wholeseller_id', 'listings.product_id', 'listings.total_price', 'products.product_name', 'products.is_disabled'])
    .where('listings.id', 'in', [...quantities.keys()])
    .execute();
  const byId = new Map(listings.map((l) => [l.id, l]));

  let totalPaisa = 0n;
  let totalQuantity = 0;
  const lines: Array<{ listing_id: number; product_id: number; product_name: string; quantity: number; price: number }> = [];
  for (const [listingId, quantity] of quantities) {
    const listing = byId.get(listingId);
    // Another seller's listing, a deleted one, or one whose catalogue product the admin disabled.
    if (!listing || listing.wholeseller_id !== seller.id || listing.is_disabled) throw listingUnavailable();
    totalPaisa += toPaisa(listing.total_price) * BigInt(quantity);
    totalQuantity += quantity;
    lines.push({ listing_id: listing.id, product_id: listing.product_id, product_name: listing.product_name, quantity, price: listing.total_price });
  }
  if (totalPaisa > MAX_TOTAL_PAISA) throw badRequest('The order total is too large. Please split the order');

  let phone = retailer.phone;
  if (input.phone_no !== undefined && input.phone_no.trim() !== '') {
    if (!isValidPhone(input.phone_no)) throw badRequest(MSG.phoneEnterValid);
    phone = normalisePhone(input.phone_no);
  }
  const total = paisaToText(totalPaisa);
  const store = input.store ?? retailer.store;

  const order = await trx
    .insertInto('orders')
    .values({
      retailer_id: retailerId,
      wholeseller_id: seller.id,
      retailer_name: retailer.full_name,
      store,
      phone_no: phone,
      address: input.address ?? retailer.address,
      seller_store: seller.busniess_name,
      seller_phone_no: seller.phone,
      total,
      total_items: lines.length,
      total_quantity: totalQuantity,
      products: lines.map((l) => l.product_name).join(', '),
      status: INITIAL_ORDER_STATUS,
    })
    .returning(['id', 'order_date'])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_items')
    .values(lines.map((l) => ({ order_id: order.id, ...l })))
    .execute();
  await trx
    .insertInto('order_status_history')
    .values({ order_id: order.id, from_status: null, to_status: INITIAL_ORDER_STATUS, changed_by: retailerId, changed_at: order.order_date })
    .execute();
  return { orderId: order.id, created: true, seller: { phone: seller.phone, busniess_name: seller.busniess_name }, total, store };
}
