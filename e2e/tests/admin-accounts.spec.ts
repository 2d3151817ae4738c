import { expect, test } from '@playwright/test';
import { DEMO, freshPhone, signIn } from '../support/demo';
import { apiAs, registerRetailer, uniqueSuffix } from './admin-support';

test('the admin deactivates a retailer: its session ends and its sign-in is refused', async ({
  page,
  baseURL,
  browser,
}, info) => {
  const phone = freshPhone();
  const store = `Admin Test Store ${uniqueSuffix(info.project.name)}`;
  const retailer = await apiAs(baseURL!);
  await registerRetailer(retailer, phone, store);
  expect((await retailer.get('/api/auth/me')).status()).toBe(200);

  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/AdminPanel$/);
  await page.goto('/ViewRetailers');
  if (info.project.name === 'desktop') {
    await expect(page.getByRole('link', { name: 'Retailers' })).toHaveAttribute('aria-current', 'page');
  }
  await page.getByRole('searchbox', { name: 'Search' }).fill(phone);
  const row = page.getByRole('row').filter({ hasText: store });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Active');

  // The detail modal.
  await row.getByRole('button', { name: 'View' }).click();
  const details = page.getByRole('dialog', { name: 'Retailer Details' });
  await expect(details).toContainText(phone);
  await expect(details).toContainText('Shop 9, Test Market, Karachi');
  await details.getByText('Close', { exact: true }).click();
  await expect(details).toBeHidden();

  // Deactivate behind "Are You Sure".
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('dialog', { name: 'Are You Sure' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Status Updated Successfully')).toBeVisible();
  await expect(row).toHaveClass(/row-disabled/);
  await expect(row).toContainText('Disabled');

  // Its running session ended, and a new sign-in is refused with the spec's message.
  expect((await retailer.get('/api/auth/me')).status()).toBe(401);
  const other = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await signIn(other, phone);
  await expect(other.getByText('Your Profile has been disabled by Admin')).toBeVisible();
  await expect(other).toHaveURL(/\/$/);

  // Activate again from the detail modal: sign-in works.
  await row.getByRole('button', { name: 'View' }).click();
  await details.getByRole('button', { name: 'Activate' }).click();
  await page.getByRole('dialog', { name: 'Are You Sure' }).getByRole('button', { name: 'Yes' }).click();
  await expect(details).toContainText('Active');
  await signIn(other, phone);
  await expect(other).toHaveURL(/\/ordersRetailer$/);
  await other.close();
  await retailer.dispose();
});

test('the wholesaler list searches, shows details and says when nothing matches', async ({ page }, info) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/AdminPanel$/);
  await page.goto('/ViewWholesellers');
  if (info.project.name === 'desktop') {
    await expect(page.getByRole('link', { name: 'Wholesalers' })).toHaveAttribute('aria-current', 'page');
  }
  // The demo's first wholesaler, wherever the other suites' new sellers have put it in the list (newest first).
  await page.getByRole('searchbox', { name: 'Search' }).fill('karachi medical');
  await expect(page.getByRole('row').filter({ hasText: 'Karachi Medical Traders' })).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search' }).fill('lahore');
  const row = page.getByRole('row').filter({ hasText: 'Lahore Pharma Distributors' });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'Karachi Medical Traders' })).toHaveCount(0);
  await row.getByRole('button', { name: 'View' }).click();
  const details = page.getByRole('dialog', { name: 'Wholesaler Details' });
  await expect(details).toContainText(DEMO.seller2);
  await expect(details.getByRole('link', { name: new RegExp(`/${DEMO.seller2Store}$`) })).toBeVisible();
  await details.getByText('Close', { exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('no such wholesaler');
  await expect(page.getByText('No wholesalers found')).toBeVisible();

  await page.goto('/ViewRetailers');
  await page.getByRole('searchbox', { name: 'Search' }).fill('no such retailer');
  await expect(page.getByText('No Retailers found')).toBeVisible();
});

test('a retailer on an admin page gets the sign-out notice, and the admin routes refuse it', async ({
  page,
  baseURL,
}) => {
  await signIn(page, DEMO.retailer);
  await expect(page).toHaveURL(/\/ordersRetailer$/);
  await page.goto('/ViewRetailers');
  await expect(page.getByText('You are Signed In as Retailer. Please Sign-out and Login In again')).toBeVisible();
  const retailer = await apiAs(baseURL!, DEMO.retailer);
  expect((await retailer.get('/api/Retailers')).status()).toBe(403);
  expect((await retailer.put('/api/WholesellerControllerSignUp/UpdateStatus/2')).status()).toBe(403);
  await retailer.dispose();
});
