import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO, freshPhone } from '../support/demo';

/**
 * The browser half of the XSS checks: text that looks like HTML is shown as text. An image tag whose error handler sets
 * window.__xss is planted through the API in a catalogue product name and manufacturer (admin), a store name and
 * address (seller registration with an SMS code from the dev outbox), and a retailer's store name and address
 * (retailer registration); then every page that shows them is opened, and the handler must never have run.
 */

const PAYLOAD = '<img src=x onerror=window.__xss=1>';

test.describe.configure({ mode: 'serial' });

async function code(request: APIRequestContext, phone: string): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const texts = (await (await request.get(`/api/dev/sms?phone=${phone}`)).json()) as Array<{ text: string }>;
      found = texts.at(-1)?.text.match(/\b(\d{4})\b/)?.[1] ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}

async function verifiedToken(request: APIRequestContext, phone: string): Promise<string> {
  expect((await request.post(`/api/OTP/${phone}`, { data: { purpose: 'register' } })).status()).toBe(200);
  const res = await request.post(`/api/OTP/${phone}/verify`, {
    data: { code: await code(request, phone), purpose: 'register' },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { verification_token: string }).verification_token;
}

async function signedInContext(
  browser: Browser,
  baseURL: string,
  phone: string,
  viewport: { width: number; height: number } | null,
) {
  const context = await browser.newContext({ baseURL, viewport: viewport ?? undefined });
  const res = await context.request.post('/api/auth/login', { data: { phone, pin: DEMO.pin } });
  expect(res.status(), `sign-in of ${phone}`).toBe(200);
  return context;
}

/** Opens a page, watches for dialogs, and checks that the handler never ran and no planted image exists. */
async function assertInert(page: Page, url: string, visibleText: string | RegExp) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(url);
  await expect(page.getByText(visibleText).first()).toBeVisible();
  await page.waitForTimeout(300); // an onerror fires right after the broken image is inserted
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
}

let tag = '';
let product = { id: 0, name: '', manufacturer: '' };
let seller = { id: 0, phone: '', url: '', business: '' };
let retailerPhone = '';
let retailerStore = '';
let orderId = 0;

test.beforeAll(async ({ browser, baseURL }) => {
  tag = `Xss${Date.now() % 1_000_000}`;
  const admin = await signedInContext(browser, baseURL!, DEMO.admin, null);
  product = { id: 0, name: `${tag} ${PAYLOAD} Syrup`, manufacturer: `${tag} ${PAYLOAD} Labs` };
  const created = await admin.request.post('/api/Admin', {
    data: {
      product_code: '',
      product_name: product.name,
      manufacturer: product.manufacturer,
      offer: 0,
      bonus: '',
      total_price: 250,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  product.id = ((await created.json()) as { id: number }).id;
  await admin.close();

  // A seller whose store name and address carry the payload.
  const visitor = await browser.newContext({ baseURL });
  seller.phone = freshPhone();
  seller.business = `${tag} ${PAYLOAD} Traders`;
  const reg = await visitor.request.post('/api/WholesellerControllerSignUp', {
    data: {
      busniess_name: seller.business,
      address: `${PAYLOAD} Road, Karachi`,
      email: '',
      phone: seller.phone,
      password: DEMO.pin,
      verification_token: await verifiedToken(visitor.request, seller.phone),
    },
  });
  expect(reg.status(), await reg.text()).toBe(200);
  const sellerJson = (await reg.json()) as { id: number; url: string };
  seller = { ...seller, id: sellerJson.id, url: sellerJson.url };
  await visitor.close();

  const sellerCtx = await signedInContext(browser, baseURL!, seller.phone, null);
  const listed = await sellerCtx.request.post('/api/MedicalProducts', {
    data: { product_id: product.id, offer: 0, bonus: '', total_price: 120 },
  });
  expect(listed.status(), await listed.text()).toBe(200);
  const answer = (await listed.json()) as { id: number } | Array<{ id: number }>;
  const listing = Array.isArray(answer) ? answer[0].id : answer.id;
  await sellerCtx.close();

  // A retailer whose store name and address carry the payload, who orders the planted product.
  const retailerCtx = await browser.newContext({ baseURL });
  retailerPhone = freshPhone();
  retailerStore = `${tag} ${PAYLOAD} Chemists`;
  const rr = await retailerCtx.request.post('/api/Retailers', {
    data: {
      fullName: 'Xss Probe',
      email: '',
      phone: retailerPhone,
      store: retailerStore,
      address: `${PAYLOAD} Street, Lahore`,
      password: DEMO.pin,
      verification_token: await verifiedToken(retailerCtx.request, retailerPhone),
    },
  });
  expect(rr.status(), await rr.text()).toBe(200);
  const order = await retailerCtx.request.post('/api/Orders', {
    data: { wholeseller_id: seller.id, items: [{ listing_id: listing, quantity: 2 }] },
  });
  expect(order.status(), await order.text()).toBe(200);
  orderId = Number(await order.text());
  await retailerCtx.close();
});

test('the store page shows the planted store name, address and product as text', async ({ page }) => {
  await assertInert(page, `/${seller.url}`, `${tag} ${PAYLOAD} Syrup`);
  await expect(page.getByText(`${tag} ${PAYLOAD} Traders`).first()).toBeVisible();
  await expect(page.getByText(`${tag} ${PAYLOAD} Labs`).first()).toBeVisible();
  // The address is in the seller info dialog.
  await page.getByRole('button', { name: 'Seller Info' }).click();
  await expect(page.getByRole('dialog').getByText(`${PAYLOAD} Road, Karachi`).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('store-seller-info.png') });
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

test('the admin catalogue and seller list show them as text', async ({ browser, baseURL, viewport }) => {
  const admin = await signedInContext(browser, baseURL!, DEMO.admin, viewport);
  const page = await admin.newPage();
  await page.goto('/AdminPanel');
  await page.getByLabel('Search').first().fill(tag);
  await expect(page.getByText(`${tag} ${PAYLOAD} Syrup`).first()).toBeVisible();
  await expect(page.getByText(`${tag} ${PAYLOAD} Labs`).first()).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  await page.goto('/ViewWholesellers');
  await page.getByLabel('Search').first().fill(tag);
  await expect(page.getByText(seller.business).first()).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  await page.goto('/ViewRetailers');
  await page.getByLabel('Search').first().fill(tag);
  await expect(page.getByText(retailerStore).first()).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await admin.close();
});

test("the seller's order detail shows the retailer's planted store and address as text", async ({
  browser,
  baseURL,
  viewport,
}) => {
  const ctx = await signedInContext(browser, baseURL!, seller.phone, viewport);
  const page = await ctx.newPage();
  await assertInert(page, '/orders', retailerStore);
  await page.getByRole('button', { name: 'View' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Order Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(String(orderId)).first()).toBeVisible();
  await expect(dialog.getByText(retailerStore).first()).toBeVisible();
  await expect(dialog.getByText(`${PAYLOAD} Street, Lahore`).first()).toBeVisible();
  await expect(dialog.getByText(`${tag} ${PAYLOAD} Syrup`).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('order-details.png') });
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await ctx.close();
});

test("the retailer's orders show the seller's planted store name as text", async ({ browser, baseURL, viewport }) => {
  const ctx = await signedInContext(browser, baseURL!, retailerPhone, viewport);
  const page = await ctx.newPage();
  await assertInert(page, '/ordersRetailer', seller.business);
  await ctx.close();
});
