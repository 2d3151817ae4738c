import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_BEYOND, ORDER_STATUSES, type Dashboard } from '@dawalink/shared';
import { buildTestApp, callerAs, demoAccountId, signIn, type TestApp } from '../../test/helpers.js';
import { createRetailer, createSeller } from '../../identity/accounts-write.service.js';

let t: TestApp;
let sellerId: number;
let sid: string;
let retailerA: number;
let retailerB: number;

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const now = Date.now();

/** Orders of a fresh seller at known times: [hours ago, total, status, retailer, items]. */
const plan: Array<[number, number, string, 'A' | 'B', Array<[string, number, number]>]> = [
  [0, 100.24, 'Pending', 'A', [['Panadol 500mg', 2, 50.12]]],
  [0, 999, 'Cancel', 'B', [['Brufen 400mg', 10, 99.9]]],
  [0, 300, 'Delivered', 'B', [['Brufen 400mg', 3, 100]]],
  [2 * 24, 200, 'Shipped', 'A', [['Panadol 500mg', 4, 50]]],
  [8 * 24, 400, 'Payment Received', 'B', [['Augmentin 625mg', 1, 400]]],
  [20 * 24, 50, 'Pending', 'A', [['Panadol 500mg', 1, 50]]],
  [40 * 24, 1000, 'Delivered', 'B', [['Augmentin 625mg', 2, 500]]],
];

beforeAll(async () => {
  t = await buildTestApp();
  const phone = '03009998877';
  sellerId = await createSeller(t.db, {
    phone,
    pin: '1234',
    full_name: 'Dash Board',
    busniess_name: 'Dashboard Test Traders',
    address: 'Karachi',
    email: '',
  });
  retailerA = await createRetailer(t.db, {
    phone: '03009998866',
    pin: '1234',
    fullName: 'Ali Khan',
    store: 'Khan Medicos',
    address: 'Lahore',
    email: '',
  });
  retailerB = await createRetailer(t.db, {
    phone: '03009998855',
    pin: '1234',
    fullName: 'Sara Ali',
    store: 'Sara Pharmacy',
    address: 'Quetta',
    email: '',
  });
  for (const [hoursAgo, total, status, who, items] of plan) {
    const order = await t.db
      .insertInto('orders')
      .values({
        retailer_id: who === 'A' ? retailerA : retailerB,
        wholeseller_id: sellerId,
        retailer_name: who === 'A' ? 'Ali Khan' : 'Sara Ali',
        store: who === 'A' ? 'Khan Medicos' : 'Sara Pharmacy',
        phone_no: '03009998866',
        address: 'x',
        seller_store: 'Dashboard Test Traders',
        seller_phone_no: phone,
        total,
        total_items: items.length,
        total_quantity: items.reduce((q, i) => q + i[1], 0),
        status,
        order_date: new Date(now - hoursAgo * HOUR),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('order_items')
      .values(
        items.map(([product_name, quantity, price]) => ({
          order_id: order.id,
          product_name,
          quantity,
          price,
          listing_id: null,
          product_id: null,
        })),
      )
      .execute();
  }
  sid = await signIn(t.app, phone);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, s: string | null = sid) => t.app.inject({ url, cookies: s ? { sid: s } : {} });

/** What the figures should be in UTC, computed the slow way. */
function expected(fromMs: number) {
  const rows = plan.filter(([h, , status]) => status !== 'Cancel' && now - h * HOUR >= fromMs);
  return { sales: rows.reduce((s, r) => s + Math.round(r[1] * 100), 0) / 100, orders: rows.length };
}

describe('GET /api/Dashboard/{sellerId}', () => {
  it("sums sales today, this week and this month without cancelled orders, in the viewer's time zone", async () => {
    const res = await get(`/api/Dashboard/${sellerId}?tz=UTC`);
    expect(res.statusCode).toBe(200);
    const d = res.json() as Dashboard;
    const today = new Date(now);
    const dayStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    const weekStart = dayStart - ((today.getUTCDay() + 6) % 7) * DAY;
    const monthStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
    expect(d.today).toEqual(expected(dayStart));
    expect(d.week).toEqual(expected(weekStart));
    expect(d.month).toEqual(expected(monthStart));
    expect(d.today).toEqual({ sales: 400.24, orders: 2 });
  });

  it('counts orders by every status, zeros included', async () => {
    const d = (await get(`/api/Dashboard/${sellerId}`)).json() as Dashboard;
    expect(d.by_status.map((s) => s.status)).toEqual([...ORDER_STATUSES]);
    expect(Object.fromEntries(d.by_status.map((s) => [s.status, s.count]))).toEqual({
      'Payment Received': 1,
      Pending: 2,
      Cancel: 1,
      Shipped: 1,
      Delivered: 2,
    });
  });

  it('draws one point per day of the period and ranks products and retailers by sales', async () => {
    const d = (await get(`/api/Dashboard/${sellerId}?days=30&tz=UTC`)).json() as Dashboard;
    expect(d.days).toBe(30);
    expect(d.daily).toHaveLength(30);
    expect(d.daily.at(-1)!.day).toBe(new Date(now).toISOString().slice(0, 10));
    expect(d.daily.at(-1)).toMatchObject({ sales: 400.24, orders: 2 });
    expect(d.daily.reduce((s, x) => s + x.orders, 0)).toBe(5);
    expect(d.top_products).toEqual(
      [
        { product_name: 'Augmentin 625mg', quantity: 1, sales: 400 },
        { product_name: 'Brufen 400mg', quantity: 3, sales: 300 },
        { product_name: 'Panadol 500mg', quantity: 7, sales: 350.24 },
      ].sort((a, b) => b.sales - a.sales),
    );
    expect(d.top_retailers).toEqual([
      {
        retailer_id: retailerB,
        store: 'Sara Pharmacy',
        retailer_name: 'Sara Ali',
        phone: '03009998855',
        orders: 2,
        sales: 700,
      },
      {
        retailer_id: retailerA,
        store: 'Khan Medicos',
        retailer_name: 'Ali Khan',
        phone: '03009998866',
        orders: 3,
        sales: 350.24,
      },
    ]);
    const week = (await get(`/api/Dashboard/${sellerId}?days=7&tz=UTC`)).json() as Dashboard;
    expect(week.daily).toHaveLength(7);
    expect(week.top_retailers[0]).toMatchObject({ retailer_id: retailerA, orders: 2, sales: 300.24 });
    const quarter = (await get(`/api/Dashboard/${sellerId}?days=90&tz=UTC`)).json() as Dashboard;
    expect(quarter.top_products[0]).toEqual({ product_name: 'Augmentin 625mg', quantity: 3, sales: 1400 });
  });

  it("uses Asia/Karachi by default and takes the browser's zone; refuses unknown zones and periods", async () => {
    const d = (await get(`/api/Dashboard/${sellerId}`)).json() as Dashboard;
    expect(d.tz).toBe('Asia/Karachi');
    expect(d.days).toBe(30);
    expect((await get(`/api/Dashboard/${sellerId}?tz=America/New_York`)).statusCode).toBe(200);
    const bad = await get(`/api/Dashboard/${sellerId}?tz=Mars/Olympus`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG_BEYOND.badTimeZone);
    expect(
      (await get(`/api/Dashboard/${sellerId}?tz=${encodeURIComponent("UTC'; DROP TABLE orders;--")}`)).statusCode,
    ).toBe(400);
    expect((await get(`/api/Dashboard/${sellerId}?days=365`)).statusCode).toBe(400);
  });

  it('is for the seller themself or the admin: another seller gets 404, a retailer 403, a visitor 401', async () => {
    const demoSeller = await callerAs(t.app, 'seller');
    expect((await demoSeller.inject({ url: `/api/Dashboard/${sellerId}` })).statusCode).toBe(404);
    const demoSellerId = await demoAccountId(t, 'seller');
    expect((await demoSeller.inject({ url: `/api/Dashboard/${demoSellerId}` })).statusCode).toBe(200);
    const admin = await callerAs(t.app, 'admin');
    const asAdmin = await admin.inject({ url: `/api/Dashboard/${sellerId}?tz=UTC` });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().today).toEqual({ sales: 400.24, orders: 2 });
    expect((await admin.inject({ url: '/api/Dashboard/999999' })).statusCode).toBe(404);
    expect((await (await callerAs(t.app, 'retailer')).inject({ url: `/api/Dashboard/${sellerId}` })).statusCode).toBe(
      403,
    );
    expect((await get(`/api/Dashboard/${sellerId}`, null)).statusCode).toBe(401);
    expect((await get('/api/Dashboard/abc')).statusCode).toBe(400);
  });
});

describe("GET /api/Dashboard/{sellerId} in the seller's time zone", () => {
  const phone = '03009997766';
  let zoneSeller: number;
  let zoneSid: string;
  /** Karachi is UTC+5 all year: its day begins at 19:00 UTC the evening before. */
  const karachiDayStart = (ms: number) => {
    const d = new Date(ms + 5 * HOUR);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - 5 * HOUR;
  };
  const karachiDay = (ms: number) => new Date(ms + 5 * HOUR).toISOString().slice(0, 10);
  const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  // Three days back, at 18:30 and 19:30 UTC: one Karachi day apart, the same UTC day.
  const base =
    Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate()) - 3 * DAY;
  const before = base + 18.5 * HOUR;
  const after = base + 19.5 * HOUR;
  const todayStart = karachiDayStart(Date.now());

  beforeAll(async () => {
    zoneSeller = await createSeller(t.db, {
      phone,
      pin: '1234',
      full_name: 'Zone Seller',
      busniess_name: 'Zone Test Traders',
      address: 'Karachi',
      email: '',
    });
    const at = [
      [before, 10],
      [after, 20],
      // Just before and at the start of today in Karachi.
      [todayStart - 30 * 60_000, 40],
      [todayStart, 80],
    ] as const;
    for (const [ms, total] of at) {
      await t.db
        .insertInto('orders')
        .values({
          retailer_id: retailerA,
          wholeseller_id: zoneSeller,
          retailer_name: 'Ali Khan',
          store: 'Khan Medicos',
          phone_no: '03009998866',
          address: 'x',
          seller_store: 'Zone Test Traders',
          seller_phone_no: phone,
          total,
          total_items: 1,
          total_quantity: 1,
          status: 'Pending',
          order_date: new Date(ms),
        })
        .execute();
    }
    zoneSid = await signIn(t.app, phone);
  });

  const dash = async (query = '') => {
    const res = await get(`/api/Dashboard/${zoneSeller}?days=7${query}`, zoneSid);
    expect(res.statusCode).toBe(200);
    return res.json() as Dashboard;
  };
  const salesOn = (d: Dashboard, day: string) => d.daily.find((r) => r.day === day)?.sales ?? 0;

  it('counts an order at 19:30 UTC for the next day in Karachi (the default), both days in UTC', async () => {
    const d = await dash();
    expect(d.tz).toBe('Asia/Karachi');
    expect(karachiDay(after)).not.toBe(karachiDay(before));
    expect(salesOn(d, karachiDay(before))).toBe(10);
    expect(salesOn(d, karachiDay(after))).toBe(20);
    // Today in Karachi began at 19:00 UTC: the order half an hour before is yesterday's.
    expect(d.today).toEqual({ sales: 80, orders: 1 });
    expect(d.daily.at(-1)).toEqual({ day: karachiDay(Date.now()), sales: 80, orders: 1 });

    const u = await dash('&tz=UTC');
    expect(salesOn(u, utcDay(before))).toBe(30);
  });

  it("follows the seller's time zone setting, for the admin's view too", async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/SellerSettings',
      cookies: { sid: zoneSid },
      payload: { time_zone: 'UTC' },
    });
    expect(put.statusCode).toBe(200);
    const d = await dash();
    expect(d.tz).toBe('UTC');
    expect(salesOn(d, utcDay(before))).toBe(30);
    const admin = await callerAs(t.app, 'admin');
    expect((await admin.inject({ url: `/api/Dashboard/${zoneSeller}?days=7` })).json().tz).toBe('UTC');
    // A seller's zone is theirs alone: the first seller still counts in Karachi.
    expect(((await get(`/api/Dashboard/${sellerId}`)).json() as Dashboard).tz).toBe('Asia/Karachi');
  });

  it('shows the phone beside each top retailer, to tell apart stores of the same name', async () => {
    const d = await dash();
    expect(d.top_retailers).toEqual([
      {
        retailer_id: retailerA,
        store: 'Khan Medicos',
        retailer_name: 'Ali Khan',
        phone: '03009998866',
        orders: 4,
        sales: 150,
      },
    ]);
  });
});
