import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { DEMO, freshPhone } from './demo';

/**
 * Data of the seller journeys, made through the public API so that every test (and each browser project) works on
 * its own fresh seller and retailer: nothing here touches the demo accounts other specs rely on.
 */
export interface Account {
  phone: string;
  id: number;
  api: APIRequestContext;
}

async function verifiedToken(api: APIRequestContext, phone: string): Promise<string> {
  expect((await api.post(`/api/OTP/${phone}`, { data: { purpose: 'register' } })).ok()).toBe(true);
  let code = '';
  await expect
    .poll(async () => {
      const texts = (await (await api.get(`/api/dev/sms?phone=${phone}`)).json()) as Array<{ text: string }>;
      code = texts.at(-1)?.text.match(/\b(\d{4})\b/)?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  const res = await api.post(`/api/OTP/${phone}/verify`, { data: { code, purpose: 'register' } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { verification_token: string }).verification_token;
}

async function signedIn(baseURL: string, phone: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const res = await api.post('/api/auth/login', { data: { phone, pin: DEMO.pin, remember: false } });
  expect(res.ok(), await res.text()).toBe(true);
  return api;
}

/** A new seller with PIN 1234, signed in on its own request context. */
export async function createSeller(baseURL: string, name: string): Promise<Account> {
  const anon = await playwrightRequest.newContext({ baseURL });
  const phone = freshPhone();
  const token = await verifiedToken(anon, phone);
  const res = await anon.post('/api/WholesellerControllerSignUp', {
    data: {
      full_name: 'Test Seller',
      busniess_name: `${name} ${phone}`,
      address: '1 Test Road, Karachi',
      email: '',
      phone,
      password: DEMO.pin,
      verification_token: token,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await anon.dispose();
  const api = await signedIn(baseURL, phone);
  const me = (await (await api.get('/api/auth/me')).json()) as { user: { id: number } };
  return { phone, id: me.user.id, api };
}

/** A new retailer with PIN 1234 (registration signs it in on its own request context). */
export async function createRetailer(baseURL: string, store: string): Promise<Account & { store: string }> {
  const api = await playwrightRequest.newContext({ baseURL });
  const phone = freshPhone();
  const token = await verifiedToken(api, phone);
  const storeName = `${store} ${phone.slice(-4)}`;
  const res = await api.post('/api/Retailers', {
    data: {
      fullName: 'Test Retailer',
      email: '',
      phone,
      store: storeName,
      address: '9 Shop Street, Lahore',
      password: DEMO.pin,
      verification_token: token,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { phone, id: Number(await res.text()), api, store: storeName };
}

export interface CatalogueProduct {
  id: number;
  product_name: string;
  total_price: number;
}

/** Adds the first `count` catalogue products matching `term` to the seller's market; answers the listing rows. */
export async function addListings(seller: Account, term: string, count: number) {
  const found = (await (
    await seller.api.get(`/api/Admin/product/search/${seller.id}/${encodeURIComponent(term)}`)
  ).json()) as CatalogueProduct[];
  expect(found.length).toBeGreaterThanOrEqual(count);
  const res = await seller.api.post('/api/MedicalProducts', {
    data: found.slice(0, count).map((p) => ({ product_id: p.id, offer: 5, bonus: '', total_price: p.total_price })),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Array<{ id: number; product_name: string; total_price: number }>;
}

/** Places `count` orders from the retailer with the seller, each of one or two lines. Answers the ids, oldest first. */
export async function placeOrders(
  retailer: Account,
  sellerId: number,
  listingIds: number[],
  count: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const items = [{ listing_id: listingIds[i % listingIds.length], quantity: 1 + (i % 5) }];
    if (i % 2 === 1 && listingIds.length > 1)
      items.push({ listing_id: listingIds[(i + 1) % listingIds.length], quantity: 2 });
    const res = await retailer.api.post('/api/Orders', { data: { wholeseller_id: sellerId, items } });
    expect(res.ok(), await res.text()).toBe(true);
    ids.push(Number(await res.text()));
  }
  return ids;
}
