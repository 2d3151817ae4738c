import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  buildTestApp,
  callersAs,
  demoAccountId,
  teamMemberCaller,
  type Caller,
  type TestApp,
} from '../../test/helpers.js';
import { expectBadPagesRefused, pagedList } from '../../test/paging.js';

/**
 * GET /api/Booking/orders ("My bookings") with and without `?offset&limit`: at the demo seller, a booker with 230
 * booked orders (more than the plain answer's 200), another booker with 3 and the owner with 2; at the second seller,
 * a booker with 4. A booker pages only over their own bookings, the owner over all of the seller's, and nobody over
 * another seller's.
 */
let t: TestApp;
let callers: Record<'seller' | 'seller2' | 'retailer' | 'visitor', Caller>;
let booker: Caller;
let otherBooker: Caller;
let clerk: Caller;
let seller2Booker: Caller;
let bookerId: number;
/** Every booked order at the demo seller (the seed's included), newest first. */
let sellerBooked: number[];

interface BookedRow {
  id: number;
  store: string;
  booked_by: string;
}

beforeAll(async () => {
  t = await buildTestApp();
  callers = await callersAs(t.app, ['seller', 'seller2', 'retailer', 'visitor'] as const);
  const sellerId = await demoAccountId(t, 'seller');
  const seller2Id = await demoAccountId(t, 'seller2');
  const retailerId = await demoAccountId(t, 'retailer');
  const made = await teamMemberCaller(t, sellerId, { phone: '03457100001', name: 'Paging Booker', role: 'booker' });
  booker = made.caller;
  bookerId = made.memberId;
  const other = await teamMemberCaller(t, sellerId, { phone: '03457100002', name: 'Other Booker', role: 'booker' });
  otherBooker = other.caller;
  clerk = (await teamMemberCaller(t, sellerId, { phone: '03457100003', name: 'Paging Clerk', role: 'clerk' })).caller;
  const away = await teamMemberCaller(t, seller2Id, { phone: '03457100004', name: 'Away Booker', role: 'booker' });
  seller2Booker = away.caller;

  // Set-based booked orders for the demo retailer, one a minute apart (ids ascending with time).
  const booked = (seller: number, memberId: number | null, name: string, count: number) =>
    sql`
    INSERT INTO orders (retailer_id, wholeseller_id, retailer_name, store, phone_no, address, seller_store, seller_phone_no,
                        total, total_items, total_quantity, status, order_date, booked_by, booked_by_member)
    SELECT ${retailerId}, ${seller}, 'Paging Retailer', ${name} || ' store ' || i, '03001111111', 'Multan', 'Seller', '03001234567',
           100 + i, 1, 1, 'Pending', now() - ((1000 - i) || ' minutes')::interval, ${name}, ${memberId}
    FROM generate_series(1, ${count}) AS i`.execute(t.db);
  await booked(sellerId, bookerId, 'Paging Booker', 230);
  await booked(sellerId, other.memberId, 'Other Booker', 3);
  await booked(sellerId, null, 'Owner', 2);
  await booked(seller2Id, away.memberId, 'Away Booker', 4);

  const rows = await t.db
    .selectFrom('orders')
    .select('id')
    .where('wholeseller_id', '=', sellerId)
    .where('booked_by', 'is not', null)
    .orderBy('id', 'desc')
    .execute();
  sellerBooked = rows.map((r) => r.id);
});
afterAll(async () => {
  await t?.close();
});

const { get, page } = pagedList<BookedRow>('/api/Booking/orders', () => callers.seller);
const ids = (rows: BookedRow[]) => rows.map((r) => r.id);

describe('GET /api/Booking/orders, paged on request', () => {
  it('answers the plain array without page parameters, as before: the newest 200', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as BookedRow[];
    expect(Array.isArray(rows)).toBe(true);
    expect(ids(rows)).toEqual(sellerBooked.slice(0, 200));
  });

  it('pages the owner over every booked order of the seller: the first page, the second, past the old 200', async () => {
    expect(sellerBooked.length).toBeGreaterThanOrEqual(235);
    const first = await page('?offset=0&limit=50');
    expect(first.total).toBe(sellerBooked.length);
    expect(ids(first.rows)).toEqual(sellerBooked.slice(0, 50));
    // The owner's and the other booker's are the newest: the owner sees everyone's.
    expect(new Set(first.rows.map((r) => r.booked_by))).toEqual(new Set(['Owner', 'Other Booker', 'Paging Booker']));
    const second = await page('?offset=50&limit=50');
    expect(second.total).toBe(sellerBooked.length);
    expect(ids(second.rows)).toEqual(sellerBooked.slice(50, 100));
    const last = await page('?offset=200&limit=50');
    expect(ids(last.rows)).toEqual(sellerBooked.slice(200, 250));
    // Only a limit: from the start; only an offset: 50 rows; past the end: none, the count still given.
    expect(ids((await page('?limit=10')).rows)).toEqual(sellerBooked.slice(0, 10));
    expect(ids((await page('?offset=50')).rows)).toEqual(ids(second.rows));
    expect(await page('?offset=100000&limit=50')).toEqual({ total: sellerBooked.length, rows: [] });
  });

  it('pages a booker only over their own bookings, the count theirs too', async () => {
    const first = await page('?offset=0&limit=50', booker);
    expect(first.total).toBe(230);
    expect(first.rows).toHaveLength(50);
    expect(first.rows.every((r) => r.booked_by === 'Paging Booker')).toBe(true);
    expect(first.rows[0].store).toBe('Paging Booker store 230');
    const second = await page('?offset=50&limit=50', booker);
    expect(second.rows.map((r) => r.store)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Paging Booker store ${180 - i}`),
    );
    const last = await page('?offset=200&limit=50', booker);
    expect(last.rows).toHaveLength(30);
    expect(last.total).toBe(230);
    const booked = await t.db.selectFrom('orders').select('id').where('booked_by_member', '=', bookerId).execute();
    expect(new Set([...ids(first.rows), ...ids(second.rows), ...ids(last.rows)]).size).toBe(130);
    expect(booked).toHaveLength(230);

    const other = await page('?offset=0&limit=50', otherBooker);
    expect(other.total).toBe(3);
    expect(other.rows.map((r) => r.booked_by)).toEqual(['Other Booker', 'Other Booker', 'Other Booker']);
  });

  it('never shows another seller’s booked orders: its owner and its booker see only their own', async () => {
    const away = await page('?offset=0&limit=50', seller2Booker);
    expect(away.total).toBe(4);
    expect(away.rows.every((r) => r.booked_by === 'Away Booker')).toBe(true);
    const owner2 = await page('?offset=0&limit=50', callers.seller2);
    expect(ids(owner2.rows).filter((id) => sellerBooked.includes(id))).toEqual([]);
    expect(owner2.total).toBe(owner2.rows.length);
    // The plain answer keeps the same rule.
    const plain = (await get('', seller2Booker)).json() as BookedRow[];
    expect(plain.map((r) => r.booked_by)).toEqual(Array(4).fill('Away Booker'));
  });

  it('refuses a bad page with a 400 and the shared message', async () => {
    await expectBadPagesRefused((query) => get(`?${query}`, booker));
    expect((await page('?offset=0&limit=200')).rows).toHaveLength(200);
  });

  it('is the owner’s and the bookers’: a clerk and a retailer are refused, a visitor asked to sign in', async () => {
    expect((await get('?offset=0&limit=50', clerk)).statusCode).toBe(403);
    expect((await get('?offset=0&limit=50', callers.retailer)).statusCode).toBe(403);
    expect((await get('?offset=0&limit=50', callers.visitor)).statusCode).toBe(401);
  });
});
