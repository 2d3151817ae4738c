import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, compareFolded } from '@dawalink/shared';
import { buildTestApp, callerAs, demoAccountId, type Caller, type TestApp } from '../../test/helpers.js';
import { createRetailer, createSeller } from '../../identity/accounts-write.service.js';

let t: TestApp;
let sellerId: number;
let retailer: Caller;
let retailerId: number;
const STORE = 'karachi-medical-traders';
const STORE2 = 'lahore-pharma-distributors';

beforeAll(async () => {
  t = await buildTestApp();
  sellerId = await demoAccountId(t, 'seller');
  retailer = await callerAs(t.app, 'retailer');
  retailerId = await demoAccountId(t, 'retailer');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('store pages (public)', () => {
  it('answers the seller info for a store url, never a PIN', async () => {
    const res = await get(`/api/WholesellerCategory/url/${STORE}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: sellerId,
      full_name: 'Imran Qureshi',
      busniess_name: 'Karachi Medical Traders',
      address: 'Plot 14, Denso Hall, Karachi',
      phone: '03001234567',
      url: STORE,
      min_order_value: 0,
    });
    expect(res.body).not.toMatch(/pin|password/i);
  });

  it('finds a store typed with capitals', async () => {
    const res = await get('/api/WholesellerCategory/url/Karachi-Medical-Traders');
    expect(res.json().id).toBe(sellerId);
  });

  it('answers 404 "Store Not Found" for an unknown url', async () => {
    const res = await get('/api/WholesellerCategory/url/no-such-store');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: MSG.storeNotFound });
  });

  it('answers the seller id as text for a url or a business name', async () => {
    const byUrl = await get(`/api/WholesellerCategory/wholeseller/${STORE}`);
    expect(byUrl.statusCode).toBe(200);
    expect(byUrl.headers['content-type']).toMatch(/^text\/plain/);
    expect(byUrl.body).toBe(String(sellerId));
    const byName = await get(`/api/WholesellerCategory/wholeseller/${encodeURIComponent('karachi medical traders')}`);
    expect(byName.body).toBe(String(sellerId));
    expect((await get('/api/WholesellerCategory/wholeseller/nobody')).statusCode).toBe(404);
  });

  it("lists the store's products with the contract's fields, grouped by manufacturer", async () => {
    const res = await get(`/api/WholesellerCategory/${STORE}/${sellerId}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(120);
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        'availability',
        'bonus',
        'expiry',
        'id',
        'manufacturer',
        'offer',
        'product_code',
        'product_id',
        'product_name',
        'total_price',
        'wholeseller_id',
        'scheme',
        'pack_multiple',
        'retail_price',
      ].sort(),
    );
    expect(rows.every((r) => r.wholeseller_id === sellerId)).toBe(true);
    const manufacturers = rows.map((r) => r.manufacturer as string);
    expect(manufacturers).toEqual([...manufacturers].sort(compareFolded));
  });

  it('refuses a url and an id of different stores', async () => {
    const res = await get(`/api/WholesellerCategory/${STORE2}/${sellerId}`);
    expect(res.statusCode).toBe(404);
    expect((await get(`/api/WholesellerCategory/${STORE}/abc`)).statusCode).toBe(400);
  });

  it('hides listings whose catalogue product the admin disabled', async () => {
    const [first] = (await get(`/api/WholesellerCategory/${STORE}/${sellerId}`)).json() as Array<{
      id: number;
      product_id: number;
    }>;
    await t.db.updateTable('products').set({ is_disabled: true }).where('id', '=', first.product_id).execute();
    try {
      const rows = (await get(`/api/WholesellerCategory/${STORE}/${sellerId}`)).json() as Array<{ id: number }>;
      expect(rows).toHaveLength(119);
      expect(rows.some((r) => r.id === first.id)).toBe(false);
    } finally {
      await t.db.updateTable('products').set({ is_disabled: false }).where('id', '=', first.product_id).execute();
    }
  });

  it('answers 410 store_unavailable for every store call of a disabled seller', async () => {
    const id = await createSeller(t.db, {
      full_name: 'Closed Seller',
      busniess_name: 'Closed Pharma House',
      address: 'Somewhere 1, Karachi',
      email: '',
      phone: '03009990001',
      pin: '1234',
    });
    await t.db.updateTable('accounts').set({ is_disabled: true }).where('id', '=', id).execute();
    const expected = { error: 'store_unavailable', message: 'This store is currently unavailable' };
    for (const url of [
      '/api/WholesellerCategory/url/closed-pharma-house',
      '/api/WholesellerCategory/wholeseller/closed-pharma-house',
      `/api/WholesellerCategory/closed-pharma-house/${id}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(410);
      expect(res.json()).toEqual(expected);
    }
  });
});

describe('recent stores', () => {
  const visit = (caller: Caller, payload: object) =>
    caller.inject({ method: 'POST', url: '/api/RecentStore', payload });

  it('records a visit once per store, most recent first, taking only the url', async () => {
    const id = await createRetailer(t.db, {
      fullName: 'Recent Visitor',
      store: 'Visit Mart',
      address: 'Street 1, Karachi',
      email: '',
      phone: '03009990002',
      pin: '1234',
    });
    const caller = await callerAs(t.app, 'visitor');
    const sid = (
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone: '03009990002', pin: '1234' } })
    ).cookies.find((c) => c.name === 'sid')!.value;
    const me: Caller = { sid, inject: (o) => t.app.inject({ ...o, cookies: { sid } }) };
    expect(caller.sid).toBeNull();

    expect((await me.inject({ url: `/api/RecentStore/${id}` })).json()).toEqual([]);
    const first = await visit(me, { url: STORE, retailer_id: retailerId, store: 'Fake', phone: '0000', address: 'x' });
    expect(first.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    await visit(me, { url: STORE2 });
    await new Promise((r) => setTimeout(r, 5));
    await visit(me, { url: STORE });

    const list = (await me.inject({ url: `/api/RecentStore/${id}` })).json() as Array<Record<string, unknown>>;
    expect(list.map((s) => s.url)).toEqual([STORE, STORE2]);
    expect(list[0]).toMatchObject({
      retailer_id: id,
      url: STORE,
      store: 'Karachi Medical Traders',
      phone: '03001234567',
      address: 'Plot 14, Denso Hall, Karachi',
    });
    // The tampered retailer_id went nowhere: the demo retailer's list is unchanged.
    const rows = await t.db.selectFrom('recent_stores').selectAll().where('retailer_id', '=', retailerId).execute();
    expect(rows).toHaveLength(2);
    // No order yet with either store.
    expect(list.map((s) => [s.last_order_id, s.last_order_date])).toEqual([
      [null, null],
      [null, null],
    ]);

    // Each card carries the retailer's own last order with that store (for "Order again"), not anyone else's.
    const listing = ((await get(`/api/WholesellerCategory/${STORE}/${sellerId}`)).json() as Array<{ id: number }>)[0];
    const place = async () => {
      const res = await me.inject({
        method: 'POST',
        url: '/api/Orders',
        payload: { wholeseller_id: sellerId, items: [{ listing_id: listing.id, quantity: 1 }] },
      });
      expect(res.statusCode).toBe(200);
      return Number(res.body);
    };
    await place();
    const last = await place();
    const after = (await me.inject({ url: `/api/RecentStore/${id}` })).json() as Array<{
      url: string;
      last_order_id: number | null;
      last_order_date: string | null;
    }>;
    expect(after[0]).toMatchObject({ url: STORE, last_order_id: last });
    expect(Date.now() - Date.parse(after[0].last_order_date!)).toBeLessThan(60_000);
    expect(after[1]).toMatchObject({ url: STORE2, last_order_id: null, last_order_date: null });
    const demo = (await retailer.inject({ url: `/api/RecentStore/${retailerId}` })).json() as Array<{
      last_order_id: number | null;
    }>;
    expect(demo.map((s) => s.last_order_id)).not.toContain(last);
  });

  it("answers 404 for another retailer's list and lets the admin read it", async () => {
    const other = await demoAccountId(t, 'retailer2');
    expect((await retailer.inject({ url: `/api/RecentStore/${other}` })).statusCode).toBe(404);
    const admin = await callerAs(t.app, 'admin');
    expect((await admin.inject({ url: `/api/RecentStore/${other}` })).statusCode).toBe(200);
  });

  it('refuses visitors, sellers, unknown stores and oversized urls', async () => {
    const visitor = await callerAs(t.app, 'visitor');
    expect((await visit(visitor, { url: STORE })).statusCode).toBe(401);
    expect((await visitor.inject({ url: `/api/RecentStore/${retailerId}` })).statusCode).toBe(401);
    const seller = await callerAs(t.app, 'seller');
    expect((await visit(seller, { url: STORE })).statusCode).toBe(403);
    expect((await seller.inject({ url: `/api/RecentStore/${retailerId}` })).statusCode).toBe(403);
    expect((await visit(retailer, { url: 'no-such-store' })).statusCode).toBe(404);
    expect((await visit(retailer, { url: 'x'.repeat(500) })).statusCode).toBe(400);
    expect((await visit(retailer, {})).statusCode).toBe(400);
  });
});
