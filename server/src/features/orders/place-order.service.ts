import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import {
  INITIAL_ORDER_STATUS,
  isValidPhone,
  lineNetPaisa,
  MONEY_MSG,
  MSG,
  paisaText,
  toPaisa,
  normalisePhone,
  ORDER_PRODUCTS_SEPARATOR,
  type orderCreateSchema,
} from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import { fixedQuery } from '../../db/sql.js';
import { AppError, badRequest, errorWithValues, conflict, notFound } from '../../lib/errors.js';
import { requireOpenStore } from '../storefront/storefront.service.js';
import { openOrdersPaisa } from '../ledger/ledger.service.js';
import { assertInStock } from '../stock/stock.service.js';
import { assertMinimumOrder, lineTerms, orderTerms } from './order-terms.service.js';
import { checkOrderLicence } from '../licences/licences.service.js';

type OrderInput = z.output<typeof orderCreateSchema>;

/** numeric(14,2): the largest total the orders table holds, in paisa. */
const MAX_TOTAL_PAISA = 10n ** 14n - 1n;
/** Keys older than this are forgotten: a retry comes within minutes, not days. */
const IDEMPOTENCY_TTL = '1 day';

export const listingUnavailable = () => new AppError(400, 'listing_unavailable', MSG.listingUnavailable);

export interface PlacedOrder {
  orderId: number;
  /** False when an Idempotency-Key replay answered an order placed earlier. */
  created: boolean;
  seller: { phone: string; busniess_name: string };
  total: string;
  store: string;
  /** With a credit limit on the pair: what the retailer owes (ledger and open orders, this one included) and the limit. */
  credit?: { balance: number; limit: number; warning: string | null };
}

/**
 * Places an order: every line priced from the seller's current listing (nothing the browser sent about prices,
 * totals, names or status is taken), the order, its items and its first status-history row written by one
 * statement, so they exist all together or not at all.
 *
 * Three round trips to PostgreSQL (buyer and seller, the listings, the insert) instead of one per table inside
 * BEGIN/COMMIT: an explicit transaction added nothing here (each read sees committed data either way, and the one
 * write is atomic), and each round trip is CPU on both sides (docs/performance.md, section 2).
 *
 * With an Idempotency-Key the key row is inserted first in a transaction around the same steps: a concurrent
 * request with the same key waits on the primary key until this one commits (then answers the same order) or
 * rolls back (then places it). The key is bound to the body it first came with (a fingerprint of the parsed order):
 * the same key with another body answers 422 and places nothing, instead of passing an edited cart off as placed.
 */
export async function placeOrder(
  db: Kysely<Database>,
  retailerId: number,
  input: OrderInput,
  idempotencyKey: string | undefined,
): Promise<PlacedOrder> {
  // A pair with a credit limit places its orders in a transaction that holds the pair's ledger row, so two orders at
  // once cannot both pass a limit that only one fits under.
  const limited = await hasCreditLimit(db, input.wholeseller_id, retailerId);
  if (!idempotencyKey) {
    return limited
      ? db.transaction().execute((trx) => insertOrder(trx, retailerId, input, true))
      : insertOrder(db, retailerId, input, false);
  }

  await db
    .deleteFrom('idempotency_keys')
    .where('account_id', '=', retailerId)
    .where('created_at', '<', sql<Date>`now() - ${IDEMPOTENCY_TTL}::interval`)
    .execute();

  const fingerprint = orderFingerprint(input);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({ account_id: retailerId, key: idempotencyKey, fingerprint })
      .onConflict((oc) => oc.columns(['account_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const earlier = await trx
        .selectFrom('idempotency_keys')
        .innerJoin('orders', 'orders.id', 'idempotency_keys.order_id')
        .select([
          'orders.id',
          'orders.total',
          'orders.store',
          'orders.seller_store',
          'orders.seller_phone_no',
          'idempotency_keys.fingerprint',
        ])
        .where('idempotency_keys.account_id', '=', retailerId)
        .where('idempotency_keys.key', '=', idempotencyKey)
        .executeTakeFirst();
      if (!earlier) throw conflict(MSG.idempotencyConflict);
      if (earlier.fingerprint !== null && earlier.fingerprint !== fingerprint) {
        throw new AppError(422, 'idempotency_key_reused', MSG.idempotencyKeyReused);
      }
      return {
        orderId: earlier.id,
        created: false,
        seller: { phone: earlier.seller_phone_no, busniess_name: earlier.seller_store },
        total: paisaText(BigInt(toPaisa(earlier.total))),
        store: earlier.store,
      };
    }
    const placed = await insertOrder(trx, retailerId, input, limited);
    await trx
      .updateTable('idempotency_keys')
      .set({ order_id: placed.orderId })
      .where('account_id', '=', retailerId)
      .where('key', '=', idempotencyKey)
      .execute();
    return placed;
  });
}

/**
 * What an order request asks for, independent of how it was written: lines merged per listing and sorted, the
 * optional fields as given (an absent field and an empty one differ, as they do when the order is placed).
 */
function orderFingerprint(input: OrderInput): string {
  const quantities = new Map<number, number>();
  for (const item of input.items)
    quantities.set(item.listing_id, (quantities.get(item.listing_id) ?? 0) + item.quantity);
  const canonical = {
    wholeseller_id: input.wholeseller_id,
    items: [...quantities].sort((a, b) => a[0] - b[0]),
    store: input.store ?? null,
    phone_no: input.phone_no ?? null,
    address: input.address ?? null,
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

interface Parties {
  full_name: string;
  store: string;
  address: string;
  phone: string;
  seller_id: number | null;
  busniess_name: string | null;
  seller_phone: string | null;
  seller_disabled: boolean | null;
}

const creditLimitQuery = fixedQuery<{ credit_limit_paisa: number | null }>();

async function hasCreditLimit(db: Kysely<Database>, sellerId: number, retailerId: number): Promise<boolean> {
  const [row] = await creditLimitQuery(
    db,
    () =>
      sql`SELECT credit_limit_paisa FROM ledger_accounts WHERE wholeseller_id = ${sellerId} AND retailer_id = ${retailerId}`,
    [sellerId, retailerId],
  );
  return row !== undefined && row.credit_limit_paisa !== null;
}

/**
 * The credit limit of a pair against an order of `orderPaisa`: what counts is the ledger balance plus open orders
 * (not cancelled, not yet invoiced) plus this order. Past the limit, `block` refuses with 409 `credit_limit` (how
 * much to pay to fit), `warn` lets it through with a warning. Locks the pair's row until the transaction ends.
 */
async function checkCredit(
  trx: Transaction<Database>,
  sellerId: number,
  sellerName: string,
  retailerId: number,
  orderPaisa: bigint,
) {
  const { rows } = await sql<{ balance_paisa: number; credit_limit_paisa: number | null; on_limit: string }>`
    SELECT balance_paisa, credit_limit_paisa, on_limit FROM ledger_accounts
    WHERE wholeseller_id = ${sellerId} AND retailer_id = ${retailerId} FOR UPDATE`.execute(trx);
  const row = rows[0];
  if (!row || row.credit_limit_paisa === null) return undefined;
  const balance = Number(row.balance_paisa);
  const limit = Number(row.credit_limit_paisa);
  const open = await openOrdersPaisa(trx, sellerId, retailerId);
  const exposure = balance + open + Number(orderPaisa);
  if (exposure > limit && row.on_limit === 'block') {
    throw errorWithValues(409, 'credit_limit', {
      seller: sellerName,
      balance: balance / 100,
      open: open / 100,
      limit: limit / 100,
      to_pay: (exposure - limit) / 100,
    });
  }
  return {
    balance: exposure / 100,
    limit: limit / 100,
    warning: exposure > limit ? MONEY_MSG.creditLimitWarning(sellerName, exposure / 100, limit / 100) : null,
  };
}

interface OrderListing {
  id: number;
  wholeseller_id: number;
  product_id: number;
  total_price: number;
  offer: number;
  product_name: string;
  is_disabled: boolean;
  availability: string;
}

const partiesQuery = fixedQuery<Parties>();
const orderListingsQuery = fixedQuery<OrderListing>();
const insertOrderQuery = fixedQuery<{ id: number }>();

async function insertOrder(
  db: Kysely<Database> | Transaction<Database>,
  retailerId: number,
  input: OrderInput,
  limited: boolean,
): Promise<PlacedOrder> {
  // The buyer, and the seller if there is one with that id (a missing seller answers 404, not a missing buyer).
  const parties = await partiesQuery(
    db,
    () => sql<Parties>`
    SELECT r.full_name, r.store, r.address, ra.phone,
           w.id AS seller_id, w.busniess_name, wa.phone AS seller_phone, wa.is_disabled AS seller_disabled
    FROM retailers r JOIN accounts ra ON ra.id = r.id
    LEFT JOIN (wholesalers w JOIN accounts wa ON wa.id = w.id) ON w.id = ${input.wholeseller_id}
    WHERE r.id = ${retailerId}`,
    [input.wholeseller_id, retailerId],
  );
  const retailer = parties[0];
  if (!retailer) throw notFound();
  requireOpenStore(retailer.seller_id === null ? undefined : { is_disabled: retailer.seller_disabled });
  const seller = {
    id: input.wholeseller_id,
    busniess_name: retailer.busniess_name ?? '',
    phone: retailer.seller_phone ?? '',
  };

  // The same listing twice in one body is one line with the quantities added.
  const quantities = new Map<number, number>();
  for (const item of input.items)
    quantities.set(item.listing_id, (quantities.get(item.listing_id) ?? 0) + item.quantity);

  const listingIds = [...quantities.keys()];
  const listings = await orderListingsQuery(
    db,
    () => sql<OrderListing>`
    SELECT l.id, l.wholeseller_id, l.product_id, l.total_price, l.offer, p.product_name, p.is_disabled, l.availability
    FROM listings l JOIN products p ON p.id = l.product_id
    WHERE l.id = ANY(${listingIds}::int[])`,
    [listingIds],
  );
  const byId = new Map(listings.map((l) => [l.id, l]));
  // Pack multiples, schemes (free goods) and the minimum order value: the seller's terms, never the browser's.
  const terms = await orderTerms(db, seller.id, listingIds);
  const productIds = listings.filter((l) => l.wholeseller_id === seller.id).map((l) => l.product_id);
  await checkOrderLicence(db, { sellerId: seller.id, sellerName: seller.busniess_name, retailerId, productIds });
  let totalPaisa = 0n;
  let totalQuantity = 0;
  const lines: Array<
    {
      listing_id: number;
      product_id: number;
      product_name: string;
      quantity: number;
      price: number;
      offer: number;
      net: string;
    } & ReturnType<typeof lineTerms>
  > = [];
  for (const [listingId, quantity] of quantities) {
    const listing = byId.get(listingId);
    // Another seller's listing, a deleted one, or one whose catalogue product the admin disabled.
    if (!listing || listing.wholeseller_id !== seller.id || listing.is_disabled) throw listingUnavailable();
    // The listing's offer is charged (DESIGN.md section 7) and kept with the line, so the order keeps its price.
    const net = BigInt(lineNetPaisa(listing.total_price, quantity, listing.offer));
    totalPaisa += net;
    totalQuantity += quantity;
    lines.push({
      listing_id: listing.id,
      product_id: listing.product_id,
      product_name: listing.product_name,
      quantity,
      price: listing.total_price,
      offer: listing.offer,
      net: paisaText(net),
      ...lineTerms(terms, listing.id, listing.product_name, quantity),
    });
  }
  if (totalPaisa > MAX_TOTAL_PAISA) throw badRequest(MSG.orderTotalTooLarge);
  assertInStock(listings);
  assertMinimumOrder(terms, totalPaisa);

  let phone = retailer.phone;
  if (input.phone_no !== undefined && input.phone_no.trim() !== '') {
    if (!isValidPhone(input.phone_no)) throw badRequest(MSG.phoneEnterValid);
    phone = normalisePhone(input.phone_no);
  }
  const total = paisaText(totalPaisa);
  const store = input.store ?? retailer.store;
  const credit = limited
    ? await checkCredit(db as Transaction<Database>, seller.id, seller.busniess_name, retailerId, totalPaisa)
    : undefined;

  // The order, its lines (in the body's order: item ids follow it) and its first history row, in one statement.
  const values = [
    retailerId,
    seller.id,
    retailer.full_name,
    store,
    phone,
    input.address ?? retailer.address,
    seller.busniess_name,
    seller.phone,
    total,
    lines.length,
    totalQuantity,
    lines.map((l) => l.product_name).join(ORDER_PRODUCTS_SEPARATOR),
    INITIAL_ORDER_STATUS,
    lines.map((l) => l.listing_id),
    lines.map((l) => l.product_id),
    lines.map((l) => l.product_name),
    lines.map((l) => l.quantity),
    lines.map((l) => l.price),
    lines.map((l) => l.offer),
    lines.map((l) => l.net),
    lines.map((l) => l.bonus_quantity),
    lines.map((l) => l.scheme_buy),
    lines.map((l) => l.scheme_free),
    INITIAL_ORDER_STATUS,
    retailerId,
  ];
  const rows = await insertOrderQuery(
    db,
    () => sql<{ id: number }>`
    WITH o AS (
      INSERT INTO orders (retailer_id, wholeseller_id, retailer_name, store, phone_no, address, seller_store, seller_phone_no,
                          total, total_items, total_quantity, products, status)
      VALUES (${retailerId}, ${seller.id}, ${retailer.full_name}, ${store}, ${phone}, ${input.address ?? retailer.address},
              ${seller.busniess_name}, ${seller.phone}, ${total}, ${lines.length}, ${totalQuantity},
              ${lines.map((l) => l.product_name).join(ORDER_PRODUCTS_SEPARATOR)}, ${INITIAL_ORDER_STATUS})
      RETURNING id, order_date
    ), items AS (
      INSERT INTO order_items (order_id, listing_id, product_id, product_name, quantity, price, offer, net, bonus_quantity, scheme_buy, scheme_free)
      SELECT o.id, l.listing_id, l.product_id, l.product_name, l.quantity, l.price, l.offer, l.net, l.bonus_quantity, l.scheme_buy, l.scheme_free
      FROM o, unnest(${lines.map((l) => l.listing_id)}::int[], ${lines.map((l) => l.product_id)}::int[],
                     ${lines.map((l) => l.product_name)}::text[], ${lines.map((l) => l.quantity)}::int[],
                     ${lines.map((l) => l.price)}::numeric[], ${lines.map((l) => l.offer)}::numeric[],
                     ${lines.map((l) => l.net)}::numeric[], ${lines.map((l) => l.bonus_quantity)}::int[],
                     ${lines.map((l) => l.scheme_buy)}::int[], ${lines.map((l) => l.scheme_free)}::int[])
        WITH ORDINALITY AS l(listing_id, product_id, product_name, quantity, price, offer, net, bonus_quantity, scheme_buy, scheme_free, n)
      ORDER BY l.n
    ), history AS (
      INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, changed_at)
      SELECT o.id, NULL, ${INITIAL_ORDER_STATUS}, ${retailerId}, o.order_date FROM o
    )
    SELECT id FROM o`,
    values,
  );
  return {
    orderId: rows[0].id,
    created: true,
    seller: { phone: seller.phone, busniess_name: seller.busniess_name },
    total,
    store,
    ...(credit ? { credit } : {}),
  };
}
