import { expect, test, type Page } from '@playwright/test';
import { MSG } from '@dawalink/shared';
import { fillDigits, freshPhone, latestCode, signIn } from '../support/demo';

async function verifiedToken(page: Page, phone: string): Promise<string> {
  expect((await page.request.post(`/api/OTP/${phone}`, { data: {} })).status()).toBe(200);
  const code = await latestCode(page, phone);
  return (await (await page.request.post(`/api/OTP/${phone}/verify`, { data: { code } })).json()).verification_token;
}

/** A seller of this test's own: profile edits never touch the demo accounts other specs use. */
async function newSeller(page: Page) {
  const phone = freshPhone();
  const name = `Profile Store ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const res = await page.request.post('/api/WholesellerControllerSignUp', {
    data: {
      full_name: 'Zara Sheikh',
      busniess_name: name,
      address: 'Mall Road, Lahore',
      email: '',
      phone,
      password: '1212',
      verification_token: await verifiedToken(page, phone),
    },
  });
  expect(res.status()).toBe(200);
  return { phone, url: (await res.json()).url as string };
}

test('the seller edits the profile, copies the store link and opens the share dialog', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const seller = await newSeller(page);
  await signIn(page, seller.phone, '1212');
  await expect(page).toHaveURL(/\/WholesellerHome$/);
  // The server's public settings answer late here, as on a slow line: the link must still never be drawn from
  // this page's own origin first (the e2e server is reached at 127.0.0.1 while its public base says localhost).
  await page.route('**/api/config', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/profile');

  await expect(page.getByRole('heading', { name: 'Profile Details' })).toBeVisible();
  await expect(page.getByLabel('Phone No')).toHaveValue(seller.phone);
  await expect(page.getByLabel('Phone No')).toHaveAttribute('readonly', '');
  const update = page.getByRole('button', { name: 'Update' });
  await expect(update).toBeDisabled();

  // Copy reads "Copied" for 3 seconds and puts the link on the clipboard.
  // The link is the server's public base and the store's slug from the first draw.
  const { public_base_url: publicBase } = await (await page.request.get('/api/config')).json();
  const link = page.getByLabel('Store URL');
  expect(await link.inputValue()).toBe(`${publicBase}/${seller.url}`);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 5000 });

  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Store Link' });
  await expect(dialog).toBeVisible();
  const encoded = encodeURIComponent(await link.inputValue());
  await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${encoded.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  await expect(dialog.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
  );
  await expect(dialog.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
    'href',
    `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
  );
  await expect(dialog.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:\?subject=/);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // A field change enables Update; an empty required field is refused.
  await page.getByLabel('Address').fill('');
  await update.click();
  await expect(page.getByText('Address is Required')).toBeVisible();
  await page.getByLabel('Address').fill('Gulberg II, Lahore');
  // Store names are unique: the rename is this test's own, so the desktop and mobile runs do not collide.
  const renamed = `Zara Distributors ${seller.phone.slice(-4)}`;
  await page.getByLabel('Business Name').fill(renamed);
  // A new PIN needs the current one: refused beside its boxes before anything is sent, then by the server when wrong.
  await fillDigits(page, 'Pin', '3434');
  await update.click();
  await expect(page.getByText(MSG.currentPinRequired)).toBeVisible();
  await fillDigits(page, 'Current Pin', '9999');
  await update.click();
  await expect(page.getByText(MSG.currentPinWrong)).toBeVisible();
  await expect(page.getByLabel('Current Pin digit 1', { exact: true })).toHaveValue('');
  // Nothing was saved by the refused attempt.
  expect((await (await page.request.get('/api/auth/me')).json()).user.busniess_name).not.toBe(renamed);
  await fillDigits(page, 'Current Pin', '1212');
  await expect(page.getByText(MSG.currentPinWrong)).toBeHidden();
  await update.click();
  await expect(page.getByText('Updated Successfully')).toBeVisible();
  await expect(update).toBeDisabled();
  // The store link stays as it was; the new PIN works.
  await expect(link).toHaveValue(new RegExp(`/${seller.url}$`));
  await page.reload();
  await expect(page.getByLabel('Business Name')).toHaveValue(renamed);
  const login = await page.request.post('/api/auth/login', { data: { phone: seller.phone, pin: '3434' } });
  expect(login.status()).toBe(200);
});

test("the seller's Home gives the same store link as the profile: the server's public base and the store's slug", async ({
  page,
}) => {
  const seller = await newSeller(page);
  await signIn(page, seller.phone, '1212');
  await expect(page).toHaveURL(/\/WholesellerHome$/);
  await page.goto('/Home');
  await expect(page.getByRole('heading', { name: 'Your Store' })).toBeVisible();
  const { public_base_url: publicBase } = await (await page.request.get('/api/config')).json();
  const link = page.getByRole('link', { name: `${publicBase}/${seller.url}`, exact: true });
  await expect(link).toHaveAttribute('href', `${publicBase}/${seller.url}`);
});

test('the retailer edits the profile with store name', async ({ page }) => {
  const phone = freshPhone();
  const res = await page.request.post('/api/Retailers', {
    data: {
      fullName: 'Omar Farooq',
      email: '',
      phone,
      store: 'Farooq Medical',
      address: 'Saddar, Karachi',
      password: '5656',
      verification_token: await verifiedToken(page, phone),
    },
  });
  expect(res.status()).toBe(200);
  // Registration signed the retailer in (cookies of this browser context).
  await page.goto('/retailerProfile');
  await expect(page.getByLabel('Store Name')).toHaveValue('Farooq Medical');
  await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();
  await page.getByLabel('Store Name').fill('Farooq Medical Store');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Updated Successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Store Name')).toHaveValue('Farooq Medical Store');

  // The new PIN with the current one, the two sets of boxes told apart by their names.
  await fillDigits(page, 'Pin', '7878');
  await fillDigits(page, 'Current Pin', '5656');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Updated Successfully')).toBeVisible();
  expect((await page.request.post('/api/auth/login', { data: { phone, pin: '7878' } })).status()).toBe(200);
});

test("a seller cannot rename the business to another store's name: the sign-up message beside the field, nothing saved", async ({
  page,
}) => {
  const seller = await newSeller(page);
  await signIn(page, seller.phone, '1212');
  await expect(page).toHaveURL(/\/WholesellerHome$/);
  await page.goto('/profile');
  const business = page.getByLabel('Business Name');
  const before = await business.inputValue();
  // Another store's name in other capitals is the same name.
  await business.fill('karachi medical TRADERS');
  await page.getByRole('button', { name: 'Update' }).click();
  const field = page.locator('#profile-business').locator('..');
  await expect(field.getByText(MSG.storeNameTaken)).toBeVisible();
  await expect(business).toHaveAttribute('aria-invalid', 'true');
  await expect(business).toBeFocused();
  expect((await (await page.request.get('/api/auth/me')).json()).user.busniess_name).toBe(before);
  await page.screenshot({ path: test.info().outputPath('store-name-taken.png') });
  // A name of its own is taken, and the message goes.
  await business.fill(`${before} Plus`);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Updated Successfully')).toBeVisible();
  await expect(field.getByText(MSG.storeNameTaken)).toBeHidden();
});
