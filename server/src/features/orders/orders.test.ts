import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, orderSchema } from '@dawalink/shared';
import { buildTestApp, callerAs, demoAccountId, type Caller, type TestApp } from '../../test/helpers.js';
import { expectBadPagesRefused } from '../../test/paging.js';

let t: TestApp;
let seller: Caller;
let seller2: Caller;
let retailer: Caller;
let retailer2: Caller;
let admin: Caller;
let visitor: Caller;
let sellerId: number;
let seller2Id: number;
let retailerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  // One after the other: parallel sign-ins would open extra pool connections for no gain.
  const callers: Caller[] = [];
  for (const role of ['seller', 'seller2', 'retailer', 'retailer2', 'admin', 'visitor'] as const)
    callers.push(await callerAs(t.app, role));
  [seller, seller2, retailer, retailer2, admin, visitor] = callers;
  sellerId = await demoAccountId(t, 'seller');
  seller2Id = await demoAccountId(t, 'seller2');
  retailerId = await demoAccountId(t, 'retailer');
});
afterAll(async () => {
  await t.close();
});

const ordersOf = (ownerId: number) =>
  t.db
    .selectFrom('orders')
    .selectAll()
    .where('wholeseller_id', '=', ownerId)
    .orderBy('order_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
const orderRow = (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** An order of `ownerId` placed by the demo retailer. */
const orderOf = async (ownerId: number) =>
  t.db
    .selectFrom('orders')
    .selectAll()
    .where('wholeseller_id', '=', ownerId)
    .where('retailer_id', '=', retailerId)
    .orderBy('id')
    .executeTakeFirstOrThrow();

describe('seller order list', () => {
  it('counts my orders as plain text', async () => {
    const res = await seller.inject({ url: `/api/OrdersCategory/seller/length/${sellerId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(String((await ordersOf(sellerId)).length));
  });

  it('pages my orders newest first with the spec fields', async () => {
    const all = await ordersOf(sellerId);
    const res = await seller.inject({ url: `/api/OrdersCategory/seller/${sellerId}/0/50` });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.id)).toEqual(all.map((o) => o.id));
    for (const row of rows) expect(orderSchema.safeParse(row).success).toBe(true);
    const first = rows[0];
    expect(Object.keys(first).sort()).toEqual(
      [
        'address',
        'booked_by',
        'id',
        'order_Date',
        'phone_no',
        'products',
        'quantity',
        'retailer_id',
        'retailer_name',
        'seller_phone_no',
        'seller_store',
        'status',
        'store',
        'total',
        'totalItems',
        'wholeseller_id',
      ].sort(),
    );
    const items = await t.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', first.id as number)
      .orderBy('id')
      .execute();
    expect(first.products).toBe(items.map((i) => i.product_name).join(', '));
    expect(first.quantity).toBe(items.reduce((q, i) => q + i.quantity, 0));
    expect(first.totalItems).toBe(items.length);
    expect(new Date(first.order_Date as string).toISOString()).toBe(first.order_Date);
  });

  it('shows the product names of an order written without them (an older release during a rolling deploy)', async () => {
    const newest = (await ordersOf(sellerId))[0];
    const items = await t.db
      .selectFrom('order_items')
      .select('product_name')
      .where('order_id', '=', newest.id)
      .orderBy('id')
      .execute();
    expect(newest.products).toBe(items.map((i) => i.product_name).join(', '));
    await t.db
      .updateTable('orders')
      .set({ products: '' } as never)
      .where('id', '=', newest.id)
      .execute();
    try {
      const rows = (await seller.inject({ url: `/api/OrdersCategory/seller/${sellerId}/0/50` })).json() as Array<{
        id: number;
        products: string;
      }>;
      expect(rows.find((r) => r.id === newest.id)?.products).toBe(newest.products);
      const mine = (await retailer.inject({ url: `/api/OrdersCategory/${retailerId}` })).json() as Array<{
        id: number;
        products: string;
      }>;
      if (newest.retailer_id === retailerId)
        expect(mine.find((r) => r.id === newest.id)?.products).toBe(newest.products);
    } finally {
      await t.db
        .updateTable('orders')
        .set({ products: newest.products } as never)
        .where('id', '=', newest.id)
        .execute();
    }
  });

  it('answers the spec offsets: start..end, more than 200 capped, past the end empty, bad offsets refused', async () => {
    const all = await ordersOf(sellerId);
    const page = (await seller.inject({ url: `/api/OrdersCategory/seller/${sellerId}/5/10` })).json() as Array<{
      id: number;
    }>;
    expect(page.map((r) => r.id)).toEqual(all.slice(5, 10).map((o) => o.id));
    expect((await seller.inject({ url: `/api/OrdersCategory/seller/${sellerId}/500/550` })).json()).toEqual([]);
    expect((await seller.inject({ url: `/api/OrdersCategory/seller/${sellerId}/10/5` })).json()).toEqual([]);
    expect((await seller.inject({ url: `/api/OrdersCategory/seller/${sellerId}/x/50` })).statusCode).toBe(400);
  });

  it("never shows another seller's orders: 404 for their id, 403 to a retailer, 401 to a visitor; the admin may", async () => {
    for (const url of [
      `/api/OrdersCategory/seller/length/${seller2Id}`,
      `/api/OrdersCategory/seller/${seller2Id}/0/50`,
      `/api/OrdersCategory/seller/search/${seller2Id}/Pharmacy`,
    ]) {
      expect((await seller.inject({ url })).statusCode).toBe(404);
      expect((await retailer.inject({ url })).statusCode).toBe(403);
      expect((await visitor.inject({ url })).statusCode).toBe(401);
      expect((await admin.inject({ url })).statusCode).toBe(200);
    }
  });

  it('searches my orders by store, retailer name, phone (also +92) and order no', async () => {
    const mine = await ordersOf(sellerId);
    const search = async (text: string) =>
      (
        await seller.inject({ url: `/api/OrdersCategory/seller/search/${sellerId}/${encodeURIComponent(text)}` })
      ).json() as Array<{ id: number; wholeseller_id: number }>;
    const byStore = await search('shifa');
    expect(byStore.length).toBe(mine.filter((o) => o.store.toLowerCase().includes('shifa')).length);
    expect(byStore.length).toBeGreaterThan(0);
    expect(byStore.every((o) => o.wholeseller_id === sellerId)).toBe(true);
    expect((await search('fatima')).length).toBe(
      mine.filter((o) => o.retailer_name.toLowerCase().includes('fatima')).length,
    );
    const phone = mine[0].phone_no;
    const part = phone.slice(3, 9);
    const byPhonePart = await search(part);
    expect(byPhonePart.length).toBeGreaterThan(0);
    const matching = (o: (typeof mine)[number]) =>
      [o.phone_no, o.store, o.retailer_name].some((v) => v.includes(part)) || o.id === Number(part);
    expect(byPhonePart.map((o) => o.id)).toEqual(mine.filter(matching).map((o) => o.id));
    expect((await search('+92' + phone.slice(1))).map((o) => o.id)).toEqual(
      mine.filter((o) => o.phone_no === phone).map((o) => o.id),
    );
    const byNo = await search(String(mine[3].id));
    expect(byNo.map((o) => o.id)).toContain(mine[3].id);
    const foreign = await orderOf(seller2Id);
    expect((await search(String(foreign.id))).map((o) => o.id)).not.toContain(foreign.id);
    expect(await search('%%%')).toEqual([]);
    expect(
      (await seller.inject({ url: `/api/OrdersCategory/seller/search/${sellerId}/${'a'.repeat(101)}` })).statusCode,
    ).toBe(400);
  });
});

describe('seller order search by pages (?offset&limit)', () => {
  const url = (text: string, query: string, id = sellerId) =>
    `/api/OrdersCategory/seller/search/${id}/${encodeURIComponent(text)}?${query}`;
  const paged = async (text: string, query: string, caller = seller, id = sellerId) => {
    const res = await caller.inject({ url: url(text, query, id) });
    expect(res.statusCode, query).toBe(200);
    return res.json() as {
      total: number;
      rows: Array<{ id: number; wholeseller_id: number; status: string; store: string }>;
    };
  };

  it('answers a page of the matches with their count (under the cap), as the plain search sorts and filters them', async () => {
    const text = 'a';
    const plain = (
      await seller.inject({ url: `/api/OrdersCategory/seller/search/${sellerId}/${text}` })
    ).json() as Array<{ id: number; status: string }>;
    expect(plain.length).toBeGreaterThan(10);
    const first = await paged(text, 'offset=0&limit=5');
    const second = await paged(text, 'offset=5&limit=5');
    expect(first.total).toBe(plain.length);
    expect(second.total).toBe(plain.length);
    expect(first.rows.map((o) => o.id)).toEqual(plain.slice(0, 5).map((o) => o.id));
    expect(second.rows.map((o) => o.id)).toEqual(plain.slice(5, 10).map((o) => o.id));
    // The last, short page and a page past the end still count every match.
    const last = await paged(text, `offset=${plain.length - 2}&limit=5`);
    expect(last.rows.map((o) => o.id)).toEqual(plain.slice(-2).map((o) => o.id));
    expect(last.total).toBe(plain.length);
    expect(await paged(text, `offset=${plain.length + 5}`)).toEqual({ total: plain.length, rows: [] });
    expect(await paged('%%%', 'offset=0')).toEqual({ total: 0, rows: [] });
    // Filters and sorts apply before the page.
    const status = plain[0].status;
    const ofStatus = (
      await seller.inject({
        url: `/api/OrdersCategory/seller/search/${sellerId}/${text}?status=${encodeURIComponent(status)}&sort=total&dir=asc`,
      })
    ).json() as Array<{ id: number }>;
    const pagedStatus = await paged(text, `status=${encodeURIComponent(status)}&sort=total&dir=asc&offset=1&limit=3`);
    expect(pagedStatus.total).toBe(ofStatus.length);
    expect(pagedStatus.rows.map((o) => o.id)).toEqual(ofStatus.slice(1, 4).map((o) => o.id));
    expect(pagedStatus.rows.every((o) => o.status === status)).toBe(true);
  });

  it("counts only the caller's orders and keeps another seller's out", async () => {
    const mine = await ordersOf(sellerId);
    const found = await paged('a', 'limit=200');
    expect(found.rows.every((o) => o.wholeseller_id === sellerId)).toBe(true);
    expect(found.total).toBe(
      mine.filter((o) => [o.store, o.retailer_name, o.phone_no].some((v) => v.toLowerCase().includes('a'))).length,
    );
    const foreign = await orderOf(seller2Id);
    expect(await paged(String(foreign.id), 'offset=0')).toEqual({ total: 0, rows: [] });
    expect((await seller.inject({ url: url('a', 'offset=0', seller2Id) })).statusCode).toBe(404);
    expect((await retailer.inject({ url: url('a', 'offset=0') })).statusCode).toBe(403);
    expect((await admin.inject({ url: url('a', 'offset=0', seller2Id) })).statusCode).toBe(200);
  });

  it('refuses bad page parameters with a clear message', async () => {
    await expectBadPagesRefused((query) => seller.inject({ url: url('shifa', query) }));
  });
});

describe('one order: GET /api/Orders/{id}, items, details, history', () => {
  it('answers the seller who received it, the retailer who placed it and the admin', async () => {
    const order = await orderOf(sellerId);
    for (const caller of [seller, retailer, admin]) {
      const res = await caller.inject({ url: `/api/Orders/${order.id}` });
      expect(res.statusCode).toBe(200);
      const body = res.json() as Array<{ id: number; status: string }>;
      expect(body).toHaveLength(1);
      expect(body[0]).toMatchObject({ id: order.id, status: order.status, total: order.total, store: order.store });
    }
  });

  it('answers 404 to another seller, another retailer and for an unknown order; 401 to a visitor', async () => {
    const order = await orderOf(sellerId);
    for (const suffix of ['', '/items', '/items/details', '/history']) {
      expect((await seller2.inject({ url: `/api/Orders/${order.id}${suffix}` })).statusCode).toBe(404);
      expect((await retailer2.inject({ url: `/api/Orders/${order.id}${suffix}` })).statusCode).toBe(404);
      expect((await seller.inject({ url: `/api/Orders/999999${suffix}` })).statusCode).toBe(404);
      expect((await visitor.inject({ url: `/api/Orders/${order.id}${suffix}` })).statusCode).toBe(401);
    }
  });

  it('lists the lines as id, productName, quantity, price, offer, net, orderId; the total is the sum of the nets', async () => {
    const order = await orderOf(sellerId);
    const res = await seller.inject({ url: `/api/Orders/${order.id}/items` });
    expect(res.statusCode).toBe(200);
    const items = res.json() as Array<Record<string, number | string>>;
    expect(items.length).toBe(order.total_items);
    expect(Object.keys(items[0]).sort()).toEqual([
      'bonus_quantity',
      'id',
      'listing_id',
      'net',
      'offer',
      'orderId',
      'price',
      'productName',
      'quantity',
    ]);
    expect(items.every((i) => i.orderId === order.id)).toBe(true);
    const sum = items.reduce((s, i) => s + Math.round((i.net as number) * 100), 0) / 100;
    expect(sum).toBe(order.total);
  });

  it('answers order_items and order_details for the print page', async () => {
    const order = await orderOf(sellerId);
    const res = await retailer.inject({ url: `/api/Orders/${order.id}/items/details` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.order_items).toHaveLength(order.total_items);
    expect(body.order_details[0]).toMatchObject({ id: order.id, phone_no: order.phone_no, address: order.address });
    // The slip's letterhead: the seller's business name, address and phone.
    expect(body.seller).toEqual({
      busniess_name: 'Karachi Medical Traders',
      address: expect.any(String),
      phone: '03001234567',
    });
    expect(body.seller.address.length).toBeGreaterThan(0);
  });

  it('answers the status history oldest first with who changed it', async () => {
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('wholeseller_id', '=', sellerId)
      .where('status', '=', 'Shipped')
      .executeTakeFirstOrThrow();
    const res = await seller.inject({ url: `/api/Orders/${order.id}/history` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([
      { from_status: null, to_status: 'Pending', changed_by_type: 'retailer', changed_by_name: order.retailer_name },
      { from_status: 'Pending', to_status: 'Shipped', changed_by_type: 'seller', changed_by_name: 'Imran Qureshi' },
    ]);
  });
});

describe('PUT /api/Orders/{id}', () => {
  it('changes only the status, records who and when, and stores the corrected spelling', async () => {
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('wholeseller_id', '=', seller2Id)
      .where('status', '=', 'Pending')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = Date.now();
    const res = await seller2.inject({
      method: 'PUT',
      url: `/api/Orders/${order.id}`,
      payload: {
        id: 1,
        retailer_id: 999,
        retailer_name: 'Tampered',
        total: 1,
        totalItems: 99,
        status: 'Payment Recieved',
        order_Date: '2000-01-01T00:00:00.000Z',
        store: 'Tampered',
        seller_store: 'Tampered',
        phone_no: '0000',
        seller_phone_no: '0000',
        address: 'Tampered',
        wholeseller_id: sellerId,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: order.id,
      status: 'Payment Received',
      store: order.store,
      total: order.total,
    });
    const after = await orderRow(order.id);
    expect({ ...after, status_changed_at: null }).toEqual({
      ...order,
      status: 'Payment Received',
      status_changed_at: null,
    });
    expect(after.status_changed_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const history = await t.db
      .selectFrom('order_status_history')
      .selectAll()
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(history.at(-1)).toMatchObject({
      from_status: 'Pending',
      to_status: 'Payment Received',
      changed_by: seller2Id,
    });

    // Choosing the same status again records nothing new.
    await seller2.inject({ method: 'PUT', url: `/api/Orders/${order.id}`, payload: { status: 'Payment Received' } });
    expect(
      await t.db.selectFrom('order_status_history').selectAll().where('order_id', '=', order.id).execute(),
    ).toHaveLength(history.length);

    const listed = (await seller2.inject({ url: `/api/OrdersCategory/seller/${seller2Id}/0/50` })).json() as Array<{
      id: number;
      status: string;
    }>;
    expect(listed.find((o) => o.id === order.id)!.status).toBe('Payment Received');
  });

  it('refuses an empty or unknown status with the spec message and writes nothing', async () => {
    const order = await orderOf(seller2Id);
    for (const payload of [{ status: '' }, { status: 'Lost' }, {}, { status: null }]) {
      const res = await seller2.inject({ method: 'PUT', url: `/api/Orders/${order.id}`, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'validation', message: MSG.selectProductStatus });
    }
    expect(await orderRow(order.id)).toEqual(order);
  });

  it("cannot change another seller's order (404, unchanged); a retailer gets 403, a visitor 401; the admin may", async () => {
    const order = await orderOf(seller2Id);
    const historyBefore = await t.db
      .selectFrom('order_status_history')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(
      (await seller.inject({ method: 'PUT', url: `/api/Orders/${order.id}`, payload: { status: 'Cancel' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await retailer.inject({ method: 'PUT', url: `/api/Orders/${order.id}`, payload: { status: 'Cancel' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await visitor.inject({ method: 'PUT', url: `/api/Orders/${order.id}`, payload: { status: 'Cancel' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await seller.inject({ method: 'PUT', url: '/api/Orders/999999', payload: { status: 'Cancel' } })).statusCode,
    ).toBe(404);
    expect(await orderRow(order.id)).toEqual(order);
    expect(
      await t.db.selectFrom('order_status_history').selectAll().where('order_id', '=', order.id).execute(),
    ).toEqual(historyBefore);

    const target = order.status === 'Delivered' ? 'Shipped' : 'Delivered';
    const byAdmin = await admin.inject({ method: 'PUT', url: `/api/Orders/${order.id}`, payload: { status: target } });
    expect(byAdmin.statusCode).toBe(200);
    const history = (await admin.inject({ url: `/api/Orders/${order.id}/history` })).json() as Array<{
      to_status: string;
      changed_by_type: string;
    }>;
    expect(history.at(-1)).toMatchObject({ to_status: target, changed_by_type: 'admin' });
  });

  it('refuses a cross-site status change', async () => {
    const order = await orderOf(seller2Id);
    const res = await seller2.inject({
      method: 'PUT',
      url: `/api/Orders/${order.id}`,
      payload: { status: 'Cancel' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});
