import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@dawalink/shared';
import {
  buildTestApp,
  callersAs,
  demoAccountId,
  DEMO_PHONES,
  signIn,
  type Caller,
  type TestApp,
} from '../../test/helpers.js';
import { createRetailer, createSeller } from '../../identity/accounts-write.service.js';

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

const login = (phone: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone, pin: '1234' } });

describe('GET /api/Retailers', () => {
  it('lists every retailer with the spec fields and never a PIN', async () => {
    const res = await admin.inject({ url: '/api/Retailers' });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<Record<string, unknown>>;
    expect(rows.length).toBe(2);
    const ahmed = rows.find((r) => r.phone === DEMO_PHONES.retailer)!;
    expect(ahmed).toMatchObject({
      fullName: 'Ahmed Raza',
      store: 'Al Shifa Pharmacy',
      is_disabled: false,
      status: 'Active',
    });
    expect(ahmed.orders_count).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual([
        'address',
        'approval',
        'created_at',
        'decision',
        'duplicate_of',
        'email',
        'fullName',
        'id',
        'is_disabled',
        'orders_count',
        'phone',
        'status',
        'store',
      ]);
    }
    expect(res.body).not.toMatch(/pin|password|argon/i);
  });

  it('pages and searches, with the total as a header and as text', async () => {
    for (let i = 0; i < 3; i++) {
      await createRetailer(t.db, {
        fullName: `Paging Person ${i}`,
        store: `Paging Store ${i}`,
        address: 'Somewhere 1',
        email: '',
        phone: `0345000000${i}`,
        pin: '1234',
      });
    }
    const page = await admin.inject({ url: '/api/Retailers?from=0&to=2' });
    expect(page.json()).toHaveLength(2);
    expect(page.headers['x-total-count']).toBe('5');
    // Newest first: the last one created leads.
    expect(page.json()[0].fullName).toBe('Paging Person 2');
    const search = await admin.inject({ url: '/api/Retailers?from=0&to=50&search=paging store' });
    expect(search.json()).toHaveLength(3);
    expect(search.headers['x-total-count']).toBe('3');
    expect((await admin.inject({ url: '/api/Retailers?search=03211234567' })).json()).toHaveLength(1);
    expect((await admin.inject({ url: '/api/Retailers?search=nobody-at-all' })).json()).toEqual([]);
    const count = await admin.inject({ url: '/api/Retailers/length?search=paging' });
    expect(count.headers['content-type']).toMatch(/^text\/plain/);
    expect(count.body).toBe('3');
    expect((await admin.inject({ url: `/api/Retailers?search=${'x'.repeat(101)}` })).statusCode).toBe(400);
    expect((await admin.inject({ url: '/api/Retailers?from=5&to=1' })).statusCode).toBe(400);
  });
});

describe('GET /api/WholesellerControllerSignUp', () => {
  it('lists every wholesaler with busniess_name and url, never a PIN', async () => {
    const res = await admin.inject({ url: '/api/WholesellerControllerSignUp' });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(2);
    const kmt = rows.find((r) => r.phone === DEMO_PHONES.seller)!;
    expect(kmt).toMatchObject({
      full_name: 'Imran Qureshi',
      busniess_name: 'Karachi Medical Traders',
      url: 'karachi-medical-traders',
      is_disabled: false,
    });
    expect(kmt.listings_count).toBe(120);
    expect(res.body).not.toMatch(/pin_hash|password|argon/i);
    const search = await admin.inject({ url: '/api/WholesellerControllerSignUp?from=0&to=50&search=lahore' });
    expect(search.json()).toHaveLength(1);
    expect((await admin.inject({ url: '/api/WholesellerControllerSignUp/length' })).body).toBe('2');
  });
});

describe('PUT .../UpdateStatus/{id}', () => {
  it('deactivating a retailer ends its sessions and refuses its sign-in; activating lets it back', async () => {
    const id = await createRetailer(t.db, {
      fullName: 'Toggle Retailer',
      store: 'Toggle Store',
      address: 'Toggle Road 1',
      email: '',
      phone: '03450000099',
      pin: '1234',
    });
    const sid = await signIn(t.app, '03450000099');
    expect((await t.app.inject({ url: '/api/auth/me', cookies: { sid } })).statusCode).toBe(200);

    const off = await admin.inject({ method: 'PUT', url: `/api/Retailers/UpdateStatus/${id}`, payload: {} });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id, is_disabled: true, status: 'Disabled', fullName: 'Toggle Retailer' });
    expect(await t.db.selectFrom('sessions').select('id_hash').where('account_id', '=', id).execute()).toHaveLength(0);
    expect((await t.app.inject({ url: '/api/auth/me', cookies: { sid } })).statusCode).toBe(401);
    const refused = await login('03450000099');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.profileDisabled);

    const on = await admin.inject({ method: 'PUT', url: `/api/Retailers/UpdateStatus/${id}` });
    expect(on.json().is_disabled).toBe(false);
    expect((await login('03450000099')).statusCode).toBe(200);
  });

  it('takes an explicit is_disabled and stays idempotent', async () => {
    const id = await createRetailer(t.db, {
      fullName: 'Explicit Retailer',
      store: 'Explicit Store',
      address: 'Explicit Road 1',
      email: '',
      phone: '03450000098',
      pin: '1234',
    });
    for (const value of [true, true, false, false]) {
      const res = await admin.inject({
        method: 'PUT',
        url: `/api/Retailers/UpdateStatus/${id}`,
        payload: { is_disabled: value },
      });
      expect(res.json().is_disabled).toBe(value);
    }
    const bad = await admin.inject({
      method: 'PUT',
      url: `/api/Retailers/UpdateStatus/${id}`,
      payload: { is_disabled: 'true' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('deactivating a wholesaler ends its sessions, refuses its sign-in and closes its store', async () => {
    const id = await createSeller(t.db, {
      full_name: 'Toggle Seller',
      busniess_name: 'Toggle Traders',
      address: 'Toggle Market',
      email: '',
      phone: '03450000097',
      pin: '1234',
    });
    const sid = await signIn(t.app, '03450000097');
    const off = await admin.inject({ method: 'PUT', url: `/api/WholesellerControllerSignUp/UpdateStatus/${id}` });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id, is_disabled: true, busniess_name: 'Toggle Traders', url: 'toggle-traders' });
    expect((await t.app.inject({ url: '/api/auth/me', cookies: { sid } })).statusCode).toBe(401);
    expect((await login('03450000097')).json().message).toBe(MSG.profileDisabled);
    const store = await visitor.inject({ url: '/api/WholesellerCategory/url/toggle-traders' });
    // The store page belongs to the storefront domain; once it exists it must answer 410.
    if (store.statusCode !== 404 || store.json().error !== 'not_found') expect(store.statusCode).toBe(410);
    const on = await admin.inject({
      method: 'PUT',
      url: `/api/WholesellerControllerSignUp/UpdateStatus/${id}`,
      payload: { is_disabled: false },
    });
    expect(on.json().is_disabled).toBe(false);
    expect((await login('03450000097')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id or an account of the other kind, changing nothing', async () => {
    const sellerId = await demoAccountId(t, 'seller');
    const retailerId = await demoAccountId(t, 'retailer');
    const adminId = await demoAccountId(t, 'admin');
    expect((await admin.inject({ method: 'PUT', url: '/api/Retailers/UpdateStatus/999999' })).statusCode).toBe(404);
    expect((await admin.inject({ method: 'PUT', url: `/api/Retailers/UpdateStatus/${sellerId}` })).statusCode).toBe(
      404,
    );
    expect(
      (await admin.inject({ method: 'PUT', url: `/api/WholesellerControllerSignUp/UpdateStatus/${retailerId}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await admin.inject({ method: 'PUT', url: `/api/WholesellerControllerSignUp/UpdateStatus/${adminId}` }))
        .statusCode,
    ).toBe(404);
    expect((await admin.inject({ method: 'PUT', url: '/api/Retailers/UpdateStatus/abc' })).statusCode).toBe(400);
    const flags = await t.db
      .selectFrom('accounts')
      .select('is_disabled')
      .where('id', 'in', [sellerId, retailerId, adminId])
      .execute();
    expect(flags.every((f) => !f.is_disabled)).toBe(true);
  });
});

describe('who may call the admin account routes', () => {
  it('answers 401 to visitors and 403 to sellers and retailers, changing nothing', async () => {
    const retailerId = await demoAccountId(t, 'retailer2');
    const sellerId = await demoAccountId(t, 'seller2');
    const calls = [
      { method: 'GET', url: '/api/Retailers' },
      { method: 'GET', url: '/api/Retailers/length' },
      { method: 'GET', url: '/api/WholesellerControllerSignUp' },
      { method: 'GET', url: '/api/WholesellerControllerSignUp/length' },
      { method: 'PUT', url: `/api/Retailers/UpdateStatus/${retailerId}`, payload: { is_disabled: true } },
      {
        method: 'PUT',
        url: `/api/WholesellerControllerSignUp/UpdateStatus/${sellerId}`,
        payload: { is_disabled: true },
      },
      // A seller or retailer must not disable itself either.
      { method: 'PUT', url: `/api/Retailers/UpdateStatus/${await demoAccountId(t, 'retailer')}` },
      { method: 'PUT', url: `/api/WholesellerControllerSignUp/UpdateStatus/${await demoAccountId(t, 'seller')}` },
    ] as const;
    for (const call of calls) {
      expect((await visitor.inject(call)).statusCode, `visitor ${call.method} ${call.url}`).toBe(401);
      expect((await seller.inject(call)).statusCode, `seller ${call.method} ${call.url}`).toBe(403);
      expect((await retailer.inject(call)).statusCode, `retailer ${call.method} ${call.url}`).toBe(403);
    }
    const disabled = await t.db.selectFrom('accounts').select('id').where('is_disabled', '=', true).execute();
    expect(disabled).toHaveLength(0);
  });
});
