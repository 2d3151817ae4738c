import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { freshPhone, signIn } from './demo';

/** A phone's SMS code through the dev outbox, as a person reads it from their phone. */
async function verifiedToken(request: APIRequestContext, phone: string): Promise<string> {
  expect((await request.post(`/api/OTP/${phone}`, { data: { purpose: 'register' } })).status()).toBe(200);
  let code = '';
  await expect
    .poll(async () => {
      const texts = (await (await request.get(`/api/dev/sms?phone=${phone}`)).json()) as Array<{ text: string }>;
      code = texts.at(-1)?.text.match(/\b(\d{4})\b/)?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  const verified = await request.post(`/api/OTP/${phone}/verify`, { data: { code, purpose: 'register' } });
  expect(verified.status()).toBe(200);
  return ((await verified.json()) as { verification_token: string }).verification_token;
}

/** A new seller of our own (tests that change listings or orders never touch the demo accounts). */
export async function newSeller(
  request: APIRequestContext,
  pin = '2468',
): Promise<{ phone: string; pin: string; name: string }> {
  const phone = freshPhone();
  const name = `Beyond Traders ${phone.slice(-6)}`;
  const res = await request.post('/api/WholesellerControllerSignUp', {
    data: {
      full_name: 'Beyond Test',
      busniess_name: name,
      address: 'Plot 9, Saddar, Karachi',
      email: '',
      phone,
      password: pin,
      verification_token: await verifiedToken(request, phone),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { phone, pin, name };
}

/** A new retailer, signed in on `request` (registration signs the new retailer in). */
export async function newRetailer(request: APIRequestContext): Promise<{ phone: string; store: string }> {
  const phone = freshPhone();
  const store = `Beyond Pharmacy ${phone.slice(-6)}`;
  const res = await request.post('/api/Retailers', {
    data: {
      fullName: 'Live Buyer',
      email: '',
      phone,
      store,
      address: 'Shop 2, Tariq Road, Karachi',
      password: '1357',
      verification_token: await verifiedToken(request, phone),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { phone, store };
}

export async function signInAs(page: Page, phone: string, pin: string) {
  await signIn(page, phone, pin);
  await expect(page).toHaveURL(/\/WholesellerHome$/);
}

/**
 * Resolves once the page's stream of new orders has answered: call it before the navigation that opens the stream.
 * The server answers once it has subscribed the stream, so every order placed after this reaches the page.
 */
export function orderStreamOpened(page: Page): Promise<unknown> {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/Orders/live' && response.status() === 200,
  );
}

/** Catalogue products as the demo store lists them (public), to build price list files from. */
export async function catalogueProducts(
  request: APIRequestContext,
): Promise<Array<{ product_id: number; product_name: string; product_code: string; manufacturer: string }>> {
  const id = await (await request.get('/api/WholesellerCategory/wholeseller/karachi-medical-traders')).text();
  return (await (await request.get(`/api/WholesellerCategory/karachi-medical-traders/${id}`)).json()) as Array<{
    product_id: number;
    product_name: string;
    product_code: string;
    manufacturer: string;
  }>;
}
