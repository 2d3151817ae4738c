import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { PAGE_SIZE } from '@dawalink/shared';
import { buildTestApp, demoAccountId, TEST_DB_KIND, type TestApp } from '../test/helpers.js';
import { sellerOrdersPage } from '../features/orders/orders.service.js';
import { receivables } from '../features/ledger/ledger.service.js';
import { pageWindow } from './sql.js';

/**
 * The first page of a seller's orders and receivables is a text of its own (its OFFSET and LIMIT written in), the
 * other pages pass them as parameters: the same rows either way, and on PostgreSQL the first page's text is planned
 * once and kept (a generic plan) instead of planned on every call.
 */
let t: TestApp;
let sellerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  sellerId = await demoAccountId(t, 'seller');
  const retailerId = await demoAccountId(t, 'retailer');
  await sql`
    INSERT INTO orders (retailer_id, wholeseller_id, retailer_name, store, phone_no, address, seller_store,
                        seller_phone_no, total, total_items, total_quantity, status, order_date, products)
    SELECT ${retailerId}, ${sellerId}, 'Buyer ' || i, 'Window Store', '03211234567', 'x', 'Seller', '03001234567',
           100 + i, 1, 1, CASE WHEN i % 3 = 0 THEN 'Delivered' ELSE 'Pending' END, now() - make_interval(mins => i),
           'Panadol'
    FROM generate_series(1, 130) AS i`.execute(t.db);
});
afterAll(async () => {
  await t?.close();
});

const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

describe('the first page of a list read as a text of its own', () => {
  it('writes only the first page at the screens size into the text', () => {
    expect(pageWindow(0, PAGE_SIZE)).toMatchObject({ key: 'first', values: [] });
    expect(pageWindow(PAGE_SIZE, PAGE_SIZE)).toMatchObject({ key: 'page', values: [PAGE_SIZE, PAGE_SIZE] });
    expect(pageWindow(0, 20)).toMatchObject({ key: 'page', values: [0, 20] });
    expect(pageWindow(0, PAGE_SIZE, false)).toMatchObject({ key: 'page', values: [0, PAGE_SIZE] });
  });

  it("answers a seller's first page of orders as the pages read with parameters do, in every sort", async () => {
    for (const query of [{}, { sort: 'total' as const, dir: 'asc' as const }, { status: 'Pending' as const }]) {
      const first = await sellerOrdersPage(t.db, sellerId, 0, PAGE_SIZE, query);
      const wider = await sellerOrdersPage(t.db, sellerId, 0, 2 * PAGE_SIZE, query);
      const second = await sellerOrdersPage(t.db, sellerId, PAGE_SIZE, 2 * PAGE_SIZE, query);
      expect(first).toHaveLength(PAGE_SIZE);
      expect(first).toEqual(wider.slice(0, PAGE_SIZE));
      expect(ids(second)).toEqual(ids(wider.slice(PAGE_SIZE)));
      expect(new Set([...ids(first), ...ids(second)]).size).toBe(first.length + second.length);
    }
  });

  it("answers a seller's first page of receivables as a wider page does", async () => {
    const first = await receivables(t.db, sellerId, {});
    const wider = await receivables(t.db, sellerId, { offset: 0, limit: 200 });
    expect(first.rows).toEqual(wider.rows.slice(0, PAGE_SIZE));
    expect(first.total).toBe(wider.total);
  });

  it('keeps one plan of the first page on PostgreSQL, which answers as the first plans did', async () => {
    const seen = await t.db.transaction().execute(async (trx) => {
      // One connection: the first page eight times (PostgreSQL tries five plans made for the values first).
      const answers = [];
      for (let i = 0; i < 8; i++) answers.push(ids(await sellerOrdersPage(trx, sellerId, 0, PAGE_SIZE)));
      for (let i = 0; i < 8; i++) await sellerOrdersPage(trx, sellerId, PAGE_SIZE, 2 * PAGE_SIZE);
      // PGlite runs every text unnamed: there is no prepared statement to look at.
      if (TEST_DB_KIND !== 'postgres') return { answers, plans: [] };
      const { rows } = await sql<{ statement: string; generic_plans: string; custom_plans: string }>`
        SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements
        WHERE statement LIKE '%FROM orders o JOIN (SELECT id FROM orders WHERE wholeseller_id%'`.execute(trx);
      return { answers, plans: rows };
    });
    expect(new Set(seen.answers.map((a) => a.join()))).toEqual(new Set([seen.answers[0].join()]));
    if (TEST_DB_KIND !== 'postgres') return;
    const first = seen.plans.find((p) => p.statement.includes('OFFSET 0 LIMIT 50'));
    expect(first).toBeDefined();
    expect(Number(first!.custom_plans)).toBe(5);
    expect(Number(first!.generic_plans)).toBe(3);
    expect(seen.plans.find((p) => p.statement.includes('OFFSET $2 LIMIT $3'))).toBeDefined();
  });
});
