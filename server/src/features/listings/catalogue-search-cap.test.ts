import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { CATALOGUE_SEARCH_MAX } from '@dawalink/shared';
import { buildTestApp, callerAs, demoAccountId, type Caller, type TestApp } from '../../test/helpers.js';

/**
 * The paged catalogue search counts its matches up to CATALOGUE_SEARCH_MAX: 620 products of one made-up maker
 * ("Capzol", 620 matches) against 120 of another ("Fewzol", counted exactly).
 */
let t: TestApp;
let seller: Caller;
let sellerId: number;
type Page = { total: number; total_capped?: boolean; rows: Array<{ id: number; manufacturer: string }> };

beforeAll(async () => {
  t = await buildTestApp();
  seller = await callerAs(t.app, 'seller');
  sellerId = await demoAccountId(t, 'seller');
  await sql`
    INSERT INTO products (product_code, product_name, manufacturer, offer, bonus, total_price)
    SELECT 'CAP-' || i, 'Capzol Tab ' || lpad(i::text, 4, '0'), 'Capzol Labs', 0, '', 100 FROM generate_series(1, 620) AS i
    UNION ALL
    SELECT 'FEW-' || i, 'Fewzol Syrup ' || lpad(i::text, 4, '0'), 'Fewzol Labs', 0, '', 80 FROM generate_series(1, 120) AS i`.execute(
    t.db,
  );
});
afterAll(async () => {
  await t?.close();
});

const search = async (term: string, query = '') => {
  const res = await seller.inject({ url: `/api/Admin/product/search/${sellerId}/${term}${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as unknown;
};

describe('the paged catalogue search counts up to 500', () => {
  it("answers total 500 and total_capped past 500 matches, the pages cut from the plain search's order", async () => {
    const plain = (await search('capzol')) as Array<{ id: number }>;
    expect(plain).toHaveLength(CATALOGUE_SEARCH_MAX);
    const first = (await search('capzol', '?offset=0&limit=50')) as Page;
    expect(first).toMatchObject({ total: CATALOGUE_SEARCH_MAX, total_capped: true });
    expect(first.rows.map((r) => r.id)).toEqual(plain.slice(0, 50).map((r) => r.id));
    const tenth = (await search('capzol', '?offset=450&limit=50')) as Page;
    expect(tenth.rows.map((r) => r.id)).toEqual(plain.slice(450, 500).map((r) => r.id));
    // Past the cap an API caller still gets the next matches in the same order.
    const past = (await search('capzol', '?offset=480&limit=50')) as Page;
    expect(past).toMatchObject({ total: CATALOGUE_SEARCH_MAX, total_capped: true });
    expect(past.rows).toHaveLength(50);
    expect(past.rows.slice(0, 20).map((r) => r.id)).toEqual(plain.slice(480).map((r) => r.id));
    const end = (await search('capzol', '?offset=600&limit=50')) as Page;
    expect(end.rows).toHaveLength(20);
    expect((await search('capzol', '?offset=700&limit=50')) as Page).toMatchObject({
      total: CATALOGUE_SEARCH_MAX,
      total_capped: true,
      rows: [],
    });
  });

  it('counts exactly, without total_capped, up to 500 matches', async () => {
    const few = (await search('fewzol', '?offset=100&limit=50')) as Page;
    expect(few.total).toBe(120);
    expect(few.total_capped).toBeUndefined();
    expect(few.rows).toHaveLength(20);
    expect((await search('fewzol', '?offset=200')) as Page).toEqual({ total: 120, rows: [] });
    // Both makers: 740 matches of "zol", capped.
    expect(((await search('zol', '?limit=10')) as Page).total_capped).toBe(true);
  });
});
