import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@dawalink/shared';
import { buildTestApp, callerAs, demoAccountId, type Caller, type TestApp } from '../../test/helpers.js';
import { createSeller } from '../../identity/accounts-write.service.js';

let t: TestApp;
let retailer: Caller;
let retailerId: number;
let sellerId: number;
let seller2Id: number;
let listings: Array<{ id: number; product_id: number; total_price: number; offer: number; product_name: string }>;
let foreignListing: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  retailer = await callerAs(t.app, 'retailer');
  retailerId = await demoAccountId(t, 'retailer');
  sellerId = await demoAccountId(t, 'seller');
  seller2Id = await demoAccountId(t, 'seller2');
  listings = (await t.app.inject({ url: `/api/WholesellerCategory/karachi-medical-traders/${sellerId}` })).json();
  foreignListing = (
    await t.app.inject({ url: `/api/WholesellerCategory/lahore-pharma-distributors/${seller2Id}` })
  ).json()[0];
});
afterAll(async () => {
  await t.close();
});

const place = (caller: Caller, payload: unknown, headers: Record<string, string> = {}) =>
  caller.inject({ method: 'POST', url: '/api/Orders', payload: payload as object, headers });
const orderCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/**
 * The expected total in paisa, computed independently of the service and of the shared rule: each line is
 * quantity x T.P x (100 - offer) / 100, rounded half up to the paisa (exact in floats for the demo's sizes).
 */
const paisa = (lines: Array<[number, number, number?]>) =>
  lines.reduce(
    (sum, [price, qty, offer = 0]) =>
      sum + Math.round((Math.round(price * 100) * qty * Math.round((100 - offer) * 100)) / 10_000),
    0,
  );

describe('POST /api/Orders: pricing', () => {
  it('prices every line from the listing and ignores tampered prices, totals, names and status', async () => {
    const [a, b] = listings;
    const res = await place(retailer, {
      wholeseller_id: sellerId,
      items: [
        { listing_id: a.id, quantity: 3, price: 0.01, total_price: 0.01 },
        { listing_id: b.id, quantity: 7 },
      ],
      total: 1,
      totalItems: 99,
      status: 'Delivered',
      retailer_id: 1,
      retailer_name: 'Mallory',
      seller_store: 'Fake',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^\d+$/);
    const id = Number(res.body);

    const order = await t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(Math.round(order.total * 100)).toBe(
      paisa([
        [a.total_price, 3, a.offer],
        [b.total_price, 7, b.offer],
      ]),
    );
    expect(order).toMatchObject({
      retailer_id: retailerId,
      wholeseller_id: sellerId,
      retailer_name: 'Ahmed Raza',
      store: 'Al Shifa Pharmacy',
      phone_no: '03211234567',
      address: 'Shop 3, Block 7, Gulshan-e-Iqbal, Karachi',
      seller_store: 'Karachi Medical Traders',
      seller_phone_no: '03001234567',
      total_items: 2,
      total_quantity: 10,
      status: 'Pending',
    });
    const items = await t.db.selectFrom('order_items').selectAll().where('order_id', '=', id).orderBy('id').execute();
    expect(
      items.map((i) => [i.listing_id, i.product_name, i.quantity, i.price, i.offer, Math.round(i.net! * 100)]),
    ).toEqual([
      [a.id, a.product_name, 3, a.total_price, a.offer, paisa([[a.total_price, 3, a.offer]])],
      [b.id, b.product_name, 7, b.total_price, b.offer, paisa([[b.total_price, 7, b.offer]])],
    ]);
    const history = await t.db.selectFrom('order_status_history').selectAll().where('order_id', '=', id).execute();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ from_status: null, to_status: 'Pending', changed_by: retailerId });
  });

  it('keeps paisa exact over many lines (no float drift)', async () => {
    const chosen = listings.slice(0, 40);
    const res = await place(retailer, {
      wholeseller_id: sellerId,
      items: chosen.map((l, i) => ({ listing_id: l.id, quantity: 1 + (i % 9) })),
    });
    expect(res.statusCode).toBe(200);
    const order = await t.db
      .selectFrom('orders')
      .select(['total'])
      .where('id', '=', Number(res.body))
      .executeTakeFirstOrThrow();
    expect(Math.round(order.total * 100)).toBe(paisa(chosen.map((l, i) => [l.total_price, 1 + (i % 9), l.offer])));
  });

  it('uses the price of the moment: a later price change does not touch a placed order', async () => {
    const l = listings[5];
    const res = await place(retailer, { wholeseller_id: sellerId, items: [{ listing_id: l.id, quantity: 2 }] });
    await t.db.updateTable('listings').set({ total_price: 999.99, offer: 0 }).where('id', '=', l.id).execute();
    const next = await place(retailer, { wholeseller_id: sellerId, items: [{ listing_id: l.id, quantity: 2 }] });
    const [before, after] = await Promise.all(
      [res, next].map((r) =>
        t.db.selectFrom('orders').select('total').where('id', '=', Number(r.body)).executeTakeFirstOrThrow(),
      ),
    );
    expect(Math.round(before.total * 100)).toBe(paisa([[l.total_price, 2, l.offer]]));
    expect(after.total).toBe(1999.98);
    await t.db
      .updateTable('listings')
      .set({ total_price: l.total_price, offer: l.offer })
      .where('id', '=', l.id)
      .execute();
  });

  it('merges the same listing sent twice into one line', async () => {
    const l = listings[1];
    const res = await place(retailer, {
      wholeseller_id: sellerId,
      items: [
        { listing_id: l.id, quantity: 2 },
        { listing_id: l.id, quantity: 3 },
      ],
    });
    const items = await t.db.selectFrom('order_items').selectAll().where('order_id', '=', Number(res.body)).execute();
    expect(items.map((i) => i.quantity)).toEqual([5]);
  });

  it('takes store, phone and address from the body when given', async () => {
    const res = await place(retailer, {
      wholeseller_id: sellerId,
      items: [{ listing_id: listings[0].id, quantity: 1 }],
      store: 'Al Shifa Branch 2',
      phone_no: '+923211112222',
      address: 'Branch road 9, Karachi',
    });
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', Number(res.body))
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      store: 'Al Shifa Branch 2',
      phone_no: '03211112222',
      address: 'Branch road 9, Karachi',
    });
    const bad = await place(retailer, {
      wholeseller_id: sellerId,
      items: [{ listing_id: listings[0].id, quantity: 1 }],
      phone_no: 'call me',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.phoneEnterValid);
  });

  it('refuses bad quantities and empty carts, writing nothing', async () => {
    const before = await orderCount();
    for (const quantity of [0, -1, 1.5, 100_001, '3', null, 1e20]) {
      const res = await place(retailer, {
        wholeseller_id: sellerId,
        items: [{ listing_id: listings[0].id, quantity }],
      });
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    const empty = await place(retailer, { wholeseller_id: sellerId, items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MSG.addItemsToCart);
    expect((await place(retailer, { items: [{ listing_id: listings[0].id, quantity: 1 }] })).statusCode).toBe(400);
    expect(
      (
        await place(retailer, {
          wholeseller_id: sellerId,
          items: [{ listing_id: listings[0].id, quantity: 1 }],
          store: 'x'.repeat(101),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await place(retailer, {
          wholeseller_id: sellerId,
          items: [{ listing_id: listings[0].id, quantity: 1 }],
          address: 'y'.repeat(201),
        })
      ).statusCode,
    ).toBe(400);
    expect(await orderCount()).toBe(before);
  });
});

describe('POST /api/Orders: refusals', () => {
  it("refuses another seller's listing, even next to good lines, and writes nothing", async () => {
    const before = await orderCount();
    const res = await place(retailer, {
      wholeseller_id: sellerId,
      items: [
        { listing_id: listings[0].id, quantity: 1 },
        { listing_id: foreignListing.id, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'listing_unavailable', message: MSG.listingUnavailable });
    expect(
      (await place(retailer, { wholeseller_id: sellerId, items: [{ listing_id: 9_999_999, quantity: 1 }] })).statusCode,
    ).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it('refuses a listing whose catalogue product is disabled', async () => {
    const l = listings[2];
    await t.db.updateTable('products').set({ is_disabled: true }).where('id', '=', l.product_id).execute();
    try {
      const res = await place(retailer, { wholeseller_id: sellerId, items: [{ listing_id: l.id, quantity: 1 }] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('listing_unavailable');
    } finally {
      await t.db.updateTable('products').set({ is_disabled: false }).where('id', '=', l.product_id).execute();
    }
    expect(
      (await place(retailer, { wholeseller_id: sellerId, items: [{ listing_id: l.id, quantity: 1 }] })).statusCode,
    ).toBe(200);
  });

  it('refuses orders to a disabled seller (410) and an unknown one (404)', async () => {
    const id = await createSeller(t.db, {
      full_name: 'Gone Seller',
      busniess_name: 'Gone Pharma Traders',
      address: 'Road 2, Lahore',
      email: '',
      phone: '03009990011',
      pin: '1234',
    });
    const product = await t.db.selectFrom('products').select('id').executeTakeFirstOrThrow();
    const listing = await t.db
      .insertInto('listings')
      .values({ wholeseller_id: id, product_id: product.id, offer: 0, bonus: '', total_price: 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      (await place(retailer, { wholeseller_id: id, items: [{ listing_id: listing.id, quantity: 1 }] })).statusCode,
    ).toBe(200);
    await t.db.updateTable('accounts').set({ is_disabled: true }).where('id', '=', id).execute();
    const res = await place(retailer, { wholeseller_id: id, items: [{ listing_id: listing.id, quantity: 1 }] });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ error: 'store_unavailable', message: MSG.storeUnavailable });
    expect(
      (await place(retailer, { wholeseller_id: 9_999_999, items: [{ listing_id: listing.id, quantity: 1 }] }))
        .statusCode,
    ).toBe(404);
  });

  it('is for retailers (a seller books only for a named retailer: features/team/booking.test.ts)', async () => {
    const body = { wholeseller_id: sellerId, items: [{ listing_id: listings[0].id, quantity: 1 }] };
    expect((await place(await callerAs(t.app, 'visitor'), body)).statusCode).toBe(401);
    expect((await place(await callerAs(t.app, 'seller'), body)).statusCode).toBe(400);
    expect((await place(await callerAs(t.app, 'admin'), body)).statusCode).toBe(403);
  });

  it('refuses a cross-site request', async () => {
    const res = await place(
      retailer,
      { wholeseller_id: sellerId, items: [{ listing_id: listings[0].id, quantity: 1 }] },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/Orders: Idempotency-Key', () => {
  const body = () => ({ wholeseller_id: sellerId, items: [{ listing_id: listings[3].id, quantity: 4 }] });

  it('answers the same id for a retried key and places one order', async () => {
    const before = await orderCount();
    const key = crypto.randomUUID();
    const first = await place(retailer, body(), { 'idempotency-key': key });
    const second = await place(retailer, body(), { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await orderCount()).toBe(before + 1);
    const third = await place(retailer, body(), { 'idempotency-key': crypto.randomUUID() });
    expect(third.body).not.toBe(first.body);
    expect(await orderCount()).toBe(before + 2);
  });

  it('places one order for 20 concurrent requests with one key', async () => {
    const before = await orderCount();
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => place(retailer, body(), { 'idempotency-key': key })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    const items = await t.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', Number(answers[0].body))
      .execute();
    expect(items).toHaveLength(1);
  });

  it('keeps keys per account and lets a failed attempt be retried with its key', async () => {
    const key = crypto.randomUUID();
    const mine = await place(retailer, body(), { 'idempotency-key': key });
    const other = await place(await callerAs(t.app, 'retailer2'), body(), { 'idempotency-key': key });
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toBe(mine.body);

    const retryKey = crypto.randomUUID();
    const failed = await place(
      retailer,
      { wholeseller_id: sellerId, items: [{ listing_id: foreignListing.id, quantity: 1 }] },
      { 'idempotency-key': retryKey },
    );
    expect(failed.statusCode).toBe(400);
    const retried = await place(retailer, body(), { 'idempotency-key': retryKey });
    expect(retried.statusCode).toBe(200);
  });

  it('refuses a malformed key', async () => {
    expect((await place(retailer, body(), { 'idempotency-key': 'k'.repeat(101) })).statusCode).toBe(400);
    expect((await place(retailer, body(), { 'idempotency-key': 'has space' })).statusCode).toBe(400);
  });
});
