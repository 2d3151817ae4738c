import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@dawalink/shared';
import { buildTestApp, callerAs, DEMO_PHONES, signIn, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, headers });

describe('sign-in', () => {
  it('signs in each demo role and sets an HttpOnly sid and a UI user cookie', async () => {
    for (const [role, type] of [
      ['seller', 'seller'],
      ['retailer', 'retailer'],
      ['admin', 'admin'],
    ] as const) {
      const res = await login({ phone: DEMO_PHONES[role], pin: '1234', remember: true });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.type).toBe(type);
      expect(res.json().user).not.toHaveProperty('password');
      const sid = res.cookies.find((c) => c.name === 'sid')!;
      expect(sid.httpOnly).toBe(true);
      expect(sid.sameSite).toBe('Lax');
      expect(sid.maxAge).toBe(2 * 24 * 3600);
      const user = res.cookies.find((c) => c.name === 'user')!;
      expect(user.httpOnly).toBeFalsy();
      expect(JSON.parse(decodeURIComponent(user.value)).type).toBe(type);
    }
  });

  it('without Remember me the cookies last the browser session', async () => {
    const res = await login({ phone: DEMO_PHONES.seller, pin: '1234' });
    expect(res.cookies.find((c) => c.name === 'sid')!.maxAge).toBeUndefined();
  });

  it('rewrites +92 to 0', async () => {
    const res = await login({ phone: '+92' + DEMO_PHONES.retailer2.slice(1), pin: '1234' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong PIN and a bad phone with the spec messages', async () => {
    const wrong = await login({ phone: DEMO_PHONES.retailer2, pin: '0000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: 'invalid_credentials',
      message: MSG.phoneOrPinMismatch,
      tries_left: 4,
      wait_minutes: 15,
    });
    const bad = await login({ phone: 'abc', pin: '1234' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.phoneInvalid);
    const noPin = await login({ phone: DEMO_PHONES.retailer2, pin: '12' });
    expect(noPin.json().message).toBe(MSG.passcodeRequired);
  });

  it('issues a new session id at every sign-in and ends the old one', async () => {
    const first = await signIn(t.app, DEMO_PHONES.seller2);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: DEMO_PHONES.seller2, pin: '1234' },
      cookies: { sid: first },
    });
    const second = res.cookies.find((c) => c.name === 'sid')!.value;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: '/api/auth/me', cookies: { sid: first } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', cookies: { sid: second } })).statusCode).toBe(200);
  });

  it('stores only a hash of the session id', async () => {
    const sid = await signIn(t.app, DEMO_PHONES.admin);
    const rows = await t.db.selectFrom('sessions').select('id_hash').execute();
    expect(rows.some((r) => r.id_hash === sid)).toBe(false);
  });
});

describe('me and logout', () => {
  it('answers 401 without a cookie and the user with one', async () => {
    const visitor = await t.app.inject({ url: '/api/auth/me' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toHaveProperty('message');
    const seller = await callerAs(t.app, 'seller');
    const me = await seller.inject({ url: '/api/auth/me' });
    expect(me.json().user.url).toBe('karachi-medical-traders');
  });

  it('a forged user cookie proves nothing', async () => {
    const res = await t.app.inject({
      url: '/api/auth/me',
      cookies: { user: JSON.stringify({ id: 1, type: 'admin' }) },
    });
    expect(res.statusCode).toBe(401);
  });

  it('logout ends the session', async () => {
    const seller = await callerAs(t.app, 'seller');
    expect((await seller.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect((await seller.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
  });
});

describe('throttling', () => {
  it('answers 429 to the sixth wrong PIN for one phone in 15 minutes, even with the right PIN', async () => {
    const phone = DEMO_PHONES.retailer;
    for (let i = 0; i < 5; i++) {
      const wrong = await login({ phone, pin: '9999' });
      expect(wrong.statusCode).toBe(401);
      // Each 401 tells how many wrong PINs are left before the 15-minute wait.
      expect(wrong.json()).toMatchObject({ message: MSG.phoneOrPinMismatch, tries_left: 4 - i, wait_minutes: 15 });
    }
    const sixth = await login({ phone, pin: '9999' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    expect((await login({ phone, pin: '1234' })).statusCode).toBe(429);
  });

  it('locks the account after 10 wrong PINs in 30 days until the PIN is reset', async () => {
    const phone = DEMO_PHONES.seller2;
    // Ten failures spread over the last weeks (each 15-minute window stays under its own limit).
    const day = 24 * 60 * 60 * 1000;
    await t.db
      .insertInto('login_attempts')
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          phone,
          ip: '203.0.113.9',
          success: false,
          created_at: new Date(Date.now() - (i + 1) * 2 * day),
        })),
      )
      .execute();
    const res = await login({ phone, pin: '1234' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MSG.accountLocked);
    await t.db.deleteFrom('login_attempts').where('phone', '=', phone).execute();
  });

  it('counts the tries left against the account lock when it comes before the wait', async () => {
    const phone = DEMO_PHONES.seller2;
    // Eight failures over the last weeks: two more wrong PINs lock the account, before the 15-minute window fills.
    const day = 24 * 60 * 60 * 1000;
    await t.db
      .insertInto('login_attempts')
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          phone,
          ip: '203.0.113.9',
          success: false,
          created_at: new Date(Date.now() - (i + 1) * 2 * day),
        })),
      )
      .execute();
    const first = await login({ phone, pin: '9999' });
    expect(first.statusCode).toBe(401);
    expect(first.json()).toEqual({ error: 'invalid_credentials', message: MSG.phoneOrPinMismatch, tries_left: 1 });
    const second = await login({ phone, pin: '9999' });
    expect(second.json()).toEqual({ error: 'invalid_credentials', message: MSG.phoneOrPinMismatch, tries_left: 0 });
    expect((await login({ phone, pin: '1234' })).json().message).toBe(MSG.accountLocked);
    await t.db.deleteFrom('login_attempts').where('phone', '=', phone).execute();
  });

  it('refuses a disabled account with the spec message and ends its sessions', async () => {
    const phone = DEMO_PHONES.retailer2;
    const sid = await signIn(t.app, phone);
    await t.db.updateTable('accounts').set({ is_disabled: true }).where('phone', '=', phone).execute();
    const res = await login({ phone, pin: '1234' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.profileDisabled);
    expect((await t.app.inject({ url: '/api/auth/me', cookies: { sid } })).statusCode).toBe(401);
    await t.db.updateTable('accounts').set({ is_disabled: false }).where('phone', '=', phone).execute();
  });
});

describe('transport rules', () => {
  it('refuses a cross-site mutation', async () => {
    const res = await login({ phone: DEMO_PHONES.admin, pin: '1234' }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a text/plain body and never shows a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'phone=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(415);
    expect(Object.keys(res.json()).sort()).toEqual(['error', 'message']);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"phone":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).not.toMatch(/at .*\.ts/);
  });

  it('sends the security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite',
    });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
  });

  it('answers unknown API paths with the error shape', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: MSG.notFound });
  });
});
