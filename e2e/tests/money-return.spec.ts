import { expect, test } from '@playwright/test';
import { signIn } from '../support/demo';
import { disposeWorld, invoiceOrder, moneyWorld, placeOrder, type MoneyWorld } from '../support/money-data';

let world: MoneyWorld;
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, info) => {
  info.setTimeout(240_000);
  world = await moneyWorld(info.project.use.baseURL!, 'Return Test');
});
test.afterAll(async () => disposeWorld(world));

test('a return goes from request to credit note', async ({ page, browser }) => {
  const orderId = await placeOrder(world, [4, 3]);
  const invoice = await invoiceOrder(world, orderId);
  const product = world.listings[0].product_name;

  // The retailer asks for 2 back from My Orders.
  await signIn(page, world.retailer.phone);
  await expect(page).toHaveURL(/\/ordersRetailer$/);
  await page.getByRole('button', { name: 'View' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Order Details' });
  await expect(modal.getByTestId('order-invoice-no')).toHaveText(invoice.invoice_no);
  await expect(modal.getByRole('link', { name: 'Invoice PDF' })).toHaveAttribute(
    'href',
    `/api/Orders/${orderId}/invoice.pdf`,
  );
  await modal.getByRole('link', { name: 'Request return' }).click();
  await expect(page.getByRole('heading', { name: `Request return for order No ${orderId}` })).toBeVisible();
  const line = page.getByTestId('return-line').filter({ hasText: product });
  await line.getByLabel('Quantity').fill('5');
  await page.getByRole('button', { name: 'Request return' }).click();
  await expect(page.locator('form').getByRole('alert')).toContainText('cannot be more than what was supplied');
  await line.getByLabel('Quantity').fill('2');
  await line.getByLabel('Reason').selectOption('broken');
  await line.getByLabel('Note (optional)').fill('Two bottles cracked');
  await page.getByRole('button', { name: 'Request return' }).click();
  await expect(page.getByRole('heading', { name: /^Return No \d+$/ })).toBeVisible();
  const returnNo = (await page.getByRole('heading', { name: /^Return No \d+$/ }).textContent())!;
  await expect(page.getByTestId('return-status').first()).toHaveText('Requested');

  // The seller approves one of the two, receives it and credits it.
  const context = await browser.newContext({ viewport: page.viewportSize()! });
  const sellerPage = await context.newPage();
  await signIn(sellerPage, world.seller.phone);
  await expect(sellerPage).toHaveURL(/\/WholesellerHome$/);
  await sellerPage.goto('/returns');
  await sellerPage.getByRole('link', { name: returnNo }).click();
  await sellerPage.getByLabel(`Approve ${product}`).fill('1');
  await sellerPage.getByRole('button', { name: 'Approve' }).click();
  await expect(sellerPage.getByTestId('return-status').first()).toHaveText('Approved');
  await sellerPage.getByRole('button', { name: 'Mark received' }).click();
  await expect(sellerPage.getByTestId('return-status').first()).toHaveText('Received');
  await sellerPage.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(sellerPage.getByTestId('return-status').first()).toHaveText('Credited');
  await expect(sellerPage.getByTestId('return-credit')).toContainText('Credit note: Rs.');
  await expect(sellerPage.getByRole('listitem').filter({ hasText: 'by the seller' })).toHaveCount(3);
  await context.close();

  // The retailer sees it credited, and the credit note on its statement.
  await page.goto('/returns');
  await expect(page.getByTestId('return-row').filter({ hasText: returnNo })).toContainText('Credited');
  await page.goto(`/accounts/${world.seller.id}`);
  await expect(page.getByTestId('ledger-entry').filter({ hasText: 'Credit note' })).toBeVisible();
});
