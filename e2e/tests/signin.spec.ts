import { expect, test } from '@playwright/test';
import { DEMO, fillDigits, signIn } from '../support/demo';

test('the demo seller signs in and lands on the product list', async ({ page }) => {
  await signIn(page, DEMO.seller);
  await expect(page).toHaveURL(/\/WholesellerHome$/);
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Orders' })).toBeVisible({ visible: test.info().project.name === 'desktop' });
});

test('a wrong PIN shows the spec message and stays on sign-in', async ({ page }) => {
  await signIn(page, DEMO.retailer2, '9876');
  await expect(page.getByText("Phone or Pin doesn't match please try again")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the form checks its fields before sending', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByText('Phone No is Required')).toBeVisible();
  await expect(page.getByText('Passcode is Required')).toBeVisible();
});

test('the PIN boxes accept a pasted PIN and Enter submits', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await page.getByLabel('Phone No').fill(DEMO.admin);
  await page.getByLabel('Pin digit 1').focus();
  await page.evaluate(() => {
    const target = document.activeElement as HTMLInputElement;
    const data = new DataTransfer();
    data.setData('text', '1234');
    target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(page.getByLabel('Pin digit 4')).toHaveValue('4');
  await page.getByLabel('Pin digit 4').press('Enter');
  await expect(page).toHaveURL(/\/AdminPanel$/);
});

test('a visitor on a private page is sent to sign-in; a signed-in user on sign-in goes to their profile', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, DEMO.retailer);
  await expect(page).toHaveURL(/\/ordersRetailer$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/retailerProfile$/);
});

test('typing the PIN advances from box to box', async ({ page }) => {
  await page.goto('/');
  await fillDigits(page, 'Pin', '12');
  await expect(page.getByLabel('Pin digit 3')).toBeFocused();
});

test('a retailer who signs in from a store goes back to that store', async ({ page }) => {
  await page.goto(`/${DEMO.sellerStore}`);
  if (test.info().project.name === 'mobile') await page.getByRole('button', { name: /menu|navigation/i }).first().click();
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\?next=/);
  await page.getByLabel('Phone No').fill(DEMO.retailer2);
  await fillDigits(page, 'Pin', DEMO.pin);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEMO.sellerStore}$`));
});
