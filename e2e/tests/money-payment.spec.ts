import { expect, test } from '@playwright/test';
import { formatMoney } from '@dawalink/shared';
import { signIn } from '../support/demo';
import { disposeWorld, invoiceOrder, isMobile, moneyWorld, placeOrder, type MoneyWorld } from '../support/money-data';

let world: MoneyWorld;
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, info) => {
  info.setTimeout(240_000);
  world = await moneyWorld(info.project.use.baseURL!, 'Payment Test');
});
test.afterAll(async () => disposeWorld(world));

test("a payment is recorded on the retailer's statement and its Accounts page shows the new balance", async ({
  page,
  browser,
}) => {
  const invoice = await invoiceOrder(world, await placeOrder(world));
  await signIn(page, world.seller.phone);
  await expect(page).toHaveURL(/\/WholesellerHome$/);
  await page.goto('/receivables');
  await expect(page.getByRole('heading', { name: 'Receivables' })).toBeVisible();
  await expect(page.getByTestId('receivables-total')).toHaveText(formatMoney(invoice.total));
  // Nothing is past its due date yet (the invoice's terms run from today): the overdue total is not in red.
  await expect(page.getByTestId('receivables-overdue')).toHaveText(formatMoney(0));
  await expect(page.getByTestId('receivables-overdue')).not.toHaveClass(/text-danger/);
  if (isMobile()) await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('link', { name: world.retailer.store }).click();

  await expect(page.getByTestId('ledger-balance')).toHaveText(formatMoney(invoice.total));
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  // More than the balance: allowed, with a warning.
  await dialog.getByLabel('Amount (Rs.)').fill(String(invoice.total + 100));
  await expect(dialog.getByTestId('overpay-warning')).toContainText('credit of Rs. 100/-');
  await dialog.getByLabel('Amount (Rs.)').fill('150');
  await expect(dialog.getByTestId('overpay-warning')).toHaveCount(0);
  await dialog.getByLabel('Method').selectOption('jazzcash');
  // A JazzCash payment needs its transaction id.
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Enter the reference')).toBeVisible();
  await dialog.getByLabel('Reference').fill('JC-778899');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  const balance = Math.round((invoice.total - 150) * 100) / 100;
  await expect(page.getByTestId('ledger-balance')).toHaveText(formatMoney(balance));
  await expect(page.getByTestId('ledger-entry').filter({ hasText: 'JC-778899' })).toContainText('Payment (JazzCash)');

  // The retailer sees the same balance with this supplier.
  const context = await browser.newContext({ viewport: page.viewportSize()! });
  const retailerPage = await context.newPage();
  await signIn(retailerPage, world.retailer.phone);
  await expect(retailerPage).toHaveURL(/\/ordersRetailer$/);
  await retailerPage.goto('/accounts');
  const row = retailerPage.getByTestId('account-row').filter({ hasText: world.seller.name });
  await expect(row).toContainText(formatMoney(balance));
  await row.getByRole('link', { name: world.seller.name }).click();
  await expect(retailerPage.getByTestId('ledger-balance')).toHaveText(formatMoney(balance));
  await expect(retailerPage.getByTestId('ledger-entry').filter({ hasText: 'JC-778899' })).toBeVisible();
  await context.close();
});

test("the seller's invoice and credit settings open from Receivables, refuse a wrong value beside it, and are saved", async ({
  page,
}) => {
  await signIn(page, world.seller.phone);
  await expect(page).toHaveURL(/\/WholesellerHome$/);
  await page.goto('/receivables');
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invoice and credit settings' });
  const days = dialog.getByLabel('Payment days (for retailers without their own terms)');
  await expect(days).toHaveValue('30');
  await days.fill('abc');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();
  await days.fill('45');
  await dialog.getByLabel('NTN on invoices (optional)').fill('1234567-8');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Settings saved')).toBeVisible();
  const saved = (await (await world.seller.api.get('/api/SellerSettings')).json()) as {
    payment_days: number;
    ntn: string;
  };
  expect(saved).toMatchObject({ payment_days: 45, ntn: '1234567-8' });
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(days).toHaveValue('45');
});
