import { expect, test, type Page } from '@playwright/test';
import { URDU } from '@dawalink/shared/urdu';
import { DEMO, fillDigits, freshPhone, latestCode, signIn } from '../support/demo';

/** A retailer of this test's own (through the API, with a code from the outbox), so demo PINs never change. */
async function newRetailer(page: Page, pin: string): Promise<string> {
  const phone = freshPhone();
  expect((await page.request.post(`/api/OTP/${phone}`, { data: {} })).status()).toBe(200);
  const code = await latestCode(page, phone);
  const verified = await page.request.post(`/api/OTP/${phone}/verify`, { data: { code } });
  const { verification_token } = await verified.json();
  const res = await page.request.post('/api/Retailers', {
    data: {
      fullName: 'Pin Reset',
      email: '',
      phone,
      store: 'Reset Pharmacy',
      address: 'Street 1, Lahore',
      password: pin,
      verification_token,
    },
  });
  expect(res.status()).toBe(200);
  await page.request.post('/api/auth/logout', { data: {} });
  await page.context().clearCookies();
  return phone;
}

test('forgot PIN: phone, code, new PIN (the old one refused), then sign-in with the new PIN', async ({ page }) => {
  const phone = await newRetailer(page, '1111');
  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot PIN' }).click();
  await expect(page).toHaveURL(/\/ForgotPin$/);
  await expect(page.getByText('support@dawalink.pk')).toBeVisible();

  await page.getByLabel('Phone No').fill(freshPhone());
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Phone Number Not Found').first()).toBeVisible();

  await page.getByLabel('Phone No').fill(phone);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page).toHaveURL(/\/ForgotPinOTPVerification$/);
  await fillDigits(page, 'OTP', await latestCode(page, phone));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/SetNewPin$/);
  await fillDigits(page, 'Pin', '1111');
  await page.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Write a new Password');
  await fillDigits(page, 'Pin', '2222');
  await page.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByText('Updated Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, phone, '1111');
  await expect(page.getByText("Phone or Pin doesn't match please try again")).toBeVisible();
  await signIn(page, phone, '2222');
  await expect(page).toHaveURL(/\/ordersRetailer$/);
});

test('the retailer variant returns to the store', async ({ page }) => {
  const phone = await newRetailer(page, '3333');
  await page.goto(`/retailerForgotPin/${DEMO.sellerStore}`);
  await page.getByLabel('Phone No').fill(phone);
  await page.getByRole('button', { name: 'Send Code' }).click();
  // The code page opens once the reset code is sent (the outbox also holds the registration code).
  await expect(page).toHaveURL(/\/ForgotPinOTPVerification$/);
  await fillDigits(page, 'OTP', await latestCode(page, phone));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(new RegExp(`/retailerSetNewPin/${DEMO.sellerStore}$`));
  await fillDigits(page, 'Pin', '4444');
  await page.getByRole('button', { name: 'Save PIN' }).click();
  // The store page itself, not /retailerSetNewPin/{store} (which ends the same way).
  await expect(page).toHaveURL(new RegExp(`:\\d+/${DEMO.sellerStore}$`));
  const login = await page.request.post('/api/auth/login', { data: { phone, pin: '4444' } });
  expect(login.status(), await login.text()).toBe(200);
});

test('the new-PIN page without a verified code sends back to the phone step', async ({ page }) => {
  await page.goto('/SetNewPin');
  await expect(page).toHaveURL(/\/ForgotPin$/);
  await page.goto('/ForgotPinOTPVerification');
  await expect(page).toHaveURL(/\/ForgotPin$/);
});

test('in Urdu, Forgot PIN reads in Urdu: the field, the button, the way back; and it sends the code', async ({
  page,
  baseURL,
}) => {
  const phone = await newRetailer(page, '4444');
  await page.context().addCookies([{ name: 'language', value: 'ur', url: baseURL! }]);
  await page.addInitScript(() => localStorage.setItem('language', 'ur'));
  const T = URDU.SIGNIN_UI;
  await page.goto('/ForgotPin');
  await expect(page.getByRole('link', { name: T.backToSignIn })).toBeVisible();
  for (const english of ['Phone No', 'Send Code', 'Back to Sign In'])
    await expect(page.getByText(english, { exact: true })).toHaveCount(0);
  await page.getByLabel(T.phone).fill(phone);
  await page.getByRole('button', { name: T.sendCode }).click();
  await expect(page).toHaveURL(/\/ForgotPinOTPVerification$/);
  await page.goto(`/retailerForgotPin/${DEMO.sellerStore}`);
  await expect(page.getByRole('link', { name: T.backToStore })).toBeVisible();
});
