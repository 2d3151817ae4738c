import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ORDER_LINES, MSG, type Listing, type ServerCart } from '@dawalink/shared';
import { buildTestApp, callerAs, demoAccountId, type Caller, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let sellerId: number;
let seller2Id: number;
let retailer: Caller;
let retailer2: Caller;
let listings: Listing[];
let listings2: Listing[];

beforeAll(async () => {
  t = await buildTestApp();
  sellerId = await demoAccountId(t, 'seller');
  seller2Id = await demoAccountId(t, 'seller2');
  retailer = await callerAs(t.app, 'retailer');
  retailer2 = await callerAs(t.app, 'retailer2');
  listings = (
    await t.app.inject({ method: 'GET', url: `/api/WholesellerCategory/karachi-medical-traders/${sellerId}` })
  ).json();
  listings2 = (
    await t.app.inject({ method: 'GET', url: `/api/WholesellerCategory/lahore-pharma-distributors/${seller2Id}` })
  ).json();
});
afterAll(async () => {
  await t.close();
});

const put = (caller: Caller, id: number, payload: unknown) =>
  caller.inject({ method: 'PUT', url: `/api/Cart/${id}`, payload: payload as object });
const get = (caller: Caller, id: number) => caller.inject({ method: 'GET', url: `/api/Cart/${id}` });

describe('GET/PUT /api/Cart/{sellerId}', () => {
  it('keeps a retailer’s cart with a store, in the order the lines were added, with today’s listing rows', async () => {
    const empty = await get(retailer, sellerId);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ wholeseller_id: sellerId, items: [], updated_at: null });

    const items = [
      { listing_id: listings[3].id, quantity: 2 },
      { listing_id: listings[0].id, quantity: 15 },
    ];
    const saved = await put(retailer, sellerId, { items });
    expect(saved.statusCode).toBe(200);
    const cart = saved.json() as ServerCart;
    expect(cart.items.map((i) => [i.id, i.quantity])).toEqual([
      [listings[3].id, 2],
      [listings[0].id, 15],
    ]);
    expect(cart.items[0]).toEqual({ ...listings[3], quantity: 2 });
    expect(cart.updated_at).not.toBeNull();
    // Another session of the same account (another phone) reads the same cart.
    const otherPhone = await callerAs(t.app, 'retailer');
    expect((await get(otherPhone, sellerId)).json()).toEqual(cart);

    // Prices are today's: a price change shows in the next read.
    await t.db.updateTable('listings').set({ total_price: '123.45' }).where('id', '=', listings[3].id).execute();
    try {
      expect((await get(retailer, sellerId)).json().items[0].total_price).toBe(123.45);
    } finally {
      await t.db
        .updateTable('listings')
        .set({ total_price: String(listings[3].total_price) })
        .where('id', '=', listings[3].id)
        .execute();
    }

    // A PUT replaces the whole cart; an empty list empties it.
    expect(
      (await put(retailer, sellerId, { items: [{ listing_id: listings[1].id, quantity: 1 }] })).json().items,
    ).toHaveLength(1);
    expect((await put(retailer, sellerId, { items: [] })).json()).toEqual({
      wholeseller_id: sellerId,
      items: [],
      updated_at: null,
    });
  });

  it('keeps one cart per retailer and per store', async () => {
    await put(retailer, sellerId, { items: [{ listing_id: listings[0].id, quantity: 3 }] });
    await put(retailer, seller2Id, { items: [{ listing_id: listings2[0].id, quantity: 4 }] });
    expect((await get(retailer, sellerId)).json().items.map((i: { quantity: number }) => i.quantity)).toEqual([3]);
    expect((await get(retailer, seller2Id)).json().items.map((i: { quantity: number }) => i.quantity)).toEqual([4]);
    expect((await get(retailer2, sellerId)).json().items).toEqual([]);
  });

  it("drops another store's listings instead of keeping them under this store", async () => {
    const res = await put(retailer, sellerId, {
      items: [
        { listing_id: listings2[0].id, quantity: 1 },
        { listing_id: listings[2].id, quantity: 5 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { id: number }) => i.id)).toEqual([listings[2].id]);
    const stored = await t.db
      .selectFrom('cart_items')
      .select('listing_id')
      .where('wholeseller_id', '=', sellerId)
      .execute();
    expect(stored.map((r) => r.listing_id)).not.toContain(listings2[0].id);
  });

  it('leaves out lines whose product was disabled, and a deleted listing takes its lines', async () => {
    await put(retailer, sellerId, {
      items: [
        { listing_id: listings[5].id, quantity: 1 },
        { listing_id: listings[6].id, quantity: 2 },
      ],
    });
    await t.db.updateTable('products').set({ is_disabled: true }).where('id', '=', listings[5].product_id).execute();
    try {
      expect((await get(retailer, sellerId)).json().items.map((i: { id: number }) => i.id)).toEqual([listings[6].id]);
    } finally {
      await t.db.updateTable('products').set({ is_disabled: false }).where('id', '=', listings[5].product_id).execute();
    }
    const seller = await callerAs(t.app, 'seller');
    expect(
      (await seller.inject({ method: 'DELETE', url: `/api/MedicalProducts/${listings[6].id}` })).statusCode,
    ).toBeLessThan(300);
    expect((await get(retailer, sellerId)).json().items.map((i: { id: number }) => i.id)).toEqual([listings[5].id]);
  });

  it('refuses bad bodies with 400 and the message', async () => {
    const cases: unknown[] = [
      { items: [{ listing_id: listings[0].id, quantity: 0 }] },
      { items: [{ listing_id: listings[0].id, quantity: 1.5 }] },
      { items: [{ listing_id: listings[0].id, quantity: 100_001 }] },
      {
        items: [
          { listing_id: listings[0].id, quantity: 1 },
          { listing_id: listings[0].id, quantity: 2 },
        ],
      },
      { items: [{ listing_id: listings[0].id, quantity: 1, total_price: 1 }] },
      { items: Array.from({ length: MAX_ORDER_LINES + 1 }, (_, i) => ({ listing_id: i + 1, quantity: 1 })) },
      { items: 'all' },
      {},
    ];
    for (const body of cases) {
      const res = await put(retailer, sellerId, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });

  it('answers 404 for an unknown store and 410 for a disabled one', async () => {
    expect((await get(retailer, 999_999)).json()).toEqual({ error: 'not_found', message: MSG.storeNotFound });
    expect((await put(retailer, 999_999, { items: [] })).statusCode).toBe(404);
    await t.db.updateTable('accounts').set({ is_disabled: true }).where('id', '=', seller2Id).execute();
    try {
      expect((await get(retailer, seller2Id)).statusCode).toBe(410);
    } finally {
      await t.db.updateTable('accounts').set({ is_disabled: false }).where('id', '=', seller2Id).execute();
    }
  });

  it('is for a signed-in retailer only', async () => {
    const visitor = await callerAs(t.app, 'visitor');
    expect((await get(visitor, sellerId)).statusCode).toBe(401);
    for (const role of ['seller', 'admin'] as const) {
      const caller = await callerAs(t.app, role);
      expect((await get(caller, sellerId)).statusCode).toBe(403);
      expect((await put(caller, sellerId, { items: [] })).statusCode).toBe(403);
    }
  });

  it('two phones saving 50 times at once leave one whole cart, never a mix', async () => {
    const a = { items: listings.slice(0, 5).map((l) => ({ listing_id: l.id, quantity: 1 })) };
    const b = { items: listings.slice(5, 9).map((l) => ({ listing_id: l.id, quantity: 2 })) };
    const other = await callerAs(t.app, 'retailer');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? put(other, sellerId, b) : put(retailer, sellerId, a))),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const kept = (await get(retailer, sellerId)).json().items as Array<{ listing_id: number; quantity: number }>;
    const quantities = new Set(kept.map((i) => i.quantity));
    expect(quantities.size).toBe(1);
    // Whole: the cart as one save of the winning body answers it (lines of disabled products already left out).
    const winner = answers.find((r) => r.json().items[0]?.quantity === kept[0].quantity)!;
    expect(kept).toEqual(winner.json().items);
  });
});
