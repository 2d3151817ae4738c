import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signIn } from '../support/demo';
import { addListings, createRetailer, createSeller, type Account } from '../support/seller-data';
import { addProducts, isMobile, money, openCart, paisaTotal } from '../support/storefront';

/**
 * Ordering through a dropped connection (the installable app): the store opened online stays browsable offline
 * from the copy saved on the device, marked with when it was read; the cart fills offline; an order placed offline
 * waits on the device ("Waiting for connection") and goes by itself when the connection returns, exactly once; a
 * price changed meanwhile brings it back to the retailer to confirm. The service worker must really be there: the
 * offline reload is served by it.
 */

interface Line {
  id: number;
  product_name: string;
  total_price: number;
  offer: number;
}

let seller: Account;
let url: string;
let storeName: string;
let lines: Line[];
const retailers: Account[] = [];

// eslint-disable-next-line no-empty-pattern
test.beforeEach(async ({}, info) => {
  info.setTimeout(240_000);
  seller = await createSeller(info.project.use.baseURL!, 'Offline Test');
  const added = await addListings(seller, 'Tablet', 2);
  lines = [];
  for (const [i, l] of added.entries()) {
    const total_price = [200, 75.5][i];
    const res = await seller.api.put(`/api/MedicalProducts/${l.id}`, { data: { offer: 0, bonus: '', total_price } });
    expect(res.ok(), await res.text()).toBe(true);
    lines.push({ id: l.id, product_name: l.product_name, total_price, offer: 0 });
  }
  const info2 = (await (await seller.api.get(`/api/WholesellerControllerSignUp/${seller.id}`)).json()) as {
    url: string;
    busniess_name: string;
  };
  url = info2.url;
  storeName = info2.busniess_name;
});
test.afterEach(async () => {
  await seller?.api.dispose();
  for (const r of retailers.splice(0)) await r.api.dispose();
});

/** The seller's orders from one retailer store, read through the seller's own API session. */
async function ordersFrom(store: string) {
  const res = await seller.api.get(`/api/OrdersCategory/seller/search/${seller.id}/${encodeURIComponent(store)}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Array<{ id: number; total: number; store: string }>;
}

/**
 * A new retailer signed in on the page opens the test store online: the service worker registers and takes control,
 * and the store's list is saved on the device.
 */
async function openStoreOnline(page: Page, context: BrowserContext) {
  const retailer = await createRetailer(test.info().project.use.baseURL!, 'Offline Pharmacy');
  retailers.push(retailer);
  await signIn(page, retailer.phone);
  await expect(page).toHaveURL(/\/ordersRetailer$/);
  await page.goto(`/${url}`);
  await expect(page.getByRole('heading', { name: storeName })).toBeVisible();
  await expect(page.getByRole('table').getByText(lines[0].product_name, { exact: true })).toBeVisible();
  // The worker is registered from the built app, activated, and controls this page (it claims open pages).
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/sw\.js$/);
  expect(context.serviceWorkers().length).toBeGreaterThan(0);
  // The whole list is on the device (IndexedDB, idb-keyval's default store).
  await expect
    .poll(() =>
      page.evaluate(
        (key) =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('keyval-store');
            open.onerror = () => resolve(false);
            open.onsuccess = () => {
              try {
                const get = open.result.transaction('keyval').objectStore('keyval').get(key);
                get.onsuccess = () => resolve(Array.isArray((get.result as { data?: unknown } | undefined)?.data));
                get.onerror = () => resolve(false);
              } catch {
                resolve(false);
              }
            };
          }),
        `store:${url}:listings`,
      ),
    )
    .toBe(true);
  return retailer;
}

/** Offline: the store page reloads from the worker's app shell and the saved list. */
async function reloadOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText('placing orders still work');
  await expect(page.getByRole('heading', { name: storeName })).toBeVisible();
  await expect(page.getByTestId('prices-as-of')).toContainText(/Prices as of \d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
  await expect(page.getByRole('table').getByText(lines[1].product_name, { exact: true })).toBeVisible();
  await page.screenshot({ path: `/tmp/offline-shots/store-offline-${isMobile() ? 400 : 1280}.png` });
}

/** Fills the cart offline and places the order: kept on the device, shown as waiting in My Orders. */
async function placeOffline(page: Page) {
  await addProducts(page, 2, 2);
  const panel = await openCart(page);
  await panel.getByRole('button', { name: 'Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Confirmation' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/ordersRetailer$/);
  await expect(page.getByText('your order is kept on this phone').first()).toBeVisible();
  const pending = page.getByTestId('pending-order');
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText(storeName);
  await expect(pending).toContainText('Waiting for connection');
  await expect(page.getByTestId('offline-banner')).toContainText('1 order waiting for connection');
  return pending;
}

test('a store opened online is browsable offline, and an order placed offline arrives once when back online', async ({
  page,
  context,
}) => {
  const retailer = await openStoreOnline(page, context);
  await reloadOffline(page, context);
  const pending = await placeOffline(page);
  await page.screenshot({ path: `/tmp/offline-shots/waiting-${isMobile() ? 400 : 1280}.png`, fullPage: true });
  // Nothing has reached the server.
  const store = ((await (await retailer.api.get(`/api/Retailers/${retailer.id}`)).json()) as { store: string }).store;
  expect(await ordersFrom(store)).toHaveLength(0);

  await context.setOffline(false);
  await expect(pending).toContainText(/Placed: Order #\d+/, { timeout: 20_000 });
  await expect(page.getByTestId('offline-banner')).toBeHidden();
  const expected = paisaTotal(lines.map((l) => [l.total_price, 2, l.offer] as [number, number, number]));
  const orders = await ordersFrom(store);
  expect(orders).toHaveLength(1);
  expect(orders[0].total).toBe(expected);
  expect(await pending.textContent()).toContain(`#${orders[0].id}`);
  // My Orders lists it from the server too; a reload sends nothing again.
  await page.reload();
  // A table on a wide screen, cards at 400 px.
  const list = page
    .getByRole('table')
    .or(page.getByRole('list', { name: 'Orders' }))
    .first();
  await expect(list).toContainText(money(expected));
  await page.waitForTimeout(1500);
  expect(await ordersFrom(store)).toHaveLength(1);
  await page.screenshot({ path: `/tmp/offline-shots/placed-${isMobile() ? 400 : 1280}.png`, fullPage: true });
});

test('a price changed while the order waited is brought back to the retailer to confirm, never placed unseen', async ({
  page,
  context,
}) => {
  const retailer = await openStoreOnline(page, context);
  await reloadOffline(page, context);
  const pending = await placeOffline(page);
  const store = ((await (await retailer.api.get(`/api/Retailers/${retailer.id}`)).json()) as { store: string }).store;

  // Meanwhile the seller raises the first line's price.
  const res = await seller.api.put(`/api/MedicalProducts/${lines[0].id}`, {
    data: { offer: 0, bonus: '', total_price: 260 },
  });
  expect(res.ok(), await res.text()).toBe(true);

  await context.setOffline(false);
  await expect(pending).toContainText('Prices or stock changed: please confirm', { timeout: 20_000 });
  expect(await ordersFrom(store)).toHaveLength(0);

  await pending.getByRole('button', { name: 'Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm the new prices' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: lines[0].product_name })).toContainText(money(200));
  await expect(dialog.getByRole('row').filter({ hasText: lines[0].product_name })).toContainText(money(260));
  const expected = paisaTotal([
    [260, 2, 0],
    [lines[1].total_price, 2, 0],
  ]);
  await expect(dialog).toContainText(money(expected));
  await page.screenshot({ path: `/tmp/offline-shots/review-${isMobile() ? 400 : 1280}.png` });
  await dialog.getByRole('button', { name: 'Confirm and send' }).click();

  await expect(pending).toContainText(/Placed: Order #\d+/, { timeout: 20_000 });
  const orders = await ordersFrom(store);
  expect(orders).toHaveLength(1);
  expect(orders[0].total).toBe(expected);
});

test("a cart filled offline reaches the account's copy on the server when the connection returns", async ({
  page,
  context,
}) => {
  const retailer = await openStoreOnline(page, context);
  await reloadOffline(page, context);
  await addProducts(page, 1, 3);
  const cart = async () =>
    (
      (await (await retailer.api.get(`/api/Cart/${seller.id}`)).json()) as {
        items: Array<{ id: number; quantity: number }>;
      }
    ).items;
  expect(await cart()).toEqual([]);
  await context.setOffline(false);
  await expect.poll(async () => (await cart()).map((i) => [i.id, i.quantity])).toEqual([[lines[0].id, 3]]);
  // Opening the store again keeps the cart (the server's copy is the same now, not an older one).
  await page.reload();
  const panel = await openCart(page);
  await expect(panel.getByText(lines[0].product_name)).toBeVisible();
  // The installed app: its manifest, and its start page opening the last store.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(href!)).json()) as {
    start_url: string;
    theme_color: string;
    icons: Array<{ sizes: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({ start_url: '/launch', theme_color: '#0f766e' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  await page.goto('/launch');
  await expect(page).toHaveURL(new RegExp(`/${url}$`));
  await expect(page.getByRole('heading', { name: storeName })).toBeVisible();
});
