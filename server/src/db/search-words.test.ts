import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareFolded, groupKey } from '@dawalink/shared';
import { buildTestApp, callersAs, demoAccountId, type Caller, type TestApp } from '../test/helpers.js';
import { createRetailer } from '../identity/accounts-write.service.js';

/**
 * The shared search rule on every server search: every word of the term in one of the searched columns, any order,
 * any case, each a fragment; LIKE wildcards literal. And the catalogue order without case, on every list built by
 * manufacturer.
 */
let t: TestApp;
let admin: Caller;
let seller: Caller;
let sellerId: number;
const ids: Record<string, number> = {};

const addProduct = async (product_name: string, manufacturer: string, product_code = '') => {
  const row = await t.db
    .insertInto('products')
    .values({ product_name, manufacturer, product_code, offer: 0, bonus: '', total_price: 100 })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[product_name] = row.id;
};

beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, seller } = await callersAs(t.app, ['admin', 'seller']));
  sellerId = await demoAccountId(t, 'seller');
  await addProduct('Paracetamol 500mg Tab', 'Zeta Words', 'SW-500');
  await addProduct('Paracetamol 250mg Syrup', 'Zeta Words', 'SW-250');
  await addProduct('Ibuprofen 500mg Tab', 'zeta words', 'SW-IB5');
  await addProduct('Odd 100%_off\\Tab', 'Zeta Words', 'SW-ODD');
});
afterAll(async () => {
  await t.close();
});

const names = (rows: unknown) =>
  (rows as Array<{ product_name: string }>)
    .map((r) => r.product_name)
    .filter((n) => n in ids)
    .sort();

describe('catalogue selection search (GET /api/Admin/product/search/{sellerId}/{term})', () => {
  const search = async (term: string) => {
    const res = await seller.inject({ url: `/api/Admin/product/search/${sellerId}/${encodeURIComponent(term)}` });
    expect(res.statusCode).toBe(200);
    return res.json() as Array<{ product_name: string; manufacturer: string }>;
  };

  it('finds "para 500" in "Paracetamol 500mg Tab": words in any order, any case, each a fragment', async () => {
    expect(names(await search('para 500'))).toEqual(['Paracetamol 500mg Tab']);
    expect(names(await search('500 PARA'))).toEqual(['Paracetamol 500mg Tab']);
    expect(names(await search('  tab   500mg  '))).toEqual(['Ibuprofen 500mg Tab', 'Paracetamol 500mg Tab']);
    // A word may match the manufacturer while another matches the name.
    expect(names(await search('zeta syrup'))).toEqual(['Paracetamol 250mg Syrup']);
    expect(names(await search('para 500 syrup'))).toEqual([]);
  });

  it('takes % _ and \\ literally in every word', async () => {
    expect(names(await search('100% tab'))).toEqual(['Odd 100%_off\\Tab']);
    expect(names(await search('%_o \\t'))).toEqual(['Odd 100%_off\\Tab']);
    expect(names(await search('% tab 500'))).toEqual([]);
    expect(names(await search('_ para'))).toEqual([]);
  });

  it('keeps the 100-character limit', async () => {
    const res = await seller.inject({
      url: `/api/Admin/product/search/${sellerId}/${encodeURIComponent(`para ${'a'.repeat(100)}`)}`,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('admin lists', () => {
  it('the catalogue (GET /api/Admin and its length) matches every word in name, brand or code', async () => {
    const res = await admin.inject({ url: `/api/Admin?from=0&to=50&search=${encodeURIComponent('para 500')}` });
    const rows = res.json() as Array<{ product_name: string; manufacturer: string; product_code: string }>;
    expect(names(rows)).toEqual(['Paracetamol 500mg Tab']);
    expect(
      rows.every(
        (r) =>
          /para/i.test(`${r.product_name} ${r.manufacturer} ${r.product_code}`) &&
          /500/.test(`${r.product_name} ${r.manufacturer} ${r.product_code}`),
      ),
    ).toBe(true);
    expect(res.headers['x-total-count']).toBe(String(rows.length));
    expect((await admin.inject({ url: `/api/Admin/length?search=${encodeURIComponent('TAB sw-')}` })).body).toBe('3');
    expect(
      names((await admin.inject({ url: `/api/Admin?search=${encodeURIComponent('sw-ib5 zeta')}` })).json()),
    ).toEqual(['Ibuprofen 500mg Tab']);
    expect((await admin.inject({ url: `/api/Admin?search=${encodeURIComponent('off%')}` })).json()).toEqual([]);
  });

  it('the retailers (GET /api/Retailers and its length) match every word in name, store, phone, address or email', async () => {
    await createRetailer(t.db, {
      fullName: 'Zubair Qwords',
      store: 'Yasir Medicos',
      address: 'Saddar Road Rawalpindi',
      email: '',
      phone: '03450001111',
      pin: '1234',
    });
    await createRetailer(t.db, {
      fullName: 'Yasir Qwords',
      store: 'Zubair Chemists',
      address: 'Mall Road Lahore',
      email: '',
      phone: '03450002222',
      pin: '1234',
    });
    const find = async (term: string) =>
      (
        (await admin.inject({ url: `/api/Retailers?search=${encodeURIComponent(term)}` })).json() as Array<{
          fullName: string;
        }>
      )
        .map((r) => r.fullName)
        .sort();
    expect(await find('yasir qwords')).toEqual(['Yasir Qwords', 'Zubair Qwords']);
    expect(await find('medicos ZUBAIR')).toEqual(['Zubair Qwords']);
    expect(await find('rawalpindi 1111')).toEqual(['Zubair Qwords']);
    expect(await find('lahore chemists yasir')).toEqual(['Yasir Qwords']);
    expect(await find('lahore medicos')).toEqual([]);
    expect(
      (await admin.inject({ url: `/api/Retailers/length?search=${encodeURIComponent('qwords road')}` })).body,
    ).toBe('2');
  });

  it('the wholesalers (GET /api/WholesellerControllerSignUp) match every word in name, business, phone, address, email or link', async () => {
    const find = async (term: string) =>
      (
        (
          await admin.inject({ url: `/api/WholesellerControllerSignUp?search=${encodeURIComponent(term)}` })
        ).json() as Array<{ busniess_name: string }>
      ).map((r) => r.busniess_name);
    expect(await find('traders karachi')).toEqual(['Karachi Medical Traders']);
    expect(await find('PHARMA lahore')).toEqual(['Lahore Pharma Distributors']);
    expect(await find('karachi pharma')).toEqual([]);
  });
});

describe('manufacturer groups without case', () => {
  it('the catalogue selection, the store page, the product list and the admin catalogue order "zeta words" with "Zeta Words"', async () => {
    const order = (rows: unknown) => (rows as Array<{ manufacturer: string }>).map((r) => r.manufacturer);
    const isFolded = (makers: string[]) => {
      // Each heading's rows come together (one run per case-folded name) and the runs are in case-folded order.
      const runs = makers.filter((m, i) => i === 0 || groupKey(m) !== groupKey(makers[i - 1])).map(groupKey);
      expect(new Set(runs).size).toBe(runs.length);
      expect(runs).toEqual([...runs].sort(compareFolded));
    };
    const total = Number((await seller.inject({ url: `/api/Admin/products/length/${sellerId}` })).body);
    const selectable: string[] = [];
    for (let from = 0; from < total; from += 200) {
      selectable.push(
        ...order((await seller.inject({ url: `/api/Admin/products/${sellerId}/${from}/${from + 200}` })).json()),
      );
    }
    expect(selectable.filter((m) => groupKey(m) === 'zeta words')).toHaveLength(4);
    isFolded(selectable);
    isFolded(order((await admin.inject({ url: '/api/Admin' })).json()));

    // Listed by the seller: the product list and the store page.
    await seller.inject({
      method: 'POST',
      url: '/api/MedicalProducts',
      payload: ['Paracetamol 500mg Tab', 'Ibuprofen 500mg Tab'].map((name) => ({
        product_id: ids[name],
        wholeseller_id: sellerId,
        offer: 0,
        bonus: '',
        total_price: 100,
      })),
    });
    const mine = order((await seller.inject({ url: `/api/WholesellerCategory/${sellerId}` })).json());
    expect(mine.filter((m) => groupKey(m) === 'zeta words')).toHaveLength(2);
    isFolded(mine);
    const store = order(
      (await t.app.inject({ url: `/api/WholesellerCategory/karachi-medical-traders/${sellerId}` })).json(),
    );
    isFolded(store);
    expect(store).toEqual(mine);
  });
});
