import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@dawalink/shared';
import { buildTestApp, callerAs, DEMO_PHONES, demoAccountId, signIn, type TestApp } from '../../test/helpers.js';
import { freshPhone, verifiedToken } from '../auth/access.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { OTP_RESEND_S: '0' } });
});
afterAll(async () => {
  await t.close();
});

async function newSeller(pin = '1111') {
  const phone = freshPhone();
  const token = await verifiedToken(t.app, phone);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/WholesellerControllerSignUp',
    payload: {
      full_name: 'Profile Tester',
      busniess_name: `Profile Store ${phone}`,
      address: 'Road 1',
      email: '',
      phone,
      password: pin,
      verification_token: token,
    },
  });
  expect(res.statusCode).toBe(200);
  return { id: res.json().id as number, phone, url: res.json().url as string };
}
async function newRetailer(pin = '1111') {
  const phone = freshPhone();
  const token = await verifiedToken(t.app, phone);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Retailers',
    payload: {
      fullName: 'Retail Tester',
      email: '',
      phone,
      store: 'Retail Store',
      address: 'Road 2',
      password: pin,
      verification_token: token,
    },
  });
  expect(res.statusCode).toBe(200);
  return { id: Number(res.body), phone };
}
const as = (sid: string) => ({
  get: (url: string) => t.app.inject({ url, cookies: { sid } }),
  put: (url: string, payload: object) => t.app.inject({ method: 'PUT', url, payload, cookies: { sid } }),
});

describe('seller profile', () => {
  it('the seller reads their own profile, without any PIN', async () => {
    const id = await demoAccountId(t, 'seller');
    const seller = await callerAs(t.app, 'seller');
    const res = await seller.inject({ url: `/api/WholesellerControllerSignUp/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      full_name: 'Imran Qureshi',
      busniess_name: 'Karachi Medical Traders',
      phone: DEMO_PHONES.seller,
      address: 'Plot 14, Denso Hall, Karachi',
      email: 'orders@kmt.pk',
      url: 'karachi-medical-traders',
      status: 'Active',
      is_disabled: false,
    });
    expect(res.body).not.toMatch(/password|pin_hash|argon/);
  });

  it('another seller gets 404, a retailer 403, a visitor 401; the admin reads it', async () => {
    const id = await demoAccountId(t, 'seller');
    expect(
      (await (await callerAs(t.app, 'seller2')).inject({ url: `/api/WholesellerControllerSignUp/${id}` })).statusCode,
    ).toBe(404);
    expect(
      (await (await callerAs(t.app, 'retailer')).inject({ url: `/api/WholesellerControllerSignUp/${id}` })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: `/api/WholesellerControllerSignUp/${id}` })).statusCode).toBe(401);
    expect(
      (await (await callerAs(t.app, 'admin')).inject({ url: `/api/WholesellerControllerSignUp/${id}` })).statusCode,
    ).toBe(200);
    // A retailer's id through the seller route: not a seller.
    const retailerId = await demoAccountId(t, 'retailer');
    expect(
      (await (await callerAs(t.app, 'admin')).inject({ url: `/api/WholesellerControllerSignUp/${retailerId}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await (await callerAs(t.app, 'admin')).inject({ url: '/api/WholesellerControllerSignUp/999999' })).statusCode,
    ).toBe(404);
  });

  it('updates names and address; phone, url, id and is_disabled in the body are ignored', async () => {
    const s = await newSeller();
    const sid = await signIn(t.app, s.phone, '1111');
    const res = await as(sid).put(`/api/WholesellerControllerSignUp/${s.id}`, {
      id: 1,
      full_name: 'New Name',
      busniess_name: 'Renamed Store',
      address: 'New Address 5',
      email: 'new@store.pk',
      phone: '03000000099',
      url: 'stolen',
      is_disabled: true,
      password: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: s.id,
      full_name: 'New Name',
      busniess_name: 'Renamed Store',
      address: 'New Address 5',
      email: 'new@store.pk',
      phone: s.phone,
      url: s.url,
      is_disabled: false,
    });
    // The UI's user cookie follows.
    const user = JSON.parse(decodeURIComponent(res.cookies.find((c) => c.name === 'user')!.value));
    expect(user).toMatchObject({ id: s.id, busniess_name: 'Renamed Store', full_name: 'New Name' });
    // An empty password keeps the PIN.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone: s.phone, pin: '1111' } }))
        .statusCode,
    ).toBe(200);
  });

  it('a new PIN works at once and ends the OTHER sessions of the account only', async () => {
    const s = await newSeller();
    const mine = await signIn(t.app, s.phone, '1111');
    const other = await signIn(t.app, s.phone, '1111');
    const res = await as(mine).put(`/api/WholesellerControllerSignUp/${s.id}`, {
      full_name: 'Profile Tester',
      busniess_name: `Profile Store ${s.phone}`,
      address: 'Road 1',
      email: '',
      password: '2468',
      current_password: '1111',
    });
    expect(res.statusCode).toBe(200);
    expect((await as(mine).get('/api/auth/me')).statusCode).toBe(200);
    expect((await as(other).get('/api/auth/me')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone: s.phone, pin: '1111' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone: s.phone, pin: '2468' } }))
        .statusCode,
    ).toBe(200);
  });

  it('a new PIN needs the current one: missing or wrong is refused beside the field, counted, and changes nothing', async () => {
    const s = await newSeller();
    const mine = await signIn(t.app, s.phone, '1111');
    const profile = {
      full_name: 'Changed Name',
      busniess_name: `Profile Store ${s.phone}`,
      address: 'Road 1',
      email: '',
      password: '2468',
    };
    const missing = await as(mine).put(`/api/WholesellerControllerSignUp/${s.id}`, profile);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'current_pin_required', message: MSG.currentPinRequired });
    const wrong = await as(mine).put(`/api/WholesellerControllerSignUp/${s.id}`, {
      ...profile,
      current_password: '9999',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'wrong_current_pin', message: MSG.currentPinWrong });
    const row = await t.db
      .selectFrom('wholesalers')
      .select('full_name')
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(row.full_name).toBe('Profile Tester');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone: s.phone, pin: '1111' } }))
        .statusCode,
    ).toBe(200);
    const failures = await t.db
      .selectFrom('login_attempts')
      .select('id')
      .where('phone', '=', s.phone)
      .where('success', '=', false)
      .execute();
    expect(failures).toHaveLength(1);
  });

  it("a rename to another store's name is refused like at sign-up, whatever its capitals", async () => {
    const s = await newSeller();
    const mine = await signIn(t.app, s.phone, '1111');
    for (const name of ['Karachi Medical Traders', 'karachi medical TRADERS', 'Lahore  Pharma Distributors']) {
      const res = await as(mine).put(`/api/WholesellerControllerSignUp/${s.id}`, {
        full_name: 'Profile Tester',
        busniess_name: name,
        address: 'Road 1',
        email: '',
      });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message).toBe(MSG.storeNameTaken);
    }
    const row = await t.db
      .selectFrom('wholesalers')
      .select('busniess_name')
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(row.busniess_name).toBe(`Profile Store ${s.phone}`);
    // A new name nobody has is taken, and is then refused to a newcomer.
    const renamed = await as(mine).put(`/api/WholesellerControllerSignUp/${s.id}`, {
      full_name: 'Profile Tester',
      busniess_name: `Renamed Store ${s.phone}`,
      address: 'Road 1',
      email: '',
    });
    expect(renamed.statusCode).toBe(200);
    const check = await t.app.inject({
      url: `/api/WholesellerControllerSignUp/StoreName/${encodeURIComponent(`renamed store ${s.phone}`)}`,
    });
    expect(check.json().available).toBe(false);
    // Its own name again (unchanged) is fine.
    const same = await as(mine).put(`/api/WholesellerControllerSignUp/${s.id}`, {
      full_name: 'Other Name',
      busniess_name: `Renamed Store ${s.phone}`,
      address: 'Road 1',
      email: '',
    });
    expect(same.statusCode).toBe(200);
  });

  it("refuses another seller's profile (404) and leaves it unchanged", async () => {
    const victim = await newSeller();
    const seller2 = await callerAs(t.app, 'seller2');
    const res = await seller2.inject({
      method: 'PUT',
      url: `/api/WholesellerControllerSignUp/${victim.id}`,
      payload: { full_name: 'Hacked', busniess_name: 'Hacked', address: 'Hacked', email: '', password: '0000' },
    });
    expect(res.statusCode).toBe(404);
    const row = await t.db.selectFrom('wholesalers').selectAll().where('id', '=', victim.id).executeTakeFirstOrThrow();
    expect(row.full_name).toBe('Profile Tester');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone: victim.phone, pin: '1111' } }))
        .statusCode,
    ).toBe(200);
    const retailer = await callerAs(t.app, 'retailer');
    expect(
      (await retailer.inject({ method: 'PUT', url: `/api/WholesellerControllerSignUp/${victim.id}`, payload: {} }))
        .statusCode,
    ).toBe(403);
  });

  it('checks fields with the spec messages and limits', async () => {
    const s = await newSeller();
    const sid = await signIn(t.app, s.phone, '1111');
    const base = { full_name: 'Profile Tester', busniess_name: 'Profile Store', address: 'Road 1', email: '' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ full_name: '' }, MSG.fullNameRequired],
      [{ full_name: 'R2D2' }, MSG.alphabetsOnly],
      [{ busniess_name: '' }, MSG.businessNameRequired],
      [{ busniess_name: 'b'.repeat(101) }, MSG.tooLong(100)],
      [{ address: '' }, MSG.addressRequired],
      [{ address: 'a'.repeat(201) }, MSG.tooLong(200)],
      [{ email: 'nope' }, MSG.emailInvalid],
      [{ password: '12' }, MSG.badRequest],
    ];
    for (const [change, message] of cases) {
      const res = await as(sid).put(`/api/WholesellerControllerSignUp/${s.id}`, { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      if (message !== MSG.badRequest) expect(res.json().message, JSON.stringify(change)).toBe(message);
    }
    const row = await t.db
      .selectFrom('wholesalers')
      .select('full_name')
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(row.full_name).toBe('Profile Tester');
  });

  it("the admin may update a seller; the seller's sessions end when the admin sets a PIN", async () => {
    const s = await newSeller();
    const sellerSid = await signIn(t.app, s.phone, '1111');
    const admin = await callerAs(t.app, 'admin');
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/WholesellerControllerSignUp/${s.id}`,
      payload: {
        full_name: 'Admin Fixed',
        busniess_name: `Admin Fixed Store ${s.phone}`,
        address: 'Road 1',
        email: '',
        password: '1357',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'user')).toBeUndefined();
    expect((await as(sellerSid).get('/api/auth/me')).statusCode).toBe(401);
    expect((await admin.inject({ url: '/api/auth/me' })).statusCode).toBe(200);
  });
});

describe('retailer profile', () => {
  it('the retailer reads and updates their own profile', async () => {
    const r = await newRetailer();
    const sid = await signIn(t.app, r.phone, '1111');
    const read = await as(sid).get(`/api/Retailers/${r.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      id: r.id,
      fullName: 'Retail Tester',
      phone: r.phone,
      store: 'Retail Store',
      address: 'Road 2',
      email: '',
      status: 'Active',
      is_disabled: false,
      licence: null,
    });
    const res = await as(sid).put(`/api/Retailers/${r.id}`, {
      id: 999,
      fullName: 'Retail Renamed',
      store: 'New Store Name',
      address: 'Road 3',
      email: 'r@x.pk',
      phone: '03009999999',
      password: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: r.id, fullName: 'Retail Renamed', store: 'New Store Name', phone: r.phone });
  });

  it('a retailer PIN change ends the other sessions only', async () => {
    const r = await newRetailer();
    const mine = await signIn(t.app, r.phone, '1111');
    const other = await signIn(t.app, r.phone, '1111');
    const res = await as(mine).put(`/api/Retailers/${r.id}`, {
      fullName: 'Retail Tester',
      store: 'S',
      address: 'A',
      email: '',
      password: '9753',
      current_password: '1111',
    });
    expect(res.statusCode).toBe(200);
    expect((await as(mine).get('/api/auth/me')).statusCode).toBe(200);
    expect((await as(other).get('/api/auth/me')).statusCode).toBe(401);
  });

  it('another retailer gets 404 (unchanged), a seller 403, a visitor 401, the admin 200', async () => {
    const r = await newRetailer();
    const retailer2 = await callerAs(t.app, 'retailer2');
    expect((await retailer2.inject({ url: `/api/Retailers/${r.id}` })).statusCode).toBe(404);
    const put = await retailer2.inject({
      method: 'PUT',
      url: `/api/Retailers/${r.id}`,
      payload: { fullName: 'Evil', store: 'Evil', address: 'Evil', email: '' },
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await t.db.selectFrom('retailers').select('full_name').where('id', '=', r.id).executeTakeFirstOrThrow())
        .full_name,
    ).toBe('Retail Tester');
    expect((await (await callerAs(t.app, 'seller')).inject({ url: `/api/Retailers/${r.id}` })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/Retailers/${r.id}` })).statusCode).toBe(401);
    expect((await (await callerAs(t.app, 'admin')).inject({ url: `/api/Retailers/${r.id}` })).statusCode).toBe(200);
    const sellerId = await demoAccountId(t, 'seller');
    expect((await (await callerAs(t.app, 'admin')).inject({ url: `/api/Retailers/${sellerId}` })).statusCode).toBe(404);
  });

  it('checks fields and refuses a bad id', async () => {
    const r = await newRetailer();
    const sid = await signIn(t.app, r.phone, '1111');
    const base = { fullName: 'Retail Tester', store: 'S', address: 'A', email: '' };
    expect((await as(sid).put(`/api/Retailers/${r.id}`, { ...base, store: '' })).json().message).toBe(
      MSG.storeRequired,
    );
    expect((await as(sid).put(`/api/Retailers/${r.id}`, { ...base, fullName: 'x'.repeat(101) })).json().message).toBe(
      MSG.tooLong(100),
    );
    expect((await as(sid).put(`/api/Retailers/${r.id}`, { ...base, address: ' ' })).json().message).toBe(
      MSG.addressRequired,
    );
    expect((await as(sid).get('/api/Retailers/abc')).statusCode).toBe(400);
    expect((await as(sid).get('/api/Retailers/-1')).statusCode).toBe(400);
  });

  it('a disabled account cannot sign in and its sessions end', async () => {
    const r = await newRetailer();
    const sid = await signIn(t.app, r.phone, '1111');
    await t.db.updateTable('accounts').set({ is_disabled: true }).where('id', '=', r.id).execute();
    expect((await as(sid).get(`/api/Retailers/${r.id}`)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: r.phone, pin: '1111' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(MSG.profileDisabled);
  });
});
