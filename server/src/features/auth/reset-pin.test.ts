import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@dawalink/shared';
import { buildTestApp, DEMO_PHONES, signIn, type TestApp } from '../../test/helpers.js';
import { freshPhone, verifiedToken } from './access.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { OTP_RESEND_S: '0' } });
});
afterAll(async () => {
  await t.close();
});

const reset = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/reset-pin', payload });
const login = (phone: string, pin: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone, pin } });

/** A retailer of this test's own, so the demo accounts other tests use keep their PIN. */
async function newRetailer(pin = '1111'): Promise<string> {
  const phone = freshPhone();
  const token = await verifiedToken(t.app, phone);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Retailers',
    payload: {
      fullName: 'Reset Tester',
      email: '',
      phone,
      store: 'Reset Store',
      address: 'Somewhere 1',
      password: pin,
      verification_token: token,
    },
  });
  expect(res.statusCode).toBe(200);
  return phone;
}

describe('POST /api/auth/reset-pin', () => {
  it('sets a new PIN with a reset token: the old PIN stops working, the new one works, every session ends', async () => {
    const phone = await newRetailer('1111');
    const sid1 = await signIn(t.app, phone, '1111');
    const sid2 = await signIn(t.app, phone, '1111');
    const token = await verifiedToken(t.app, phone, 'reset');
    const res = await reset({ phone, password: '2222', verification_token: token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    for (const sid of [sid1, sid2])
      expect((await t.app.inject({ url: '/api/auth/me', cookies: { sid } })).statusCode).toBe(401);
    expect((await login(phone, '1111')).statusCode).toBe(401);
    expect((await login(phone, '2222')).statusCode).toBe(200);
  });

  it('works for a seller too', async () => {
    const phone = freshPhone();
    const token = await verifiedToken(t.app, phone);
    await t.app.inject({
      method: 'POST',
      url: '/api/WholesellerControllerSignUp',
      payload: {
        busniess_name: `Reset Seller ${phone}`,
        address: 'Road 1',
        email: 'a@b.pk',
        phone,
        password: '3333',
        verification_token: token,
      },
    });
    const res = await reset({
      phone,
      password: '4444',
      verification_token: await verifiedToken(t.app, phone, 'reset'),
    });
    expect(res.statusCode).toBe(200);
    expect((await login(phone, '4444')).statusCode).toBe(200);
  });

  it('refuses the same PIN as before with "Write a new Password" and keeps the token usable', async () => {
    const phone = await newRetailer('1111');
    const token = await verifiedToken(t.app, phone, 'reset');
    const same = await reset({ phone, password: '1111', verification_token: token });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ error: 'bad_request', message: MSG.writeNewPassword });
    expect((await reset({ phone, password: '5555', verification_token: token })).statusCode).toBe(200);
  });

  it('clears the sign-in lockout', async () => {
    const phone = await newRetailer('1111');
    for (let i = 0; i < 5; i++) expect((await login(phone, '9999')).statusCode).toBe(401);
    expect((await login(phone, '1111')).statusCode).toBe(429);
    // Five more wrong PINs earlier this month: the 30-day budget of 10 is spent.
    await t.db
      .insertInto('login_attempts')
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          phone,
          ip: '203.0.113.7',
          success: false,
          created_at: new Date(Date.now() - (i + 1) * 86_400_000),
        })),
      )
      .execute();
    expect((await login(phone, '1111')).statusCode).toBe(429);
    expect(
      (await reset({ phone, password: '6666', verification_token: await verifiedToken(t.app, phone, 'reset') }))
        .statusCode,
    ).toBe(200);
    expect((await login(phone, '6666')).statusCode).toBe(200);
  });

  it('refuses a registration token, a token of another phone, a reused and an expired token; the PIN stays', async () => {
    const phone = await newRetailer('1111');
    const registerToken = await verifiedToken(t.app, phone, 'register');
    const otherToken = await verifiedToken(t.app, DEMO_PHONES.retailer2, 'reset');
    for (const token of [registerToken, otherToken, 'c'.repeat(43)]) {
      const res = await reset({ phone, password: '7777', verification_token: token });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.verificationInvalid);
    }
    const token = await verifiedToken(t.app, phone, 'reset');
    expect((await reset({ phone, password: '7777', verification_token: token })).statusCode).toBe(200);
    const reused = await reset({ phone, password: '8888', verification_token: token });
    expect(reused.statusCode).toBe(400);
    const expiring = await verifiedToken(t.app, phone, 'reset');
    await t.db
      .updateTable('verification_tokens')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('phone', '=', phone)
      .execute();
    expect((await reset({ phone, password: '8888', verification_token: expiring })).statusCode).toBe(400);
    expect((await login(phone, '7777')).statusCode).toBe(200);
  });

  it('refuses a bad PIN and bad phone with the spec messages', async () => {
    const phone = await newRetailer();
    const token = await verifiedToken(t.app, phone, 'reset');
    expect((await reset({ phone, password: '12', verification_token: token })).json().message).toBe(
      MSG.passcodeRequired,
    );
    expect((await reset({ phone: 'x', password: '1234', verification_token: token })).json().message).toBe(
      MSG.phoneInvalid,
    );
  });
});
