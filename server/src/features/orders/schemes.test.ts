import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dayInZone, MSG, SCHEME_MSG } from '@dawalink/shared';
import { buildTestApp, callerAs, demoAccountId, type Caller, type TestApp } from '../../test/helpers.js';

/** Trade schemes, pack multiples and the minimum order value: the seller sets them, the server applies them. */
let t: TestApp;
let seller: Caller;
let seller2: Caller;
let retailer: Caller;
let sellerId: number;
let listings: Array<{ id: number; total_price: number; offer: number; product_name: string }>;
let foreign: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  seller = await callerAs(t.app, 'seller');
  seller2 = await callerAs(t.app, 'seller2');
  retailer = await callerAs(t.app, 'retailer');
  sellerId = await demoAccountId(t, 'seller');
  const seller2Id = await demoAccountId(t, 'seller2');
  listings = (await seller.inject({ url: `/api/WholesellerCategory/${sellerId}` })).json();
  foreign = (await seller2.inject({ url: `/api/WholesellerCategory/${seller2Id}` })).json()[0];
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await t.db
    .updateTable('listings')
    .set({ scheme_buy: null, scheme_free: null, scheme_starts: null, scheme_ends: null, pack_multiple: 1 })
    .execute();
  await seller.inject({ method: 'PUT', url: '/api/SellerSettings', payload: { min_order_value: 0 } });
});

/** Days around today in the seller's zone (the demo seller keeps Asia/Karachi). */
const today = () => dayInZone(new Date(), 'Asia/Karachi');
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const putListing = (caller: Caller, id: number, payload: unknown) =>
  caller.inject({ method: 'PUT', url: `/api/MedicalProducts/${id}`, payload: payload as object });
const place = (items: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) =>
  retailer.inject({ method: 'POST', url: '/api/Orders', payload: { wholeseller_id: sellerId, items, ...extra } });
const itemsOf = async (orderId: number) =>
  (await retailer.inject({ url: `/api/Orders/${orderId}/items` })).json() as Array<{
    productName: string;
    quantity: number;
    bonus_quantity: number;
  }>;
const orderCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const rawListing = (id: number) =>
  t.db
    .selectFrom('listings')
    .select(['offer', 'bonus', 'total_price', 'scheme_buy', 'scheme_free', 'pack_multiple'])
    .select((eb) => [
      eb.cast<string>('scheme_starts', 'text').as('starts'),
      eb.cast<string>('scheme_ends', 'text').as('ends'),
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('PUT /api/MedicalProducts/{id}: scheme and pack multiple', () => {
  it('takes a body of only the scheme, keeps the prices and the bonus label, shows it everywhere, and null removes it', async () => {
    const l = listings[0];
    await putListing(seller, l.id, { offer: l.offer, bonus: 'OLD TP', total_price: l.total_price });
    const res = await putListing(seller, l.id, { scheme: { buy: 10, free: 1, starts: '2026-01-01', ends: null } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: l.id,
      bonus: 'OLD TP',
      total_price: l.total_price,
      scheme: { buy: 10, free: 1, starts: '2026-01-01', ends: null },
      pack_multiple: 1,
    });
    expect((await seller.inject({ url: `/api/MedicalProducts/${l.id}` })).json().scheme).toEqual({
      buy: 10,
      free: 1,
      starts: '2026-01-01',
      ends: null,
    });
    const store = (
      await t.app.inject({ url: `/api/WholesellerCategory/karachi-medical-traders/${sellerId}` })
    ).json() as Array<{ id: number; scheme: unknown }>;
    expect(store.find((r) => r.id === l.id)?.scheme).toEqual({ buy: 10, free: 1, starts: '2026-01-01', ends: null });
    expect(store.find((r) => r.id !== l.id)?.scheme).toBeNull();

    // The whole listing sent back with the scheme beside it (as the edit form does) works too.
    const full = await putListing(seller, l.id, {
      ...(res.json() as object),
      pack_multiple: 6,
      scheme: { buy: 12, free: 2 },
    });
    expect(full.json()).toMatchObject({
      scheme: { buy: 12, free: 2, starts: null, ends: null },
      pack_multiple: 6,
      bonus: 'OLD TP',
    });

    const removed = await putListing(seller, l.id, { scheme: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ scheme: null, pack_multiple: 6, bonus: 'OLD TP' });
  });

  it('refuses bad schemes and pack multiples with 400 and writes nothing', async () => {
    const l = listings[1];
    await putListing(seller, l.id, { scheme: { buy: 10, free: 1 } });
    const before = await rawListing(l.id);
    const bad: Array<[unknown, string]> = [
      [{ scheme: { buy: 0, free: 1 } }, SCHEME_MSG.buyInvalid],
      [{ scheme: { buy: -10, free: 1 } }, SCHEME_MSG.buyInvalid],
      [{ scheme: { buy: 10.5, free: 1 } }, SCHEME_MSG.buyInvalid],
      [{ scheme: { buy: 10, free: -1 } }, SCHEME_MSG.freeInvalid],
      [{ scheme: { buy: 10, free: 0 } }, SCHEME_MSG.freeInvalid],
      [{ scheme: { buy: 10, free: 1001 } }, SCHEME_MSG.freeInvalid],
      [{ scheme: { buy: 10_001, free: 1 } }, SCHEME_MSG.buyInvalid],
      [{ scheme: { buy: 10, free: 1, starts: '2026-05-10', ends: '2026-05-09' } }, SCHEME_MSG.endsBeforeStarts],
      [{ scheme: { buy: 10, free: 1, starts: '2026-02-30' } }, SCHEME_MSG.dateInvalid],
      [{ scheme: { buy: 10, free: 1, ends: 'tomorrow' } }, SCHEME_MSG.dateInvalid],
      [{ scheme: { free: 1 } }, SCHEME_MSG.buyInvalid],
      [{ scheme: '10+1' }, SCHEME_MSG.schemeIncomplete],
      [{ pack_multiple: 0 }, SCHEME_MSG.packMultipleInvalid],
      [{ pack_multiple: -6 }, SCHEME_MSG.packMultipleInvalid],
      [{ pack_multiple: 2.5 }, SCHEME_MSG.packMultipleInvalid],
      // A valid scheme with a bad price beside it: nothing of the body is written.
      [{ scheme: { buy: 5, free: 1 }, offer: 5, bonus: '' }, MSG.totalPriceRequired],
    ];
    for (const [payload, message] of bad) {
      const res = await putListing(seller, l.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({ error: 'validation', message });
    }
    expect(await rawListing(l.id)).toEqual(before);
  });

  it("answers 404 for another seller's listing, 403 to a retailer, and changes nothing", async () => {
    const before = await rawListing(foreign.id);
    expect((await putListing(seller, foreign.id, { scheme: { buy: 1, free: 1 } })).statusCode).toBe(404);
    expect((await putListing(seller, foreign.id, { pack_multiple: 5 })).statusCode).toBe(404);
    expect((await putListing(retailer, foreign.id, { scheme: { buy: 1, free: 1 } })).statusCode).toBe(403);
    expect(await rawListing(foreign.id)).toEqual(before);
  });
});

describe('POST /api/Orders: free goods, packs, minimum order', () => {
  it('computes floor(quantity / buy) x free at N-1, N and 2N+1 and ignores a tampered bonus', async () => {
    const [a, b, c] = listings;
    for (const l of [a, b, c]) await putListing(seller, l.id, { scheme: { buy: 10, free: 1 } });
    const res = await place(
      [
        { listing_id: a.id, quantity: 9, bonus_quantity: 50 },
        { listing_id: b.id, quantity: 10, free: 99, bonus: 99 },
        { listing_id: c.id, quantity: 21, bonus_quantity: 0 },
      ],
      { bonus_quantity: 500 },
    );
    expect(res.statusCode).toBe(200);
    const items = await itemsOf(Number(res.body));
    expect(items.map((i) => [i.quantity, i.bonus_quantity])).toEqual([
      [9, 0],
      [10, 1],
      [21, 2],
    ]);
    const stored = await t.db
      .selectFrom('order_items')
      .select(['quantity', 'bonus_quantity'])
      .where('order_id', '=', Number(res.body))
      .orderBy('id')
      .execute();
    expect(stored.map((r) => r.bonus_quantity)).toEqual([0, 1, 2]);

    // Another scheme: 12 + 3.
    await putListing(seller, a.id, { scheme: { buy: 12, free: 3 } });
    const again = await place([{ listing_id: a.id, quantity: 25 }]);
    expect((await itemsOf(Number(again.body)))[0].bonus_quantity).toBe(6);
  });

  it('applies a scheme on its start and end days and not the days just outside them', async () => {
    const l = listings[3];
    const day = today();
    const cases: Array<[string | null, string | null, number]> = [
      [shift(day, 1), null, 0],
      [day, null, 1],
      [null, shift(day, -1), 0],
      [null, day, 1],
      [day, day, 1],
      [shift(day, -10), shift(day, 10), 1],
      [shift(day, 1), shift(day, 10), 0],
      [shift(day, -10), shift(day, -1), 0],
    ];
    for (const [starts, ends, bonus] of cases) {
      expect((await putListing(seller, l.id, { scheme: { buy: 10, free: 1, starts, ends } })).statusCode).toBe(200);
      const res = await place([{ listing_id: l.id, quantity: 10 }]);
      expect(res.statusCode).toBe(200);
      expect((await itemsOf(Number(res.body)))[0].bonus_quantity, `${starts} to ${ends}`).toBe(bonus);
    }
  });

  it('refuses a quantity that is not a pack multiple with 400 and places nothing', async () => {
    const [a, b] = listings;
    await putListing(seller, a.id, { pack_multiple: 6 });
    const count = await orderCount();
    for (const quantity of [1, 5, 7, 13]) {
      const res = await place([
        { listing_id: b.id, quantity: 1 },
        { listing_id: a.id, quantity },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'pack_multiple',
        message: SCHEME_MSG.notPackMultiple(a.product_name, 6),
        product: a.product_name,
        pack: 6,
      });
    }
    // The same listing split over two lines is judged on its merged quantity.
    expect(
      (
        await place([
          { listing_id: a.id, quantity: 4 },
          { listing_id: a.id, quantity: 2 },
        ])
      ).statusCode,
    ).toBe(200);
    expect(await orderCount()).toBe(count + 1);
    expect((await place([{ listing_id: a.id, quantity: 12 }])).statusCode).toBe(200);
  });

  it('refuses an order below the minimum value saying the minimum and what to add, and places nothing', async () => {
    const a = listings[0];
    const set = await seller.inject({ method: 'PUT', url: '/api/SellerSettings', payload: { min_order_value: 5000 } });
    expect(set.statusCode).toBe(200);
    expect(set.json().min_order_value).toBe(5000);
    expect((await seller.inject({ url: '/api/SellerSettings' })).json().min_order_value).toBe(5000);
    expect(
      (await t.app.inject({ url: '/api/WholesellerCategory/url/karachi-medical-traders' })).json().min_order_value,
    ).toBe(5000);

    const count = await orderCount();
    const res = await place([{ listing_id: a.id, quantity: 1 }]);
    expect(res.statusCode).toBe(400);
    const net = Math.round(a.total_price * (100 - a.offer)) / 100;
    const short = Math.round((5000 - net) * 100) / 100;
    expect(res.json()).toEqual({
      error: 'min_order_value',
      message: SCHEME_MSG.belowMinimum(5000, short),
      minimum: 5000,
      short,
    });
    expect(res.json().message).toContain('Rs. 5,000/-');
    expect(await orderCount()).toBe(count);

    const enough = Math.ceil(5000 / net);
    expect((await place([{ listing_id: a.id, quantity: enough }])).statusCode).toBe(200);
  });

  it('refuses a bad minimum order value and keeps the old one', async () => {
    await seller.inject({ method: 'PUT', url: '/api/SellerSettings', payload: { min_order_value: 100 } });
    for (const min_order_value of [-1, 'abc', 1e12]) {
      const res = await seller.inject({ method: 'PUT', url: '/api/SellerSettings', payload: { min_order_value } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(SCHEME_MSG.minOrderValueInvalid);
    }
    expect((await seller.inject({ url: '/api/SellerSettings' })).json().min_order_value).toBe(100);
    expect(
      (await retailer.inject({ method: 'PUT', url: '/api/SellerSettings', payload: { min_order_value: 0 } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('invoices carry the stored free goods', () => {
  it("puts the order line's free quantity on the invoice, and scales it for a short supply", async () => {
    const [a, b] = listings;
    await putListing(seller, a.id, { scheme: { buy: 10, free: 1 } });
    await putListing(seller, b.id, { scheme: { buy: 5, free: 2 } });
    const res = await place([
      { listing_id: a.id, quantity: 20 },
      { listing_id: b.id, quantity: 10 },
    ]);
    const orderId = Number(res.body);
    // A scheme changed after the order does not change its free goods.
    await putListing(seller, a.id, { scheme: null });
    const issued = await seller.inject({
      method: 'POST',
      url: `/api/Orders/${orderId}/invoice`,
      payload: { lines: [{ listing_id: b.id, supplied: 7 }] },
    });
    expect(issued.statusCode).toBe(201);
    const invoice = (await retailer.inject({ url: `/api/Orders/${orderId}/invoice` })).json();
    expect(
      invoice.lines.map((l: { quantity: number; supplied: number; bonus_quantity: number }) => [
        l.quantity,
        l.supplied,
        l.bonus_quantity,
      ]),
    ).toEqual([
      [20, 20, 2],
      [10, 7, 2],
    ]);
    const pdf = await retailer.inject({ url: `/api/Orders/${orderId}/invoice.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
  });
});

describe('retail price', () => {
  it("the admin sets a catalogue product's retail price; the store's rows carry it beside the trade price", async () => {
    const admin = await callerAs(t.app, 'admin');
    const l = (await seller.inject({ url: `/api/MedicalProducts/${listings[4].id}` })).json() as { product_id: number };
    const product = (await admin.inject({ url: `/api/Admin/${l.product_id}` })).json() as Record<string, unknown>;
    const base = {
      product_name: product.product_name,
      manufacturer: product.manufacturer,
      offer: product.offer,
      bonus: product.bonus,
      total_price: product.total_price,
    };
    for (const retail_price of [-5, 'abc']) {
      const bad = await admin.inject({
        method: 'PUT',
        url: `/api/Admin/${l.product_id}`,
        payload: { ...base, retail_price },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(SCHEME_MSG.retailPriceInvalid);
    }
    const set = await admin.inject({
      method: 'PUT',
      url: `/api/Admin/${l.product_id}`,
      payload: { ...base, retail_price: '180.5' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().retail_price).toBe(180.5);
    // Missing keeps it; the store shows it.
    expect(
      (await admin.inject({ method: 'PUT', url: `/api/Admin/${l.product_id}`, payload: base })).json().retail_price,
    ).toBe(180.5);
    const store = (
      await t.app.inject({ url: `/api/WholesellerCategory/karachi-medical-traders/${sellerId}` })
    ).json() as Array<{ id: number; retail_price: number | null }>;
    expect(store.find((r) => r.id === listings[4].id)?.retail_price).toBe(180.5);
    // Empty clears it.
    expect(
      (
        await admin.inject({ method: 'PUT', url: `/api/Admin/${l.product_id}`, payload: { ...base, retail_price: '' } })
      ).json().retail_price,
    ).toBeNull();
    expect(
      (await seller.inject({ method: 'PUT', url: `/api/Admin/${l.product_id}`, payload: { ...base, retail_price: 1 } }))
        .statusCode,
    ).toBe(403);
  });
});
