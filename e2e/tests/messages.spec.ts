import { expect, test, type Page } from '@playwright/test';
import { ACCESS_MSG, MSG } from '@dawalink/shared';
import { fillDigits, freshPhone, latestCode, signIn } from '../support/demo';

/** The toasts on screen (react-toastify's container): toasts are for outcomes, one at a time. */
const toasts = (page: Page) => page.locator('.Toastify__toast');

/** A retailer of this test's own (through the API, with a code from the outbox): its wrong PINs lock no demo phone. */
async function newRetailer(page: Page, pin: string): Promise<string> {
  const phone = freshPhone();
  expect((await page.request.post(`/api/OTP/${phone}`, { data: {} })).status()).toBe(200);
  const code = await latestCode(page, phone);
  const { verification_token } = await (await page.request.post(`/api/OTP/${phone}/verify`, { data: { code } })).json();
  const res = await page.request.post('/api/Retailers', {
    data: {
      fullName: 'Message Check',
      email: '',
      phone,
      store: 'Message Pharmacy',
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

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/messages-${name}-${test.info().project.name}.png`, fullPage: true });

test('a wrong PIN stays on the sign-in form and tells how many tries are left before the wait', async ({ page }) => {
  const phone = await newRetailer(page, '4321');
  await signIn(page, phone, '1111');
  const form = page.locator('form');
  const alert = form.getByRole('alert');
  await expect(alert).toContainText(MSG.phoneOrPinMismatch);
  await expect(alert).toContainText(MSG.triesLeft(4, 15));
  await expect(alert).toContainText('4 tries left before a 15-minute wait.');
  await expect(page).toHaveURL(/\/$/);
  // No toast repeats it: the message is where the person is looking, and stays.
  await expect(toasts(page)).toHaveCount(0);
  await shot(page, 'wrong-pin');

  await fillDigits(page, 'Pin', '2222');
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(alert).toContainText('3 tries left before a 15-minute wait.');
  await page.waitForTimeout(5500);
  await expect(alert).toBeVisible();

  // The right PIN: the alert goes, one toast says so.
  await fillDigits(page, 'Pin', '4321');
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page).toHaveURL(/\/ordersRetailer$/);
  await expect(toasts(page)).toHaveCount(1);
});

test('after a PIN reset only one notice shows, and a wrong code is replaced by "OTP Verified"', async ({ page }) => {
  const phone = await newRetailer(page, '1111');
  await page.goto('/ForgotPin');
  await page.getByLabel('Phone No').fill(phone);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page).toHaveURL(/\/ForgotPinOTPVerification$/);
  const code = await latestCode(page, phone);

  // A wrong code: said beside the boxes, not in a toast.
  const wrong = code === '0000' ? '1111' : '0000';
  await fillDigits(page, 'OTP', wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  const mismatch = page.getByText(MSG.otpMismatch);
  await expect(mismatch).toBeVisible();
  await expect(page.getByLabel('OTP digit 1')).toHaveAttribute('aria-invalid', 'true');
  await expect(toasts(page).filter({ hasText: MSG.otpMismatch })).toHaveCount(0);
  await shot(page, 'otp-wrong');

  // The right code: only "OTP Verified" is left.
  await fillDigits(page, 'OTP', code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/SetNewPin$/);
  await expect(toasts(page).filter({ hasText: MSG.otpVerified })).toBeVisible();
  await expect(mismatch).toHaveCount(0);
  await expect(toasts(page)).toHaveCount(1);

  await fillDigits(page, 'Pin', '2222');
  await page.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page).filter({ hasText: MSG.updatedSuccessfully })).toBeVisible();
  // One notice over the sign-in form (not the five that stacked there), and the form says what to do next.
  await expect(toasts(page)).toHaveCount(1);
  await page.waitForTimeout(1000);
  await expect(toasts(page)).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: ACCESS_MSG.pinResetDone })).toBeVisible();
  await shot(page, 'after-reset');
});

test('a field error shows beside its field, and the form says what is missing', async ({ page }) => {
  await page.goto('/wholesellerSignup');
  await page.getByLabel('Full Name').fill('Messages Traders');
  await page.getByRole('button', { name: 'Submit' }).click();

  const phoneField = page.getByLabel('Phone Number');
  await expect(phoneField).toHaveAttribute('aria-invalid', 'true');
  const errorId = await phoneField.getAttribute('aria-describedby');
  expect(errorId).toBeTruthy();
  const phoneError = page.locator(`[id="${errorId}"]`);
  await expect(phoneError).toBeVisible();
  await expect(phoneError).toHaveText(MSG.phoneRequired);
  await expect(phoneField).toHaveAccessibleDescription(MSG.phoneRequired);
  // Beside its field: just under the box, not somewhere else on the page.
  const fieldBox = (await phoneField.boundingBox())!;
  const errorBox = (await phoneError.boundingBox())!;
  expect(errorBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height - 1);
  expect(errorBox.y - (fieldBox.y + fieldBox.height)).toBeLessThan(40);
  // A filled field is not marked.
  await expect(page.getByLabel('Full Name')).not.toHaveAttribute('aria-invalid', 'true');

  await expect(page.locator('form').getByRole('alert')).toHaveText(MSG.requiredFields);
  await expect(toasts(page)).toHaveCount(0);
  await shot(page, 'field-error');

  // Fixed, the field's error goes.
  await phoneField.fill('03001112223');
  await expect(phoneField).not.toHaveAttribute('aria-invalid', 'true');
});
