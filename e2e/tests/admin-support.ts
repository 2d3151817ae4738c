import { expect, request, type APIRequestContext } from '@playwright/test';
import { DEMO } from '../support/demo';

/** An API client of its own (own cookies), signed in as `phone`, or a visitor without one. */
export async function apiAs(baseURL: string, phone?: string): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL });
  if (phone) {
    const res = await ctx.post('/api/auth/login', { data: { phone, pin: DEMO.pin } });
    expect(res.status(), `sign-in of ${phone}`).toBe(200);
  }
  return ctx;
}

/** Registers a new retailer through the real flow (SMS code from the dev outbox); the client ends signed in as it. */
export async function registerRetailer(ctx: APIRequestContext, phone: string, store: string): Promise<number> {
  expect((await ctx.post(`/api/OTP/${phone}`, { data: { purpose: 'register' } })).status()).toBe(200);
  const texts = (await (await ctx.get(`/api/dev/sms?phone=${phone}`)).json()) as Array<{ text: string }>;
  const code = texts.at(-1)?.text.match(/\b(\d{4})\b/)?.[1];
  expect(code).toBeTruthy();
  const verify = await ctx.post(`/api/OTP/${phone}/verify`, { data: { code, purpose: 'register' } });
  expect(verify.status()).toBe(200);
  const { verification_token } = (await verify.json()) as { verification_token: string };
  const res = await ctx.post('/api/Retailers', {
    data: {
      fullName: 'Admin Test Retailer',
      email: '',
      phone,
      store,
      address: 'Shop 9, Test Market, Karachi',
      password: '1234',
      verification_token,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return Number(await res.text());
}

/** A name no other run uses: the admin catalogue refuses the same product twice for one company. */
export const uniqueSuffix = (project: string) =>
  `${project === 'mobile' ? 'M' : 'D'}${Date.now().toString(36).toUpperCase()}`;
