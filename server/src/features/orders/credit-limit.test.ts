import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineNetPaisa } from '@dawalink/shared';
import { buildTestApp, callersAs, demoAccountId, type Caller, type TestApp } from '../../test/helpers.js';
import { storeListings, type DemoListing } from '../invoices/money.test-helpers.js';

let t: TestApp;
let c: Record<'seller2' | 'retailer2', Caller>;
let seller2Id: number;
let retailer2Id: number;
let listings: DemoListing[];

beforeAll(async () => {
  t = await buildTestApp();
  c = await callersAs(t.app, ['seller2', 'retailer2'] as const);
  seller2Id = await demoAccountId(t, 'seller2');
  retailer2Id = await demoAccountId(t, 'retailer2');
  listings = await storeListings(t, seller2Id);
});
afterAll(async () => {
  await t?.close();
});

const order = (quantity = 1) =>
  c.retailer2.inject({
    method: 'POST',
    url: '/api/Orders',
    payload: { wholeseller_id: seller2Id, items: [{ listing_id: listings[0].id, quantity }] },
  });
const orderPaisa = (quantity = 1) => lineNetPaisa(listings[0].total_price, quantity, listings[0].offer);
const terms = (payload: unknown) =>
  c.seller2.inject({ method: 'PUT', url: `/api/Ledger/${retailer2Id}/terms`, payload: payload as object });
/** What counts against the limit now: balance plus open orders, in paisa. */
const exposure = async () => {
  const l = (await c.seller2.inject({ url: `/api/Ledger/${retailer2Id}` })).json();
  return Math.round(l.balance * 100) + Math.round(l.open_orders * 100);
};
const orderCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('credit limit at checkout', () => {
  it('block refuses an order past the limit with balance, limit and what to pay; the order fits once paid for', async () => {
    const now = await exposure();
    await terms({ credit_limit: (now + orderPaisa() - 1) / 100, on_limit: 'block' });
    const before = await orderCount();
    const res = await order();
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('credit_limit');
    expect(res.json().message).toContain('credit limit is Rs.');
    expect(res.json().message).toContain('Please pay Rs. 0.01');
    // The values the text names, for a page to write it in its own language.
    expect(res.json()).toMatchObject({
      to_pay: 0.01,
      limit: (now + orderPaisa() - 1) / 100,
      seller: expect.any(String),
    });
    expect(await orderCount()).toBe(before);
    const paid = await c.seller2.inject({
      method: 'POST',
      url: `/api/Ledger/${retailer2Id}/payments`,
      payload: { amount: 0.01, method: 'cash' },
    });
    expect(paid.statusCode).toBe(201);
    const ok = await order();
    expect(ok.statusCode).toBe(200);
    expect(Number(ok.headers['credit-limit'])).toBe((now + orderPaisa() - 1) / 100);
    expect(ok.headers['credit-warning']).toBeUndefined();
  });

  it('warn lets the order through and says the balance', async () => {
    const now = await exposure();
    await terms({ credit_limit: now / 100, on_limit: 'warn' });
    const res = await order();
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['credit-balance'])).toBe((now + orderPaisa()) / 100);
    expect(res.headers['credit-warning']).toMatch(/past your credit limit/);
  });

  it('a cancelled order releases what it held', async () => {
    const now = await exposure();
    await terms({ credit_limit: now / 100, on_limit: 'block' });
    expect((await order()).statusCode).toBe(409);
    const open = await t.db
      .selectFrom('orders')
      .select('id')
      .where('wholeseller_id', '=', seller2Id)
      .where('retailer_id', '=', retailer2Id)
      .where('status', '=', 'Pending')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const held = await t.db.selectFrom('orders').select('total').where('id', '=', open.id).executeTakeFirstOrThrow();
    expect(Math.round(held.total * 100)).toBeGreaterThanOrEqual(orderPaisa());
    expect(
      (await c.seller2.inject({ method: 'PUT', url: `/api/Orders/${open.id}`, payload: { status: 'Cancel' } }))
        .statusCode,
    ).toBe(200);
    expect((await order()).statusCode).toBe(200);
  });

  it('two orders at once cannot both pass a block limit that only one fits under', async () => {
    const now = await exposure();
    expect(
      (await terms({ credit_limit: (now + Math.floor(orderPaisa() * 1.5)) / 100, on_limit: 'block' })).statusCode,
    ).toBe(200);
    const answers = await Promise.all([order(), order(), order()]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await exposure()).toBeLessThanOrEqual(now + Math.floor(orderPaisa() * 1.5));
    await terms({ credit_limit: null });
    expect((await order()).statusCode).toBe(200);
  });
});
