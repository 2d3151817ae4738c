import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/demo';
import { disposeWorld, moneyWorld, placeOrder, type MoneyWorld } from '../support/money-data';

let world: MoneyWorld;
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, info) => {
  info.setTimeout(120_000);
  world = await moneyWorld(info.project.use.baseURL!, 'Invoice Test');
});
test.afterAll(async () => disposeWorld(world));

test('a seller invoices an order with a short line, ships it, and the invoice PDF downloads', async ({ page }) => {
  const orderId = await placeOrder(world, [4, 3]);
  await signIn(page, world.seller.phone);
  await expect(page).toHaveURL(/\/WholesellerHome$/);
  await page.goto('/orders');
  await page.getByRole('button', { name: 'View' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Order Details' });
  await modal.getByRole('link', { name: 'Issue invoice' }).click();

  await expect(page.getByRole('heading', { name: `Invoice for order No ${orderId}` })).toBeVisible();
  const short = world.listings[0].product_name;
  // More than ordered is refused on the form, nothing issued.
  await page.getByLabel(`Supplied ${short}`).fill('9');
  await page.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(page.locator('form').getByRole('alert')).toContainText('cannot be more than the quantity ordered');
  await page.getByLabel(`Supplied ${short}`).fill('2');
  await page.getByRole('button', { name: 'Issue invoice' }).click();
  const number = page.getByTestId('invoice-no');
  await expect(number).toHaveText(/^[A-Z]+-\d{4}-\d{6}$/);
  const invoiceNo = (await number.textContent())!;
  const shortRow = page.getByRole('row').filter({ hasText: short });
  await expect(shortRow.getByRole('cell').nth(1)).toHaveText('4');
  await expect(shortRow.getByRole('cell').nth(2)).toHaveText('2');

  // Shipping keeps the invoice: no second number.
  const shipped = await world.seller.api.put(`/api/Orders/${orderId}`, { data: { status: 'Shipped' } });
  expect(shipped.ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('invoice-no')).toHaveText(invoiceNo);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Invoice PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The order view names the invoice too.
  await page.goto('/orders');
  await page.getByRole('button', { name: 'View' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Order Details' }).getByTestId('order-invoice-no')).toHaveText(invoiceNo);
});
