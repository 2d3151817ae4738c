import { expect, test } from '@playwright/test';
import { STORE_FIRST_LINES } from '@dawalink/shared';
import { DEMO, signIn } from '../support/demo';
import {
  addProducts,
  isMobile,
  money,
  openCart,
  paisaTotal,
  registerRetailer,
  STORE,
  storeListings,
} from '../support/storefront';

test('the cart survives a reload and keeps one cart per store', async ({ page, request }) => {
  const { listings } = await storeListings(request);
  await page.goto(`/${STORE}`);
  await addProducts(page, 2, 2);
  await page.reload();
  const panel = await openCart(page);
  await expect(panel.getByText(listings[0].product_name)).toBeVisible();
  await expect(panel.getByTestId('cart-total')).toHaveText(
    money(
      paisaTotal([
        [listings[0].total_price, 2, listings[0].offer],
        [listings[1].total_price, 2, listings[1].offer],
      ]),
    ),
  );
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('cartItems'))) ?? '{}') as Record<
    string,
    Array<{ id: number; quantity: number }>
  >;
  expect(stored[STORE].map((i) => [i.id, i.quantity])).toEqual([
    [listings[0].id, 2],
    [listings[1].id, 2],
  ]);

  // Quantity never goes under 1; Remove takes the line out.
  await expect(panel.getByRole('button', { name: 'Decrease quantity' }).first()).toBeEnabled();
  await panel.getByRole('button', { name: 'Decrease quantity' }).first().click();
  await expect(panel.getByRole('button', { name: 'Decrease quantity' }).first()).toBeDisabled();
  await panel.getByRole('button', { name: 'Remove' }).first().click();
  await expect(panel.getByText(listings[0].product_name)).toBeHidden();

  // Another store has its own (empty) cart.
  await page.goto(`/${DEMO.seller2Store}`);
  const other = await openCart(page);
  await expect(other.getByText('No items added')).toBeVisible();
});

test('search filters as you type and Seller Info shows the seller', async ({ page, request }) => {
  const { listings } = await storeListings(request);
  await page.goto(`/${STORE}`);
  const name = listings[7].product_name;
  await page.getByLabel('Search').fill(name.slice(0, 12).toLowerCase());
  // The product cell also carries the offer badge ("10% off") when there is one.
  await expect(page.locator(`#product-${listings[7].id}`)).toBeVisible();
  await expect(page.getByRole('cell', { name })).toBeVisible();
  await expect(page.getByRole('cell', { name: listings[0].product_name, exact: true })).toBeHidden();
  await page.getByLabel('Search').fill('zzzz-nothing');
  await expect(page.getByText('No Data Found')).toBeVisible();

  await page.getByRole('button', { name: 'Seller Info' }).click();
  const info = page.getByRole('dialog', { name: 'Seller Info' });
  await expect(info.getByText('Imran Qureshi')).toBeVisible();
  await expect(info.getByText('Plot 14, Denso Hall, Karachi')).toBeVisible();
  await expect(info.getByText(DEMO.seller)).toBeVisible();
});

test('the first lines show before the whole list has come, and a search waits for the whole list', async ({
  page,
  request,
}) => {
  const { listings } = await storeListings(request);
  expect(listings.length).toBeGreaterThan(STORE_FIRST_LINES);
  // Hold the whole list back (not the first lines) until the test lets it go.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(`**/api/WholesellerCategory/${STORE}/*`, async (route) => {
    const search = new URL(route.request().url()).search;
    asked.push(search);
    if (search === '') await held;
    await route.continue();
  });
  // A line's name is the span #product-{id} (on small screens its cell also holds the offer and bonus).
  const line = (i: number) => page.locator(`#product-${listings[i].id}`);
  await page.goto(`/${STORE}`);
  await expect(line(0)).toBeVisible();
  await expect(line(STORE_FIRST_LINES - 1)).toBeAttached();
  await expect(line(STORE_FIRST_LINES)).toHaveCount(0);
  await expect(page.getByText(`${listings.length} products`)).toBeHidden();

  // A search typed now must not filter only the first lines: it waits, then finds a line from further down.
  const last = listings.length - 1;
  await page.getByLabel('Search').fill(listings[last].product_name.toLowerCase());
  await expect(page.getByRole('status', { name: 'Loading products' })).toBeVisible();
  release();
  await expect(line(last)).toBeVisible();
  await page.getByLabel('Search').fill('');
  await expect(page.getByText(`${listings.length} products`)).toBeVisible();
  // The first lines came with the page (its first data): only the whole list was asked for, once.
  expect(asked).toEqual(['']);
});

test("a store link's page shows the store and its first lines before any script runs", async ({
  browser,
  request,
}, testInfo) => {
  const { listings } = await storeListings(request);
  const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/${STORE}`);
  await expect(page.getByRole('heading', { name: 'Karachi Medical Traders' })).toBeVisible();
  await expect(page.getByText(listings[0].product_name, { exact: true })).toBeVisible();
  await expect(page.locator('tr.group-heading').first()).toBeVisible();
  // A first screen's worth, drawn by the server; the app draws the rest when it takes over.
  const rows = await page.locator('tr.product-row').count();
  expect(rows).toBeGreaterThanOrEqual(10);
  expect(rows).toBeLessThanOrEqual(STORE_FIRST_LINES);
  await expect(page.locator('#root[data-preview]')).toHaveCount(1);
  await context.close();
});

test('the app takes over the first screen without asking for its data again', async ({ page, request }) => {
  const { listings } = await storeListings(request);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/WholesellerCategory/')) asked.push(new URL(r.url()).pathname + new URL(r.url()).search);
  });
  await page.goto(`/${STORE}`);
  await expect(page.getByText(`${listings.length} products`)).toBeVisible();
  await expect(page.locator('#root[data-preview]')).toHaveCount(0);
  await expect(page.locator('#root')).toHaveCount(1);
  // The seller and the first lines were in the page: only the whole list is fetched.
  expect(asked.filter((a) => a.includes('/url/') || a.includes('?first='))).toEqual([]);
  // The page works: search and add.
  await page.getByLabel('Search').fill(listings[1].product_name.toLowerCase());
  await expect(page.locator(`#product-${listings[1].id}`)).toBeVisible();
  await expect(page.locator(`#product-${listings[0].id}`)).toHaveCount(0);
});

test('unknown, placeholder and seller-blocked store pages', async ({ page }) => {
  await page.goto('/no-such-store-here');
  await expect(page.getByRole('heading', { name: 'Store Not Found' })).toBeVisible();
  for (const placeholder of ['/:url', '/{url}', '/url']) {
    await page.goto(placeholder);
    await expect(page.getByRole('heading', { name: 'Please Enter the URL in the Browser' })).toBeVisible();
  }
  await signIn(page, DEMO.seller);
  await expect(page).toHaveURL(/\/WholesellerHome$/);
  await page.goto(`/${STORE}`);
  await expect(page.getByText('You are Signed In as seller. Please Sign-out and Login In again')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('order again fills the store cart at today’s prices and opens the store', async ({ page, request }) => {
  const retailer = await registerRetailer(request);
  const { sellerId, listings } = await storeListings(request);
  // The registration signed `request` in as this retailer: place an order the quick way.
  const placed = await request.post('/api/Orders', {
    data: {
      wholeseller_id: sellerId,
      items: [
        { listing_id: listings[4].id, quantity: 3 },
        { listing_id: listings[5].id, quantity: 1 },
      ],
    },
  });
  expect(placed.status()).toBe(200);

  await signIn(page, retailer.phone, retailer.pin);
  await expect(page).toHaveURL(/\/ordersRetailer$/);
  await page.getByRole('button', { name: 'View' }).first().click();
  const detail = page.getByRole('dialog', { name: 'Order Details' });
  await expect(detail.getByText(listings[4].product_name)).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('button', { name: 'Order again' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${STORE}$`));
  await expect(page.getByText('Your cart is filled with this order')).toBeVisible();
  const panel = await openCart(page);
  await expect(panel.getByText(listings[4].product_name)).toBeVisible();
  await expect(panel.getByTestId('cart-total')).toHaveText(
    money(
      paisaTotal([
        [listings[4].total_price, 3, listings[4].offer],
        [listings[5].total_price, 1, listings[5].offer],
      ]),
    ),
  );
  if (isMobile()) await page.keyboard.press('Escape');
});
