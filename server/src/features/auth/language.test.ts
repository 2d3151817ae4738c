import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, callerAs, DEMO_PHONES, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (phone: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone, pin: '1234' } });

describe('account language', () => {
  it('is English at first, in the sign-in answer and /api/auth/me', async () => {
    const res = await login(DEMO_PHONES.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.language).toBe('en');
    const seller = await callerAs(t.app, 'seller');
    expect((await seller.inject({ url: '/api/auth/me' })).json().user.language).toBe('en');
  });

  it('PUT /api/auth/language sets it for the signed-in account only, and the next sign-in carries it', async () => {
    const retailer = await callerAs(t.app, 'retailer');
    const res = await retailer.inject({ method: 'PUT', url: '/api/auth/language', payload: { language: 'ur' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.language).toBe('ur');
    expect(res.json().user.type).toBe('retailer');
    expect((await retailer.inject({ url: '/api/auth/me' })).json().user.language).toBe('ur');
    expect((await login(DEMO_PHONES.retailer)).json().user.language).toBe('ur');
    // Another account is untouched.
    const seller = await callerAs(t.app, 'seller');
    expect((await seller.inject({ url: '/api/auth/me' })).json().user.language).toBe('en');
    // And back.
    const back = await retailer.inject({ method: 'PUT', url: '/api/auth/language', payload: { language: 'en' } });
    expect(back.json().user.language).toBe('en');
  });

  it('refuses a language it does not have (400, nothing written) and a visitor (401)', async () => {
    const seller = await callerAs(t.app, 'seller');
    for (const payload of [{ language: 'fr' }, { language: '' }, {}, { language: ['ur'] }, { language: 'UR' }]) {
      const res = await seller.inject({ method: 'PUT', url: '/api/auth/language', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('error');
      expect(res.json()).toHaveProperty('message');
    }
    expect((await seller.inject({ url: '/api/auth/me' })).json().user.language).toBe('en');
    const visitor = await t.app.inject({ method: 'PUT', url: '/api/auth/language', payload: { language: 'ur' } });
    expect(visitor.statusCode).toBe(401);
  });
});
