import { sql, type Expression, type Kysely, type Transaction } from 'kysely';
import {
  DEFAULT_SORT_DIRECTION,
  MAX_SEARCH,
  normalisePhone,
  ORDER_SEARCH_MAX,
  ORDER_STATUS_FLOW,
  orderNumberOf,
  type CappedPaged,
  type Order,
  type OrderDetailsResponse,
  type OrderHistoryEntry,
  type OrderItem,
  type OrderSortKey,
  type OrderStatus,
  type OrderStatusCounts,
  type SellerOrdersQuery,
  type SortDirection,
  type UserType,
} from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import { cachedQueryText, containsPattern, isoUtc, lineNetSql, orderProducts, pageWindow } from '../../db/sql.js';
import { statusActor } from '../team/audit.service.js';
import type { SessionAccount } from '../../plugins/access.js';
import { notFound } from '../../lib/errors.js';
import { issueInvoice, syncInvoiceDebit } from '../invoices/invoices.service.js';
import { batchesOfOrder } from '../stock/stock.service.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Most rows one page call may ask for: the UI asks 50, a caller cannot make the server read a million. */
const MAX_PAGE_ROWS = 200;

/**
 * The spec's order row, from the orders table alone (products and quantity were written with the order), in the
 * answer's final shape: PostgreSQL writes the date as JavaScript's toISOString would, so no row is reshaped here.
 */
const orderColumns = sql`o.id, o.retailer_id, o.retailer_name, o.wholeseller_id, o.total, o.total_items AS "totalItems",
  o.status, ${isoUtc(sql.ref('o.order_date'))} AS "order_Date", o.store, o.seller_store, o.phone_no, o.seller_phone_no,
  o.address, o.total_quantity AS quantity, ${orderProducts(sql.ref('o'))} AS products, o.booked_by`;

/**
 * The workflow rank of a status (Pending 1 ... Cancel 5): the very expression of orders_seller_status_rank_idx
 * (migration 043), written as a literal so that the planner matches it and a status sort reads that index.
 */
const statusRank = (column: Expression<unknown>) =>
  sql`array_position(${sql.raw(`'{${ORDER_STATUS_FLOW.map((s) => `"${s}"`).join(',')}}'::text[]`)}, ${column})`;

/** ORDER BY of a sorted order list; `alias` qualifies the columns. Ties fall back to the newest first. */
function orderListSort(sort: OrderSortKey, dir: SortDirection, alias?: string) {
  const col = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  const d = sql.raw(dir === 'asc' ? 'ASC' : 'DESC');
  if (sort === 'total') return sql`${col('total')} ${d}, ${col('id')} ${d}`;
  if (sort === 'status') return sql`${statusRank(col('status'))} ${d}, ${col('order_date')} DESC, ${col('id')} DESC`;
  return sql`${col('order_date')} ${d}, ${col('id')} ${d}`;
}

/** The sort a list query asks for, with each key's natural direction when none is given. */
function sortOf(query: SellerOrdersQuery): { sort: OrderSortKey; dir: SortDirection } {
  const sort = query.sort ?? 'date';
  return { sort, dir: query.dir ?? DEFAULT_SORT_DIRECTION[sort] };
}

const statusFilter = (query: SellerOrdersQuery) => (query.status ? sql`AND status = ${query.status}` : sql``);

/**
 * One page of a seller's orders by the spec's offsets: newest first, or as `query` sorts and filters them. The inner
 * query skips `start` entries of an index without reading the table (index-only: orders_seller_date_idx for the date
 * order, orders_seller_status_date_idx with a status, orders_seller_total_idx and orders_seller_status_rank_idx for
 * the other sorts), then only the page's rows are read by primary key. Reading whole rows while skipping cost 9 ms
 * warm (90 ms cold) for page 200 of a seller with 100,000 orders; skipping index entries costs about 2 ms
 * (docs/performance.md, section 4).
 */
export async function sellerOrdersPage(
  db: Db,
  sellerId: number,
  start: number,
  end: number,
  query: SellerOrdersQuery = {},
): Promise<Order[]> {
  const limit = Math.min(Math.max(end - start, 0), MAX_PAGE_ROWS);
  if (limit === 0) return [];
  const { sort, dir } = sortOf(query);
  const window = pageWindow(start, limit);
  // The text depends on the sort, on whether a status is asked for and on the window; the values are seller, status,
  // offsets.
  return sellerOrdersPageQuery(
    db,
    `${sort} ${dir} ${query.status ? 'status' : 'all'} ${window.key}`,
    () => sql<Order>`
    SELECT ${orderColumns}
    FROM orders o JOIN (SELECT id FROM orders WHERE wholeseller_id = ${sellerId} ${statusFilter(query)}
                        ORDER BY ${orderListSort(sort, dir)} ${window.sql}) page ON page.id = o.id
    ORDER BY ${orderListSort(sort, dir, 'o')}`,
    [sellerId, ...(query.status ? [query.status] : []), ...window.values],
  );
}
const sellerOrdersPageQuery = cachedQueryText<Order>();

/** How many orders a seller has (of one status with `status`): an index-only count. */
export async function sellerOrdersCount(db: Db, sellerId: number, status?: OrderStatus): Promise<number> {
  let q = db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('wholeseller_id', '=', sellerId);
  if (status) q = q.where('status', '=', status);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A seller's order count in all and per status, every status in workflow order (index-only, by seller and status). */
export async function sellerOrderStatusCounts(db: Db, sellerId: number): Promise<OrderStatusCounts> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .where('wholeseller_id', '=', sellerId)
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return {
    total: rows.reduce((sum, r) => sum + Number(r.n), 0),
    by_status: ORDER_STATUS_FLOW.map((status) => ({ status, count: count(status) })),
  };
}

/**
 * Search a seller's orders by store, retailer name, phone or order number (case-insensitive, part of a word), at
 * most ORDER_SEARCH_MAX (`limit` for the paged search's one more): the newest, or the first by `query`'s sort, of
 * `query`'s status. A phone typed as +92... is also tried in its stored 03... form.
 */
export async function searchSellerOrders(
  db: Db,
  sellerId: number,
  text: string,
  query: SellerOrdersQuery = {},
  limit = ORDER_SEARCH_MAX,
): Promise<Order[]> {
  const search = orderSearchMatch(sellerId, text, query);
  const { sort, dir } = sortOf(query);
  return orderSearchQuery(
    db,
    `${sort} ${dir} ${search.key}`,
    () => sql<Order>`
    SELECT ${orderColumns}
    FROM (SELECT * FROM orders WHERE ${search.match()} ORDER BY ${orderListSort(sort, dir)} LIMIT ${limit}) o
    ORDER BY ${orderListSort(sort, dir, 'o')}`,
    [...search.values, limit],
  );
}

/**
 * One page of a seller's order search, as `query` filters and sorts it, with the count of its matches up to
 * ORDER_SEARCH_MAX ("200+" past it, `total_capped`). The first 201 matches are the plain search's own query and
 * plan, one row more, so the pages through them and their count cost what the plain search costs. An exact count
 * of a frequent word (a retailer with thousands of orders) visited every match: 8,350 heap rows for "shifa", several
 * times the plain search's cost (docs/performance.md, "Paged searches").
 */
export async function searchSellerOrdersPage(
  db: Db,
  sellerId: number,
  text: string,
  query: SellerOrdersQuery,
  page: { offset: number; limit: number },
): Promise<CappedPaged<Order>> {
  const head = await searchSellerOrders(db, sellerId, text, query, ORDER_SEARCH_MAX + 1);
  const cut = () => head.slice(page.offset, page.offset + page.limit);
  if (head.length <= ORDER_SEARCH_MAX) return { total: head.length, rows: cut() };
  const capped = { total: ORDER_SEARCH_MAX, total_capped: true } as const;
  if (page.offset + page.limit <= ORDER_SEARCH_MAX) return { ...capped, rows: cut() };
  // Past the cap: asked by API callers only (the Orders screen shows a search's first 200 at once, unpaged).
  const search = orderSearchMatch(sellerId, text, query);
  const { sort, dir } = sortOf(query);
  const rows = await orderSearchPageQuery(
    db,
    `${sort} ${dir} ${search.key}`,
    () => sql<Order>`
    SELECT ${orderColumns}
    FROM (SELECT * FROM orders WHERE ${search.match()} ORDER BY ${orderListSort(sort, dir)} OFFSET ${page.offset} LIMIT ${page.limit}) o
    ORDER BY ${orderListSort(sort, dir, 'o')}`,
    [...search.values, page.offset, page.limit],
  );
  return { ...capped, rows };
}

/*
 * The searches' texts, compiled once per shape (sort, status or not, how many phone patterns): building the order
 * row's columns and the match anew for every search was Kysely's largest cost on the paged search, which is few and
 * long requests (docs/performance.md, "The quick order and the order search without Kysely's layers"). Not
 * prepared: PostgreSQL plans each search with its words, as a plan for `ILIKE '%word%'` must.
 */
const orderSearchQuery = cachedQueryText<Order>({ prepare: false });
const orderSearchPageQuery = cachedQueryText<Order>({ prepare: false });

/**
 * The WHERE of a seller's order search: their orders (of `query`'s status) by store, name, phone or number; with the
 * key of its text's shape and its values in the order the text takes them.
 */
function orderSearchMatch(sellerId: number, text: string, query: SellerOrdersQuery) {
  const term = text.trim().slice(0, MAX_SEARCH);
  const pattern = containsPattern(term);
  const orderNo = orderNumberOf(term);
  // A stored phone is digits after an optional plus: a term with neither cannot match one, and there is no case to
  // fold, so LIKE. ILIKE lower-cases every value it reads; on a frequent term (1,200 orders read for 200 matches)
  // two phone ILIKEs were 0.45 of the query's 1.7 ms. The phone's stored form is a second pattern only when it
  // differs (+92 or separators typed): the same pattern twice was a second scan of the phone trigram index.
  const phonePatterns = new Set<string>();
  if (/[\d+]/.test(term)) {
    phonePatterns.add(pattern);
    if (/^[+\d\s\-().]+$/.test(term)) phonePatterns.add(containsPattern(normalisePhone(term)));
  }
  return {
    key: `${query.status ? 'status' : 'all'} ${phonePatterns.size}`,
    values: [sellerId, ...(query.status ? [query.status] : []), pattern, pattern, ...phonePatterns, orderNo],
    // Built only when a shape's text is compiled.
    match: () => sql`wholeseller_id = ${sellerId} ${statusFilter(query)}
    AND (store ILIKE ${pattern} OR retailer_name ILIKE ${pattern} ${sql.join(
      [...phonePatterns].map((phonePattern) => sql`OR phone_no LIKE ${phonePattern}`),
      sql` `,
    )} OR id = ${orderNo})`,
  };
}

/**
 * An order as its readers may see it: the seller who received it, the retailer who placed it, the admin.
 * Anyone else gets 404, so an order's existence does not leak.
 */
export async function findVisibleOrder(db: Db, account: SessionAccount, orderId: number): Promise<Order> {
  const { rows } = await sql<Order>`SELECT ${orderColumns} FROM orders o WHERE o.id = ${orderId}`.execute(db);
  const row = rows[0];
  if (!row || !canSee(account, row)) throw notFound();
  return row;
}

function canSee(account: SessionAccount, order: { wholeseller_id: number; retailer_id: number }): boolean {
  if (account.type === 'admin') return true;
  if (account.type === 'seller') return order.wholeseller_id === account.id;
  return order.retailer_id === account.id;
}

/** An order's lines: the unit T.P charged (`price`), the offer and the line's amount after it (`net`). */
export async function orderItems(db: Db, orderId: number): Promise<OrderItem[]> {
  const rows = await db
    .selectFrom('order_items as i')
    .select([
      'i.id',
      'i.product_name as productName',
      'i.quantity',
      'i.price',
      'i.offer',
      lineNetSql(sql.ref('i')).as('net'),
      'i.bonus_quantity',
      'i.order_id as orderId',
      'i.listing_id',
    ])
    .where('i.order_id', '=', orderId)
    .orderBy('i.id')
    .execute();
  const batches = await batchesOfOrder(db, orderId);
  return rows.map((item) =>
    item.listing_id !== null && batches.has(item.listing_id)
      ? { ...item, batches: batches.get(item.listing_id) }
      : item,
  );
}

/** The print page's answer: the order, its lines, and the seller for the slip's letterhead. */
export async function orderDetails(db: Db, order: Order): Promise<OrderDetailsResponse> {
  const seller = await db
    .selectFrom('wholesalers as w')
    .innerJoin('accounts as a', 'a.id', 'w.id')
    .select(['w.busniess_name', 'w.address', 'a.phone'])
    .where('w.id', '=', order.wholeseller_id)
    .executeTakeFirst();
  return {
    order_items: await orderItems(db, order.id),
    order_details: [order],
    seller: seller ?? { busniess_name: order.seller_store, address: '', phone: order.seller_phone_no },
  };
}

/**
 * The status timeline, oldest first, with who changed it (their name and kind of account). Notes are the seller's
 * working notes: the retailer reads the timeline without them.
 */
export async function orderHistory(db: Db, orderId: number, withNotes = true): Promise<OrderHistoryEntry[]> {
  const rows = await db
    .selectFrom('order_status_history as h')
    .leftJoin('accounts as a', 'a.id', 'h.changed_by')
    .leftJoin('wholesalers as w', 'w.id', 'h.changed_by')
    .leftJoin('retailers as r', 'r.id', 'h.changed_by')
    .leftJoin('admins as ad', 'ad.id', 'h.changed_by')
    .select((eb) => [
      'h.from_status',
      'h.to_status',
      // The person's name as recorded at the time (a team member), else the account's.
      eb.fn.coalesce('h.actor_name', 'w.full_name', 'r.full_name', 'ad.full_name').as('changed_by_name'),
      'a.type as changed_by_type',
      'h.changed_at',
      'h.note',
    ])
    .where('h.order_id', '=', orderId)
    .orderBy('h.changed_at')
    .orderBy('h.id')
    .execute();
  return rows.map((r) => ({
    from_status: r.from_status,
    to_status: r.to_status,
    changed_by_name: r.changed_by_name ?? null,
    changed_by_type: (r.changed_by_type ?? null) as UserType | null,
    changed_at: new Date(r.changed_at).toISOString(),
    note: withNotes ? r.note : null,
  }));
}

export interface StatusChange {
  /** The orders after the change, in the order their ids were given. */
  orders: Order[];
  /** The ids whose status changed (an order already at the status stays as it was). */
  changed: number[];
}

/**
 * Sets the status of one or several orders (the only field a seller may change), all or none: an order that does not
 * exist or is not the caller's (the admin's: any) answers 404 and nothing changes. The rows are locked in id order,
 * so two changes of overlapping orders wait for each other instead of deadlocking, and each order's history is
 * recorded in the order its changes happened. Choosing the current status again records nothing, unless it comes
 * with a note: then the note joins the timeline as a step from the status to itself.
 */
export async function changeOrdersStatus(
  db: Kysely<Database>,
  account: SessionAccount,
  orderIds: number[],
  status: OrderStatus,
  note?: string,
): Promise<StatusChange> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('orders')
      .select(['id', 'status', 'wholeseller_id'])
      .where('id', 'in', orderIds)
      .orderBy('id')
      .forUpdate()
      .execute();
    // Only the seller who received an order (or the admin) changes its status; the retailer may read it, not set it.
    if (
      current.length !== orderIds.length ||
      current.some((o) => account.type !== 'admin' && o.wholeseller_id !== account.id)
    ) {
      throw notFound();
    }
    const moving = current.filter((o) => o.status !== status);
    const now = new Date();
    if (moving.length > 0) {
      await trx
        .updateTable('orders')
        .set({ status, status_changed_at: now })
        .where(
          'id',
          'in',
          moving.map((o) => o.id),
        )
        .execute();
    }
    // Shipping is when the goods leave with their invoice: issued here, in the same transaction as the change.
    if (status === 'Shipped') {
      for (const o of moving) {
        const issued = await issueInvoice(trx, o.id, { ifMissing: true, createdBy: account.id, now });
        if (issued === null) await syncInvoiceDebit(trx, o.id, true, account.id);
      }
    }
    // A cancelled order owes nothing: an invoice it had is reversed in the ledger (and debited again if it ships).
    if (status === 'Cancel') {
      for (const o of moving) await syncInvoiceDebit(trx, o.id, false, account.id);
    }
    const steps = note ? current : moving;
    if (steps.length > 0) {
      await trx
        .insertInto('order_status_history')
        .values(
          steps.map((o) => ({
            order_id: o.id,
            from_status: o.status,
            to_status: status,
            changed_by: account.id,
            changed_at: now,
            note: note ?? null,
            ...statusActor(account),
          })),
        )
        .execute();
    }
    const { rows } =
      await sql<Order>`SELECT ${orderColumns} FROM orders o WHERE o.id IN (${sql.join(orderIds)})`.execute(trx);
    const byId = new Map(rows.map((o) => [o.id, o]));
    return { orders: orderIds.map((id) => byId.get(id)!), changed: moving.map((o) => o.id) };
  });
}
