import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/demo';

test('a retailer on a seller page gets the blocking notice with only Logout', async ({ page }) => {
  await signIn(page, DEMO.retailer2);
  await expect(page).toHaveURL(/\/ordersRetailer$/);
  for (const path of ['/WholesellerHome', '/profile', '/AdminPanel']) {
    await page.goto(path);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('You are Signed In as Retailer. Please Sign-out and Login In again');
    await expect(dialog.getByRole('button')).toHaveCount(1);
  }
  // The server refuses the same calls whatever the page does.
  expect((await page.request.get('/api/WholesellerControllerSignUp/1')).status()).toBe(403);
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('a seller on a store page gets the blocking notice with only Logout', async ({ page }) => {
  await signIn(page, DEMO.seller2);
  await expect(page).toHaveURL(/\/WholesellerHome$/);
  await page.goto(`/${DEMO.sellerStore}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('You are Signed In as seller. Please Sign-out and Login In again');
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
});
