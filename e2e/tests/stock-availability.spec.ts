import { expect, test, type Page } from '@playwright/test';
import { addMonths, expiryLabel, monthOf } from '@dawalink/shared';
import { signIn } from '../support/demo';
import { addListings, createRetailer, createSeller, type Account } from '../support/seller-data';
import { isMobile, openCart } from '../support/storefront';

/**
 * Stock: the seller marks a line out of stock in one tap and a retailer cannot order it (store, cart, checkout,
 * server); a seller who keeps batches records one in the Batches dialog, the store shows its expiry, and the slip of
 * the shipped order prints the batch and expiry per line.
 */

interface Line {
  id: number;
  product_name: string;
}
let seller: Account;
let retailer: Account & { store: string };
let url: string;
let lines: Line[];

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, info) => {
  info.setTimeout(240_000);
  const baseURL = info.project.use.baseURL!;
  seller = await createSeller(baseURL, 'Stock Test');
  lines = await addListings(seller, 'Syrup', 3);
  retailer = await createRetailer(baseURL, `Stock Shop ${info.project.name}`);
  url = ((await (await seller.api.get(`/api/WholesellerControllerSignUp/${seller.id}`)).json()) as { url: string }).url;
});
test.afterAll(async () => {
  await seller?.api.dispose();
  await retailer?.api.dispose();
});

/** A product's row in the seller's list or the store (a table at both widths). */
const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

test('a seller marks a line out of stock and a retailer cannot order it', async ({ page, browser }) => {
  const [out, ok] = lines;
  // The retailer's cart already holds the line, on the server (it follows the account to any phone).
  expect(
    (
      await retailer.api.put(`/api/Cart/${seller.id}`, {
        data: {
          items: [
            { listing_id: out.id, quantity: 2 },
            { listing_id: ok.id, quantity: 1 },
          ],
        },
      })
    ).ok(),
  ).toBe(true);

  await signIn(page, seller.phone);
  await expect(page).toHaveURL(/\/WholesellerHome$/);
  const select = page.getByRole('combobox', { name: `Availability of ${out.product_name}` });
  await expect(select).toHaveValue('in_stock');
  await select.selectOption('out_of_stock');
  await expect(page.getByText(`${out.product_name}: Out of stock`)).toBeVisible();
  await expect(select).toHaveValue('out_of_stock');
  const box = await select.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await page.reload();
  await expect(page.getByRole('combobox', { name: `Availability of ${out.product_name}` })).toHaveValue('out_of_stock');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The retailer, on a fresh browser: the store shows the badge and refuses the line.
  const context = await browser.newContext({ viewport: page.viewportSize()! });
  const shop = await context.newPage();
  await signIn(shop, retailer.phone);
  await expect(shop).toHaveURL(/\/ordersRetailer$/);
  await shop.goto(`/${url}`);
  await expect(row(shop, out.product_name).getByText('Out of stock')).toBeVisible();
  await expect(row(shop, ok.product_name).getByText('In stock')).toBeVisible();
  await expect(row(shop, out.product_name).getByRole('button', { name: 'Add', exact: true })).toBeDisabled();

  // The cart from the server says so, and checkout cannot go on until the line is removed.
  const panel = await openCart(shop);
  await expect(panel.getByRole('alert')).toContainText('out of stock');
  await expect(panel.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await panel.getByRole('button', { name: 'Remove' }).first().click();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  await context.close();

  // The server refuses it too, naming the product.
  const refused = await retailer.api.post('/api/Orders', {
    data: { wholeseller_id: seller.id, items: [{ listing_id: out.id, quantity: 1 }] },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toContain(out.product_name);
});

test('batches: recorded in the Batches dialog, expiry on the store, batch and expiry on the slip', async ({ page }) => {
  const line = lines[2];
  const soon = addMonths(monthOf(), 8);
  const later = addMonths(monthOf(), 14);
  await signIn(page, seller.phone);
  await expect(page).toHaveURL(/\/WholesellerHome$/);
  await page.getByRole('button', { name: 'Stock settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Stock settings' });
  await settings.getByLabel(/Keep stock as batches/).check();
  await expect(page.getByText('Stock settings saved')).toBeVisible();
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(settings).toBeHidden();

  const batchNo = `B${test.info().project.name.slice(0, 1).toUpperCase()}${Date.now() % 100000}`;
  await row(page, line.product_name).getByRole('button', { name: 'Batches' }).click();
  const dialog = page.getByRole('dialog', { name: 'Batches' });
  // A past month is refused beside the field, and nothing is written.
  await dialog.getByLabel('Batch number').fill(batchNo);
  await dialog.getByLabel('Expiry month').fill(addMonths(monthOf(), -1));
  await dialog.getByLabel('Quantity').fill('5');
  await dialog.getByRole('button', { name: 'Add batch' }).click();
  await expect(dialog.getByText('This batch has already expired')).toBeVisible();
  await dialog.getByLabel('Expiry month').fill(soon);
  await dialog.getByRole('button', { name: 'Add batch' }).click();
  await expect(dialog.getByRole('row').filter({ hasText: batchNo })).toContainText(expiryLabel(soon));
  await dialog.getByLabel('Batch number').fill(`${batchNo}L`);
  await dialog.getByLabel('Expiry month').fill(later);
  await dialog.getByLabel('Quantity').fill('10');
  await dialog.getByRole('button', { name: 'Add batch' }).click();
  await expect(dialog.getByRole('row').filter({ hasText: `${batchNo}L` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The store shows the shortest expiry on sale.
  const store = (await (await retailer.api.get(`/api/WholesellerCategory/${url}/${seller.id}`)).json()) as Array<{
    id: number;
    expiry: string | null;
  }>;
  expect(store.find((l) => l.id === line.id)?.expiry).toBe(soon);

  // An order of 8 ships 5 from the earlier batch and 3 from the later one; the slip prints both.
  const placed = await retailer.api.post('/api/Orders', {
    data: { wholeseller_id: seller.id, items: [{ listing_id: line.id, quantity: 8 }] },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const orderId = Number(await placed.text());
  expect((await seller.api.put(`/api/Orders/${orderId}`, { data: { status: 'Shipped' } })).ok()).toBe(true);

  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await page.evaluate((id) => localStorage.setItem('Items', JSON.stringify([id])), orderId);
  await page.goto('/printorders');
  const slip = page.locator('.order-slip');
  await expect(slip).toHaveCount(1);
  await expect(slip).toContainText(`Batch ${batchNo} · Exp ${expiryLabel(soon)} × 5`);
  await expect(slip).toContainText(`Batch ${batchNo}L · Exp ${expiryLabel(later)} × 3`);
  if (isMobile())
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
