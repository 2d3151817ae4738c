import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, callersAs, type Caller, type TestApp } from '../../test/helpers.js';
import { expectBadPagesRefused, pagedList } from '../../test/paging.js';

/**
 * GET /api/Admin/licences with and without `?offset&limit`, on a queue longer than a page: 70 pending, 30 rejected
 * and 20 verified licences besides the demo's (which record none).
 */
let t: TestApp;
let callers: Record<'admin' | 'seller' | 'retailer' | 'visitor', Caller>;
type QueueRow = { retailer_id: number; store: string; licence: { status: string } };

const STATUS_OF = (i: number) => (i < 70 ? 'pending' : i < 100 ? 'rejected' : 'verified');

beforeAll(async () => {
  t = await buildTestApp();
  callers = await callersAs(t.app, ['admin', 'seller', 'retailer', 'visitor'] as const);
  // Set-based rows: 120 retailers share one PIN hash (nobody signs in as them) and each records a licence.
  const pinHash = (
    await t.db.selectFrom('accounts').select('pin_hash').where('type', '=', 'retailer').executeTakeFirstOrThrow()
  ).pin_hash;
  await sql`
    WITH made AS (
      INSERT INTO accounts (type, phone, pin_hash)
      SELECT 'retailer', '0311' || lpad(i::text, 7, '0'), ${pinHash} FROM generate_series(0, 119) AS i
      RETURNING id, phone)
    INSERT INTO retailers (id, full_name, store, address, email)
    SELECT id, 'Queue ' || phone, 'Queue Store ' || phone, 'Lahore', '' FROM made`.execute(t.db);
  await sql`
    INSERT INTO retailer_licences (retailer_id, number, type, province, expires, status, reason, updated_at)
    SELECT r.id, 'DSL-' || r.id, 'pharmacy', 'Punjab', DATE '2099-12-31',
           CASE WHEN n < 70 THEN 'pending' WHEN n < 100 THEN 'rejected' ELSE 'verified' END,
           CASE WHEN n >= 70 AND n < 100 THEN 'Unreadable' END,
           now() - (n || ' minutes')::interval
    FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM retailers WHERE store LIKE 'Queue Store %') r`.execute(
    t.db,
  );
});
afterAll(async () => {
  await t?.close();
});

const { get, page } = pagedList<QueueRow>('/api/Admin/licences', () => callers.admin);

describe('GET /api/Admin/licences, paged on request', () => {
  it('answers the plain array without page parameters (the spec call), in queue order', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as QueueRow[];
    expect(Array.isArray(rows)).toBe(true);
    expect(rows).toHaveLength(120);
    const order = rows.map((r) => r.licence.status);
    expect(order).toEqual([...Array(120).keys()].map(STATUS_OF));
    expect((await get('?status=rejected')).json()).toHaveLength(30);
  });

  it('answers one page and the count of every licence: the first, the last and past the end', async () => {
    const all = (await get('')).json() as QueueRow[];
    const first = await page('?offset=0&limit=50');
    expect(first.total).toBe(120);
    expect(first.rows.map((r) => r.retailer_id)).toEqual(all.slice(0, 50).map((r) => r.retailer_id));
    expect(first.rows[0]).toMatchObject({
      store: expect.any(String),
      licence: { status: 'pending', number: expect.any(String) },
    });
    const last = await page('?offset=100&limit=50');
    expect(last.total).toBe(120);
    expect(last.rows.map((r) => r.retailer_id)).toEqual(all.slice(100).map((r) => r.retailer_id));
    // Only a limit: from the start; only an offset: 50 rows.
    expect((await page('?limit=10')).rows.map((r) => r.retailer_id)).toEqual(
      all.slice(0, 10).map((r) => r.retailer_id),
    );
    expect((await page('?offset=50')).rows.map((r) => r.retailer_id)).toEqual(
      all.slice(50, 100).map((r) => r.retailer_id),
    );
    expect(await page('?offset=500&limit=50')).toEqual({ total: 120, rows: [] });
  });

  it("pages one status with that status's count", async () => {
    const pending = await page('?status=pending&offset=50&limit=50');
    expect(pending.total).toBe(70);
    expect(pending.rows).toHaveLength(20);
    expect(pending.rows.every((r) => r.licence.status === 'pending')).toBe(true);
    expect((await page('?status=verified&limit=50')).total).toBe(20);
  });

  it('refuses bad page parameters with the spec-style 400', async () => {
    await expectBadPagesRefused((query) => get(`?${query}`));
  });

  it('is the admin only: sellers and retailers 403, visitors 401, with or without a page', async () => {
    for (const query of ['', '?offset=0&limit=50']) {
      expect((await get(query, callers.seller)).statusCode).toBe(403);
      expect((await get(query, callers.retailer)).statusCode).toBe(403);
      expect((await get(query, callers.visitor)).statusCode).toBe(401);
    }
  });
});
