import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatDate } from '@dawalink/shared';
import { DEMO, signIn } from '../support/demo';
import {
  addProducts,
  checkout,
  isMobile,
  openCart,
  registerRetailer,
  STORE,
  storeListings,
} from '../support/storefront';

/** The account's cart with the demo store as the server keeps it: [listing id, quantity] per line. */
async function serverCart(request: APIRequestContext, sellerId: number) {
  const res = await request.get(`/api/Cart/${sellerId}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Array<{ id: number; quantity: number }> }).items.map((i) => [
    i.id,
    i.quantity,
  ]);
}

async function cartLines(page: Page) {
  const panel = await openCart(page);
  const names = await panel.getByRole('listitem').locator('.cart-line-name').allTextContents();
  if (isMobile()) await page.keyboard.press('Escape');
  return names;
}

test("a new retailer's empty Home says how to find a supplier and opens a store from its link or name", async ({
  page,
  request,
}) => {
  const retailer = await registerRetailer(request);
  await signIn(page, retailer.phone, retailer.pin);
  await expect(page).toHaveURL(/\/ordersRetailer$/);
  await page.goto('/Home');
  await expect(page.getByText('No Recent Stores Visited.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Find your supplier' })).toBeVisible();
  await expect(page.getByText('Ask your wholesaler for their store link')).toBeVisible();

  const box = page.getByLabel('Store link or name');
  await box.fill('No Such Wholesaler Anywhere');
  await page.getByRole('button', { name: 'Open store' }).click();
  await expect(page.getByRole('alert')).toContainText('Store Not Found');
  await expect(page).toHaveURL(/\/Home$/);

  // A pasted link opens its store ...
  await box.fill(`https://dawalink.example/${STORE}`);
  await page.getByRole('button', { name: 'Open store' }).click();
  await expect(page).toHaveURL(new RegExp(`/${STORE}$`));
  await expect(page.getByRole('heading', { name: 'Karachi Medical Traders' })).toBeVisible();
  // ... and so does the store's name, which its link is made from.
  await page.goto('/Home');
  await expect(page.getByRole('article', { name: 'Karachi Medical Traders' })).toBeVisible();
  await page.getByLabel('Store link or name').fill('lahore pharma distributors');
  await page.getByRole('button', { name: 'Open store' }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEMO.seller2Store}$`));
});

test('a supplier card shows the last order date and Order again fills the cart with that order', async ({
  page,
  request,
}) => {
  const retailer = await registerRetailer(request);
  const { listings } = await storeListings(request);
  await signIn(page, retailer.phone, retailer.pin);
  await expect(page).toHaveURL(/\/ordersRetailer$/);
  await page.goto(`/${STORE}`);
  await addProducts(page, 2, 3);
  await checkout(page);
  await page.getByRole('dialog', { name: 'Order Confirmation' }).getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/orderplacedsucessfully\//);

  await page.goto('/Home');
  const card = page.getByRole('article', { name: 'Karachi Medical Traders' });
  await expect(card.getByText(`Last order: ${formatDate(new Date())}`)).toBeVisible();
  // A store visited but never ordered from says so, with no Order again.
  const visited = page.waitForResponse((r) => r.url().endsWith('/api/RecentStore') && r.request().method() === 'POST');
  await page.goto(`/${DEMO.seller2Store}`);
  await expect(page.getByRole('heading', { name: 'Lahore Pharma Distributors' })).toBeVisible();
  await visited;
  await page.goto('/Home');
  const other = page.getByRole('article', { name: 'Lahore Pharma Distributors' });
  await expect(other.getByText('No order yet')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Order again' })).toHaveCount(0);

  await card.getByRole('button', { name: 'Order again' }).click();
  await expect(page).toHaveURL(new RegExp(`/${STORE}$`));
  await expect(page.getByText('Your cart is filled with this order').first()).toBeVisible();
  expect(await cartLines(page)).toEqual([listings[0].product_name, listings[1].product_name]);
});

test("a signed-in retailer's cart follows the account to another phone; a visitor's cart joins it at sign-in", async ({
  page,
  browser,
  request,
}) => {
  const retailer = await registerRetailer(request);
  const { sellerId, listings } = await storeListings(request);

  // As a visitor: the cart stays in this browser.
  await page.goto(`/${STORE}`);
  await addProducts(page, 1, 2);
  // Signing in (from the store's Login) sends it to the account.
  if (isMobile()) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('Phone No').fill(retailer.phone);
  await page.getByLabel('Pin digit 1', { exact: true }).click();
  await page.keyboard.type(retailer.pin);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page).toHaveURL(new RegExp(`/${STORE}$`));
  await expect.poll(() => serverCart(page.request, sellerId)).toEqual([[listings[0].id, 2]]);

  // Another phone: the same account finds the same cart, and what it adds comes back to the first phone.
  const other = await browser.newContext({ viewport: page.viewportSize()! });
  const phone2 = await other.newPage();
  await signIn(phone2, retailer.phone, retailer.pin);
  await expect(phone2).toHaveURL(/\/ordersRetailer$/);
  await phone2.goto(`/${STORE}`);
  await expect.poll(() => cartLines(phone2)).toEqual([listings[0].product_name]);
  await phone2.getByRole('table').getByRole('button', { name: 'Add', exact: true }).nth(2).click();
  if (isMobile())
    await phone2
      .getByRole('dialog', { name: 'Select Quantity' })
      .getByRole('button', { name: 'Add', exact: true })
      .click();
  await expect
    .poll(() => serverCart(phone2.request, sellerId))
    .toEqual([
      [listings[0].id, 2],
      [listings[2].id, 1],
    ]);
  await page.reload();
  await expect.poll(() => cartLines(page)).toEqual([listings[0].product_name, listings[2].product_name]);

  // Signing out takes the account's cart off this phone (it stays on the server for the account).
  await phone2.goto('/Home');
  if (isMobile()) await phone2.getByRole('button', { name: 'Menu' }).click();
  await phone2.getByRole('button', { name: 'Logout' }).click();
  await expect(phone2).toHaveURL(/\/$/);
  await expect.poll(() => phone2.evaluate(() => localStorage.getItem('cartItems') ?? '{}')).toBe('{}');
  expect(await serverCart(page.request, sellerId)).toHaveLength(2);
  await other.close();
});
