import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/demo';
import { addListings, createRetailer, createSeller, type Account } from '../support/seller-data';
import { isMobile, openCart } from '../support/storefront';

/**
 * Drug-sale licences: a medical store's licence cannot buy a Schedule G product (the order is refused, says why and
 * keeps the cart); a retailer records a licence and uploads its photo in the profile, and the admin verifies it.
 */

const FUTURE = '2099-06-30';
/** A tiny but real PNG (its magic bytes are what the server checks). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let seller: Account;
let admin: APIRequestContext;
let url: string;
let restricted: { id: number; product_name: string };

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, info) => {
  info.setTimeout(240_000);
  const baseURL = info.project.use.baseURL!;
  seller = await createSeller(baseURL, 'Licence Test');
  const term = 'Tramadol';
  const found = (await (await seller.api.get(`/api/Admin/product/search/${seller.id}/${term}`)).json()) as Array<{
    id: number;
  }>;
  const [listing] = await addListings(seller, term, 1);
  restricted = listing;
  url = ((await (await seller.api.get(`/api/WholesellerControllerSignUp/${seller.id}`)).json()) as { url: string }).url;

  // The admin flags the catalogue product as Schedule G.
  admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post('/api/auth/login', { data: { phone: DEMO.admin, pin: DEMO.pin } })).ok()).toBe(true);
  const product = await (await admin.get(`/api/Admin/${found[0].id}`)).json();
  const flagged = await admin.put(`/api/Admin/${found[0].id}`, { data: { ...product, schedule_g: true } });
  expect(flagged.ok(), await flagged.text()).toBe(true);
});
test.afterAll(async () => {
  await seller?.api.dispose();
  await admin?.dispose();
});

const row = (page: Page, name: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByText(name, { exact: true }) });

test('a retailer with a medical-store licence cannot order a Schedule G product; the cart stays', async ({ page }) => {
  const retailer = await createRetailer(test.info().project.use.baseURL!, 'Corner Medical');
  const recorded = await retailer.api.put(`/api/Retailers/${retailer.id}/licence`, {
    data: { number: 'MS-2211', type: 'medical_store', province: 'Punjab', expires: FUTURE },
  });
  expect(recorded.ok(), await recorded.text()).toBe(true);

  await signIn(page, retailer.phone);
  await expect(page).toHaveURL(/\/ordersRetailer$/);
  await page.goto(`/${url}`);
  const button = row(page, restricted.product_name).getByRole('button', { name: 'Add', exact: true });
  await button.click();
  if (isMobile()) {
    const dialog = page.getByRole('dialog', { name: 'Select Quantity' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
  const panel = await openCart(page);
  await panel.getByRole('button', { name: 'Checkout' }).click();
  const confirm = page.getByRole('dialog', { name: 'Order Confirmation' });
  await confirm.getByRole('button', { name: 'Place Order' }).click();

  const refusal = confirm.getByRole('alert');
  await expect(refusal).toContainText('A medical store licence cannot order');
  await expect(refusal).toContainText(restricted.product_name);
  // Nothing was placed, and the line is still in the cart.
  await expect(page).toHaveURL(new RegExp(`/${url}$`));
  await expect(confirm.getByRole('cell', { name: restricted.product_name })).toBeVisible();
  await page.screenshot({ path: `/tmp/licences-shots/refusal-${test.info().project.name}.png` });
  await retailer.api.dispose();
});

test('a retailer records and uploads a licence, and the admin verifies it', async ({ page, browser }) => {
  // Three people sign in (argon2 each) and three pages load: longer than one journey.
  test.setTimeout(300_000);
  const retailer = await createRetailer(test.info().project.use.baseURL!, 'Verified Pharmacy');
  await signIn(page, retailer.phone);
  await expect(page).toHaveURL(/\/ordersRetailer$/);
  await page.goto('/retailerProfile#licence');

  const section = page.getByRole('region', { name: 'Drug-sale licence' });
  await expect(section).toBeVisible();
  // The document waits for the details.
  await expect(section.getByLabel('Licence photo or PDF')).toBeDisabled();
  await section.getByLabel('Licence No').fill('DSL-4455/2025');
  await section.getByLabel('Licence Type').selectOption('pharmacy');
  await section.getByLabel('Province').selectOption('Sindh');
  // A past date is refused beside the field.
  await section.getByLabel('Expiry Date').fill('2020-01-01');
  await section.getByRole('button', { name: 'Save Licence' }).click();
  await expect(section.getByText('The licence has expired')).toBeVisible();
  await section.getByLabel('Expiry Date').fill(FUTURE);
  await section.getByRole('button', { name: 'Save Licence' }).click();
  await expect(section.getByTestId('licence-status')).toContainText('Pending verification');

  // A file that is not a photo or PDF is refused by the server by its bytes, even when named .png.
  await section.getByLabel('Licence photo or PDF').setInputFiles({
    name: 'licence.png',
    mimeType: 'image/png',
    buffer: Buffer.from('MZ this is a program, not a photo'),
  });
  await section.getByRole('button', { name: 'Upload Document' }).click();
  await expect(section.getByRole('alert')).toContainText('Only a photo');
  await section
    .getByLabel('Licence photo or PDF')
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await section.getByRole('button', { name: 'Upload Document' }).click();
  await expect(section.getByRole('img', { name: 'Uploaded licence' })).toBeVisible();
  await page.screenshot({ path: `/tmp/licences-shots/profile-${test.info().project.name}.png`, fullPage: true });

  // The admin's queue: the licence with its photo; Verify.
  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, DEMO.admin);
  await expect(adminPage).toHaveURL(/\/AdminPanel$/);
  await adminPage.goto('/AdminLicences');
  await adminPage.getByRole('button', { name: 'Pending' }).click();
  const card = adminPage.getByRole('listitem', { name: retailer.store });
  await expect(card).toBeVisible();
  await expect(card.getByText('DSL-4455/2025')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Licence DSL-4455/2025' })).toBeVisible();
  await adminPage.screenshot({ path: `/tmp/licences-shots/admin-${test.info().project.name}.png`, fullPage: true });
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(card).toBeHidden(); // it leaves the pending list
  await adminPage.getByRole('button', { name: 'Verified' }).click();
  await expect(
    adminPage.getByRole('listitem', { name: retailer.store }).getByText('Verified', { exact: true }),
  ).toBeVisible();
  await adminContext.close();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Drug-sale licence' }).getByTestId('licence-status')).toContainText(
    'Verified',
  );

  // The seller the retailer orders from sees the licence from the order.
  const placed = await retailer.api.post('/api/Orders', {
    data: { wholeseller_id: seller.id, items: [{ listing_id: restricted.id, quantity: 1 }] },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const orderId = Number(await placed.text());
  const sellerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const sellerPage = await sellerContext.newPage();
  await signIn(sellerPage, seller.phone);
  await expect(sellerPage).toHaveURL(/\/WholesellerHome$/);
  await sellerPage.goto('/orders');
  const entry = isMobile()
    ? sellerPage
        .locator('.order-card')
        .filter({ has: sellerPage.getByRole('checkbox', { name: `Select order ${orderId}`, exact: true }) })
    : sellerPage
        .getByRole('row')
        .filter({ has: sellerPage.getByRole('checkbox', { name: `Select order ${orderId}`, exact: true }) });
  await entry.getByRole('button', { name: 'View' }).click();
  const detail = sellerPage.getByRole('dialog', { name: 'Order Details' });
  await detail.getByRole('button', { name: 'View Licence' }).click();
  await expect(detail.getByText('DSL-4455/2025')).toBeVisible();
  await expect(detail.getByText('Verified', { exact: true })).toBeVisible();
  await expect(detail.getByRole('img', { name: 'Licence DSL-4455/2025' })).toBeVisible();
  await sellerPage.screenshot({ path: `/tmp/licences-shots/seller-${test.info().project.name}.png` });
  await sellerContext.close();
  await retailer.api.dispose();
});
