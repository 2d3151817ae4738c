import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { SELLER_MSG, type BookingRetailer } from '@dawalink/shared';
import { buildTestApp, callersAs, demoAccountId, type Caller, type TestApp } from '../../test/helpers.js';
import { expectBadPagesRefused, pagedList } from '../../test/paging.js';

/**
 * GET /api/Booking/retailers ("My retailers") with and without `?offset&limit`, for an owner whose retailers are more
 * than the plain answer's 200: 230 retailers besides the demo's, each with one order at the demo seller, a day apart.
 */
let t: TestApp;
let callers: Record<'seller' | 'seller2' | 'retailer', Caller>;
let everyone: number;

beforeAll(async () => {
  t = await buildTestApp();
  callers = await callersAs(t.app, ['seller', 'seller2', 'retailer'] as const);
  const sellerId = await demoAccountId(t, 'seller');
  // Set-based rows: the retailers share one PIN hash (nobody signs in as them), and each orders once.
  const pinHash = (
    await t.db.selectFrom('accounts').select('pin_hash').where('type', '=', 'retailer').executeTakeFirstOrThrow()
  ).pin_hash;
  await sql`
    WITH made AS (
      INSERT INTO accounts (type, phone, pin_hash)
      SELECT 'retailer', '0312' || lpad(i::text, 7, '0'), ${pinHash} FROM generate_series(0, 229) AS i
      RETURNING id, phone)
    INSERT INTO retailers (id, full_name, store, address, email)
    SELECT id, 'Paging ' || phone, 'Paging Store ' || phone, 'Multan', '' FROM made`.execute(t.db);
  await sql`
    INSERT INTO orders (retailer_id, wholeseller_id, retailer_name, store, phone_no, address, seller_store, seller_phone_no,
                        total, total_items, total_quantity, status, order_date)
    SELECT r.id, ${sellerId}, r.full_name, r.store, a.phone, r.address, 'Karachi Medical Traders', '03001234567',
           100, 1, 1, 'Pending', now() - ((1000 - n) || ' days')::interval
    FROM (SELECT id, full_name, store, address, row_number() OVER (ORDER BY id) AS n FROM retailers WHERE store LIKE 'Paging Store %') r
    JOIN accounts a ON a.id = r.id`.execute(t.db);
  const counted = await sql<{
    n: number;
  }>`SELECT count(DISTINCT retailer_id)::int AS n FROM orders WHERE wholeseller_id = ${sellerId}`.execute(t.db);
  everyone = Number(counted.rows[0].n);
});
afterAll(async () => {
  await t?.close();
});

const { get, page } = pagedList<BookingRetailer>('/api/Booking/retailers', () => callers.seller);
const ids = (rows: BookingRetailer[]) => rows.map((r) => r.id);

describe('GET /api/Booking/retailers, paged on request', () => {
  it('answers the plain array without page parameters, as before: the first 200, longest without an order first', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as BookingRetailer[];
    expect(Array.isArray(rows)).toBe(true);
    expect(everyone).toBeGreaterThan(230);
    expect(rows).toHaveLength(200);
    const days = rows.map((r) => r.days_since_order ?? -1);
    expect(days).toEqual([...days].sort((a, b) => b - a));
  });

  it('answers one page and the count of every retailer: the first, the second, the last past the old 200', async () => {
    const plain = (await get('')).json() as BookingRetailer[];
    const first = await page('?offset=0&limit=50');
    expect(first.total).toBe(everyone);
    expect(ids(first.rows)).toEqual(ids(plain.slice(0, 50)));
    expect(first.rows[0]).toMatchObject({
      store: expect.stringMatching(/^Paging Store /),
      orders: 1,
      last_ordered: expect.any(String),
    });
    const second = await page('?offset=50&limit=50');
    expect(second.total).toBe(everyone);
    expect(ids(second.rows)).toEqual(ids(plain.slice(50, 100)));
    // Past the plain answer's 200: the rest, none of them already shown.
    const last = await page('?offset=200&limit=50');
    expect(last.rows).toHaveLength(everyone - 200);
    expect(ids(last.rows).filter((id) => ids(plain).includes(id))).toEqual([]);
    // Only a limit: from the start; only an offset: 50 rows; past the end: none, the count still given.
    expect(ids((await page('?limit=10')).rows)).toEqual(ids(plain.slice(0, 10)));
    expect(ids((await page('?offset=50')).rows)).toEqual(ids(second.rows));
    expect(await page('?offset=1000&limit=50')).toEqual({ total: everyone, rows: [] });
  });

  it('pages another seller and a booker only over their own retailers', async () => {
    const other = await page('?offset=0&limit=50', callers.seller2);
    expect(other.rows.every((r) => !r.store.startsWith('Paging Store '))).toBe(true);
    expect(other.total).toBe(other.rows.length);
  });

  it('refuses a bad page number with a 400, and a page of a search', async () => {
    await expectBadPagesRefused(
      (query) => get(`?${query}`),
      [['q=Paging&offset=0&limit=50', SELLER_MSG.pageWithSearch]],
    );
    // A search alone still answers its matches (at most 20), unpaged.
    const found = (await get('?q=Paging')).json() as BookingRetailer[];
    expect(found).toHaveLength(20);
  });

  it('is the seller’s: a retailer is refused', async () => {
    expect((await get('?offset=0&limit=50', callers.retailer)).statusCode).toBe(403);
  });
});
