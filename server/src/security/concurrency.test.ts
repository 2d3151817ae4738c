import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineNetPaisa, MSG, ORDER_STATUSES } from '@dawalink/shared';
import { createSession } from '../identity/sessions.service.js';
import { hashPin } from '../lib/crypto.js';
import { buildTestApp, type TestApp } from '../test/helpers.js';
import { dataInvariantViolations, loadFixtures, makeCaller, type Caller, type Fixtures } from './support/routes.js';

/**
 * What many people do at the same moment. The app is one process here (PGlite serialises on its
 * single connection; PostgreSQL runs the same requests on a pool of 5 connections in the api-postgres project), so
 * these tests prove the transactions and constraints, and the two-instance script proves the same across processes.
 */

let t: TestApp;
let f: Fixtures;
let listings: Array<{ id: number; total_price: number; offer: number; product_name: string }>;

beforeAll(async () => {
  t = await buildTestApp({ env: { API_RATE_PER_MIN: '1000000' } });
  f = await loadFixtures(t);
  listings = await t.db
    .selectFrom('listings')
    .innerJoin('products', 'products.id', 'listings.product_id')
    .select(['listings.id', 'listings.total_price', 'listings.offer', 'products.product_name'])
    .where('listings.wholeseller_id', '=', f.ids.seller)
    .where('products.is_disabled', '=', false)
    .orderBy('listings.id')
    .limit(12)
    .execute();
});
afterAll(async () => {
  await t?.close();
});

/** Retailers made straight in the database with one shared PIN hash (argon2 per account would take minutes). */
async function makeRetailers(n: number, tag: string): Promise<Array<{ id: number; caller: Caller }>> {
  const pinHash = await hashPin('2468');
  const out: Array<{ id: number; caller: Caller }> = [];
  for (let i = 0; i < n; i++) {
    const phone = `035${tag}${String(i).padStart(8 - tag.length, '0')}`;
    const { id } = await t.db
      .insertInto('accounts')
      .values({ type: 'retailer', phone, pin_hash: pinHash })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('retailers')
      .values({
        id,
        full_name: `Load Retailer ${i}`,
        store: `Load Store ${i}`,
        address: `Street ${i}, Karachi`,
        email: '',
      })
      .execute();
    const session = await createSession(t.db, id, false);
    out.push({ id, caller: makeCaller(t.app, session.id) });
  }
  return out;
}

const placeOrder = (caller: Caller, items: Array<{ listing_id: number; quantity: number }>, key?: string) =>
  caller.inject({
    method: 'POST',
    url: '/api/Orders',
    payload: { wholeseller_id: f.ids.seller, items },
    headers: key ? { 'idempotency-key': key } : {},
  });

describe('orders placed at the same time', () => {
  it('200 orders from 50 retailers in parallel: exactly 200 orders, every item, right totals', async () => {
    const retailers = await makeRetailers(50, '1');
    const plans = Array.from({ length: 200 }, (_, i) => {
      const lines = 1 + (i % 3);
      const items = Array.from({ length: lines }, (_, k) => ({
        listing_id: listings[(i + k * 5) % listings.length].id,
        quantity: 1 + ((i * 7 + k) % 9),
      }));
      return { retailer: retailers[i % retailers.length], items };
    });
    const started = performance.now();
    const answers = await Promise.all(plans.map((p) => placeOrder(p.retailer.caller, p.items)));
    const ms = Math.round(performance.now() - started);

    const problems = answers
      .filter((r) => r.statusCode !== 200 || !/^\d+$/.test(r.body))
      .map((r) => `${r.statusCode} ${r.body.slice(0, 200)}`);
    expect(problems).toEqual([]);
    const ids = answers.map((r) => Number(r.body));
    expect(new Set(ids).size).toBe(200);

    const retailerIds = retailers.map((r) => r.id);
    const orders = await t.db.selectFrom('orders').selectAll().where('retailer_id', 'in', retailerIds).execute();
    expect(orders).toHaveLength(200);
    const items = await t.db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).execute();
    const listingOf = new Map(listings.map((l) => [l.id, l]));
    const wrong: string[] = [];
    plans.forEach((plan, i) => {
      const order = orders.find((o) => o.id === ids[i]);
      if (!order) return wrong.push(`answer ${ids[i]} has no order`);
      if (order.retailer_id !== plan.retailer.id) wrong.push(`order ${order.id} belongs to ${order.retailer_id}`);
      const lines = items.filter((it) => it.order_id === order.id);
      const want = plan.items.map((it) => `${it.listing_id}x${it.quantity}`).sort();
      const got = lines.map((it) => `${it.listing_id}x${it.quantity}`).sort();
      if (want.join() !== got.join()) wrong.push(`order ${order.id}: items ${got.join()} instead of ${want.join()}`);
      // Each line: quantity x T.P x (100 - offer) / 100, to the paisa (DESIGN.md section 7).
      const paisa = plan.items.reduce((sum, it) => {
        const { total_price, offer } = listingOf.get(it.listing_id)!;
        return sum + lineNetPaisa(total_price, it.quantity, offer);
      }, 0);
      if (Math.round(order.total * 100) !== paisa)
        wrong.push(`order ${order.id}: total ${order.total}, expected ${paisa / 100}`);
      if (order.status !== 'Pending') wrong.push(`order ${order.id}: status ${order.status}`);
    });
    expect(wrong).toEqual([]);
    expect(await dataInvariantViolations(t)).toEqual([]);
    console.log(
      `[security] concurrency: 200 parallel orders from 50 retailers in ${ms} ms, ${items.length} items checked`,
    );
  });

  it('the same Idempotency-Key sent 20 times at once makes one order', async () => {
    const [retailer] = await makeRetailers(1, '2');
    const items = [
      { listing_id: listings[0].id, quantity: 3 },
      { listing_id: listings[1].id, quantity: 1 },
    ];
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(retailer.caller, items, 'checkout-7f3a2c9e-retry')),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    // Every answer is the same order; a request that raced an unfinished twin may be told to retry (409), never a 5xx.
    expect(
      answers.every((r) => r.statusCode === 200 || r.statusCode === 409),
      answers.map((r) => r.statusCode).join(),
    ).toBe(true);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.body)).size).toBe(1);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json().message).toBe(MSG.idempotencyConflict);
    const orders = await t.db.selectFrom('orders').select('id').where('retailer_id', '=', retailer.id).execute();
    expect(orders.map((o) => String(o.id))).toEqual([ok[0].body]);
    // A later retry with the key answers the same order; another key makes a new one.
    expect((await placeOrder(retailer.caller, items, 'checkout-7f3a2c9e-retry')).body).toBe(ok[0].body);
    const other = await placeOrder(retailer.caller, items, 'checkout-other');
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toBe(ok[0].body);
  });

  it('the same key from two retailers makes two orders (keys are per account)', async () => {
    const [a, b] = await makeRetailers(2, '3');
    const items = [{ listing_id: listings[2].id, quantity: 1 }];
    const [ra, rb] = await Promise.all([
      placeOrder(a.caller, items, 'shared-key'),
      placeOrder(b.caller, items, 'shared-key'),
    ]);
    expect(ra.statusCode).toBe(200);
    expect(rb.statusCode).toBe(200);
    expect(ra.body).not.toBe(rb.body);
  });
});

describe('listings added at the same time', () => {
  it('the same catalogue product added 10 times at once by one seller makes one listing', async () => {
    const seller = makeCaller(t.app, (await createSession(t.db, f.ids.seller, false)).id);
    const product = await t.db
      .selectFrom('products')
      .select('id')
      .where('is_disabled', '=', false)
      .where(
        'id',
        'not in',
        t.db.selectFrom('listings').select('product_id').where('wholeseller_id', '=', f.ids.seller),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        seller.inject({
          method: 'POST',
          url: '/api/MedicalProducts',
          payload: { product_id: product.id, offer: 0, bonus: 'None', total_price: 100 + i },
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe(MSG.productAlreadyAdded);
    }
    const rows = await t.db
      .selectFrom('listings')
      .select('id')
      .where('wholeseller_id', '=', f.ids.seller)
      .where('product_id', '=', product.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('a batch with one bad line adds nothing (all or none), even beside a parallel batch', async () => {
    const seller = makeCaller(t.app, (await createSession(t.db, f.ids.seller2, false)).id);
    const free = await t.db
      .selectFrom('products')
      .select('id')
      .where('is_disabled', '=', false)
      .where(
        'id',
        'not in',
        t.db.selectFrom('listings').select('product_id').where('wholeseller_id', '=', f.ids.seller2),
      )
      .orderBy('id')
      .limit(4)
      .execute();
    const before = await t.db.selectFrom('listings').select('id').where('wholeseller_id', '=', f.ids.seller2).execute();
    const [bad, good] = await Promise.all([
      seller.inject({
        method: 'POST',
        url: '/api/MedicalProducts',
        payload: [
          { product_id: free[0].id, offer: 0, bonus: '', total_price: 10 },
          { product_id: 2_000_000_000, offer: 0, bonus: '', total_price: 10 },
        ],
      }),
      seller.inject({
        method: 'POST',
        url: '/api/MedicalProducts',
        payload: [
          { product_id: free[2].id, offer: 0, bonus: '', total_price: 10 },
          { product_id: free[3].id, offer: 0, bonus: '', total_price: 10 },
        ],
      }),
    ]);
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    expect(good.statusCode).toBe(200);
    const after = await t.db
      .selectFrom('listings')
      .select('product_id')
      .where('wholeseller_id', '=', f.ids.seller2)
      .execute();
    expect(after.length).toBe(before.length + 2);
    expect(after.some((l) => l.product_id === free[0].id)).toBe(false);
  });
});

describe('status changes at the same time', () => {
  it('20 parallel changes leave a valid status and a complete, chained history', async () => {
    const seller = makeCaller(t.app, (await createSession(t.db, f.ids.seller, false)).id);
    const admin = makeCaller(t.app, (await createSession(t.db, f.ids.admin, false)).id);
    const order = await t.db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('wholeseller_id', '=', f.ids.seller)
      .where('retailer_id', '=', f.ids.retailer)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const historyBefore = await t.db
      .selectFrom('order_status_history')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 4 === 3 ? admin : seller).inject({
          method: 'PUT',
          url: `/api/Orders/${order.id}`,
          payload: { status: ORDER_STATUSES[i % ORDER_STATUSES.length] },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);

    const final = await t.db
      .selectFrom('orders')
      .select(['status', 'status_changed_at'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(ORDER_STATUSES).toContain(final.status);
    const history = await t.db
      .selectFrom('order_status_history')
      .selectAll()
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(history.length).toBeGreaterThan(historyBefore.length);
    expect(history.length - historyBefore.length).toBeLessThanOrEqual(20);
    expect(history[0].from_status).toBeNull();
    for (let i = 1; i < history.length; i++) {
      expect(history[i].from_status, `history row ${i} of order ${order.id}`).toBe(history[i - 1].to_status);
      expect(history[i].changed_by).not.toBeNull();
    }
    expect(history.at(-1)!.to_status).toBe(final.status);
    expect(final.status_changed_at).not.toBeNull();
    // The answer the history endpoint gives is the same chain, oldest first.
    const api = await seller.inject({ url: `/api/Orders/${order.id}/history` });
    expect(api.statusCode).toBe(200);
    const rows = api.json() as Array<{ from_status: string | null; to_status: string }>;
    expect(rows.map((r) => r.to_status)).toEqual(history.map((h) => h.to_status));
  });
});
