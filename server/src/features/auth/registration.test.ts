import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@dawalink/shared';
import { buildTestApp, DEMO_PHONES, secondApp, signIn, type TestApp } from '../../test/helpers.js';
import { freshPhone, verifiedToken, withinOneMinute } from './access.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  // Resends are tested in otp.test.ts; here the same demo phones get several codes in a row.
  // Registrations count against the look-up limit too: this file makes more than the default 30 a minute.
  t = await buildTestApp({ env: { OTP_RESEND_S: '0', LOOKUP_IP_PER_MIN: '300' } });
});
afterAll(async () => {
  await t.close();
});

const retailerBody = (phone: string, token: string, extra: Record<string, unknown> = {}) => ({
  fullName: 'Bilal Ahmed',
  email: '',
  phone,
  store: 'Bilal Medicos',
  address: 'Shop 9, Saddar, Rawalpindi',
  password: '4321',
  verification_token: token,
  ...extra,
});
let storeCounter = 0;
const sellerBody = (phone: string, token: string, extra: Record<string, unknown> = {}) => ({
  full_name: 'Usman Tariq',
  busniess_name: `Peshawar Drug House ${++storeCounter}`,
  address: 'Khyber Bazaar, Peshawar',
  email: 'orders@pdh.pk',
  phone,
  password: '5678',
  verification_token: token,
  ...extra,
});
const postRetailer = (payload: object, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/Retailers', payload, cookies });
const postSeller = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/WholesellerControllerSignUp', payload });
const counts = async () => ({
  accounts: (await t.db.selectFrom('accounts').select('id').execute()).length,
  retailers: (await t.db.selectFrom('retailers').select('id').execute()).length,
  wholesalers: (await t.db.selectFrom('wholesalers').select('id').execute()).length,
});

describe('POST /api/Retailers', () => {
  it('registers a retailer with a code from the outbox, answers the id as text and signs them in', async () => {
    const phone = freshPhone();
    const token = await verifiedToken(t.app, phone);
    const res = await postRetailer(retailerBody(phone, token, { email: 'bilal@example.pk' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^\d+$/);
    const id = Number(res.body);
    const sid = res.cookies.find((c) => c.name === 'sid')!;
    expect(sid.httpOnly).toBe(true);
    expect(sid.maxAge).toBeUndefined();
    const user = JSON.parse(decodeURIComponent(res.cookies.find((c) => c.name === 'user')!.value));
    expect(user).toMatchObject({ id, type: 'retailer', store: 'Bilal Medicos' });
    const me = await t.app.inject({ url: '/api/auth/me', cookies: { sid: sid.value } });
    expect(me.json().user).toMatchObject({ id, type: 'retailer', phone, fullName: 'Bilal Ahmed' });
    // The PIN is stored as an argon2id hash and works at sign-in.
    const account = await t.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(account.pin_hash).toMatch(/^\$argon2id\$/);
    await signIn(t.app, phone, '4321');
  });

  it('rewrites +92 in the phone to 0', async () => {
    const phone = freshPhone();
    const token = await verifiedToken(t.app, phone);
    const res = await postRetailer(retailerBody('+92' + phone.slice(1), token));
    expect(res.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('accounts')
      .select('phone')
      .where('id', '=', Number(res.body))
      .executeTakeFirstOrThrow();
    expect(row.phone).toBe(phone);
  });

  it('refuses without a token, with a made-up token, and with a reused token; nothing written', async () => {
    const phone = freshPhone();
    const before = await counts();
    const none = await postRetailer({ ...retailerBody(phone, ''), verification_token: undefined });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MSG.verificationInvalid);
    const guessed = await postRetailer(retailerBody(phone, 'a'.repeat(43)));
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json().message).toBe(MSG.verificationInvalid);
    expect(await counts()).toEqual(before);

    const token = await verifiedToken(t.app, phone);
    expect((await postRetailer(retailerBody(phone, token))).statusCode).toBe(200);
    const other = freshPhone();
    const reused = await postRetailer(retailerBody(other, token));
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(MSG.verificationInvalid);
  });

  it('refuses a token made for another phone or for a PIN reset', async () => {
    const phone = freshPhone();
    const tokenForOther = await verifiedToken(t.app, freshPhone());
    const before = await counts();
    const res = await postRetailer(retailerBody(phone, tokenForOther));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.verificationInvalid);
    const resetToken = await verifiedToken(t.app, DEMO_PHONES.retailer2, 'reset');
    // The token is checked before the phone: a reset token is no registration token, taken phone or not.
    const reset = await postRetailer(retailerBody(DEMO_PHONES.retailer2, resetToken));
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe(MSG.verificationInvalid);
    expect(await counts()).toEqual(before);
  });

  it("an invented token tells nothing about the phone: registered phones (the admin's too) answer like free ones", async () => {
    const invented = 'x'.repeat(43);
    for (const phone of [DEMO_PHONES.admin, DEMO_PHONES.seller, DEMO_PHONES.retailer, freshPhone()]) {
      const res = await postRetailer(retailerBody(phone, invented));
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().message).toBe(MSG.verificationInvalid);
    }
  });

  it('refuses an expired token', async () => {
    const phone = freshPhone();
    const token = await verifiedToken(t.app, phone);
    await t.db
      .updateTable('verification_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('phone', '=', phone)
      .execute();
    const res = await postRetailer(retailerBody(phone, token));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.verificationInvalid);
  });

  it('refuses a phone any account already uses, retailer or seller or admin, with 409', async () => {
    for (const phone of [DEMO_PHONES.retailer, DEMO_PHONES.seller, DEMO_PHONES.admin]) {
      const token = await verifiedToken(t.app, phone);
      const before = await counts();
      const res = await postRetailer(retailerBody(phone, token));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'conflict', message: MSG.phoneAlreadyRegistered });
      expect(await counts()).toEqual(before);
    }
  });

  it('checks every field with the spec messages and the length limits', async () => {
    const phone = freshPhone();
    const token = await verifiedToken(t.app, phone);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ fullName: '' }, MSG.fullNameRequired],
      [{ fullName: 'Bilal 2' }, MSG.alphabetsOnly],
      [{ fullName: 'A'.repeat(101) }, MSG.tooLong(100)],
      [{ phone: '' }, MSG.phoneRequired],
      [{ phone: '0300123' }, MSG.phoneInvalid],
      [{ store: ' ' }, MSG.storeRequired],
      [{ store: 'S'.repeat(101) }, MSG.tooLong(100)],
      [{ address: '' }, MSG.addressRequired],
      [{ address: 'x'.repeat(201) }, MSG.tooLong(200)],
      [{ email: 'not-an-email' }, MSG.emailInvalid],
      [{ password: '12' }, MSG.passcodeRequired],
      [{ password: 'abcd' }, MSG.passcodeRequired],
    ];
    const before = await counts();
    for (const [change, message] of cases) {
      const res = await postRetailer(retailerBody(phone, token, change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message, JSON.stringify(change)).toBe(message);
    }
    expect(await counts()).toEqual(before);
    // The token was not used up by the refusals.
    expect((await postRetailer(retailerBody(phone, token))).statusCode).toBe(200);
  });

  it('ignores server-owned fields in the body', async () => {
    const phone = freshPhone();
    const token = await verifiedToken(t.app, phone);
    const res = await postRetailer(
      retailerBody(phone, token, { id: 1, type: 'admin', is_disabled: true, status: 'x' }),
    );
    expect(res.statusCode).toBe(200);
    const account = await t.db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', Number(res.body))
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ type: 'retailer', is_disabled: false });
    expect(account.id).not.toBe(1);
  });

  it('a signed-in caller who registers a retailer gets a new session; the old one ends', async () => {
    const oldSid = await signIn(t.app, DEMO_PHONES.retailer2);
    const phone = freshPhone();
    const res = await postRetailer(retailerBody(phone, await verifiedToken(t.app, phone)), { sid: oldSid });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/me', cookies: { sid: oldSid } })).statusCode).toBe(401);
  });
});

describe('POST /api/WholesellerControllerSignUp', () => {
  it('registers a seller: answers the seller as JSON without a PIN and without signing in; they can sign in', async () => {
    const phone = freshPhone();
    const token = await verifiedToken(t.app, phone);
    const body = sellerBody(phone, token, { busniess_name: 'Quetta Medical Store', url: 'evil-url' });
    const res = await postSeller(body);
    expect(res.statusCode).toBe(200);
    const seller = res.json();
    expect(seller).toMatchObject({
      full_name: 'Usman Tariq',
      busniess_name: 'Quetta Medical Store',
      address: 'Khyber Bazaar, Peshawar',
      email: 'orders@pdh.pk',
      phone,
      url: 'quetta-medical-store',
      is_disabled: false,
    });
    expect(seller).not.toHaveProperty('password');
    expect(seller).not.toHaveProperty('pin_hash');
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const sid = await signIn(t.app, phone, '5678');
    const me = await t.app.inject({ url: '/api/auth/me', cookies: { sid } });
    expect(me.json().user).toMatchObject({ type: 'seller', url: 'quetta-medical-store' });
  });

  it('the form variant without full_name uses the business name', async () => {
    const phone = freshPhone();
    const { full_name: _drop, ...body } = sellerBody(phone, await verifiedToken(t.app, phone), {
      busniess_name: 'Sukkur Pharma 24/7',
    });
    void _drop;
    const res = await postSeller(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ full_name: 'Sukkur Pharma 24/7', url: 'sukkur-pharma-24-7' });
  });

  it('refuses a taken store name with 400 and keeps the token for a second try', async () => {
    const phone = freshPhone();
    const token = await verifiedToken(t.app, phone);
    const before = await counts();
    for (const name of ['Karachi Medical Traders', 'karachi  medical-traders', 'Profile', 'Orders']) {
      const res = await postSeller(sellerBody(phone, token, { busniess_name: name }));
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toEqual({ error: 'bad_request', message: MSG.storeNameTaken });
    }
    expect(await counts()).toEqual(before);
    expect((await postSeller(sellerBody(phone, token, { busniess_name: 'Hyderabad Medical Agency' }))).statusCode).toBe(
      200,
    );
  });

  it('refuses a phone any account already uses with 409, retailer included', async () => {
    for (const phone of [DEMO_PHONES.retailer, DEMO_PHONES.seller2]) {
      const token = await verifiedToken(t.app, phone);
      const before = await counts();
      const res = await postSeller(sellerBody(phone, token));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MSG.phoneAlreadyRegistered);
      expect(await counts()).toEqual(before);
    }
  });

  it('refuses missing and oversized fields, and a bad or foreign token', async () => {
    const phone = freshPhone();
    const token = await verifiedToken(t.app, phone);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ busniess_name: '' }, MSG.businessNameRequired],
      [{ busniess_name: 'B'.repeat(101) }, MSG.tooLong(100)],
      [{ address: '' }, MSG.addressRequired],
      [{ email: 'x@' }, MSG.emailInvalid],
      [{ phone: 'abc' }, MSG.phoneInvalid],
      [{ password: '' }, MSG.passcodeRequired],
      [{ full_name: 'Usman 7' }, MSG.alphabetsOnly],
      [{ verification_token: 'short' }, MSG.verificationInvalid],
      [{ verification_token: 'b'.repeat(43) }, MSG.verificationInvalid],
    ];
    const before = await counts();
    for (const [change, message] of cases) {
      const res = await postSeller(sellerBody(phone, token, change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message, JSON.stringify(change)).toBe(message);
    }
    const foreign = await verifiedToken(t.app, freshPhone());
    expect((await postSeller(sellerBody(phone, foreign))).json().message).toBe(MSG.verificationInvalid);
    expect(await counts()).toEqual(before);
  });

  it('two registrations racing with one token create one account', async () => {
    const phone = freshPhone();
    const token = await verifiedToken(t.app, phone);
    const results = await Promise.all([postSeller(sellerBody(phone, token)), postSeller(sellerBody(phone, token))]);
    expect(results.map((r) => r.statusCode).filter((s) => s === 200)).toHaveLength(1);
    expect(await t.db.selectFrom('accounts').select('id').where('phone', '=', phone).execute()).toHaveLength(1);
  });
});

describe('phone look-ups', () => {
  it('answer 200 {exists:true} for the right kind and 404 otherwise', async () => {
    const r = await t.app.inject({ url: `/api/Retailers/OTP/${DEMO_PHONES.retailer}` });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ exists: true });
    expect((await t.app.inject({ url: `/api/Retailers/OTP/${DEMO_PHONES.seller}` })).statusCode).toBe(404);
    const s = await t.app.inject({ url: `/api/WholesellerControllerSignUp/OTP/${DEMO_PHONES.seller}` });
    expect(s.json()).toEqual({ exists: true });
    const none = await t.app.inject({ url: `/api/WholesellerControllerSignUp/OTP/${freshPhone()}` });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: 'not_found', message: MSG.phoneNotFound });
    expect(
      (await t.app.inject({ url: `/api/Retailers/OTP/${encodeURIComponent('+92' + DEMO_PHONES.retailer.slice(1))}` }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/Retailers/OTP/hello' })).statusCode).toBe(400);
  });

  it('are limited per IP (LOOKUP_IP_PER_MIN a minute)', async () => {
    // An instance with a small budget on the same database: the limit is short to reach, and is met in one minute.
    const app = await secondApp(t, { env: { LOOKUP_IP_PER_MIN: '5' } });
    try {
      await withinOneMinute(10);
      const look = (ip: string) => app.inject({ url: `/api/Retailers/OTP/${DEMO_PHONES.retailer}`, remoteAddress: ip });
      const statuses: number[] = [];
      for (let i = 0; i <= 5; i++) statuses.push((await look('10.99.0.1')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const res = await look('10.99.0.1');
      expect(res.json()).toEqual({ error: 'too_many_requests', message: MSG.tooManyRequests });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect((await look('10.99.0.2')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('store name availability', async () => {
    const taken = await t.app.inject({
      url: `/api/WholesellerControllerSignUp/StoreName/${encodeURIComponent('Karachi Medical Traders')}`,
    });
    expect(taken.json()).toEqual({ available: false, url: 'karachi-medical-traders' });
    const free = await t.app.inject({
      url: `/api/WholesellerControllerSignUp/StoreName/${encodeURIComponent('Gilgit Pharmacy')}`,
    });
    expect(free.json()).toEqual({ available: true, url: 'gilgit-pharmacy' });
    expect(
      (await t.app.inject({ url: `/api/WholesellerControllerSignUp/StoreName/${'x'.repeat(101)}` })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/config', () => {
  it('answers the support e-mail and the base of store links', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.json()).toEqual({ support_email: 'support@dawalink.pk', public_base_url: 'http://localhost:3000' });
  });
});
