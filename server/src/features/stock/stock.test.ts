import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { addMonths, monthOf, STOCK_MSG } from '@dawalink/shared';
import { buildTestApp, callersAs, demoAccountId, type Caller, type TestApp } from '../../test/helpers.js';
import { placeOrder, storeListings, type DemoListing } from '../invoices/money.test-helpers.js';

let t: TestApp;
let c: Record<'seller' | 'seller2' | 'retailer' | 'admin' | 'visitor', Caller>;
let sellerId: number;
let listings: DemoListing[];
let next = 10;

beforeAll(async () => {
  t = await buildTestApp();
  c = await callersAs(t.app, ['seller', 'seller2', 'retailer', 'admin', 'visitor'] as const);
  sellerId = await demoAccountId(t, 'seller');
  listings = await storeListings(t, sellerId);
});
afterAll(async () => {
  await t?.close();
});

const month = (n: number) => addMonths(monthOf(), n);
const setSettings = (payload: object) => c.seller.inject({ method: 'PUT', url: '/api/SellerSettings', payload });
const addBatch = (listingId: number, payload: object, caller: Caller = c.seller) =>
  caller.inject({ method: 'POST', url: `/api/MedicalProducts/${listingId}/batches`, payload });
const batchesOf = async (listingId: number) =>
  (await c.seller.inject({ url: `/api/MedicalProducts/${listingId}/batches` })).json();
const ship = (orderId: number) =>
  c.seller.inject({ method: 'PUT', url: `/api/Orders/${orderId}`, payload: { status: 'Shipped' } });
const invoiceOf = async (orderId: number) => (await c.seller.inject({ url: `/api/Orders/${orderId}/invoice` })).json();
const batchCount = async () =>
  Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM listing_batches`.execute(t.db)).rows[0].n);
/** A listing of the demo seller not used by another test (each test takes its own). */
const fresh = () => listings[next++];

describe('availability', () => {
  it('is in_stock by default, set alone through PUT /api/MedicalProducts/{id}, and shown on the store and the seller list', async () => {
    const l = fresh();
    const store = await storeListings(t, sellerId);
    expect(store.find((x) => x.id === l.id)).toMatchObject({ availability: 'in_stock', expiry: null });
    const before = (await c.seller.inject({ url: `/api/MedicalProducts/${l.id}` })).json();

    const res = await c.seller.inject({
      method: 'PUT',
      url: `/api/MedicalProducts/${l.id}`,
      payload: { availability: 'short' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...before, availability: 'short' });
    const list = (await c.seller.inject({ url: `/api/WholesellerCategory/${sellerId}` })).json();
    expect(list.find((x: { id: number }) => x.id === l.id).availability).toBe('short');
    expect((await storeListings(t, sellerId)).find((x) => x.id === l.id)).toMatchObject({ availability: 'short' });

    // With the edit form's fields as well.
    const both = await c.seller.inject({
      method: 'PUT',
      url: `/api/MedicalProducts/${l.id}`,
      payload: { offer: before.offer, bonus: before.bonus, total_price: before.total_price, availability: 'in_stock' },
    });
    expect(both.json().availability).toBe('in_stock');
  });

  it('refuses a bad availability and an empty body, and another seller gets 404', async () => {
    const l = fresh();
    const bad = await c.seller.inject({
      method: 'PUT',
      url: `/api/MedicalProducts/${l.id}`,
      payload: { availability: 'plenty' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(STOCK_MSG.availabilityInvalid);
    const empty = await c.seller.inject({ method: 'PUT', url: `/api/MedicalProducts/${l.id}`, payload: {} });
    expect(empty.statusCode).toBe(400);
    const foreign = await c.seller2.inject({
      method: 'PUT',
      url: `/api/MedicalProducts/${l.id}`,
      payload: { availability: 'out_of_stock' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await c.seller.inject({ url: `/api/MedicalProducts/${l.id}` })).json().availability).toBe('in_stock');
  });

  it('refuses an order holding an out-of-stock line with 400 naming it, and places nothing', async () => {
    const [out, ok] = [fresh(), fresh()];
    await c.seller.inject({
      method: 'PUT',
      url: `/api/MedicalProducts/${out.id}`,
      payload: { availability: 'out_of_stock' },
    });
    const count = async () =>
      Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM orders`.execute(t.db)).rows[0].n);
    const before = await count();
    const res = await c.retailer.inject({
      method: 'POST',
      url: '/api/Orders',
      payload: {
        wholeseller_id: sellerId,
        items: [
          { listing_id: ok.id, quantity: 1 },
          { listing_id: out.id, quantity: 2 },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'out_of_stock',
      message: STOCK_MSG.outOfStock(out.product_name),
      products: [out.product_name],
    });
    expect(await count()).toBe(before);
    // A short line may still be ordered.
    await c.seller.inject({ method: 'PUT', url: `/api/MedicalProducts/${out.id}`, payload: { availability: 'short' } });
    await placeOrder(c.retailer, sellerId, [{ listing_id: out.id, quantity: 2 }]);
  });

  it('the server cart carries availability, so checkout can say a line is out of stock', async () => {
    const l = fresh();
    await c.seller.inject({
      method: 'PUT',
      url: `/api/MedicalProducts/${l.id}`,
      payload: { availability: 'out_of_stock' },
    });
    const put = await c.retailer.inject({
      method: 'PUT',
      url: `/api/Cart/${sellerId}`,
      payload: { items: [{ listing_id: l.id, quantity: 1 }] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().items[0].availability).toBe('out_of_stock');
    await c.retailer.inject({ method: 'PUT', url: `/api/Cart/${sellerId}`, payload: { items: [] } });
  });
});

describe('batches', () => {
  beforeEach(async () => {
    await setSettings({ track_batches: true, min_shelf_life_months: 0 });
  });

  it('settings carry track_batches and min_shelf_life_months, with limits', async () => {
    const res = await setSettings({ track_batches: true, min_shelf_life_months: 6 });
    expect(res.json()).toMatchObject({ track_batches: true, min_shelf_life_months: 6 });
    for (const bad of [-1, 61, 2.5, '3'])
      expect((await setSettings({ min_shelf_life_months: bad })).statusCode).toBe(400);
    expect((await c.seller.inject({ url: '/api/SellerSettings' })).json().min_shelf_life_months).toBe(6);
  });

  it('adds, lists (earliest expiry first), changes and removes batches; another seller gets 404', async () => {
    const l = fresh();
    const a = await addBatch(l.id, { batch_no: 'B-LATE', expiry: month(10), quantity: 5 });
    expect(a.statusCode).toBe(201);
    const b = await addBatch(l.id, { batch_no: 'B-SOON', expiry: expiryLabelOf(month(2)), quantity: 7 });
    expect(b.json()).toMatchObject({ batch_no: 'B-SOON', expiry: month(2), quantity: 7, listing_id: l.id });
    expect((await batchesOf(l.id)).map((x: { batch_no: string }) => x.batch_no)).toEqual(['B-SOON', 'B-LATE']);

    const dup = await addBatch(l.id, { batch_no: 'B-SOON', expiry: month(3), quantity: 1 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(STOCK_MSG.batchExists);

    const id = a.json().id;
    const changed = await c.seller.inject({ method: 'PUT', url: `/api/Batches/${id}`, payload: { quantity: 9 } });
    expect(changed.json()).toMatchObject({ id, quantity: 9, batch_no: 'B-LATE', expiry: month(10) });

    // Another seller: 404 on the listing's batches and on the batch itself; nothing changes.
    expect((await c.seller2.inject({ url: `/api/MedicalProducts/${l.id}/batches` })).statusCode).toBe(404);
    expect((await addBatch(l.id, { batch_no: 'X1', expiry: month(5), quantity: 1 }, c.seller2)).statusCode).toBe(404);
    expect(
      (await c.seller2.inject({ method: 'PUT', url: `/api/Batches/${id}`, payload: { quantity: 1 } })).statusCode,
    ).toBe(404);
    expect((await c.seller2.inject({ method: 'DELETE', url: `/api/Batches/${id}` })).statusCode).toBe(404);
    // Wrong roles and visitors.
    expect((await c.retailer.inject({ url: `/api/MedicalProducts/${l.id}/batches` })).statusCode).toBe(403);
    expect((await c.visitor.inject({ url: `/api/MedicalProducts/${l.id}/batches` })).statusCode).toBe(401);
    expect((await batchesOf(l.id)).find((x: { id: number }) => x.id === id).quantity).toBe(9);

    expect((await c.seller.inject({ method: 'DELETE', url: `/api/Batches/${id}` })).statusCode).toBe(200);
    expect((await batchesOf(l.id)).length).toBe(1);
  });

  it('refuses a past expiry, a negative quantity, a 10 KB batch number and bad months with 400, writing nothing', async () => {
    const l = fresh();
    const before = await batchCount();
    const cases: Array<[object, string]> = [
      [{ batch_no: 'P1', expiry: month(-1), quantity: 5 }, STOCK_MSG.expiryPast],
      [{ batch_no: 'P2', expiry: month(3), quantity: -1 }, STOCK_MSG.quantityInvalid],
      [{ batch_no: 'P3', expiry: month(3), quantity: 1.5 }, STOCK_MSG.quantityInvalid],
      [{ batch_no: 'x'.repeat(10 * 1024), expiry: month(3), quantity: 1 }, STOCK_MSG.batchNoTooLong(40)],
      [{ batch_no: '', expiry: month(3), quantity: 1 }, STOCK_MSG.batchNoRequired],
      [{ batch_no: '<script>', expiry: month(3), quantity: 1 }, STOCK_MSG.batchNoInvalid],
      [{ batch_no: 'P4', expiry: '2027-13', quantity: 1 }, STOCK_MSG.expiryInvalid],
      [{ batch_no: 'P5', expiry: 'soon', quantity: 1 }, STOCK_MSG.expiryInvalid],
      [{ batch_no: 'P6', expiry: month(12 * 16), quantity: 1 }, STOCK_MSG.expiryTooFar],
    ];
    for (const [payload, message] of cases) {
      const res = await addBatch(l.id, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // The current month is not past.
    const ok = await addBatch(l.id, { batch_no: 'NOW', expiry: month(0), quantity: 1 });
    expect(ok.statusCode).toBe(201);
    const past = await c.seller.inject({
      method: 'PUT',
      url: `/api/Batches/${ok.json().id}`,
      payload: { expiry: month(-2), quantity: 50 },
    });
    expect(past.statusCode).toBe(400);
    expect((await batchesOf(l.id))[0]).toMatchObject({ expiry: month(0), quantity: 1 });
    expect(await batchCount()).toBe(before + 1);
  });

  it('ships earliest expiry first, skips expired and too-short batches, supplies short and says so', async () => {
    await setSettings({ min_shelf_life_months: 6 });
    const l = fresh();
    const m = fresh();
    await addBatch(l.id, { batch_no: 'LATE', expiry: month(20), quantity: 10 });
    await addBatch(l.id, { batch_no: 'EDGE', expiry: month(6), quantity: 3 }); // exactly the minimum: sold
    await addBatch(l.id, { batch_no: 'SHORT', expiry: month(5), quantity: 50 }); // one month too short: never
    await addBatch(l.id, { batch_no: 'MID', expiry: month(9), quantity: 4 });
    const nowBatch = (await addBatch(l.id, { batch_no: 'OLD', expiry: month(0), quantity: 10 })).json();
    // A batch that has expired since it was entered.
    await sql`UPDATE listing_batches SET expiry = ${`${month(-1)}-01`}::date WHERE id = ${nowBatch.id}`.execute(t.db);
    await addBatch(m.id, { batch_no: 'M1', expiry: month(12), quantity: 2 });

    // The store shows the shortest expiry on sale (not the too-short or expired ones).
    expect((await storeListings(t, sellerId)).find((x) => x.id === l.id)).toMatchObject({ expiry: month(6) });

    const orderId = await placeOrder(c.retailer, sellerId, [
      { listing_id: l.id, quantity: 12 },
      { listing_id: m.id, quantity: 5 },
    ]);
    expect((await ship(orderId)).statusCode).toBe(200);
    const inv = await invoiceOf(orderId);
    expect(inv.lines[0]).toMatchObject({
      listing_id: l.id,
      quantity: 12,
      supplied: 12,
      batches: [
        { batch_no: 'EDGE', expiry: month(6), quantity: 3 },
        { batch_no: 'MID', expiry: month(9), quantity: 4 },
        { batch_no: 'LATE', expiry: month(20), quantity: 5 },
      ],
    });
    expect(inv.lines[0].stock_note).toBeUndefined();
    expect(inv.lines[1]).toMatchObject({
      listing_id: m.id,
      quantity: 5,
      supplied: 2,
      stock_note: STOCK_MSG.suppliedShort(2, 5),
    });
    expect(inv.lines[1].net).toBeCloseTo(Math.round(m.total_price * 2 * (100 - m.offer)) / 100, 2);

    const left = Object.fromEntries(
      (await batchesOf(l.id)).map((b: { batch_no: string; quantity: number }) => [b.batch_no, b.quantity]),
    );
    expect(left).toEqual({ OLD: 10, SHORT: 50, EDGE: 0, MID: 0, LATE: 5 });

    // The slip's lines carry the batches too.
    const items = (await c.seller.inject({ url: `/api/Orders/${orderId}/items/details` })).json().order_items;
    expect(items[0].batches.map((b: { batch_no: string }) => b.batch_no)).toEqual(['EDGE', 'MID', 'LATE']);
    const pdf = await c.seller.inject({ url: `/api/Orders/${orderId}/invoice.pdf` });
    expect(pdf.statusCode).toBe(200);

    // Shipping again (after a cancel) takes nothing more.
    await c.seller.inject({ method: 'PUT', url: `/api/Orders/${orderId}`, payload: { status: 'Cancel' } });
    await ship(orderId);
    expect((await batchesOf(l.id)).find((b: { batch_no: string }) => b.batch_no === 'LATE').quantity).toBe(5);
  });

  it('a seller who does not track batches ships as asked and touches no batch', async () => {
    const l = fresh();
    await addBatch(l.id, { batch_no: 'UNTRACKED', expiry: month(12), quantity: 1 });
    await setSettings({ track_batches: false });
    expect((await storeListings(t, sellerId)).find((x) => x.id === l.id)).toMatchObject({ expiry: null });
    const orderId = await placeOrder(c.retailer, sellerId, [{ listing_id: l.id, quantity: 4 }]);
    await ship(orderId);
    const inv = await invoiceOf(orderId);
    expect(inv.lines[0].supplied).toBe(4);
    expect(inv.lines[0].batches).toBeUndefined();
    expect((await batchesOf(l.id))[0].quantity).toBe(1);
  });

  it('takes stock exactly once when dispatches race: the same order twice, and two orders for one batch', async () => {
    const l = fresh();
    await addBatch(l.id, { batch_no: 'RACE', expiry: month(12), quantity: 10 });
    const same = await placeOrder(c.retailer, sellerId, [{ listing_id: l.id, quantity: 3 }]);
    const results = await Promise.all([
      ship(same),
      ship(same),
      c.seller.inject({ method: 'POST', url: `/api/Orders/${same}/invoice`, payload: {} }),
    ]);
    expect(results.filter((r) => r.statusCode >= 500)).toEqual([]);
    expect((await batchesOf(l.id))[0].quantity).toBe(7);

    const a = await placeOrder(c.retailer, sellerId, [{ listing_id: l.id, quantity: 5 }]);
    const b = await placeOrder(c.retailer, sellerId, [{ listing_id: l.id, quantity: 5 }]);
    const both = await Promise.all([ship(a), ship(b)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const supplied = [(await invoiceOf(a)).lines[0].supplied, (await invoiceOf(b)).lines[0].supplied].sort();
    expect(supplied).toEqual([2, 5]);
    expect((await batchesOf(l.id))[0].quantity).toBe(0);
    const { rows } = await sql<{
      n: number;
    }>`SELECT coalesce(sum(quantity), 0)::int AS n FROM order_batches WHERE listing_id = ${l.id}`.execute(t.db);
    expect(rows[0].n).toBe(10);
  });
});

describe('price-list import of stock', () => {
  const upload = (csv: string) =>
    c.seller.inject({
      method: 'POST',
      url: '/api/PriceList/preview',
      headers: { 'content-type': 'application/octet-stream' },
      payload: csv,
    });

  it('takes availability and a batch per row, refuses bad stock cells with a reason, all or nothing', async () => {
    const [a, b] = [fresh(), fresh()];
    const codeOf = async (id: number) => (await c.seller.inject({ url: `/api/MedicalProducts/${id}` })).json();
    const [la, lb] = [await codeOf(a.id), await codeOf(b.id)];
    const line = (l: typeof la, ...rest: Array<string | number>) =>
      [l.product_code, l.product_name, l.manufacturer, l.offer, l.bonus || 'None', l.total_price, ...rest].join(',');
    const header = 'Product Code,Product Name,Manufacturer,Offer,Bonus,T.P,Availability,Batch No,Expiry,Qty';

    // A past expiry and a negative quantity are refused with their messages; applying without skipping writes nothing.
    const bad = (
      await upload(
        [
          header,
          line(la, 'Out of stock', 'IMP1', month(-1).split('-').reverse().join('/'), 5),
          line(lb, 'short', 'IMP2', month(4), -3),
        ].join('\n'),
      )
    ).json();
    expect(bad.counts.refused).toBe(2);
    expect(bad.rows.map((r: { reason: string }) => r.reason)).toEqual([
      STOCK_MSG.expiryPast,
      STOCK_MSG.quantityInvalid,
    ]);
    const before = await batchCount();
    expect(
      (await c.seller.inject({ method: 'POST', url: '/api/PriceList/apply', payload: { import_id: bad.import_id } }))
        .statusCode,
    ).toBe(400);
    expect(await batchCount()).toBe(before);
    expect((await codeOf(a.id)).availability).toBe('in_stock');

    const good = (
      await upload(
        [header, line(la, 'OOS', '', '', ''), line(lb, 'Short', 'IMP2', expiryLabelOf(month(7)), 40)].join('\n'),
      )
    ).json();
    expect(good.counts).toMatchObject({ refused: 0, changed: 2 });
    expect(good.rows[1]).toMatchObject({
      availability: 'short',
      batch: { batch_no: 'IMP2', expiry: month(7), quantity: 40 },
    });
    const applied = await c.seller.inject({
      method: 'POST',
      url: '/api/PriceList/apply',
      payload: { import_id: good.import_id },
    });
    expect(applied.statusCode).toBe(200);
    expect((await codeOf(a.id)).availability).toBe('out_of_stock');
    expect((await codeOf(b.id)).availability).toBe('short');
    expect(await batchesOf(b.id)).toMatchObject([{ batch_no: 'IMP2', expiry: month(7), quantity: 40 }]);

    // Without stock columns, availability stays as it is.
    const plain = (
      await upload(
        ['Product Code,Product Name,Manufacturer,Offer,Bonus,T.P', line(la).split(',').slice(0, 6).join(',')].join(
          '\n',
        ),
      )
    ).json();
    expect(plain.rows[0].status).toBe('unchanged');
  });
});

function expiryLabelOf(m: string): string {
  const [y, mm] = m.split('-');
  return `${mm}/${y.slice(2)}`;
}
