import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, callersAs, type Caller, type TestApp } from '../../test/helpers.js';

/**
 * The approval queue (/AdminApprovals) in pages of 50: `GET /api/Retailers` and `GET /api/WholesellerControllerSignUp`
 * with `status=waiting&dir=asc&from&to`, on queues longer than a page (70 retailers and 55 wholesalers waiting, a
 * minute apart, besides 10 approved retailers the queue leaves out).
 */
let t: TestApp;
let callers: Record<'admin' | 'seller', Caller>;
type Row = { id: number; approval: string; created_at: string };

beforeAll(async () => {
  t = await buildTestApp();
  callers = await callersAs(t.app, ['admin', 'seller'] as const);
  // Set-based rows: the accounts share one PIN hash (nobody signs in as them).
  const pinHash = (
    await t.db.selectFrom('accounts').select('pin_hash').where('type', '=', 'retailer').executeTakeFirstOrThrow()
  ).pin_hash;
  await sql`
    WITH made AS (
      INSERT INTO accounts (type, phone, pin_hash, approval, created_at)
      SELECT 'retailer', '0313' || lpad(i::text, 7, '0'), ${pinHash}, CASE WHEN i < 70 THEN 'waiting' ELSE 'approved' END,
             now() - ((200 - i) || ' minutes')::interval
      FROM generate_series(0, 79) AS i
      RETURNING id, phone)
    INSERT INTO retailers (id, full_name, store, address, email)
    SELECT id, 'Queue Person ' || phone, 'Queue Shop ' || phone, 'Street ' || phone || ', Quetta', '' FROM made`.execute(
    t.db,
  );
  await sql`
    WITH made AS (
      INSERT INTO accounts (type, phone, pin_hash, approval, created_at)
      SELECT 'seller', '0314' || lpad(i::text, 7, '0'), ${pinHash}, 'waiting', now() - ((200 - i) || ' minutes')::interval
      FROM generate_series(0, 54) AS i
      RETURNING id, phone)
    INSERT INTO wholesalers (id, full_name, busniess_name, address, email, url, name_key)
    SELECT id, 'Queue Owner ' || phone, 'Queue Traders ' || phone, 'Road ' || phone || ', Sukkur', '', 'queue-traders-' || phone,
           'queue-traders-' || phone
    FROM made`.execute(t.db);
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, caller: Caller = callers.admin) => caller.inject({ url: path });
async function queuePage(base: string, from: number, to: number) {
  const res = await get(`${base}?status=waiting&dir=asc&from=${from}&to=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return { total: Number(res.headers['x-total-count']), rows: res.json() as Row[] };
}

describe('the approval queue in pages', () => {
  for (const [base, waiting] of [
    ['/api/Retailers', 70],
    ['/api/WholesellerControllerSignUp', 55],
  ] as const) {
    it(`${base}: the first page of 50, the count of the whole queue, the second page with the rest, oldest first`, async () => {
      const all = await get(`${base}?status=waiting&dir=asc`);
      const every = all.json() as Row[];
      expect(every).toHaveLength(waiting);
      const first = await queuePage(base, 0, 50);
      expect(first.total).toBe(waiting);
      expect(first.rows.map((r) => r.id)).toEqual(every.slice(0, 50).map((r) => r.id));
      expect(first.rows.every((r) => r.approval === 'waiting')).toBe(true);
      const created = first.rows.map((r) => r.created_at);
      expect(created).toEqual([...created].sort());
      const second = await queuePage(base, 50, 100);
      expect(second.total).toBe(waiting);
      expect(second.rows.map((r) => r.id)).toEqual(every.slice(50).map((r) => r.id));
      // Past the end: no rows, the count still given.
      expect(await queuePage(base, 100, 150)).toEqual({ total: waiting, rows: [] });
    });
  }

  it('refuses a bad page with a 400, and the queue to anyone but the admin', async () => {
    for (const query of ['from=-1&to=50', 'from=50', 'to=50', 'from=60&to=50', 'from=0&to=600', 'from=one&to=50']) {
      const res = await get(`/api/Retailers?status=waiting&dir=asc&${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toEqual(expect.any(String));
    }
    expect((await get('/api/Retailers?status=waiting&dir=asc&from=0&to=50', callers.seller)).statusCode).toBe(403);
  });
});
