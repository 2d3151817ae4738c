import { expect, test } from '@playwright/test';
import { formatMoneyIn } from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import { headingsBrokenInsideWords, registerRetailer, STORE } from '../support/storefront';
import { expectNoEnglish, expectUrdu } from '../support/urdu';

const UR = URDU;
const isMobile = () => test.info().project.name === 'mobile';

test('a retailer orders in Urdu at 400 px and 1280 px: sign in, store, cart, order, My Orders, all right to left', async ({
  page,
  request,
}) => {
  const me = await registerRetailer(request);
  const seller = (await (await request.get(`/api/WholesellerCategory/url/${STORE}`)).json()) as {
    id: number;
    busniess_name: string;
    full_name: string;
    address: string;
    phone: string;
  };
  const listings = (await (await request.get(`/api/WholesellerCategory/${STORE}/${seller.id}`)).json()) as Array<{
    product_name: string;
    manufacturer?: string;
    company_name?: string;
    bonus?: string | null;
    total_price: number;
  }>;
  const data = [
    me.store,
    'Test Buyer',
    'Shop 12, Test Market, Karachi',
    seller.busniess_name,
    seller.full_name,
    seller.address,
    STORE,
    ...listings.flatMap((l) => [l.product_name, l.manufacturer ?? '', l.company_name ?? '', l.bonus ?? '']),
  ];

  // The sign-in page: the switch turns it to Urdu, right to left, and it stays so on this device.
  await page.goto('/');
  await page.getByTestId('language-switch').click();
  await expectUrdu(page);
  await expect(page.getByRole('heading', { name: UR.SIGNIN_UI.title })).toBeVisible();
  await expect(page.getByTestId('language-switch')).toHaveText('English');
  await expectNoEnglish(page, data, 'the sign-in page');
  await page.reload();
  await expectUrdu(page);

  // Sign in with the Urdu form.
  await page.getByLabel(UR.SIGNIN_UI.phone).fill(me.phone);
  await page.getByLabel(UR.UI_MSG.digit(UR.UI_MSG.pinKind.Pin, 1), { exact: true }).click();
  await page.keyboard.type(me.pin);
  await page.getByRole('button', { name: UR.SIGNIN_UI.signIn }).click();
  await expect(page.getByRole('heading', { name: UR.UI_MSG.nav.myOrders, level: 1 })).toBeVisible();
  await expectUrdu(page);
  // The choice made before signing in became the account's.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/auth/me')).json()) as { user: { language: string } }).user.language,
    )
    .toBe('ur');
  await expectNoEnglish(page, data, 'My Orders before any order');

  // The store: headings, prices in روپے with Western digits, the cart.
  await page.goto(`/${STORE}`);
  await expectUrdu(page);
  await expect(page.getByRole('columnheader', { name: UR.STOREFRONT_MSG.productColumns.product })).toBeVisible();
  const first = listings[0];
  await expect(page.getByRole('row').filter({ hasText: first.product_name }).first()).toContainText('روپے');
  await expectNoEnglish(page, data, 'the store page');

  const row = page.getByRole('row').filter({ hasText: first.product_name }).first();
  await row.getByRole('button', { name: UR.SHOP_UI.add }).click();
  if (isMobile()) {
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectNoEnglish(page, data, 'the quantity dialog');
    await dialog.getByRole('button', { name: UR.SHOP_UI.add, exact: true }).click();
    await page.getByRole('button', { name: UR.SHOP_UI.cartButton(1, '').split('،')[0] }).click();
  }
  const cart = page.getByRole('region', { name: UR.STOREFRONT_MSG.yourOrder }).first();
  await expect(cart).toBeVisible();
  await expect(cart).toContainText(first.product_name);
  await expectNoEnglish(page, data, 'the cart');
  // Right to left: at 400 px the cart drawer opens from the left edge (the "end" side in RTL).
  if (isMobile()) {
    await expect.poll(async () => (await page.locator('.cart-drawer').boundingBox())?.x ?? -1).toBe(0);
  }
  await cart.getByRole('button', { name: UR.SHOP_UI.checkout }).click();

  // A signed-in retailer confirms the order on the store page, then sees it placed.
  const confirm = page.getByRole('dialog', { name: UR.STOREFRONT_MSG.orderConfirmation });
  await expect(confirm).toBeVisible();
  await expectNoEnglish(page, data, 'the order confirmation');
  // Its column headings break at spaces only.
  expect(await headingsBrokenInsideWords(confirm)).toEqual([]);
  await confirm.getByRole('button', { name: UR.SHOP_UI.placeOrder }).click();
  await expect(page.getByText(UR.STOREFRONT_MSG.whatHappensNext)).toBeVisible();
  await expectUrdu(page);
  await expectNoEnglish(page, data, 'the order placed page');

  // My Orders: the order, its status in Urdu, its total in روپے.
  await page.getByRole('link', { name: UR.UI_MSG.nav.myOrders }).first().click();
  await expect(page.getByRole('heading', { name: UR.UI_MSG.nav.myOrders, level: 1 })).toBeVisible();
  await expectUrdu(page);
  await expect(page.getByText(UR.SHOP_UI.statusLabel.Pending).first()).toBeVisible();
  await expect(page.getByText(formatMoneyIn('ur', 1).split(' ')[1]).first()).toBeVisible();
  await expectNoEnglish(page, data, 'My Orders');

  // Back to English with the switch: the account follows.
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/auth/me')).json()) as { user: { language: string } }).user.language,
    )
    .toBe('en');
});

test('a visitor registers in Urdu: both steps of Registration and the one-page seller form, every word Urdu', async ({
  page,
}) => {
  const A = UR.ACCESS_MSG;
  const store = 'Urdu Test Medical Store';
  const address = 'Shop 7, Urdu Bazaar, Karachi';
  await page.goto('/');
  await page.getByTestId('language-switch').click();
  await expectUrdu(page);

  await page.goto('/Registration');
  await expectUrdu(page);
  await expect(page.getByRole('heading', { name: A.businessDetails })).toBeVisible();
  await expectNoEnglish(page, [], 'Registration, step 1');
  await page.getByRole('radio', { name: A.retailer }).check();
  // The name's label follows the choice: a retailer registers a store.
  await page.getByLabel(A.storeName).fill(store);
  await page.getByLabel(A.address).fill(address);
  await page.getByRole('button', { name: A.continue }).click();

  await expect(page.getByRole('heading', { name: A.personalDetails })).toBeVisible();
  await expect(page.getByText(A.registeringAs(A.retailer))).toBeVisible();
  await expect(page.getByLabel(A.fullName)).toBeVisible();
  await expectNoEnglish(page, [store], 'Registration, step 2');

  await page.goto('/wholesellerSignup');
  await expect(page.getByRole('heading', { name: A.registrationForm })).toBeVisible();
  await expect(page.getByLabel(A.businessName)).toBeVisible();
  await expectNoEnglish(page, [], 'the one-page seller form');
});

test('the account language wins on a new device: signed in, the pages open in Urdu', async ({ page, request }) => {
  const me = await registerRetailer(request);
  const login = await page.request.post('/api/auth/login', { data: { phone: me.phone, pin: me.pin } });
  expect(login.status()).toBe(200);
  expect(((await login.json()) as { user: { language: string } }).user.language).toBe('en');
  expect((await page.request.put('/api/auth/language', { data: { language: 'ur' } })).status()).toBe(200);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: UR.ACCESS_MSG.profileTitle })).toBeVisible();
  await expectUrdu(page);
});

test('a retailer keeps the profile and the licence in Urdu: fields, PIN boxes, the province by its Urdu name', async ({
  page,
  request,
}) => {
  const me = await registerRetailer(request);
  const login = await page.request.post('/api/auth/login', { data: { phone: me.phone, pin: me.pin } });
  expect(login.status()).toBe(200);
  expect((await page.request.put('/api/auth/language', { data: { language: 'ur' } })).status()).toBe(200);
  // The licence is stored with the province's English name; the page names it in Urdu.
  const future = `${new Date().getUTCFullYear() + 2}-06-30`;
  const recorded = await page.request.put(`/api/Retailers/${me.id}/licence`, {
    data: { number: 'KP-4455', type: 'pharmacy', province: 'Khyber Pakhtunkhwa', expires: future },
  });
  expect(recorded.ok(), await recorded.text()).toBe(true);

  await page.goto('/retailerProfile');
  await expect(page.getByRole('heading', { name: UR.ACCESS_MSG.profileTitle, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expectUrdu(page);
  const L = UR.LICENCE_MSG;
  const province = page.getByLabel(L.provinceLabel);
  await expect(province).toHaveValue('Khyber Pakhtunkhwa');
  await expect(province.locator('option:checked')).toHaveText(L.provinceName['Khyber Pakhtunkhwa']);
  await expect(page.getByLabel(UR.SHOP_UI.address)).toHaveAttribute('dir', 'auto');
  await page.waitForLoadState('networkidle');
  // File kinds and sizes are written alike in both languages.
  const data = [me.store, 'Test Buyer', 'Shop 12, Test Market, Karachi', 'KP-4455', 'JPEG', 'PNG', 'WebP', 'PDF', 'MB'];
  await expectNoEnglish(page, data, 'the retailer profile');
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(wide, 'the retailer profile scrolls sideways').toBeLessThanOrEqual(1);
  await page.screenshot({
    path: test.info().outputPath(`urdu-retailer-profile-${test.info().project.name}.png`),
    fullPage: true,
  });
});
