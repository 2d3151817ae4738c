import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { MAX_BULK_ORDERS, MAX_STATUS_NOTE, ORDER_DESK_MSG, ORDER_STATUS_FLOW, type Order } from '@dawalink/shared';
import {
  buildTestApp,
  callerAs,
  demoAccountId,
  freshDatabase,
  signIn,
  type Caller,
  type TestApp,
} from '../../test/helpers.js';
import { createSeller } from '../../identity/accounts-write.service.js';
import * as offerNetMigration from '../../db/migrations/043-offer-net-order-desk.js';
import { textRetailersAboutStatus } from './order-status-sms.service.js';

/**
 * The offer charged (DESIGN.md section 7) and the seller's order desk: status filter and counts, sorts, one-digit
 * order numbers, status changes of several orders with a note, and the retailer's SMS on Shipped and Cancel.
 */

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
/** A seller of this file's own, with four listings priced for the worked examples. */
let desk: Caller;
let deskId: number;
let deskListings: Array<{ id: number; total_price: number; offer: number; product_name: string }>;

const DESK_PHONE = '03451112233';

beforeAll(async () => {
  t = await buildTestApp();
  const callers: Caller[] = [];
  for (const role of ['seller', 'seller2', 'retailer', 'retailer2', 'admin', 'visitor'] as const)
    callers.push(await callerAs(t.app, role));
  [seller, seller2, retailer, retailer2, admin, visitor] = callers;
  sellerId = await demoAccountId(t, 'seller');
  seller2Id = await demoAccountId(t, 'seller2');
  retailerId = await demoAccountId(t, 'retailer');

  deskId = await createSeller(t.db, {
    full_name: 'Desk Tester',
    busniess_name: 'Desk Test Traders',
    address: 'Plot 9, SITE Area, Karachi',
    email: '',
    phone: DESK_PHONE,
    pin: '1234',
  });
  const sid = await signIn(t.app, DESK_PHONE);
  desk = { sid, inject: (options) => t.app.inject({ ...options, cookies: { ...(options.cookies ?? {}), sid } }) };
  const products = await t.db
    .selectFrom('products')
    .select('id')
    .where('is_disabled', '=', false)
    .orderBy('id')
    .limit(4)
    .execute();
  const prices: Array<[number, number]> = [
    [123.45, 5],
    [0.99, 12.5],
    [250, 0],
    [80, 100],
  ];
  const res = await desk.inject({
    method: 'POST',
    url: '/api/MedicalProducts',
    payload: products.map((p, i) => ({ product_id: p.id, offer: prices[i][1], bonus: '', total_price: prices[i][0] })),
  });
  expect(res.statusCode).toBe(200);
  deskListings = (await desk.inject({ url: `/api/WholesellerCategory/${deskId}` })).json();
  deskListings.sort(
    (a, b) => prices.findIndex((p) => p[0] === a.total_price) - prices.findIndex((p) => p[0] === b.total_price),
  );
});
afterAll(async () => {
  await t.close();
});

const listing = (price: number) => deskListings.find((l) => l.total_price === price)!;
const placeDeskOrder = async (items: Array<[number, number]>, extra: Record<string, unknown> = {}) => {
  const res = await retailer.inject({
    method: 'POST',
    url: '/api/Orders',
    payload: {
      wholeseller_id: deskId,
      items: items.map(([price, quantity]) => ({ listing_id: listing(price).id, quantity })),
      ...extra,
    },
  });
  expect(res.statusCode).toBe(200);
  return Number(res.body);
};
const itemsOf = async (caller: Caller, orderId: number) =>
  (await caller.inject({ url: `/api/Orders/${orderId}/items` })).json() as Array<{
    productName: string;
    quantity: number;
    price: number;
    offer: number;
    net: number;
  }>;
const orderOf = async (caller: Caller, orderId: number) =>
  ((await caller.inject({ url: `/api/Orders/${orderId}` })).json() as Order[])[0];

describe('the offer is charged', () => {
  it('prices each line as quantity x T.P x (100 - offer) / 100 to the paisa; the total is the sum of the nets', async () => {
    const id = await placeDeskOrder([
      [123.45, 3],
      [0.99, 7],
      [250, 2],
      [80, 4],
    ]);
    const items = await itemsOf(retailer, id);
    expect(items.map((i) => [i.quantity, i.price, i.offer, i.net])).toEqual([
      [3, 123.45, 5, 351.83], // 370.35 less 5 % = 351.8325
      [7, 0.99, 12.5, 6.06], // 6.93 less 12.5 % = 6.06375
      [2, 250, 0, 500], // no offer: T.P
      [4, 80, 100, 0], // all off
    ]);
    const total = 351.83 + 6.06 + 500;
    for (const caller of [retailer, desk, admin]) expect((await orderOf(caller, id)).total).toBe(total);
    const row = await t.db
      .selectFrom('orders')
      .select(['total', 'total_quantity'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ total, total_quantity: 16 });
    // Every list shows the charged total.
    const page = (await desk.inject({ url: `/api/OrdersCategory/seller/${deskId}/0/50` })).json() as Order[];
    expect(page.find((o) => o.id === id)!.total).toBe(total);
    const mine = (await retailer.inject({ url: `/api/OrdersCategory/${retailerId}` })).json() as Order[];
    expect(mine.find((o) => o.id === id)!.total).toBe(total);
    const details = (await desk.inject({ url: `/api/Orders/${id}/items/details` })).json();
    expect(details.order_items.map((i: { net: number }) => i.net)).toEqual([351.83, 6.06, 500, 0]);
    expect(details.seller).toEqual({
      busniess_name: 'Desk Test Traders',
      address: 'Plot 9, SITE Area, Karachi',
      phone: DESK_PHONE,
    });
  });

  it('keeps the offer and net an order was placed with when the listing changes later', async () => {
    const id = await placeDeskOrder([[123.45, 3]]);
    const l = listing(123.45);
    const put = await desk.inject({
      method: 'PUT',
      url: `/api/MedicalProducts/${l.id}`,
      payload: { offer: 20, bonus: '', total_price: 200 },
    });
    expect(put.statusCode).toBe(200);
    try {
      expect((await itemsOf(desk, id)).map((i) => [i.price, i.offer, i.net])).toEqual([[123.45, 5, 351.83]]);
      const placed = await retailer.inject({
        method: 'POST',
        url: '/api/Orders',
        payload: { wholeseller_id: deskId, items: [{ listing_id: l.id, quantity: 3 }] },
      });
      const next = Number(placed.body);
      expect((await itemsOf(desk, next)).map((i) => [i.price, i.offer, i.net])).toEqual([[200, 20, 480]]);
    } finally {
      await desk.inject({
        method: 'PUT',
        url: `/api/MedicalProducts/${l.id}`,
        payload: { offer: 5, bonus: '', total_price: 123.45 },
      });
    }
  });

  it('counts what was charged in the dashboard: sales and top products are nets', async () => {
    const before = (await desk.inject({ url: `/api/Dashboard/${deskId}?days=7` })).json();
    const id = await placeDeskOrder([[0.99, 7]]);
    const after = (await desk.inject({ url: `/api/Dashboard/${deskId}?days=7` })).json();
    expect(Math.round((after.today.sales - before.today.sales) * 100)).toBe(606);
    const product = (await itemsOf(desk, id))[0].productName;
    const sold = await t.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select((eb) => eb.fn.sum<number>('order_items.net').as('net'))
      .where('orders.wholeseller_id', '=', deskId)
      .where('order_items.product_name', '=', product)
      .executeTakeFirstOrThrow();
    expect(after.top_products.find((p: { product_name: string }) => p.product_name === product).sales).toBe(
      Number(sold.net),
    );
  });

  it('reads a line written without net (a process of the previous release during a rolling deploy) at T.P', async () => {
    const id = await placeDeskOrder([[250, 2]]);
    await t.db.updateTable('order_items').set({ net: null }).where('order_id', '=', id).execute();
    expect((await itemsOf(desk, id)).map((i) => i.net)).toEqual([500]);
  });

  it('migration 043 keeps the orders placed before it as they were: offer 0, net = their line total', async () => {
    // A database as the previous release left it: migrated up to 043, then 043 undone, with an order of that time.
    const handle = await freshDatabase();
    try {
      const db = handle.db;
      await offerNetMigration.down(db as never);
      const { rows } = await sql<{ seller: number; retailer: number }>`
        WITH s AS (INSERT INTO accounts (type, phone, pin_hash) VALUES ('seller', '03001110001', 'x') RETURNING id),
             r AS (INSERT INTO accounts (type, phone, pin_hash) VALUES ('retailer', '03001110002', 'x') RETURNING id),
             w AS (INSERT INTO wholesalers (id, full_name, busniess_name, address, url) SELECT id, 'Old', 'Old Traders', 'x', 'old-traders' FROM s),
             rr AS (INSERT INTO retailers (id, full_name, store, address) SELECT id, 'Old Buyer', 'Old Store', 'x' FROM r)
        SELECT s.id AS seller, r.id AS retailer FROM s, r`.execute(db);
      const { seller: oldSeller, retailer: oldRetailer } = rows[0];
      const order = await db
        .insertInto('orders')
        .values({
          retailer_id: oldRetailer,
          wholeseller_id: oldSeller,
          retailer_name: 'Old Buyer',
          store: 'Old Store',
          phone_no: '03001110002',
          address: 'x',
          seller_store: 'Old Traders',
          seller_phone_no: '03001110001',
          total: 377.28,
          total_items: 2,
          total_quantity: 10,
          status: 'Pending',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`INSERT INTO order_items (order_id, product_name, quantity, price)
                VALUES (${order.id}, 'Old A', 3, 123.45), (${order.id}, 'Old B', 7, 0.99)`.execute(db);
      await offerNetMigration.up(db as never);
      const lines = await db
        .selectFrom('order_items')
        .select(['offer', 'net'])
        .where('order_id', '=', order.id)
        .orderBy('id')
        .execute();
      expect(lines).toEqual([
        { offer: 0, net: 370.35 },
        { offer: 0, net: 6.93 },
      ]);
      const kept = await db.selectFrom('orders').select('total').where('id', '=', order.id).executeTakeFirstOrThrow();
      expect(kept.total).toBe(377.28);
    } finally {
      await handle.close();
    }
  });
});

describe('order desk: filter, counts, sorts, search', () => {
  const all = (id: number) =>
    t.db
      .selectFrom('orders')
      .select(['id', 'status', 'total', 'order_date'])
      .where('wholeseller_id', '=', id)
      .execute();
  const listed = async (query: string) => {
    const res = await seller.inject({ url: `/api/OrdersCategory/seller/${sellerId}/0/200${query}` });
    expect(res.statusCode).toBe(200);
    return (res.json() as Order[]).map((o) => o.id);
  };

  it('counts orders in all and per status, in workflow order', async () => {
    const res = await seller.inject({ url: `/api/OrdersCategory/seller/counts/${sellerId}` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { total: number; by_status: Array<{ status: string; count: number }> };
    const rows = await all(sellerId);
    expect(body.total).toBe(rows.length);
    expect(body.by_status.map((s) => s.status)).toEqual([...ORDER_STATUS_FLOW]);
    for (const s of body.by_status) expect(s.count).toBe(rows.filter((r) => r.status === s.status).length);
    for (const s of body.by_status) {
      const count = await seller.inject({
        url: `/api/OrdersCategory/seller/length/${sellerId}?status=${encodeURIComponent(s.status)}`,
      });
      expect(count.body).toBe(String(s.count));
    }
    expect((await seller2.inject({ url: `/api/OrdersCategory/seller/counts/${sellerId}` })).statusCode).toBe(404);
    expect((await retailer.inject({ url: `/api/OrdersCategory/seller/counts/${sellerId}` })).statusCode).toBe(403);
    expect((await admin.inject({ url: `/api/OrdersCategory/seller/counts/${sellerId}` })).statusCode).toBe(200);
  });

  it('filters by status (the old spelling too) and pages within it', async () => {
    const rows = await all(sellerId);
    for (const status of ORDER_STATUS_FLOW) {
      const want = rows
        .filter((r) => r.status === status)
        .sort((a, b) => b.order_date.getTime() - a.order_date.getTime() || b.id - a.id)
        .map((r) => r.id);
      expect(await listed(`?status=${encodeURIComponent(status)}`)).toEqual(want);
    }
    const paid = rows.filter((r) => r.status === 'Payment Received').length;
    expect(await listed('?status=Payment%20Recieved')).toHaveLength(paid);
    const second = await seller.inject({ url: `/api/OrdersCategory/seller/${sellerId}/1/2?status=Pending` });
    expect((second.json() as Order[]).map((o) => o.id)).toEqual((await listed('?status=Pending')).slice(1, 2));
  });

  it('sorts by date, total and status (workflow order, newest first within a status), either way', async () => {
    const rows = await all(sellerId);
    const byDate = [...rows]
      .sort((a, b) => b.order_date.getTime() - a.order_date.getTime() || b.id - a.id)
      .map((r) => r.id);
    expect(await listed('')).toEqual(byDate);
    expect(await listed('?sort=date')).toEqual(byDate);
    expect(await listed('?sort=date&dir=asc')).toEqual([...byDate].reverse());
    const byTotal = [...rows].sort((a, b) => b.total - a.total || b.id - a.id).map((r) => r.id);
    expect(await listed('?sort=total')).toEqual(byTotal);
    expect(await listed('?sort=total&dir=asc')).toEqual([...byTotal].reverse());
    const rank = (s: string) => (ORDER_STATUS_FLOW as readonly string[]).indexOf(s);
    const byStatus = [...rows]
      .sort((a, b) => rank(a.status) - rank(b.status) || b.order_date.getTime() - a.order_date.getTime() || b.id - a.id)
      .map((r) => r.id);
    expect(await listed('?sort=status')).toEqual(byStatus);
    const statusDesc = [...rows]
      .sort((a, b) => rank(b.status) - rank(a.status) || b.order_date.getTime() - a.order_date.getTime() || b.id - a.id)
      .map((r) => r.id);
    expect(await listed('?sort=status&dir=desc')).toEqual(statusDesc);
    // Offsets apply after the sort.
    const page = await seller.inject({ url: `/api/OrdersCategory/seller/${sellerId}/2/5?sort=total&dir=asc` });
    expect((page.json() as Order[]).map((o) => o.id)).toEqual([...byTotal].reverse().slice(2, 5));
  });

  it('refuses an unknown status, sort or direction with 400', async () => {
    for (const query of ['?status=Lost', '?sort=price', '?dir=up', '?sort=', '?status=']) {
      const res = await seller.inject({ url: `/api/OrdersCategory/seller/${sellerId}/0/50${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe('validation');
    }
  });

  it('finds an order by its number from one digit, with the filter and sort of the list', async () => {
    const small = (await all(sellerId)).filter((r) => r.id < 10).sort((a, b) => a.id - b.id)[0];
    expect(small).toBeDefined();
    const res = await seller.inject({ url: `/api/OrdersCategory/seller/search/${sellerId}/${small.id}` });
    expect((res.json() as Order[]).map((o) => o.id)).toContain(small.id);
    const hashed = await seller.inject({
      url: `/api/OrdersCategory/seller/search/${sellerId}/${encodeURIComponent(`#${small.id}`)}`,
    });
    expect((hashed.json() as Order[]).map((o) => o.id)).toEqual([small.id]);
    const other = ORDER_STATUS_FLOW.find((s) => s !== small.status)!;
    const filtered = await seller.inject({
      url: `/api/OrdersCategory/seller/search/${sellerId}/${encodeURIComponent(`#${small.id}`)}?status=${encodeURIComponent(other)}`,
    });
    expect(filtered.json()).toEqual([]);
    const store = (await orderOf(seller, small.id)).store;
    const sorted = (
      await seller.inject({
        url: `/api/OrdersCategory/seller/search/${sellerId}/${encodeURIComponent(store)}?sort=total&dir=asc`,
      })
    ).json() as Order[];
    expect(sorted.length).toBeGreaterThan(1);
    expect(sorted.map((o) => o.total)).toEqual([...sorted.map((o) => o.total)].sort((a, b) => a - b));
  });
});

describe('status changes: several at once, notes, going back', () => {
  const history = (id: number) =>
    t.db.selectFrom('order_status_history').selectAll().where('order_id', '=', id).orderBy('id').execute();
  const bulk = (caller: Caller, payload: unknown) =>
    caller.inject({ method: 'PUT', url: '/api/Orders/status', payload: payload as object });

  it('moves several orders with one note, records each in its timeline, and leaves those already there', async () => {
    const ids = [await placeDeskOrder([[250, 1]]), await placeDeskOrder([[250, 2]]), await placeDeskOrder([[250, 3]])];
    await desk.inject({ method: 'PUT', url: `/api/Orders/${ids[2]}`, payload: { status: 'Payment Received' } });
    const res = await bulk(desk, {
      ids: [ids[0], ids[1], ids[2], ids[0]],
      status: 'Payment Received',
      note: '  Paid in cash  ',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { orders: Order[]; changed: number };
    expect(body.changed).toBe(2);
    expect(body.orders.map((o) => [o.id, o.status])).toEqual(ids.map((id) => [id, 'Payment Received']));
    for (const id of ids.slice(0, 2)) {
      expect((await history(id)).at(-1)).toMatchObject({
        from_status: 'Pending',
        to_status: 'Payment Received',
        changed_by: deskId,
        note: 'Paid in cash',
      });
    }
    // Already there: the note joins the timeline as a step from the status to itself.
    expect((await history(ids[2])).at(-1)).toMatchObject({
      from_status: 'Payment Received',
      to_status: 'Payment Received',
      note: 'Paid in cash',
    });
    // The same status again without a note records nothing.
    const length = (await history(ids[0])).length;
    expect((await bulk(desk, { ids: [ids[0]], status: 'Payment Received' })).json().changed).toBe(0);
    expect(await history(ids[0])).toHaveLength(length);
  });

  it('changes all or none: one foreign or unknown order answers 404 and nothing moves', async () => {
    const mine = await placeDeskOrder([[250, 1]]);
    const foreign = (
      await t.db.selectFrom('orders').select('id').where('wholeseller_id', '=', sellerId).executeTakeFirstOrThrow()
    ).id;
    const before = await t.db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('id', 'in', [mine, foreign])
      .orderBy('id')
      .execute();
    for (const ids of [
      [mine, foreign],
      [mine, 2_000_000_000],
    ]) {
      const res = await bulk(desk, { ids, status: 'Shipped' });
      expect(res.statusCode).toBe(404);
    }
    expect(
      await t.db
        .selectFrom('orders')
        .select(['id', 'status'])
        .where('id', 'in', [mine, foreign])
        .orderBy('id')
        .execute(),
    ).toEqual(before);
    expect((await bulk(retailer, { ids: [mine], status: 'Shipped' })).statusCode).toBe(403);
    expect((await bulk(visitor, { ids: [mine], status: 'Shipped' })).statusCode).toBe(401);
    const byAdmin = await bulk(admin, { ids: [mine, foreign], status: before.find((o) => o.id === foreign)!.status });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('refuses an empty list, too many orders, a bad status or a long note', async () => {
    const id = await placeDeskOrder([[250, 1]]);
    const cases = [
      { ids: [], status: 'Shipped' },
      { ids: Array.from({ length: MAX_BULK_ORDERS + 1 }, (_, i) => i + 1), status: 'Shipped' },
      { ids: [id], status: 'Lost' },
      { ids: [id], status: 'Shipped', note: 'x'.repeat(MAX_STATUS_NOTE + 1) },
      { ids: 'all', status: 'Shipped' },
    ];
    for (const payload of cases) expect((await bulk(desk, payload)).statusCode).toBe(400);
    const single = await desk.inject({
      method: 'PUT',
      url: `/api/Orders/${id}`,
      payload: { status: 'Shipped', note: 'x'.repeat(MAX_STATUS_NOTE + 1) },
    });
    expect(single.statusCode).toBe(400);
    expect((await orderOf(desk, id)).status).toBe('Pending');
  });

  it('keeps a note with a single change; the retailer reads the timeline without the notes', async () => {
    const id = await placeDeskOrder([[250, 1]]);
    const res = await desk.inject({
      method: 'PUT',
      url: `/api/Orders/${id}`,
      payload: { status: 'Delivered', note: 'Left with the pharmacist' },
    });
    expect(res.statusCode).toBe(200);
    // Going back is allowed (the screens ask first).
    expect(
      (await desk.inject({ method: 'PUT', url: `/api/Orders/${id}`, payload: { status: 'Pending', note: '' } }))
        .statusCode,
    ).toBe(200);
    const sellerView = (await desk.inject({ url: `/api/Orders/${id}/history` })).json() as Array<{
      to_status: string;
      note: string | null;
    }>;
    expect(sellerView.map((h) => [h.to_status, h.note])).toEqual([
      ['Pending', null],
      ['Delivered', 'Left with the pharmacist'],
      ['Pending', null],
    ]);
    const adminView = (await admin.inject({ url: `/api/Orders/${id}/history` })).json() as Array<{
      note: string | null;
    }>;
    expect(adminView[1].note).toBe('Left with the pharmacist');
    const retailerView = (await retailer.inject({ url: `/api/Orders/${id}/history` })).json() as Array<{
      note: string | null;
    }>;
    expect(retailerView.map((h) => h.note)).toEqual([null, null, null]);
  });
});

describe("the retailer's SMS on Shipped and Cancel", () => {
  const texts = async (phone: string) =>
    ((await t.app.inject({ url: `/api/dev/sms?phone=${phone}` })).json() as Array<{ text: string }>).map((s) => s.text);

  it('texts the phone of each order that becomes Shipped or Cancel, by the single and the bulk change', async () => {
    const a = await placeDeskOrder([[250, 1]], { phone_no: '03007770001' });
    const b = await placeDeskOrder([[250, 1]], { phone_no: '03007770002' });
    const c = await placeDeskOrder([[250, 1]], { phone_no: '03007770003' });
    await desk.inject({ method: 'PUT', url: `/api/Orders/${a}`, payload: { status: 'Shipped' } });
    await desk.inject({ method: 'PUT', url: '/api/Orders/status', payload: { ids: [b, c], status: 'Cancel' } });
    // The changes answer once their texts are handed over: nothing is left running after the answer.
    expect(await texts('03007770001')).toEqual([ORDER_DESK_MSG.shippedSms(a, 'Desk Test Traders')]);
    expect(await texts('03007770002')).toEqual([ORDER_DESK_MSG.cancelledSms(b, 'Desk Test Traders', DESK_PHONE)]);
    expect(await texts('03007770003')).toEqual([ORDER_DESK_MSG.cancelledSms(c, 'Desk Test Traders', DESK_PHONE)]);
    expect(await texts('03007770001')).toEqual([
      'DawaLink: your order No ' + a + ' from Desk Test Traders has been shipped.',
    ]);
  });

  it('sends nothing for other statuses, an unchanged status, or a seller who turned it off', async () => {
    const id = await placeDeskOrder([[250, 1]], { phone_no: '03007770004' });
    await t.db.updateTable('orders').set({ status: 'Delivered' }).where('id', '=', id).execute();
    expect(await textRetailersAboutStatus({ db: t.db, sms: t.app.deps.sms }, [id], 'Delivered')).toBe(0);
    // An order that has moved on since is not texted about a status it no longer has.
    expect(await textRetailersAboutStatus({ db: t.db, sms: t.app.deps.sms }, [id], 'Shipped')).toBe(0);
    await t.db.updateTable('orders').set({ status: 'Shipped' }).where('id', '=', id).execute();
    expect(
      (await desk.inject({ method: 'PUT', url: '/api/SellerSettings', payload: { notify_retailer_sms: false } }))
        .statusCode,
    ).toBe(200);
    try {
      expect(await textRetailersAboutStatus({ db: t.db, sms: t.app.deps.sms }, [id], 'Shipped')).toBe(0);
    } finally {
      await desk.inject({ method: 'PUT', url: '/api/SellerSettings', payload: { notify_retailer_sms: true } });
    }
    expect(await textRetailersAboutStatus({ db: t.db, sms: t.app.deps.sms }, [id], 'Shipped')).toBe(1);
    expect(await texts('03007770004')).toEqual([ORDER_DESK_MSG.shippedSms(id, 'Desk Test Traders')]);
  });

  it('a failing SMS gateway fails neither the change nor the other texts', async () => {
    const ids = [
      await placeDeskOrder([[250, 1]], { phone_no: '03007770005' }),
      await placeDeskOrder([[250, 1]], { phone_no: '03007770006' }),
    ];
    await t.db.updateTable('orders').set({ status: 'Shipped' }).where('id', 'in', ids).execute();
    const sent: string[] = [];
    const flaky = {
      send: async (phone: string) => {
        if (phone === '03007770005') throw new Error('gateway down');
        sent.push(phone);
      },
    };
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await textRetailersAboutStatus({ db: t.db, sms: flaky }, ids, 'Shipped')).toBe(1);
    } finally {
      log.mockRestore();
    }
    expect(sent).toEqual(['03007770006']);
  });
});

describe('other demo sellers are untouched', () => {
  it("seller 2's counts do not see seller 1's orders", async () => {
    const res = (await seller2.inject({ url: `/api/OrdersCategory/seller/counts/${seller2Id}` })).json() as {
      total: number;
    };
    const n = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('wholeseller_id', '=', seller2Id)
      .executeTakeFirstOrThrow();
    expect(res.total).toBe(Number(n.n));
    expect((await retailer2.inject({ url: `/api/OrdersCategory/seller/counts/${seller2Id}` })).statusCode).toBe(403);
  });
});
