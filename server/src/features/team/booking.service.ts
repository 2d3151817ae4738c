import { sql, type Kysely } from 'kysely';
import { formatMoneyIn, TEAM_MSG, type BookingRetailer, type Paged } from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import { containsPattern, fixedQuery } from '../../db/sql.js';
import type { Deps } from '../../deps.js';
import type { SessionAccount } from '../../plugins/access.js';
import { sendToAccount } from '../../sms/in-language.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { PlacedOrder } from '../orders/place-order.service.js';
import { newAccountApproval, registerRetailer } from '../auth/registration.service.js';
import { recordAction } from './audit.service.js';

/** An order a seller's owner or booker places for a retailer: who booked it, and for whom. */
export interface Booking {
  sellerId: number;
  retailerId: number;
  memberId: number | null;
  name: string;
}

/**
 * Checks a booked order before it is placed: at the booker's own seller (another seller's id answers 404, as someone
 * else's object does), for a retailer that exists and may order (enabled, approved). The order itself is placed by
 * the ordinary place-order service as the retailer, so their credit limit, licence and stock rules apply unchanged.
 */
const bookableRetailerQuery = fixedQuery<{ id: number }>();
const markBookedQuery = fixedQuery();

export async function bookingFor(
  db: Kysely<Database>,
  account: SessionAccount,
  input: { wholeseller_id: number; retailer_id?: number },
): Promise<Booking> {
  if (input.retailer_id === undefined) throw badRequest(TEAM_MSG.retailerRequired);
  if (input.wholeseller_id !== account.id) throw notFound();
  const retailerId = input.retailer_id;
  const [retailer] = await bookableRetailerQuery(
    db,
    () =>
      sql<{
        id: number;
      }>`SELECT id FROM accounts WHERE id = ${retailerId} AND type = 'retailer' AND is_disabled = false AND approval = 'approved'`,
    [retailerId],
  );
  if (!retailer) throw notFound(TEAM_MSG.retailerNotFound);
  return { sellerId: account.id, retailerId: retailer.id, memberId: account.memberId, name: account.actorName };
}

/**
 * Marks a placed order as booked (its `booked_by`, and the booker as the author of its first status), then texts the
 * retailer the order number and total. The text never fails the order.
 */
export async function recordBooking(
  deps: Pick<Deps, 'db' | 'sms'>,
  booking: Booking,
  placed: PlacedOrder,
): Promise<void> {
  const { db, sms } = deps;
  const { name, memberId, sellerId } = booking;
  const orderId = placed.orderId;
  // One statement marks both (atomic without a transaction of its own): a transaction around two updates was two
  // more round trips, BEGIN and COMMIT, on every booked order.
  await markBookedQuery(
    db,
    () => sql`WITH o AS (UPDATE orders SET booked_by = ${name}, booked_by_member = ${memberId} WHERE id = ${orderId} RETURNING id)
      UPDATE order_status_history h SET changed_by = ${sellerId}, member_id = ${memberId}, actor_name = ${name}
      FROM o WHERE h.order_id = o.id AND h.from_status IS NULL`,
    [name, memberId, orderId, sellerId, memberId, name],
  );
  await sendToAccount({ db, sms }, booking.retailerId, (t, language) =>
    t.SMS_MSG.bookedOrder(
      placed.seller.busniess_name,
      placed.orderId,
      formatMoneyIn(language, placed.total),
      booking.name,
    ),
  ).catch(() => {});
}

const retailerColumns = sql`r.id, r.store, r.full_name, a.phone, r.address`;

interface RetailerRow {
  id: number;
  store: string;
  full_name: string;
  phone: string;
  address: string;
  last_ordered: Date | string | null;
  orders: number;
}

function toBookingRetailer(row: RetailerRow, now = Date.now()): BookingRetailer {
  const last = row.last_ordered ? new Date(row.last_ordered) : null;
  return {
    id: row.id,
    store: row.store,
    full_name: row.full_name,
    phone: row.phone,
    address: row.address,
    last_ordered: last ? last.toISOString() : null,
    days_since_order: last ? Math.max(0, Math.floor((now - last.getTime()) / 86_400_000)) : null,
    orders: Number(row.orders),
  };
}

/** Each retailer's last order at the seller and how many it placed there. */
const sellerStats = (
  sellerId: number,
) => sql`SELECT o.retailer_id, max(o.order_date) AS last_ordered, count(*)::int AS orders
    FROM orders o WHERE o.wholeseller_id = ${sellerId} GROUP BY o.retailer_id`;

/** The retailers of "My retailers": a booker's those it booked for, the owner's every one that ordered from the seller. */
function ownRetailer(account: SessionAccount) {
  const mine = account.role === 'booker' ? sql`AND o.booked_by_member = ${account.memberId}` : sql``;
  return sql<boolean>`EXISTS (SELECT 1 FROM orders o WHERE o.wholeseller_id = ${account.id} AND o.retailer_id = r.id ${mine})`;
}

/** Rows of "My retailers" (the list without a search), longest without an order first. */
async function ownRetailers(db: Kysely<Database>, account: SessionAccount, page: { offset: number; limit: number }) {
  const { rows } = await sql<RetailerRow>`
    SELECT ${retailerColumns}, s.last_ordered, s.orders
    FROM (${sellerStats(account.id)}) s JOIN retailers r ON r.id = s.retailer_id JOIN accounts a ON a.id = r.id
    WHERE ${ownRetailer(account)}
    ORDER BY s.last_ordered ASC, r.id LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  return rows.map((r) => toBookingRetailer(r));
}

/** One page of "My retailers" (the list without a search, in its order) and how many there are in all. */
export async function bookingRetailersPage(
  db: Kysely<Database>,
  account: SessionAccount,
  page: { offset: number; limit: number },
): Promise<Paged<BookingRetailer>> {
  const [rows, { rows: counted }] = await Promise.all([
    ownRetailers(db, account, page),
    sql<{ total: number }>`SELECT count(*)::int AS total FROM retailers r WHERE ${ownRetailer(account)}`.execute(db),
  ]);
  return { total: Number(counted[0]?.total ?? 0), rows };
}

/**
 * The retailers a booker works with. Without a search: a booker's own (those they booked for), the owner's every
 * retailer that ordered from the seller, each with the last order at this seller (booked or not) and how many,
 * longest without an order first. With a search: the seller's retailers whose store, name or phone contains it, and
 * any other registered retailer only by its whole phone number (the directory is not for browsing).
 */
export async function bookingRetailers(
  db: Kysely<Database>,
  account: SessionAccount,
  q: string,
): Promise<BookingRetailer[]> {
  if (q === '') return ownRetailers(db, account, { offset: 0, limit: 200 });
  const sellerId = account.id;
  const stats = sellerStats(sellerId);
  const like = containsPattern(q);
  const digits = q.replace(/\D/g, '');
  const phone =
    digits.length >= 10
      ? digits.startsWith('92')
        ? `0${digits.slice(2)}`
        : digits.startsWith('0')
          ? digits
          : `0${digits}`
      : null;
  const { rows } = await sql<RetailerRow>`
    SELECT ${retailerColumns}, s.last_ordered, coalesce(s.orders, 0) AS orders
    FROM retailers r JOIN accounts a ON a.id = r.id LEFT JOIN (${stats}) s ON s.retailer_id = r.id
    WHERE a.is_disabled = false AND a.approval = 'approved'
      AND ((s.retailer_id IS NOT NULL AND (r.store ILIKE ${like} OR r.full_name ILIKE ${like} OR a.phone LIKE ${like}))
           OR a.phone = ${phone ?? ''})
    ORDER BY s.last_ordered DESC NULLS LAST, r.store LIMIT 20`.execute(db);
  return rows.map((r) => toBookingRetailer(r));
}

/**
 * A new retailer registered by a booker at the counter: the retailer received the SMS code (purpose `register`) and
 * read it out, which gives the verification token; they type their own PIN. The same rules as their own
 * registration (token first, then 409 for a phone in use, a team phone included). No one is signed in.
 */
export async function registerRetailerForBooking(
  deps: Pick<Deps, 'db' | 'config'>,
  account: SessionAccount,
  input: { phone: string; fullName: string; store: string; address: string; pin: string; verification_token: string },
): Promise<BookingRetailer> {
  const { db, config } = deps;
  const id = await registerRetailer(
    db,
    {
      fullName: input.fullName,
      email: '',
      phone: input.phone,
      store: input.store,
      address: input.address,
      password: input.pin,
      verification_token: input.verification_token,
    },
    newAccountApproval(config.ACCOUNT_APPROVAL, 'retailer'),
  );
  await recordAction(db, account, 'retailer.register', id, `${input.store} (${input.phone})`);
  return {
    id,
    store: input.store,
    full_name: input.fullName,
    phone: input.phone,
    address: input.address,
    last_ordered: null,
    days_since_order: null,
    orders: 0,
  };
}

const bookedColumns = [
  'id',
  'retailer_id',
  'store',
  'total',
  'status',
  'order_date',
  'booked_by',
  'total_items',
] as const;

/** The booked orders a caller may see: a booker's own, the owner's every booked order. */
function visibleBookedOrders(db: Kysely<Database>, account: SessionAccount) {
  let q = db.selectFrom('orders').where('wholeseller_id', '=', account.id).where('booked_by', 'is not', null);
  if (account.role === 'booker') q = q.where('booked_by_member', '=', account.memberId);
  return q;
}

const bookedQuery = (db: Kysely<Database>, account: SessionAccount) =>
  visibleBookedOrders(db, account).select(bookedColumns);

const toBooked = (r: {
  id: number;
  retailer_id: number;
  store: string;
  total: number;
  status: string;
  order_date: Date;
  booked_by: string | null;
  total_items: number;
}) => ({
  ...r,
  total: Number(r.total),
  order_date: new Date(r.order_date).toISOString(),
  booked_by: r.booked_by ?? '',
});

/** A booked order as "My bookings" lists it. */
export type BookedOrder = ReturnType<typeof toBooked>;

/** Rows of "My bookings", newest first. */
async function ownBookedOrders(db: Kysely<Database>, account: SessionAccount, page: { offset: number; limit: number }) {
  const rows = await bookedQuery(db, account).orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
  return rows.map(toBooked);
}

/** Booked orders, newest first (at most 200): the plain answer of GET /api/Booking/orders. */
export async function bookedOrders(db: Kysely<Database>, account: SessionAccount) {
  return ownBookedOrders(db, account, { offset: 0, limit: 200 });
}

/** One page of "My bookings" and how many booked orders the caller may see in all. */
export async function bookedOrdersPage(
  db: Kysely<Database>,
  account: SessionAccount,
  page: { offset: number; limit: number },
): Promise<Paged<BookedOrder>> {
  const [rows, counted] = await Promise.all([
    ownBookedOrders(db, account, page),
    visibleBookedOrders(db, account)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst(),
  ]);
  return { total: Number(counted?.total ?? 0), rows };
}

/** One booked order with its lines; another booker's booking (or anyone else's order) answers 404. */
export async function bookedOrder(db: Kysely<Database>, account: SessionAccount, id: number) {
  const row = await bookedQuery(db, account).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const items = await db
    .selectFrom('order_items')
    .select(['listing_id', 'product_name', 'quantity', 'price', 'offer', 'net'])
    .where('order_id', '=', id)
    .orderBy('id')
    .execute();
  return {
    ...toBooked(row),
    items: items.map((i) => ({ ...i, price: Number(i.price), offer: Number(i.offer), net: Number(i.net ?? 0) })),
  };
}
