import { copyFile, readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { URDU } from '@dawalink/shared/urdu';
import { signIn } from '../support/demo';
import { disposeWorld, invoiceOrder, moneyWorld, placeOrder, type MoneyWorld } from '../support/money-data';

let world: MoneyWorld;
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, info) => {
  info.setTimeout(240_000);
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

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Invoice PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The order view names the invoice too.
  await page.goto('/orders');
  await page.getByRole('button', { name: 'View' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Order Details' }).getByTestId('order-invoice-no')).toHaveText(
    invoiceNo,
  );
});

/** The text of a PDF's compressed streams (fonts and objects are packed in them), to look for a font's name. */
function inflatedStreams(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const parts: string[] = [];
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    try {
      parts.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // not a deflated stream
    }
  }
  return parts.join('\n');
}

test('a retailer whose language is Urdu downloads the invoice PDF in Urdu', async ({ page }) => {
  const orderId = await placeOrder(world, [2, 1]);
  await invoiceOrder(world, orderId);
  expect((await world.retailer.api.put('/api/auth/language', { data: { language: 'ur' } })).ok()).toBe(true);
  try {
    await signIn(page, world.retailer.phone);
    await page.waitForURL((url) => url.pathname !== '/');
    await page.goto(`/invoice/${orderId}`);
    await expect(page.getByRole('heading', { name: URDU.MONEY_UI.invoiceFor(orderId) })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('invoice-page-urdu.png'), fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: URDU.MONEY_UI.invoicePdf }).click(),
    ]);
    const path = (await download.path())!;
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(inflatedStreams(bytes)).toContain('NotoNaskhArabic');
    await copyFile(path, test.info().outputPath('invoice-urdu.pdf'));
  } finally {
    await world.retailer.api.put('/api/auth/language', { data: { language: 'en' } });
  }
});
