import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ORDER_SEARCH_MAX } from '@dawalink/shared';
import { buildTestApp, callerAs, demoAccountId, type Caller, type TestApp } from '../../test/helpers.js';

/**
 * The paged order search counts its matches up to ORDER_SEARCH_MAX: 260 orders from one made-up store ("Capmed",
 * 260 matches, capped) against 70 from another ("Fewmed", counted exactly), all the demo seller's.
 */
let t: TestApp;
let seller: Caller;
let sellerId: number;
type Page = { total: number; total_capped?: boolean; rows: Array<{ id: number; store: string; total: number }> };

beforeAll(async () => {
  t = await buildTestApp();
  seller = await callerAs(t.app, 'seller');
  sellerId = await demoAccountId(t, 'seller');
  const retailerId = await demoAccountId(t, 'retailer');
  await sql`
    INSERT INTO orders (retailer_id, wholeseller_id, retailer_name, store, phone_no, address, seller_store,
                        seller_phone_no, total, total_items, total_quantity, status, order_date, products)
    SELECT ${retailerId}, ${sellerId}, 'Buyer ' || i, CASE WHEN i <= 260 THEN 'Capmed Store' ELSE 'Fewmed Store' END,
           '03211234567', 'x', 'Seller', '03001234567', 100 + i, 1, 1, 'Pending',
           now() - make_interval(mins => i), 'Panadol'
    FROM generate_series(1, 330) AS i`.execute(t.db);
});
afterAll(async () => {
  await t?.close();
});

const search = async (term: string, query = '') => {
  const res = await seller.inject({ url: `/api/OrdersCategory/seller/search/${sellerId}/${term}${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as unknown;
};

describe('the paged order search counts up to 200', () => {
  it("answers total 200 and total_capped past 200 matches, the pages cut from the plain search's order", async () => {
    const plain = (await search('capmed')) as Array<{ id: number }>;
    expect(plain).toHaveLength(ORDER_SEARCH_MAX);
    const first = (await search('capmed', '?offset=0&limit=50')) as Page;
    expect(first).toMatchObject({ total: ORDER_SEARCH_MAX, total_capped: true });
    expect(first.rows.map((r) => r.id)).toEqual(plain.slice(0, 50).map((r) => r.id));
    const fourth = (await search('capmed', '?offset=150&limit=50')) as Page;
    expect(fourth.rows.map((r) => r.id)).toEqual(plain.slice(150, 200).map((r) => r.id));
    // Past the cap an API caller still gets the next matches in the same order.
    const past = (await search('capmed', '?offset=180&limit=50')) as Page;
    expect(past).toMatchObject({ total: ORDER_SEARCH_MAX, total_capped: true });
    expect(past.rows).toHaveLength(50);
    expect(past.rows.slice(0, 20).map((r) => r.id)).toEqual(plain.slice(180).map((r) => r.id));
    expect(((await search('capmed', '?offset=250&limit=50')) as Page).rows).toHaveLength(10);
    expect((await search('capmed', '?offset=300')) as Page).toEqual({
      total: ORDER_SEARCH_MAX,
      total_capped: true,
      rows: [],
    });
    // Sorted by total, lowest first: the cap applies to the sorted matches.
    const cheapest = (await search('capmed', '?sort=total&dir=asc&offset=0&limit=3')) as Page;
    expect(cheapest.total_capped).toBe(true);
    expect(cheapest.rows.map((r) => r.total)).toEqual([101, 102, 103]);
  });

  it('counts exactly, without total_capped, up to 200 matches', async () => {
    const few = (await search('fewmed', '?offset=50&limit=50')) as Page;
    expect(few.total).toBe(70);
    expect(few.total_capped).toBeUndefined();
    expect(few.rows).toHaveLength(20);
    expect(few.rows.every((r) => r.store === 'Fewmed Store')).toBe(true);
    expect((await search('fewmed', '?offset=100')) as Page).toEqual({ total: 70, rows: [] });
  });
});
