import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MSG } from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import { DEMO, fillDigits, freshPhone, latestCode, signIn } from '../support/demo';

test('the demo seller signs in and lands on the product list', async ({ page }) => {
  await signIn(page, DEMO.seller);
  await expect(page).toHaveURL(/\/WholesellerHome$/);
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Orders' })).toBeVisible({
    visible: test.info().project.name === 'desktop',
  });
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

test('a visitor on a private page is sent to sign-in; a signed-in user on sign-in goes to their profile', async ({
  page,
}) => {
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
  if (test.info().project.name === 'mobile')
    await page
      .getByRole('button', { name: /menu|navigation/i })
      .first()
      .click();
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\?next=/);
  await page.getByLabel('Phone No').fill(DEMO.retailer2);
  await fillDigits(page, 'Pin', DEMO.pin);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEMO.sellerStore}$`));
});

/** A retailer of this test's own, registered with PIN 4321 and guessed at from another client than the owner's browser. */
async function guessedRetailer(page: Page, request: APIRequestContext, wrongPins: string[]): Promise<string> {
  const phone = freshPhone();
  expect((await request.post(`/api/OTP/${phone}`, { data: {} })).status()).toBe(200);
  const code = await latestCode(page, phone);
  const token = (await (await request.post(`/api/OTP/${phone}/verify`, { data: { code } })).json()).verification_token;
  const registered = await request.post('/api/Retailers', {
    data: {
      fullName: 'Nadia Khan',
      email: '',
      phone,
      store: 'Khan Pharmacy',
      address: 'Clifton, Karachi',
      password: '4321',
      verification_token: token,
    },
  });
  expect(registered.status()).toBe(200);
  for (const pin of wrongPins) {
    expect((await request.post('/api/auth/login', { data: { phone, pin } })).status()).toBe(401);
  }
  return phone;
}

test('the owner is told, after signing in, how many wrong PINs were tried since the last visit', async ({
  page,
  request,
}) => {
  const phone = await guessedRetailer(page, request, ['1111', '2222', '3333']);

  await signIn(page, phone, '4321');
  await expect(page).toHaveURL(/\/ordersRetailer$/);
  // A notice that stays until closed, beside the usual "Login Successful".
  const notice = page.getByRole('alert').filter({ hasText: MSG.wrongPinsSinceLastVisit(3) });
  await expect(notice).toBeVisible();
  // Still there after the 5 s other toasts last.
  await page.waitForTimeout(6000);
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(notice).toBeHidden();

  // The next sign-in has nothing new to tell.
  if (test.info().project.name === 'mobile') await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, phone, '4321');
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page.getByText(/wrong PINs? (was|were) tried/)).toHaveCount(0);
});

test("on an Urdu device, an English account's notice of wrong PINs turns English with the page", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // The account keeps its own language (English, as registered); the device last chose Urdu, not with the switch.
  const phone = await guessedRetailer(page, request, ['1111', '2222']);
  await context.addCookies([{ name: 'language', value: 'ur', url: baseURL! }]);
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'ur');
  });
  await page.goto('/');
  await page.getByLabel(URDU.SIGNIN_UI.phone).fill(phone);
  await page.getByLabel(URDU.UI_MSG.digit(URDU.UI_MSG.pinKind.Pin, 1), { exact: true }).click();
  await page.keyboard.type('4321');
  await page.getByRole('button', { name: URDU.SIGNIN_UI.signIn }).click();

  await expect(page).toHaveURL(/\/ordersRetailer$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const notice = page.getByRole('alert').filter({ hasText: MSG.wrongPinsSinceLastVisit(2) });
  await expect(notice).toBeVisible();
  await expect(page.getByText(URDU.MSG.wrongPinsSinceLastVisit(2))).toHaveCount(0);
  // Laid out left to right as the page now is, not as the Urdu page it was shown on.
  const toast = page.locator('.Toastify__toast', { hasText: MSG.wrongPinsSinceLastVisit(2) });
  await expect(toast).toBeVisible();
  await expect(toast).not.toHaveClass(/Toastify__toast--rtl/);
});

test('at 400 px, Menu tapped while the next page is still loading stays open when the page arrives', async ({
  browser,
}) => {
  // No service worker: the page's code must come over the network, where it can be held back.
  const context = await browser.newContext({ viewport: { width: 400, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('Phone No').fill(DEMO.admin);
  await fillDigits(page, 'Pin', DEMO.pin);
  // The admin's page code is held back: the address changes at once, the sign-in page stays until the code is in.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/static\/js\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page).toHaveURL(/\/AdminPanel$/);
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
  await menu.click();
  release();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await context.close();
});
