import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, compareFolded } from '@dawalink/shared';
import { buildTestApp, callerAs, demoAccountId, type Caller, type TestApp } from '../../test/helpers.js';
import { expectBadPagesRefused } from '../../test/paging.js';

let t: TestApp;
let seller: Caller;
let seller2: Caller;
let retailer: Caller;
let admin: Caller;
let visitor: Caller;
let sellerId: number;
let seller2Id: number;

beforeAll(async () => {
  t = await buildTestApp();
  // One after the other: parallel sign-ins would open extra pool connections for no gain.
  const callers: Caller[] = [];
  for (const role of ['seller', 'seller2', 'retailer', 'admin', 'visitor'] as const)
    callers.push(await callerAs(t.app, role));
  [seller, seller2, retailer, admin, visitor] = callers;
  sellerId = await demoAccountId(t, 'seller');
  seller2Id = await demoAccountId(t, 'seller2');
});
afterAll(async () => {
  await t.close();
});

const listingRow = (id: number) => t.db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirst();
const firstListingOf = async (ownerId: number) =>
  await t.db
    .selectFrom('listings')
    .selectAll()
    .where('wholeseller_id', '=', ownerId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
/** Catalogue products nobody lists yet, so adding them never collides with demo data or other tests. */
async function unlistedProducts(count: number, skip = 0) {
  const rows = await t.db
    .selectFrom('products')
    .select(['id', 'product_name', 'total_price'])
    .where('is_disabled', '=', false)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('listings').select('listings.id').whereRef('listings.product_id', '=', 'products.id'))),
    )
    .orderBy('id')
    .offset(skip)
    .limit(count)
    .execute();
  if (rows.length < count) throw new Error('not enough unlisted products');
  return rows;
}

describe('GET /api/WholesellerCategory/{sellerId}', () => {
  it('answers the seller their own list with the spec fields, grouped by manufacturer', async () => {
    const res = await seller.inject({ url: `/api/WholesellerCategory/${sellerId}` });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<Record<string, unknown>>;
    expect(rows.length).toBe(120);
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
    expect(typeof rows[0].total_price).toBe('number');
  });

  it("hides another seller's list (404), refuses a retailer (403) and a visitor (401); the admin may read", async () => {
    expect((await seller.inject({ url: `/api/WholesellerCategory/${seller2Id}` })).statusCode).toBe(404);
    expect((await retailer.inject({ url: `/api/WholesellerCategory/${sellerId}` })).statusCode).toBe(403);
    const v = await visitor.inject({ url: `/api/WholesellerCategory/${sellerId}` });
    expect(v.statusCode).toBe(401);
    expect(Object.keys(v.json()).sort()).toEqual(['error', 'message']);
    const a = await admin.inject({ url: `/api/WholesellerCategory/${seller2Id}` });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toHaveLength(80);
  });

  it("answers `?first=N` with the list's first N lines in the same order, and refuses a bad N with nothing else", async () => {
    const whole = (await seller.inject({ url: `/api/WholesellerCategory/${sellerId}` })).json() as Array<{
      id: number;
    }>;
    const first = await seller.inject({ url: `/api/WholesellerCategory/${sellerId}?first=20` });
    expect(first.statusCode).toBe(200);
    expect((first.json() as Array<{ id: number }>).map((r) => r.id)).toEqual(whole.slice(0, 20).map((r) => r.id));
    expect((await seller.inject({ url: `/api/WholesellerCategory/${sellerId}?first=200` })).json()).toHaveLength(120);
    for (const bad of ['0', '-1', '201', '2.5', 'ten']) {
      const res = await seller.inject({ url: `/api/WholesellerCategory/${sellerId}?first=${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toBe(MSG.badRequest);
    }
    // The first lines are the owner's as the whole list is.
    expect((await seller.inject({ url: `/api/WholesellerCategory/${seller2Id}?first=5` })).statusCode).toBe(404);
    expect((await retailer.inject({ url: `/api/WholesellerCategory/${sellerId}?first=5` })).statusCode).toBe(403);
  });

  it("answers 50 `?first=10` requests of two sellers at once each with its own seller's first lines", async () => {
    const firstIds = async (caller: Caller, id: number) =>
      ((await caller.inject({ url: `/api/WholesellerCategory/${id}` })).json() as Array<{ id: number }>)
        .slice(0, 10)
        .map((r) => r.id);
    const expected = { [sellerId]: await firstIds(seller, sellerId), [seller2Id]: await firstIds(seller2, seller2Id) };
    expect(expected[sellerId]).not.toEqual(expected[seller2Id]);
    const asked = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0 ? ([seller, sellerId] as const) : ([seller2, seller2Id] as const),
    );
    const answers = await Promise.all(
      asked.map(([caller, id]) => caller.inject({ url: `/api/WholesellerCategory/${id}?first=10` })),
    );
    answers.forEach((res, i) => {
      const id = asked[i][1];
      expect(res.statusCode).toBe(200);
      const rows = res.json() as Array<{ id: number; wholeseller_id: number }>;
      expect(rows.map((r) => r.id)).toEqual(expected[id]);
      expect(rows.every((r) => r.wholeseller_id === id)).toBe(true);
    });
  });

  it('leaves out listings whose catalogue product the admin disabled', async () => {
    const listing = await firstListingOf(seller2Id);
    await t.db.updateTable('products').set({ is_disabled: true }).where('id', '=', listing.product_id).execute();
    const rows = (await seller2.inject({ url: `/api/WholesellerCategory/${seller2Id}` })).json() as Array<{
      id: number;
    }>;
    expect(rows.some((r) => r.id === listing.id)).toBe(false);
    await t.db.updateTable('products').set({ is_disabled: false }).where('id', '=', listing.product_id).execute();
  });
});

describe('GET/PUT/DELETE /api/MedicalProducts/{id}', () => {
  it('reads my listing with the catalogue name, manufacturer and code', async () => {
    const listing = await firstListingOf(sellerId);
    const product = await t.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', listing.product_id)
      .executeTakeFirstOrThrow();
    const res = await seller.inject({ url: `/api/MedicalProducts/${listing.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: listing.id,
      product_id: product.id,
      wholeseller_id: sellerId,
      product_name: product.product_name,
      manufacturer: product.manufacturer,
      product_code: product.product_code,
      total_price: listing.total_price,
    });
  });

  it("answers 404 for another seller's listing and an unknown id, 403 to a retailer, 401 to a visitor", async () => {
    const foreign = await firstListingOf(seller2Id);
    expect((await seller.inject({ url: `/api/MedicalProducts/${foreign.id}` })).statusCode).toBe(404);
    expect((await seller.inject({ url: '/api/MedicalProducts/999999' })).statusCode).toBe(404);
    expect((await seller.inject({ url: '/api/MedicalProducts/abc' })).statusCode).toBe(400);
    expect((await retailer.inject({ url: `/api/MedicalProducts/${foreign.id}` })).statusCode).toBe(403);
    expect((await visitor.inject({ url: `/api/MedicalProducts/${foreign.id}` })).statusCode).toBe(401);
  });

  it('updates offer, bonus and price only, ignoring tampered fields, None and empty offer as the spec says', async () => {
    const listing = await firstListingOf(seller2Id);
    const res = await seller2.inject({
      method: 'PUT',
      url: `/api/MedicalProducts/${listing.id}`,
      payload: {
        id: 424242,
        product_id: 1,
        wholeseller_id: sellerId,
        product_name: 'Hacked',
        manufacturer: 'Evil',
        product_code: 'XXXX',
        offer: '',
        bonus: 'None',
        total_price: '1234.5',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: listing.id,
      offer: 0,
      bonus: '',
      total_price: 1234.5,
      wholeseller_id: seller2Id,
    });
    expect(res.json().product_name).not.toBe('Hacked');
    const row = await listingRow(listing.id);
    expect(row).toMatchObject({
      wholeseller_id: seller2Id,
      product_id: listing.product_id,
      offer: 0,
      bonus: '',
      total_price: 1234.5,
    });
    const product = await t.db
      .selectFrom('products')
      .select('product_name')
      .where('id', '=', listing.product_id)
      .executeTakeFirstOrThrow();
    expect(product.product_name).not.toBe('Hacked');

    const again = await seller2.inject({
      method: 'PUT',
      url: `/api/MedicalProducts/${listing.id}`,
      payload: { offer: 7.5, bonus: 'OLD TP', total_price: 99 },
    });
    expect(again.json()).toMatchObject({ offer: 7.5, bonus: 'OLD TP', total_price: 99 });
  });

  it('refuses a missing price with the spec message and writes nothing', async () => {
    const listing = await firstListingOf(sellerId);
    for (const total_price of ['', undefined, null, -1, 'abc']) {
      const res = await seller.inject({
        method: 'PUT',
        url: `/api/MedicalProducts/${listing.id}`,
        payload: { offer: 5, bonus: '', total_price },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'validation', message: MSG.totalPriceRequired });
    }
    expect(await listingRow(listing.id)).toEqual(listing);
  });

  it('refuses an oversized bonus and an offer out of range', async () => {
    const listing = await firstListingOf(sellerId);
    const long = await seller.inject({
      method: 'PUT',
      url: `/api/MedicalProducts/${listing.id}`,
      payload: { offer: 0, bonus: 'x'.repeat(51), total_price: 10 },
    });
    expect(long.statusCode).toBe(400);
    const offer = await seller.inject({
      method: 'PUT',
      url: `/api/MedicalProducts/${listing.id}`,
      payload: { offer: 101, bonus: '', total_price: 10 },
    });
    expect(offer.statusCode).toBe(400);
    expect(await listingRow(listing.id)).toEqual(listing);
  });

  it("cannot change or delete another seller's listing: 404 and unchanged", async () => {
    const foreign = await firstListingOf(seller2Id);
    const before = await listingRow(foreign.id);
    const put = await seller.inject({
      method: 'PUT',
      url: `/api/MedicalProducts/${foreign.id}`,
      payload: { offer: 50, bonus: '', total_price: 1 },
    });
    expect(put.statusCode).toBe(404);
    const del = await seller.inject({ method: 'DELETE', url: `/api/MedicalProducts/${foreign.id}` });
    expect(del.statusCode).toBe(404);
    expect(await listingRow(foreign.id)).toEqual(before);
    expect((await retailer.inject({ method: 'DELETE', url: `/api/MedicalProducts/${foreign.id}` })).statusCode).toBe(
      403,
    );
    expect(
      (await visitor.inject({ method: 'PUT', url: `/api/MedicalProducts/${foreign.id}`, payload: { total_price: 1 } }))
        .statusCode,
    ).toBe(401);
    expect(await listingRow(foreign.id)).toEqual(before);
  });

  it('deletes my listing; past order lines keep their product name', async () => {
    const line = await t.db
      .selectFrom('order_items')
      .innerJoin('listings', 'listings.id', 'order_items.listing_id')
      .select(['order_items.id', 'order_items.listing_id', 'order_items.product_name'])
      .where('listings.wholeseller_id', '=', seller2Id)
      .executeTakeFirstOrThrow();
    const res = await seller2.inject({ method: 'DELETE', url: `/api/MedicalProducts/${line.listing_id}` });
    expect(res.statusCode).toBe(200);
    expect(await listingRow(line.listing_id!)).toBeUndefined();
    expect((await seller2.inject({ url: `/api/MedicalProducts/${line.listing_id}` })).statusCode).toBe(404);
    expect(
      (await seller2.inject({ method: 'DELETE', url: `/api/MedicalProducts/${line.listing_id}` })).statusCode,
    ).toBe(404);
    const kept = await t.db.selectFrom('order_items').selectAll().where('id', '=', line.id).executeTakeFirstOrThrow();
    expect(kept.product_name).toBe(line.product_name);
  });
});

describe('POST /api/MedicalProducts', () => {
  it('adds one listing for the caller, whatever seller id or names the body carries', async () => {
    const [p] = await unlistedProducts(1);
    const res = await seller.inject({
      method: 'POST',
      url: '/api/MedicalProducts',
      payload: {
        id: 5,
        product_id: p.id,
        wholeseller_id: seller2Id,
        product_name: 'Fake',
        manufacturer: 'Fake',
        product_code: 'F',
        offer: 5,
        bonus: 'None',
        total_price: 250,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      product_id: p.id,
      wholeseller_id: sellerId,
      product_name: p.product_name,
      offer: 5,
      bonus: '',
      total_price: 250,
    });
    const row = await t.db.selectFrom('listings').selectAll().where('product_id', '=', p.id).execute();
    expect(row).toHaveLength(1);
    expect(row[0].wholeseller_id).toBe(sellerId);

    const dup = await seller.inject({
      method: 'POST',
      url: '/api/MedicalProducts',
      payload: { product_id: p.id, offer: 0, bonus: '', total_price: 1 },
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ error: 'bad_request', message: MSG.productAlreadyAdded });
  });

  it('adds an array all at once and answers the rows in order', async () => {
    const products = await unlistedProducts(3, 1);
    const res = await seller.inject({
      method: 'POST',
      url: '/api/MedicalProducts',
      payload: products.map((p) => ({ product_id: p.id, offer: 0, bonus: '', total_price: p.total_price })),
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Array<{ product_id: number }>).map((r) => r.product_id)).toEqual(products.map((p) => p.id));
  });

  it('adds none of an array when one item is already listed, listed twice, disabled or unknown', async () => {
    const fresh = await unlistedProducts(2, 10);
    const listed = await firstListingOf(sellerId);
    const disabled = (await unlistedProducts(1, 20))[0];
    await t.db.updateTable('products').set({ is_disabled: true }).where('id', '=', disabled.id).execute();
    const body = (extra: number[]) =>
      [...fresh.map((p) => p.id), ...extra].map((product_id) => ({ product_id, offer: 0, bonus: '', total_price: 10 }));
    const cases: Array<[number[], string]> = [
      [[listed.product_id], MSG.productAlreadyAdded],
      [[fresh[0].id], MSG.productAlreadyAdded],
      [[disabled.id], 'This product is not available in the catalogue'],
      [[987654], 'This product is not available in the catalogue'],
    ];
    for (const [extra, message] of cases) {
      const res = await seller.inject({ method: 'POST', url: '/api/MedicalProducts', payload: body(extra) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const written = await t.db
      .selectFrom('listings')
      .select('id')
      .where(
        'product_id',
        'in',
        fresh.map((p) => p.id),
      )
      .execute();
    expect(written).toHaveLength(0);
  });

  it('lets only one of two racing adds of the same product win', async () => {
    const [p] = await unlistedProducts(1, 30);
    const payload = { product_id: p.id, offer: 0, bonus: '', total_price: 10 };
    const results = await Promise.all(
      [1, 2, 3].map(() => seller2.inject({ method: 'POST', url: '/api/MedicalProducts', payload })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    for (const r of results.filter((x) => x.statusCode === 400)) expect(r.json().message).toBe(MSG.productAlreadyAdded);
    const rows = await t.db.selectFrom('listings').select('id').where('product_id', '=', p.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses bad bodies, a retailer, the admin (no market) and a visitor', async () => {
    const [p] = await unlistedProducts(1, 40);
    const ok = { product_id: p.id, offer: 0, bonus: '', total_price: 10 };
    expect((await seller.inject({ method: 'POST', url: '/api/MedicalProducts', payload: [] })).statusCode).toBe(400);
    const noPrice = await seller.inject({ method: 'POST', url: '/api/MedicalProducts', payload: { product_id: p.id } });
    expect(noPrice.statusCode).toBe(400);
    expect((await retailer.inject({ method: 'POST', url: '/api/MedicalProducts', payload: ok })).statusCode).toBe(403);
    expect((await admin.inject({ method: 'POST', url: '/api/MedicalProducts', payload: ok })).statusCode).toBe(403);
    expect((await visitor.inject({ method: 'POST', url: '/api/MedicalProducts', payload: ok })).statusCode).toBe(401);
    expect(await t.db.selectFrom('listings').select('id').where('product_id', '=', p.id).execute()).toHaveLength(0);
  });
});

describe('catalogue selection', () => {
  const countSelectable = async (ownerId: number) => {
    const all = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_disabled', '=', false)
      .executeTakeFirstOrThrow();
    const listed = await t.db
      .selectFrom('listings')
      .innerJoin('products', 'products.id', 'listings.product_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('listings.wholeseller_id', '=', ownerId)
      .where('products.is_disabled', '=', false)
      .executeTakeFirstOrThrow();
    return Number(all.n) - Number(listed.n);
  };

  it('counts the products the seller can still add, as plain text', async () => {
    const res = await seller.inject({ url: `/api/Admin/products/length/${sellerId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(Number(res.body)).toBe(await countSelectable(sellerId));
  });

  it('pages the catalogue 50 at a time without my listings or disabled products', async () => {
    const listed = new Set(
      (await t.db.selectFrom('listings').select('product_id').where('wholeseller_id', '=', sellerId).execute()).map(
        (r) => r.product_id,
      ),
    );
    const disabled = (await unlistedProducts(1, 50))[0];
    await t.db.updateTable('products').set({ is_disabled: true }).where('id', '=', disabled.id).execute();
    const total = await countSelectable(sellerId);
    const seen: number[] = [];
    for (let from = 0; from < total; from += 50) {
      const res = await seller.inject({ url: `/api/Admin/products/${sellerId}/${from}/${from + 50}` });
      expect(res.statusCode).toBe(200);
      const rows = res.json() as Array<{ id: number; manufacturer: string; product_code: string }>;
      expect(rows.length).toBe(Math.min(50, total - from));
      seen.push(...rows.map((r) => r.id));
    }
    expect(new Set(seen).size).toBe(total);
    expect(seen.some((id) => listed.has(id))).toBe(false);
    expect(seen).not.toContain(disabled.id);
    const past = await seller.inject({ url: `/api/Admin/products/${sellerId}/${total}/${total + 50}` });
    expect(past.json()).toEqual([]);
    const huge = await seller.inject({ url: `/api/Admin/products/${sellerId}/0/100000` });
    expect((huge.json() as unknown[]).length).toBeLessThanOrEqual(200);
    expect((await seller.inject({ url: `/api/Admin/products/${sellerId}/-1/50` })).statusCode).toBe(400);
  });

  it('searches by product name or manufacturer, any case, wildcards taken literally', async () => {
    const byName = (await seller.inject({ url: `/api/Admin/product/search/${sellerId}/paracetamol` })).json() as Array<{
      product_name: string;
    }>;
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((r) => r.product_name.toLowerCase().includes('paracetamol'))).toBe(true);
    const byMaker = (
      await seller.inject({ url: `/api/Admin/product/search/${sellerId}/${encodeURIComponent('gEtZ')}` })
    ).json() as Array<{ manufacturer: string; product_name: string }>;
    expect(byMaker.length).toBeGreaterThan(0);
    expect(byMaker.every((r) => `${r.manufacturer} ${r.product_name}`.toLowerCase().includes('getz'))).toBe(true);
    const listed = new Set(
      (await t.db.selectFrom('listings').select('product_id').where('wholeseller_id', '=', sellerId).execute()).map(
        (r) => r.product_id,
      ),
    );
    expect((byName as unknown as Array<{ id: number }>).some((r) => listed.has(r.id))).toBe(false);
    expect(
      (await seller.inject({ url: `/api/Admin/product/search/${sellerId}/${encodeURIComponent('%')}` })).json(),
    ).toEqual([]);
    expect((await seller.inject({ url: `/api/Admin/product/search/${sellerId}/zzzzzz` })).json()).toEqual([]);
    expect((await seller.inject({ url: `/api/Admin/product/search/${sellerId}/${'a'.repeat(101)}` })).statusCode).toBe(
      400,
    );
  });

  it('answers one page of a search with the count of every match when asked for (?offset&limit)', async () => {
    // A broad term: more than two pages of the demo catalogue.
    const term = 'a';
    const all = (await seller.inject({ url: `/api/Admin/product/search/${sellerId}/${term}` })).json() as Array<{
      id: number;
    }>;
    expect(all.length).toBeGreaterThan(100);
    const page = async (query: string, caller = seller, id = sellerId) => {
      const res = await caller.inject({ url: `/api/Admin/product/search/${id}/${term}?${query}` });
      expect(res.statusCode).toBe(200);
      return res.json() as { total: number; rows: Array<{ id: number; product_name: string; manufacturer: string }> };
    };
    const first = await page('offset=0&limit=50');
    const second = await page('offset=50&limit=50');
    expect(first.total).toBe(all.length);
    expect(second.total).toBe(all.length);
    expect(first.rows.map((r) => r.id)).toEqual(all.slice(0, 50).map((r) => r.id));
    expect(second.rows.map((r) => r.id)).toEqual(all.slice(50, 100).map((r) => r.id));
    // Only offset: 50 rows; past the last match: no rows, the total still counted.
    expect((await page('offset=50')).rows.map((r) => r.id)).toEqual(second.rows.map((r) => r.id));
    const past = await page(`offset=${all.length + 10}&limit=50`);
    expect(past).toEqual({ total: all.length, rows: [] });
    // Every word filters, as without paging.
    const words = await page('limit=200');
    const twoWords = (
      await seller.inject({ url: `/api/Admin/product/search/${sellerId}/${encodeURIComponent('a para')}?limit=200` })
    ).json() as { total: number; rows: Array<{ product_name: string; manufacturer: string }> };
    expect(twoWords.total).toBeLessThan(words.total);
    expect(twoWords.total).toBe(twoWords.rows.length);
    expect(twoWords.rows.every((r) => `${r.product_name}\n${r.manufacturer}`.toLowerCase().includes('para'))).toBe(
      true,
    );
    // Another seller's listings do not change my count; my own listed products are not counted.
    const listed = (
      await t.db.selectFrom('listings').select('product_id').where('wholeseller_id', '=', sellerId).execute()
    ).map((r) => r.product_id);
    const listed2 = (
      await t.db.selectFrom('listings').select('product_id').where('wholeseller_id', '=', seller2Id).execute()
    ).map((r) => r.product_id);
    const matching = await t.db
      .selectFrom('products')
      .select('id')
      .where('is_disabled', '=', false)
      .where((eb) => eb.or([eb('product_name', 'ilike', '%a%'), eb('manufacturer', 'ilike', '%a%')]))
      .execute();
    expect(first.total).toBe(matching.filter((p) => !listed.includes(p.id)).length);
    expect((await page('offset=0&limit=50', seller2, seller2Id)).total).toBe(
      matching.filter((p) => !listed2.includes(p.id)).length,
    );
  });

  it('refuses bad page parameters with a clear message', async () => {
    await expectBadPagesRefused((query) =>
      seller.inject({ url: `/api/Admin/product/search/${sellerId}/para?${query}` }),
    );
  });

  it("refuses another seller's id (404), a retailer (403) and a visitor (401)", async () => {
    for (const url of [
      `/api/Admin/products/length/${seller2Id}`,
      `/api/Admin/products/${seller2Id}/0/50`,
      `/api/Admin/product/search/${seller2Id}/para`,
    ]) {
      expect((await seller.inject({ url })).statusCode).toBe(404);
      expect((await retailer.inject({ url })).statusCode).toBe(403);
      expect((await visitor.inject({ url })).statusCode).toBe(401);
      expect((await admin.inject({ url })).statusCode).toBe(200);
    }
  });
});
