import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, compareFolded, productCode } from '@dawalink/shared';
import { buildTestApp, callersAs, type Caller, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let admin: Caller;
let seller: Caller;
let retailer: Caller;
let visitor: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, seller, retailer, visitor } = await callersAs(t.app, ['admin', 'seller', 'retailer', 'visitor']));
});
afterAll(async () => {
  await t.close();
});

const product = (over: Record<string, unknown> = {}) => ({
  product_name: 'Zincofer Syrup 120ml',
  manufacturer: 'GSK',
  offer: 5,
  bonus: 'OLD TP',
  total_price: 245.5,
  ...over,
});

describe('POST /api/Admin', () => {
  it('adds a product, fills the code from the name and keeps the money exact', async () => {
    const res = await admin.inject({ method: 'POST', url: '/api/Admin', payload: product() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      product_name: 'Zincofer Syrup 120ml',
      manufacturer: 'GSK',
      offer: 5,
      bonus: 'OLD TP',
      total_price: 245.5,
      is_disabled: false,
    });
    expect(body.product_code).toBe(productCode('Zincofer Syrup 120ml'));
    expect(typeof body.id).toBe('number');
    const row = await t.db.selectFrom('products').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row.total_price).toBe(245.5);
  });

  it('takes a given code, stores None as an empty bonus and an empty offer as 0, and ignores server-owned fields', async () => {
    const res = await admin.inject({
      method: 'POST',
      url: '/api/Admin',
      payload: product({
        product_name: 'Calpol Drops',
        product_code: 'CP-01',
        bonus: 'None',
        offer: '',
        total_price: '99',
        id: 1,
        is_disabled: true,
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      product_code: 'CP-01',
      bonus: '',
      offer: 0,
      total_price: 99,
      is_disabled: false,
    });
    expect(res.json().id).not.toBe(1);
  });

  it('refuses with the spec messages and writes nothing', async () => {
    const before = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: Array<[Record<string, unknown>, string]> = [
      [product({ product_name: '  ' }), MSG.productNameRequired],
      [product({ product_name: undefined }), MSG.productNameRequired],
      [product({ manufacturer: 'Select' }), MSG.selectManufacturer],
      [product({ manufacturer: '' }), MSG.selectManufacturer],
      [product({ total_price: '' }), MSG.totalPriceRequired],
      [product({ total_price: -1 }), MSG.totalPriceRequired],
      [product({ total_price: 'abc' }), MSG.totalPriceRequired],
      [product({ product_name: 'x'.repeat(101) }), MSG.tooLong(100)],
      [product({ manufacturer: 'm'.repeat(101) }), MSG.tooLong(100)],
      [product({ product_code: 'c'.repeat(21) }), MSG.tooLong(20)],
      [product({ bonus: 'b'.repeat(51) }), MSG.tooLong(50)],
    ];
    for (const [payload, message] of cases) {
      const res = await admin.inject({ method: 'POST', url: '/api/Admin', payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toEqual({ error: 'validation', message });
    }
    const offer = await admin.inject({ method: 'POST', url: '/api/Admin', payload: product({ offer: 101 }) });
    expect(offer.statusCode).toBe(400);
    const after = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses the same product for the same company, ignoring case', async () => {
    await admin.inject({
      method: 'POST',
      url: '/api/Admin',
      payload: product({ product_name: 'Brufen 400', manufacturer: 'ABBOTT' }),
    });
    const again = await admin.inject({
      method: 'POST',
      url: '/api/Admin',
      payload: product({ product_name: ' brufen 400 ', manufacturer: 'abbott' }),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MSG.productAlreadyAdded);
    const otherBrand = await admin.inject({
      method: 'POST',
      url: '/api/Admin',
      payload: product({ product_name: 'Brufen 400', manufacturer: 'Pfizer' }),
    });
    expect(otherBrand.statusCode).toBe(200);
  });
});

describe('GET /api/Admin', () => {
  it('answers every product in brand order without a query', async () => {
    const res = await admin.inject({ url: '/api/Admin' });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<{ manufacturer: string; product_name: string }>;
    const total = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(rows.length).toBe(Number(total.n));
    expect(res.headers['x-total-count']).toBe(String(rows.length));
    const brands = rows.map((r) => r.manufacturer.toLowerCase());
    expect(brands).toEqual([...brands].sort(compareFolded));
  });

  it('pages by offsets and searches by name, brand or code', async () => {
    const all = (await admin.inject({ url: '/api/Admin' })).json() as Array<{ id: number }>;
    const page2 = await admin.inject({ url: '/api/Admin?from=50&to=100' });
    expect(page2.statusCode).toBe(200);
    expect((page2.json() as Array<{ id: number }>).map((r) => r.id)).toEqual(all.slice(50, 100).map((r) => r.id));
    expect(page2.headers['x-total-count']).toBe(String(all.length));

    const search = await admin.inject({ url: '/api/Admin?from=0&to=50&search=zincofer' });
    expect(search.json()).toHaveLength(1);
    expect(search.headers['x-total-count']).toBe('1');
    const byBrand = (await admin.inject({ url: `/api/Admin?search=${encodeURIComponent('GSK')}` })).json() as Array<{
      manufacturer: string;
      product_name: string;
    }>;
    expect(byBrand.length).toBeGreaterThan(1);
    expect(byBrand.every((r) => r.manufacturer === 'GSK' || r.product_name.includes('GSK'))).toBe(true);
    const byCode = (await admin.inject({ url: '/api/Admin?search=CP-01' })).json();
    expect(byCode).toHaveLength(1);
    // LIKE wildcards are taken literally.
    expect((await admin.inject({ url: '/api/Admin?search=%25' })).json()).toHaveLength(0);
    const count = await admin.inject({ url: '/api/Admin/length?search=zincofer' });
    expect(count.headers['content-type']).toMatch(/^text\/plain/);
    expect(count.body).toBe('1');
    expect((await admin.inject({ url: '/api/Admin/length' })).body).toBe(String(all.length));
  });

  it('refuses bad paging and oversized search terms', async () => {
    for (const url of [
      '/api/Admin?from=0',
      '/api/Admin?from=10&to=5',
      '/api/Admin?from=-1&to=5',
      '/api/Admin?from=0&to=100000',
      '/api/Admin?from=a&to=b',
    ]) {
      expect((await admin.inject({ url })).statusCode, url).toBe(400);
    }
    const long = await admin.inject({ url: `/api/Admin?search=${'x'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(MSG.tooLong(100));
  });
});

describe('GET and PUT /api/Admin/{id}', () => {
  let id: number;
  beforeAll(async () => {
    id = (
      await admin.inject({
        method: 'POST',
        url: '/api/Admin',
        payload: product({ product_name: 'Augmentin 625', manufacturer: 'GSK', product_code: 'AUG6' }),
      })
    ).json().id;
  });

  it('reads one product', async () => {
    const res = await admin.inject({ url: `/api/Admin/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, product_name: 'Augmentin 625', product_code: 'AUG6' });
  });

  it('answers 404 to an unknown id and 400 to a malformed one', async () => {
    expect((await admin.inject({ url: '/api/Admin/999999' })).statusCode).toBe(404);
    expect((await admin.inject({ url: '/api/Admin/999999' })).json()).toEqual({
      error: 'not_found',
      message: MSG.notFound,
    });
    expect((await admin.inject({ url: '/api/Admin/abc' })).statusCode).toBe(400);
    expect((await admin.inject({ method: 'PUT', url: '/api/Admin/999999', payload: product() })).statusCode).toBe(404);
  });

  it('edits a product; the path id wins, the code stays unless given, is_disabled is not taken', async () => {
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/Admin/${id}`,
      payload: {
        id: 1,
        product_name: 'Augmentin 1g',
        manufacturer: 'Pfizer',
        offer: 7.5,
        bonus: '770 NET',
        total_price: '512.25',
        is_disabled: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      product_code: 'AUG6',
      product_name: 'Augmentin 1g',
      manufacturer: 'Pfizer',
      offer: 7.5,
      bonus: '770 NET',
      total_price: 512.25,
      is_disabled: false,
      schedule_g: false,
      controlled: false,
      retail_price: null,
    });
    const one = await t.db.selectFrom('products').select('product_name').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(one.product_name).not.toBe('Augmentin 1g');
    const coded = await admin.inject({
      method: 'PUT',
      url: `/api/Admin/${id}`,
      payload: product({ product_name: 'Augmentin 1g', manufacturer: 'Pfizer', product_code: 'AUG1' }),
    });
    expect(coded.json().product_code).toBe('AUG1');
    const cleared = await admin.inject({
      method: 'PUT',
      url: `/api/Admin/${id}`,
      payload: product({ product_name: 'Augmentin 1g', manufacturer: 'Pfizer', product_code: '' }),
    });
    expect(cleared.json().product_code).toBe(productCode('Augmentin 1g'));
  });

  it('demands a manufacturer with the edit message, and the other fields as on add', async () => {
    const noBrand = await admin.inject({
      method: 'PUT',
      url: `/api/Admin/${id}`,
      payload: product({ manufacturer: 'Select' }),
    });
    expect(noBrand.statusCode).toBe(400);
    expect(noBrand.json().message).toBe(MSG.pleaseSelectManufacturer);
    const noPrice = await admin.inject({
      method: 'PUT',
      url: `/api/Admin/${id}`,
      payload: product({ total_price: '' }),
    });
    expect(noPrice.json().message).toBe(MSG.totalPriceRequired);
    const noName = await admin.inject({
      method: 'PUT',
      url: `/api/Admin/${id}`,
      payload: product({ product_name: '' }),
    });
    expect(noName.json().message).toBe(MSG.productNameRequired);
    const row = await t.db
      .selectFrom('products')
      .select(['product_name', 'manufacturer'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ product_name: 'Augmentin 1g', manufacturer: 'Pfizer' });
  });

  it('refuses renaming into another product of the same company', async () => {
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/Admin/${id}`,
      payload: product({ product_name: 'Brufen 400', manufacturer: 'ABBOTT' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.productAlreadyAdded);
  });
});

describe('PUT /api/Admin/UpdateStatus/{id}', () => {
  it('toggles without a body and sets with one', async () => {
    const id = (
      await admin.inject({ method: 'POST', url: '/api/Admin', payload: product({ product_name: 'Toggle Test' }) })
    ).json().id;
    const off = await admin.inject({ method: 'PUT', url: `/api/Admin/UpdateStatus/${id}` });
    expect(off.statusCode).toBe(200);
    expect(off.json().is_disabled).toBe(true);
    const on = await admin.inject({ method: 'PUT', url: `/api/Admin/UpdateStatus/${id}`, payload: {} });
    expect(on.json().is_disabled).toBe(false);
    const set = await admin.inject({
      method: 'PUT',
      url: `/api/Admin/UpdateStatus/${id}`,
      payload: { is_disabled: true },
    });
    expect(set.json().is_disabled).toBe(true);
    const again = await admin.inject({
      method: 'PUT',
      url: `/api/Admin/UpdateStatus/${id}`,
      payload: { is_disabled: true },
    });
    expect(again.json().is_disabled).toBe(true);
    expect(
      (await admin.inject({ method: 'PUT', url: `/api/Admin/UpdateStatus/${id}`, payload: { is_disabled: 'yes' } }))
        .statusCode,
    ).toBe(400);
    expect((await admin.inject({ method: 'PUT', url: '/api/Admin/UpdateStatus/999999' })).statusCode).toBe(404);
  });

  it('a disabled product leaves the store and the product selection, and comes back on activation', async () => {
    // A product the demo seller lists: find it through the database, then look where retailers and sellers see it.
    const sellerRow = await t.db
      .selectFrom('wholesalers')
      .select(['id', 'url'])
      .where('url', '=', 'karachi-medical-traders')
      .executeTakeFirstOrThrow();
    const listing = await t.db
      .selectFrom('listings')
      .innerJoin('products', 'products.id', 'listings.product_id')
      .select(['products.id as product_id', 'products.product_name'])
      .where('listings.wholeseller_id', '=', sellerRow.id)
      .orderBy('listings.id')
      .executeTakeFirstOrThrow();
    const store = () => visitor.inject({ url: `/api/WholesellerCategory/${sellerRow.url}/${sellerRow.id}` });
    const storeHas = async () =>
      ((await store()).json() as Array<{ product_id: number }>).some((r) => r.product_id === listing.product_id);
    const storeReady = (await store()).statusCode === 200;
    if (storeReady) expect(await storeHas()).toBe(true);

    await admin.inject({
      method: 'PUT',
      url: `/api/Admin/UpdateStatus/${listing.product_id}`,
      payload: { is_disabled: true },
    });
    if (storeReady) expect(await storeHas()).toBe(false);
    const search = await seller.inject({
      url: `/api/Admin/product/search/${sellerRow.id}/${encodeURIComponent(listing.product_name)}`,
    });
    if (search.statusCode === 200)
      expect((search.json() as Array<{ id: number }>).some((r) => r.id === listing.product_id)).toBe(false);

    await admin.inject({
      method: 'PUT',
      url: `/api/Admin/UpdateStatus/${listing.product_id}`,
      payload: { is_disabled: false },
    });
    if (storeReady) expect(await storeHas()).toBe(true);
  });
});

describe('who may call the catalogue routes', () => {
  const calls = [
    { method: 'GET', url: '/api/Admin' },
    { method: 'GET', url: '/api/Admin/length' },
    { method: 'GET', url: '/api/Admin/1' },
    { method: 'POST', url: '/api/Admin', payload: product({ product_name: 'Forbidden Product' }) },
    { method: 'PUT', url: '/api/Admin/1', payload: product({ product_name: 'Forbidden Edit' }) },
    { method: 'PUT', url: '/api/Admin/UpdateStatus/1' },
  ] as const;

  it('answers 401 to visitors and 403 to sellers and retailers, changing nothing', async () => {
    const before = await t.db.selectFrom('products').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    for (const call of calls) {
      expect((await visitor.inject(call)).statusCode, `visitor ${call.method} ${call.url}`).toBe(401);
      expect((await seller.inject(call)).statusCode, `seller ${call.method} ${call.url}`).toBe(403);
      expect((await retailer.inject(call)).statusCode, `retailer ${call.method} ${call.url}`).toBe(403);
    }
    const after = await t.db.selectFrom('products').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    const forbidden = await t.db
      .selectFrom('products')
      .select('id')
      .where('product_name', 'like', 'Forbidden%')
      .execute();
    expect(forbidden).toHaveLength(0);
  });

  it('refuses a cross-site mutation from an admin', async () => {
    const res = await admin.inject({
      method: 'POST',
      url: '/api/Admin',
      payload: product({ product_name: 'Cross Site' }),
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});
