import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/demo';
import { addListings, createSeller, type Account } from '../support/seller-data';
import { isMobile, openCart, registerRetailer } from '../support/storefront';

/**
 * Trade schemes: the store shows a listing's "buy 10 get 1 free", the cart counts the free goods as the retailer
 * changes the quantity and says how many more earn the next ones, the confirmation and the placed order show the
 * free goods, and the seller's slip prints them.
 */

let seller: Account;
let url: string;
let schemed: { id: number; product_name: string };
let plain: { id: number; product_name: string };

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, info) => {
  info.setTimeout(240_000);
  seller = await createSeller(info.project.use.baseURL!, 'Scheme Test');
  [schemed, plain] = await addListings(seller, 'Tab', 2);
  const res = await seller.api.put(`/api/MedicalProducts/${schemed.id}`, {
    data: { scheme: { buy: 10, free: 1, starts: null, ends: null } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  url = ((await (await seller.api.get(`/api/WholesellerControllerSignUp/${seller.id}`)).json()) as { url: string }).url;
});
test.afterAll(async () => {
  await seller?.api.dispose();
});

const row = (page: Page, name: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByText(name, { exact: true }) });

async function add(page: Page, name: string, quantity: number) {
  const button = row(page, name).getByRole('button', { name: 'Add', exact: true });
  if (!isMobile()) {
    // The first click waits for the app to take over from the server-drawn preview of the store.
    await expect(async () => {
      await button.click();
      await expect(row(page, name)).toContainText('In cart: 1', { timeout: 1000 });
    }).toPass();
    for (let q = 1; q < quantity; q++) await button.click();
    await expect(row(page, name)).toContainText(`In cart: ${quantity}`);
    return;
  }
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Select Quantity' });
  for (let q = 1; q < quantity; q++) await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  // The dialog already counts the scheme as the quantity changes.
  if (name === schemed.product_name)
    await expect(dialog.getByTestId('quantity-scheme')).toHaveText(`Add ${10 - quantity} more for 1 free`);
  else await expect(dialog.getByTestId('quantity-scheme')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('the cart shows free goods and "add N more for M free"; the confirmation, the order and the slip show them', async ({
  page,
  request,
  browser,
}) => {
  const retailer = await registerRetailer(request);
  await signIn(page, retailer.phone, retailer.pin);
  await expect(page).toHaveURL(/\/ordersRetailer$/);
  await page.goto(`/${url}`);

  // The store: the scheme beside the bonus label, on its line only.
  await expect(row(page, schemed.product_name).getByText('10+1')).toBeVisible();
  await expect(row(page, plain.product_name).getByText('10+1')).toHaveCount(0);

  await add(page, schemed.product_name, 6);
  await add(page, plain.product_name, 2);
  const panel = await openCart(page);
  const line = panel.getByRole('listitem').filter({ hasText: schemed.product_name });
  await expect(line.getByTestId('cart-scheme')).toHaveText('Add 4 more for 1 free');
  await expect(
    panel.getByRole('listitem').filter({ hasText: plain.product_name }).getByTestId('cart-scheme'),
  ).toHaveCount(0);

  // Typing 21 earns 2 free and the next free one is 9 away.
  const quantity = line
    .getByRole('textbox', { name: 'Quantity' })
    .or(line.getByRole('spinbutton', { name: 'Quantity' }));
  await quantity.fill('21');
  await expect(line.getByTestId('cart-scheme')).toContainText('+2 free');
  await expect(line.getByTestId('cart-scheme')).toContainText('Add 9 more for 1 free');
  // Back to 10: exactly one free, the next after 10 more.
  await quantity.fill('10');
  await expect(line.getByTestId('cart-scheme')).toContainText('+1 free');
  await expect(line.getByTestId('cart-scheme')).toContainText('Add 10 more for 1 free');

  await panel.getByRole('button', { name: 'Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Confirmation' });
  await expect(dialog.getByRole('columnheader', { name: 'Free', exact: true })).toBeVisible();
  await expect(
    dialog.getByRole('row').filter({ hasText: schemed.product_name }).getByTestId('confirm-free'),
  ).toHaveText('1');
  await expect(dialog.getByRole('row').filter({ hasText: plain.product_name }).getByTestId('confirm-free')).toHaveText(
    '',
  );
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/orderplacedsucessfully\//);
  await expect(page.getByText('+1 free')).toBeVisible();
  const orderId = Number((await page.getByTestId('order-number').textContent())!.replace(/\D/g, ''));

  // The server counted the same free goods and stored them on the line.
  const items = (await (await page.request.get(`/api/Orders/${orderId}/items`)).json()) as Array<{
    productName: string;
    quantity: number;
    bonus_quantity: number;
  }>;
  expect(items.map((i) => [i.productName, i.quantity, i.bonus_quantity])).toEqual([
    [schemed.product_name, 10, 1],
    [plain.product_name, 2, 0],
  ]);

  // The seller's slip prints the free goods per line.
  const sellerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const sellerPage = await sellerContext.newPage();
  await signIn(sellerPage, seller.phone);
  await expect(sellerPage).not.toHaveURL(/\/$/);
  await sellerPage.evaluate((id) => localStorage.setItem('Items', JSON.stringify([id])), orderId);
  await sellerPage.goto('/printorders');
  const slipRow = (name: string) => sellerPage.getByRole('row').filter({ hasText: name });
  await expect(slipRow(schemed.product_name).getByTestId('slip-bonus')).toHaveText('1');
  await expect(slipRow(plain.product_name).getByTestId('slip-bonus')).toHaveText('-');
  await sellerContext.close();
});
