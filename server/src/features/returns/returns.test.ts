import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { lineNetPaisa } from '@dawalink/shared';
import { buildTestApp, callersAs, demoAccountId, lastSms, type Caller, type TestApp } from '../../test/helpers.js';
import { balanceAndSum, placeOrder, storeListings, type DemoListing } from '../invoices/money.test-helpers.js';

let t: TestApp;
let c: Record<'seller' | 'seller2' | 'retailer' | 'retailer2' | 'admin' | 'visitor', Caller>;
let sellerId: number;
let retailerId: number;
let listings: DemoListing[];

beforeAll(async () => {
  t = await buildTestApp();
  c = await callersAs(t.app, ['seller', 'seller2', 'retailer', 'retailer2', 'admin', 'visitor'] as const);
  sellerId = await demoAccountId(t, 'seller');
  retailerId = await demoAccountId(t, 'retailer');
  listings = await storeListings(t, sellerId);
});
afterAll(async () => {
  await t?.close();
});

const request = (caller: Caller, payload: unknown) =>
  caller.inject({ method: 'POST', url: '/api/Returns', payload: payload as object });
const move = (caller: Caller, id: number, payload: unknown) =>
  caller.inject({ method: 'PUT', url: `/api/Returns/${id}`, payload: payload as object });

/** An order of listings 0 (6) and 1 (4), invoiced with listing 0 short-supplied at 5. */
async function invoicedOrder(): Promise<number> {
  const orderId = await placeOrder(c.retailer, sellerId, [
    { listing_id: listings[0].id, quantity: 6 },
    { listing_id: listings[1].id, quantity: 4 },
  ]);
  const res = await c.seller.inject({
    method: 'POST',
    url: `/api/Orders/${orderId}/invoice`,
    payload: { lines: [{ listing_id: listings[0].id, supplied: 5 }] },
  });
  expect(res.statusCode).toBe(201);
  return orderId;
}

describe('returns', () => {
  it('goes Requested, Approved in part, Received, Credited, posting a credit note at the net price charged', async () => {
    const orderId = await invoicedOrder();
    const [a, b] = listings;
    const res = await request(c.retailer, {
      order_id: orderId,
      lines: [
        { listing_id: a.id, quantity: 3, reason: 'expired' },
        { listing_id: b.id, quantity: 2, reason: 'broken', note: 'Crushed box' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const { id, status } = res.json();
    expect(status).toBe('Requested');
    expect(await lastSms(t.app, '03001234567')).toContain(`return No ${id}`);

    for (const caller of [c.seller, c.retailer, c.admin])
      expect((await caller.inject({ url: `/api/Returns/${id}` })).statusCode).toBe(200);
    for (const caller of [c.seller2, c.retailer2])
      expect((await caller.inject({ url: `/api/Returns/${id}` })).statusCode).toBe(404);

    // Only the seller moves it, one step at a time.
    expect((await move(c.retailer, id, { status: 'Approved' })).statusCode).toBe(403);
    expect((await move(c.seller2, id, { status: 'Approved' })).statusCode).toBe(404);
    expect((await move(c.seller, id, { status: 'Credited' })).json().error).toBe('return_status');
    expect(
      (await move(c.seller, id, { status: 'Approved', lines: [{ listing_id: a.id, quantity: 4 }] })).statusCode,
    ).toBe(400);
    const approved = await move(c.seller, id, { status: 'Approved', lines: [{ listing_id: a.id, quantity: 2 }] });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().lines.map((l: { approved_quantity: number }) => l.approved_quantity)).toEqual([2, 2]);
    expect(await lastSms(t.app, '03211234567')).toContain(
      `return No ${id} with Karachi Medical Traders is now Approved`,
    );
    expect((await move(c.seller, id, { status: 'Received' })).statusCode).toBe(200);

    const before = await balanceAndSum(t, sellerId, retailerId);
    const credited = await move(c.seller, id, { status: 'Credited' });
    expect(credited.statusCode).toBe(200);
    const credit = lineNetPaisa(a.total_price, 2, a.offer) + lineNetPaisa(b.total_price, 2, b.offer);
    expect(Math.round(credited.json().credit_amount * 100)).toBe(credit);
    const after = await balanceAndSum(t, sellerId, retailerId);
    expect(before.balance - after.balance).toBe(credit);
    expect(after.balance).toBe(after.sum);
    const ledger = (await c.seller.inject({ url: `/api/Ledger/${retailerId}` })).json();
    expect(ledger.entries.at(-1)).toMatchObject({ kind: 'credit_note', amount: -credit / 100, return_id: id });
    expect(credited.json().timeline.map((s: { to_status: string }) => s.to_status)).toEqual([
      'Requested',
      'Approved',
      'Received',
      'Credited',
    ]);
    expect((await move(c.seller, id, { status: 'Received' })).statusCode).toBe(409);

    // Both parties list it.
    expect((await c.retailer.inject({ url: '/api/Returns' })).json().map((r: { id: number }) => r.id)).toContain(id);
    expect(
      (await c.seller.inject({ url: '/api/Returns?status=Credited' })).json().map((r: { id: number }) => r.id),
    ).toContain(id);
    expect((await c.seller2.inject({ url: '/api/Returns' })).json().map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('limits quantities to what was supplied and not yet returned; a rejected return frees them', async () => {
    const orderId = await invoicedOrder();
    const a = listings[0];
    const line = (quantity: number) => ({
      order_id: orderId,
      lines: [{ listing_id: a.id, quantity, reason: 'near_expiry' }],
    });
    expect((await request(c.retailer, line(6))).statusCode).toBe(400); // ordered 6, supplied 5
    const first = (await request(c.retailer, line(4))).json();
    expect((await request(c.retailer, line(2))).statusCode).toBe(400);
    expect((await move(c.seller, first.id, { status: 'Rejected' })).statusCode).toBe(400); // a reason is required
    const rejected = await move(c.seller, first.id, { status: 'Rejected', reason: 'Batch not ours' });
    expect(rejected.json()).toMatchObject({ status: 'Rejected', reject_reason: 'Batch not ours' });
    expect((await request(c.retailer, line(5))).statusCode).toBe(201);
    // Two requests at once cannot together pass the supplied quantity.
    const other = await invoicedOrder();
    const both = await Promise.all(
      [3, 3].map((q) =>
        request(c.retailer, { order_id: other, lines: [{ listing_id: a.id, quantity: q, reason: 'broken' }] }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });

  it("refuses what is not the retailer's, not invoiced, or malformed", async () => {
    const orderId = await placeOrder(c.retailer, sellerId, [{ listing_id: listings[0].id, quantity: 2 }]);
    const body = { order_id: orderId, lines: [{ listing_id: listings[0].id, quantity: 1, reason: 'expired' }] };
    expect((await request(c.retailer, body)).json().error).toBe('not_invoiced');
    const invoiced = await invoicedOrder();
    const good = { order_id: invoiced, lines: [{ listing_id: listings[0].id, quantity: 1, reason: 'expired' }] };
    expect((await request(c.retailer2, good)).statusCode).toBe(404);
    expect((await request(c.seller, good)).statusCode).toBe(403);
    expect((await request(c.visitor, good)).statusCode).toBe(401);
    for (const lines of [
      [{ listing_id: listings[0].id, quantity: 1, reason: 'bored' }],
      [{ listing_id: listings[0].id, quantity: 0, reason: 'expired' }],
      [{ listing_id: listings[0].id, quantity: -1, reason: 'expired' }],
      [{ listing_id: listings[7].id, quantity: 1, reason: 'expired' }],
      [],
    ]) {
      expect((await request(c.retailer, { order_id: invoiced, lines })).statusCode, JSON.stringify(lines)).toBe(400);
    }
    expect((await c.retailer.inject({ url: '/api/Returns/999999' })).statusCode).toBe(404);
  });

  it('refuses a return on an invoiced order that was then cancelled, and writes nothing', async () => {
    const orderId = await invoicedOrder();
    expect(
      (await c.seller.inject({ method: 'PUT', url: `/api/Orders/${orderId}`, payload: { status: 'Cancel' } }))
        .statusCode,
    ).toBe(200);
    const count = async () =>
      Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM returns`.execute(t.db)).rows[0].n);
    const before = await count();
    const res = await request(c.retailer, {
      order_id: orderId,
      lines: [{ listing_id: listings[0].id, quantity: 1, reason: 'broken' }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'order_cancelled' });
    expect(await count()).toBe(before);
    // Another retailer still learns nothing about the order.
    expect(
      (
        await request(c.retailer2, {
          order_id: orderId,
          lines: [{ listing_id: listings[0].id, quantity: 1, reason: 'broken' }],
        })
      ).statusCode,
    ).toBe(404);
  });
});
