import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema } from '@dawalink/shared';
import { buildTestApp, callerAs, demoAccountId, type Caller, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let retailer: Caller;
let retailerId: number;
let retailer2Id: number;
let sellerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  retailer = await callerAs(t.app, 'retailer');
  retailerId = await demoAccountId(t, 'retailer');
  retailer2Id = await demoAccountId(t, 'retailer2');
  sellerId = await demoAccountId(t, 'seller');
});
afterAll(async () => {
  await t.close();
});

describe("a retailer's orders", () => {
  it('lists only their own orders, newest first, in the spec shape', async () => {
    const res = await retailer.inject({ url: `/api/OrdersCategory/${retailerId}` });
    expect(res.statusCode).toBe(200);
    const orders = res.json() as Array<Record<string, unknown>>;
    expect(orders.length).toBe(14);
    for (const o of orders) {
      expect(orderSchema.strict().safeParse(o).success).toBe(true);
      expect(o.retailer_id).toBe(retailerId);
    }
    const dates = orders.map((o) => o.order_Date as string);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = orders[0];
    const items = await t.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', first.id as number)
      .orderBy('id')
      .execute();
    expect(first.products).toBe(items.map((i) => i.product_name).join(', '));
    expect(first.quantity).toBe(items.reduce((q, i) => q + i.quantity, 0));
    expect(first.totalItems).toBe(items.length);
  });

  it("answers 404 for another retailer's orders and lets the admin read them", async () => {
    for (const url of [
      `/api/OrdersCategory/${retailer2Id}`,
      `/api/OrdersCategory/length/${retailer2Id}`,
      `/api/OrdersCategory/${retailer2Id}/0/50`,
      `/api/OrdersCategory/search/${retailer2Id}/Pending`,
    ]) {
      expect((await retailer.inject({ url })).statusCode, url).toBe(404);
    }
    const admin = await callerAs(t.app, 'admin');
    const res = await admin.inject({ url: `/api/OrdersCategory/${retailer2Id}` });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Array<{ retailer_id: number }>).every((o) => o.retailer_id === retailer2Id)).toBe(true);
  });

  it('refuses visitors and sellers', async () => {
    expect(
      (await (await callerAs(t.app, 'visitor')).inject({ url: `/api/OrdersCategory/${retailerId}` })).statusCode,
    ).toBe(401);
    expect(
      (await (await callerAs(t.app, 'seller')).inject({ url: `/api/OrdersCategory/${retailerId}` })).statusCode,
    ).toBe(403);
  });

  it('counts as text and pages by offsets', async () => {
    const count = await retailer.inject({ url: `/api/OrdersCategory/length/${retailerId}` });
    expect(count.headers['content-type']).toMatch(/^text\/plain/);
    expect(count.body).toBe('14');
    const all = (await retailer.inject({ url: `/api/OrdersCategory/${retailerId}` })).json() as Array<{ id: number }>;
    const page2 = (await retailer.inject({ url: `/api/OrdersCategory/${retailerId}/10/20` })).json() as Array<{
      id: number;
    }>;
    expect(page2.map((o) => o.id)).toEqual(all.slice(10, 20).map((o) => o.id));
    expect((await retailer.inject({ url: `/api/OrdersCategory/${retailerId}/20/10` })).statusCode).toBe(400);
    expect((await retailer.inject({ url: `/api/OrdersCategory/${retailerId}/0/100000` })).statusCode).toBe(400);
  });

  it("filters by the seller's store url or name", async () => {
    const byUrl = (
      await retailer.inject({ url: `/api/OrdersCategory/${retailerId}?store=karachi-medical-traders` })
    ).json() as Array<{ wholeseller_id: number }>;
    expect(byUrl).toHaveLength(7);
    expect(byUrl.every((o) => o.wholeseller_id === sellerId)).toBe(true);
    const byName = await retailer.inject({
      url: `/api/OrdersCategory/length/${retailerId}?store=${encodeURIComponent('Karachi Medical Traders')}`,
    });
    expect(byName.body).toBe('7');
  });

  it('searches by product, status, store and order number', async () => {
    const all = (await retailer.inject({ url: `/api/OrdersCategory/${retailerId}` })).json() as Array<{
      id: number;
      products: string;
      status: string;
    }>;
    const word = all[0].products.split(' ')[0];
    const byProduct = (
      await retailer.inject({
        url: `/api/OrdersCategory/search/${retailerId}/${encodeURIComponent(word.toLowerCase())}`,
      })
    ).json() as Array<{ products: string }>;
    expect(byProduct.length).toBeGreaterThan(0);
    expect(byProduct.every((o) => o.products.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const cancelled = (
      await retailer.inject({ url: `/api/OrdersCategory/search/${retailerId}/cancel` })
    ).json() as Array<{ status: string; products: string }>;
    expect(cancelled.some((o) => o.status === 'Cancel')).toBe(true);
    const byId = (
      await retailer.inject({ url: `/api/OrdersCategory/search/${retailerId}/${all[3].id}` })
    ).json() as Array<{ id: number }>;
    expect(byId.map((o) => o.id)).toContain(all[3].id);
    const wild = (
      await retailer.inject({ url: `/api/OrdersCategory/search/${retailerId}/${encodeURIComponent('%%%')}` })
    ).json();
    expect(wild).toEqual([]);
    expect(
      (await retailer.inject({ url: `/api/OrdersCategory/search/${retailerId}/${'a'.repeat(101)}` })).statusCode,
    ).toBe(400);
  });
});

describe('order again', () => {
  it("answers the order's lines at today's prices and names the lines no longer sold", async () => {
    const [order] = (
      await retailer.inject({ url: `/api/OrdersCategory/${retailerId}?store=karachi-medical-traders` })
    ).json() as Array<{ id: number }>;
    const lines = await t.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(lines.length).toBeGreaterThanOrEqual(2);
    const [keep, drop] = lines;
    await t.db.updateTable('listings').set({ total_price: 123.45 }).where('id', '=', keep.listing_id!).execute();
    const dropProduct = await t.db
      .selectFrom('listings')
      .select('product_id')
      .where('id', '=', drop.listing_id!)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('products').set({ is_disabled: true }).where('id', '=', dropProduct.product_id).execute();
    try {
      const res = await retailer.inject({ url: `/api/Orders/${order.id}/reorder` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.url).toBe('karachi-medical-traders');
      expect(body.wholeseller_id).toBe(sellerId);
      expect(body.items[0]).toMatchObject({ id: keep.listing_id, quantity: keep.quantity, total_price: 123.45 });
      expect(body.missing).toEqual([drop.product_name]);
      expect(body.items).toHaveLength(lines.length - 1);
    } finally {
      await t.db.updateTable('products').set({ is_disabled: false }).where('id', '=', dropProduct.product_id).execute();
    }
  });

  it("answers 404 for another retailer's order and refuses non-retailers", async () => {
    const [other] = (
      await (await callerAs(t.app, 'retailer2')).inject({ url: `/api/OrdersCategory/${retailer2Id}` })
    ).json() as Array<{ id: number }>;
    expect((await retailer.inject({ url: `/api/Orders/${other.id}/reorder` })).statusCode).toBe(404);
    expect((await retailer.inject({ url: '/api/Orders/99999999/reorder' })).statusCode).toBe(404);
    expect(
      (await (await callerAs(t.app, 'seller')).inject({ url: `/api/Orders/${other.id}/reorder` })).statusCode,
    ).toBe(403);
  });
});
