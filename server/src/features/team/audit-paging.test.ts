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
 * GET /api/Team/audit (who did what) with and without `?offset&limit`: the demo seller with 230 records (more than the
 * plain answer's 200), the second seller with 5. The owner pages over their own seller's records only; staff and
 * other accounts are refused.
 */
let t: TestApp;
let callers: Record<'seller' | 'seller2' | 'retailer' | 'admin' | 'visitor', Caller>;
let booker: Caller;
/** Every record of the demo seller, newest first. */
let sellerRecords: number[];

interface AuditRow {
  id: number;
  actor_name: string;
  action: string;
  detail: string;
}

beforeAll(async () => {
  t = await buildTestApp();
  callers = await callersAs(t.app, ['seller', 'seller2', 'retailer', 'admin', 'visitor'] as const);
  const sellerId = await demoAccountId(t, 'seller');
  const seller2Id = await demoAccountId(t, 'seller2');
  booker = (await teamMemberCaller(t, sellerId, { phone: '03457200001', name: 'Audit Booker', role: 'booker' })).caller;
  const records = (seller: number, name: string, count: number) =>
    sql`
    INSERT INTO team_audit (wholeseller_id, member_id, actor_name, action, object_id, detail)
    SELECT ${seller}, NULL, ${name}, 'payment', i, 'record ' || i FROM generate_series(1, ${count}) AS i`.execute(t.db);
  await records(sellerId, 'Paging Owner', 230);
  await records(seller2Id, 'Away Owner', 5);
  const rows = await t.db
    .selectFrom('team_audit')
    .select('id')
    .where('wholeseller_id', '=', sellerId)
    .orderBy('id', 'desc')
    .execute();
  sellerRecords = rows.map((r) => Number(r.id));
});
afterAll(async () => {
  await t?.close();
});

const { get, page } = pagedList<AuditRow>('/api/Team/audit', () => callers.seller);
const ids = (rows: AuditRow[]) => rows.map((r) => r.id);

describe('GET /api/Team/audit, paged on request', () => {
  it('answers the plain array without page parameters, as before: the newest 200', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as AuditRow[];
    expect(Array.isArray(rows)).toBe(true);
    expect(ids(rows)).toEqual(sellerRecords.slice(0, 200));
  });

  it('answers one page and the count of every record: the first, the second, the last past the old 200', async () => {
    expect(sellerRecords.length).toBeGreaterThanOrEqual(230);
    const first = await page('?offset=0&limit=50');
    expect(first.total).toBe(sellerRecords.length);
    expect(ids(first.rows)).toEqual(sellerRecords.slice(0, 50));
    expect(first.rows[0]).toMatchObject({ actor_name: 'Paging Owner', action: 'payment', detail: 'record 230' });
    const second = await page('?offset=50&limit=50');
    expect(second.total).toBe(sellerRecords.length);
    expect(ids(second.rows)).toEqual(sellerRecords.slice(50, 100));
    expect(second.rows[0].detail).toBe('record 180');
    const last = await page('?offset=200&limit=50');
    expect(ids(last.rows)).toEqual(sellerRecords.slice(200, 250));
    expect(ids((await page('?limit=10')).rows)).toEqual(sellerRecords.slice(0, 10));
    expect(ids((await page('?offset=50')).rows)).toEqual(ids(second.rows));
    expect(await page('?offset=100000&limit=50')).toEqual({ total: sellerRecords.length, rows: [] });
  });

  it('pages another seller only over its own records', async () => {
    const other = await page('?offset=0&limit=50', callers.seller2);
    expect(other.rows.map((r) => r.actor_name)).toEqual(Array(other.total).fill('Away Owner'));
    expect(other.total).toBe(5);
    expect(ids(other.rows).filter((id) => sellerRecords.includes(id))).toEqual([]);
  });

  it('refuses a bad page with a 400 and the shared message', async () => {
    await expectBadPagesRefused((query) => get(`?${query}`));
    expect((await page('?offset=0&limit=200')).rows).toHaveLength(200);
  });

  it('is the owner’s: a booker of the same seller, a retailer and the admin are refused, a visitor asked to sign in', async () => {
    for (const caller of [booker, callers.retailer, callers.admin])
      expect((await get('?offset=0&limit=50', caller)).statusCode).toBe(403);
    expect((await get('?offset=0&limit=50', callers.visitor)).statusCode).toBe(401);
  });
});
