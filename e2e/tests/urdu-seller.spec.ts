import { expect, test, type Page } from '@playwright/test';
import { apiPaths, PRICE_LIST_COLUMNS } from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import { DEMO } from '../support/demo';
import { addListings, createRetailer, createSeller, placeOrders, type Account } from '../support/seller-data';
import { expectNoEnglish, expectUrdu } from '../support/urdu';

const UR = URDU;
const isMobile = () => test.info().project.name === 'mobile';

interface World {
  seller: Account;
  retailer: Account & { store: string };
  listings: Array<{ id: number; product_name: string }>;
  orderIds: number[];
  /** What the walker leaves alone: names, addresses and products as entered, in the catalogue's words. */
  data: string[];
}
let world: World;

// A seller of its own per browser project (its language is the account's: the demo seller stays in English for the
// other specs), with listings and two orders from one retailer.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, info) => {
  info.setTimeout(240_000);
  const baseURL = info.project.use.baseURL!;
  const seller = await createSeller(baseURL, 'Urdu Traders');
  const listings = await addListings(seller, 'Syrup', 3);
  const retailer = await createRetailer(baseURL, `Urdu Shop ${info.project.name}`);
  const orderIds = await placeOrders(
    retailer,
    seller.id,
    listings.map((l) => l.id),
    2,
  );
  const me = (await (await seller.api.get('/api/auth/me')).json()) as {
    user: { busniess_name?: string; full_name?: string };
  };
  // The catalogue as Add Products shows it (its first page), and the products the test lists.
  type Product = { product_name: string; manufacturer?: string; company_name?: string; bonus?: string };
  const catalogue = [
    ...((await (await seller.api.get(`/api/Admin/products/${seller.id}/0/50`)).json()) as Product[]),
    ...((await (await seller.api.get(`/api/Admin/product/search/${seller.id}/Syrup`)).json()) as Product[]),
  ];
  const data = [
    retailer.store,
    'Test Retailer',
    'Test Seller',
    '9 Shop Street, Lahore',
    '1 Test Road, Karachi',
    `Urdu Traders ${seller.phone}`,
    me.user.busniess_name ?? '',
    ...catalogue.flatMap((p) => [p.product_name, p.manufacturer ?? '', p.company_name ?? '', p.bonus ?? '']),
    ...listings.map((l) => l.product_name),
    // The same in both languages: the join link, the phone number's shape, the time zone's id beside its name.
    `${baseURL}/joinTeam`,
    '03XX XXXXXXX',
    'Asia/Karachi',
  ];
  world = { seller, retailer, listings, orderIds, data };
});
test.afterAll(async () => {
  await world?.seller.api.dispose();
  await world?.retailer.api.dispose();
});

/** Signs the seller in on the page's own cookies, with Urdu as the account's language. */
async function signInInUrdu(page: Page) {
  const login = await page.request.post('/api/auth/login', { data: { phone: world.seller.phone, pin: DEMO.pin } });
  expect(login.status()).toBe(200);
  expect((await page.request.put('/api/auth/language', { data: { language: 'ur' } })).status()).toBe(200);
}

/** A screenshot to look at (RTL, nothing overflowing), named by the project's width. */
async function shot(page: Page, name: string) {
  await page.screenshot({
    path: test.info().outputPath(`urdu-seller-${test.info().project.name}-${name}.png`),
    fullPage: true,
  });
}

/** Nothing wider than the window: no sideways scrolling at 400 px. */
async function expectNoOverflow(page: Page, where: string) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(wide, `${where} scrolls sideways`).toBeLessThanOrEqual(1);
}

async function visit(page: Page, path: string, heading: string, where: string) {
  await page.goto(path);
  // The first page of a fresh server loads the app, then the Urdu texts, stylesheet and font.
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expectUrdu(page);
  await page.waitForLoadState('networkidle');
  await expectNoEnglish(page, world.data, where);
  await expectNoOverflow(page, where);
}

test('a seller works in Urdu: orders, an order, its status, the print slip and the dashboard, right to left', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInInUrdu(page);
  const newest = world.orderIds.at(-1)!;

  // Orders: the list, its tabs or selects, headings, search, all in Urdu.
  await visit(page, '/orders', UR.SELLER_UI.orders, 'Orders');
  await expect(page.getByRole('checkbox', { name: UR.SELLER_UI.selectOrder(newest), exact: true })).toBeVisible();
  if (!isMobile()) await expect(page.getByRole('columnheader', { name: UR.SELLER_UI.column.store })).toBeVisible();
  await expect(page.getByPlaceholder(UR.SELLER_UI.searchOrders)).toBeVisible();
  await shot(page, 'orders');

  // An order's details, as the seller sees them.
  await page.getByRole('button', { name: UR.SELLER_UI.view }).first().click();
  const details = page.getByRole('dialog', { name: UR.SHOP_UI.orderDetails });
  await expect(details).toBeVisible();
  await expect(details.getByTestId('slip-order-no')).toHaveText(String(newest));
  await page.waitForLoadState('networkidle');
  await expectNoEnglish(page, world.data, 'the order details');
  await details.getByRole('button', { name: UR.PARTS_UI.viewLicence }).click();
  await expect(details.getByText(UR.PARTS_UI.noRetailerLicence)).toBeVisible();
  await expectNoEnglish(page, world.data, 'the order details with the licence');
  await shot(page, 'order-details');
  await details.getByRole('button', { name: UR.SHOP_UI.close, exact: true }).last().click();
  await expect(details).toBeHidden();

  // The status dialog: statuses in Urdu, the note, the footer.
  await page.getByRole('button', { name: UR.SELLER_UI.updateStatus }).first().click();
  const status = page.getByRole('dialog', { name: UR.SELLER_UI.updateOrderStatus });
  await expect(status).toBeVisible();
  await expect(status.getByLabel(UR.SELLER_UI.status)).toHaveValue('Pending');
  await expectNoEnglish(page, world.data, 'the status dialog');
  await status.getByLabel(UR.SELLER_UI.status).selectOption({ label: UR.SHOP_UI.statusLabel.Shipped });
  await status.getByRole('button', { name: UR.PARTS_UI.saveChanges }).click();
  await expect(status).toBeHidden();
  await expect(page.locator('.status-badge', { hasText: UR.SHOP_UI.statusLabel.Shipped }).first()).toBeVisible();

  // The order settings dialog.
  await page
    .getByRole('button', { name: isMobile() ? UR.SELLER_UI.settings : UR.ORDER_DESK_MSG.settingsTitle })
    .click();
  const settings = page.getByRole('dialog', { name: UR.ORDER_DESK_MSG.settingsTitle });
  await expect(settings.getByLabel(UR.SELLER_UI.requireLicence)).toBeVisible();
  await expectNoEnglish(page, world.data, 'the order settings');
  await settings.getByRole('button', { name: UR.PARTS_UI.close, exact: true }).last().click();
  await expect(settings).toBeHidden();

  // The print slip of the ticked orders.
  for (const id of world.orderIds)
    await page.getByRole('checkbox', { name: UR.SELLER_UI.selectOrder(id), exact: true }).check();
  await page.getByRole('button', { name: UR.SELLER_UI.print }).click();
  await expect(page).toHaveURL(/\/printorders$/);
  await expect(page.getByTestId('slip-order-no')).toHaveCount(world.orderIds.length);
  await expectUrdu(page);
  await expectNoEnglish(page, world.data, 'the print slips');
  await expectNoOverflow(page, 'the print slips');
  await shot(page, 'print');

  // The dashboard: figures, the chart's words, orders by status, the top lists.
  await visit(page, '/dashboard', UR.SELLER_UI.dashboard, 'Dashboard');
  await expect(page.getByRole('heading', { name: UR.SELLER_UI.topProducts })).toBeVisible();
  await shot(page, 'dashboard');
});

test('a seller keeps products in Urdu: the product list, its dialogs, Add Products and the Price List import', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInInUrdu(page);
  const L = UR.LISTINGS_UI;

  // Product List: headings, availability, the edit form and stock settings.
  await visit(page, '/WholesellerHome', L.productList, 'Product List');
  await expect(page.getByRole('button', { name: L.stockSettings })).toBeVisible();
  await shot(page, 'products');
  await page.getByRole('button', { name: L.edit }).first().click();
  const edit = page.getByRole('dialog', { name: L.editForm });
  await expect(edit.getByLabel(L.offerPercent)).toBeVisible();
  await expectNoEnglish(page, world.data, 'the edit form');
  await shot(page, 'edit-listing');
  await edit.getByRole('button', { name: UR.PARTS_UI.close, exact: true }).last().click();
  await expect(edit).toBeHidden();
  await page.getByRole('button', { name: L.stockSettings }).click();
  const stock = page.getByRole('dialog', { name: L.stockSettings });
  await expect(stock.getByLabel(L.minShelfLife)).toBeVisible();
  await expectNoEnglish(page, world.data, 'the stock settings');
  await stock.getByRole('button', { name: L.close, exact: true }).last().click();
  await expect(stock).toBeHidden();

  // Add Products: the catalogue, tips, search.
  await visit(page, '/SelectProducts', L.addProducts, 'Add Products');
  await expect(page.getByRole('heading', { name: L.tipsTitle })).toBeVisible();
  await shot(page, 'select-products');

  // Price List: the page, then a preview of an uploaded file. File formats and the file's column names are the
  // same in both languages (the upload reads those headers).
  const fileWords = ['CSV UTF-8', 'CSV', 'Excel', '.xlsx', 'MB', 'UTF-8', 'Windows', 'Net', ...PRICE_LIST_COLUMNS];
  await page.goto('/pricelist');
  await expect(page.getByRole('heading', { name: L.priceList, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expectUrdu(page);
  await expectNoEnglish(page, [...world.data, ...fileWords], 'Price List');
  const listed = world.listings[0];
  const file = `Product Name,Offer,Bonus,T.P\r\n${listed.product_name},7,,150\r\n${world.listings[1].product_name},5,,99\r\n`;
  await page
    .getByLabel(L.priceListFile)
    .setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await page.getByRole('button', { name: L.preview, exact: true }).click();
  const table = page.getByRole('table', { name: L.previewTable });
  await expect(table).toBeVisible();
  await expect(page.getByRole('button', { name: L.applyChanges(2) })).toBeEnabled();
  await expectNoEnglish(page, [...world.data, ...fileWords], 'the price list preview');
  await expectNoOverflow(page, 'the price list preview');
  await shot(page, 'price-list');

  // A file with the wrong columns: refused in Urdu, naming the columns found (the file's own words).
  await page
    .getByLabel(L.priceListFile)
    .setInputFiles({ name: 'wrong.csv', mimeType: 'text/csv', buffer: Buffer.from('Medicine,Cost\r\nPanadol,5\r\n') });
  await page.getByRole('button', { name: L.preview, exact: true }).click();
  await expect(page.getByText(UR.MSG_BEYOND.missingColumns('Medicine, Cost'))).toBeVisible();
  await expectNoEnglish(page, [...world.data, ...fileWords, 'Medicine', 'Cost'], 'the wrong columns error');
  await shot(page, 'price-list-columns-error');

  // Bad rows: each refusal in Urdu beside its row, the duplicate naming the other row.
  const bad = [
    'Product Name,Offer,Bonus,T.P',
    `${listed.product_name},7,,150`,
    `${listed.product_name},7,,150`,
    `${world.listings[1].product_name},5,,abc`,
    'No Such Medicine 999,5,,10',
  ].join('\r\n');
  await page
    .getByLabel(L.priceListFile)
    .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await page.getByRole('button', { name: L.preview, exact: true }).click();
  await expect(table).toBeVisible();
  // The preview opens on the refused rows.
  await expect(table.getByText(UR.MSG_BEYOND.reasonDuplicate(2)).first()).toBeVisible();
  await expect(table.getByText(UR.MSG_BEYOND.reasonBadPrice)).toBeVisible();
  await expect(table.getByText(UR.MSG_BEYOND.reasonUnknownProduct)).toBeVisible();
  await expectNoEnglish(page, [...world.data, ...fileWords, 'No Such Medicine'], 'the refused rows');
  await expectNoOverflow(page, 'the refused rows');
  await shot(page, 'price-list-refused');
});

test('a seller keeps the profile in Urdu: its fields, the PIN boxes, the store link and its share dialog', async ({
  page,
}) => {
  await signInInUrdu(page);
  const A = UR.ACCESS_MSG;
  await visit(page, '/profile', A.profileTitle, 'Profile');
  // The store's address, shown as it is in both languages: the public one once the page's settings are in (before,
  // the page's own origin), so read once it is.
  const config = (await (await page.request.get(`/api${apiPaths.config()}`)).json()) as { public_base_url: string };
  const linkField = page.getByLabel(UR.SHOP_UI.storeUrl);
  await expect.poll(async () => (await linkField.inputValue()).startsWith(`${config.public_base_url}/`)).toBe(true);
  const link = await linkField.inputValue();
  await expect(page.getByLabel(A.businessName)).toHaveValue(/^Urdu Traders/);
  await expect(page.getByLabel(UR.SHOP_UI.address)).toHaveAttribute('dir', 'auto');
  await expect(page.getByRole('button', { name: UR.SHOP_UI.update })).toBeDisabled();
  await shot(page, 'profile');
  await page.getByRole('button', { name: UR.SHOP_UI.share }).click();
  const share = page.getByRole('dialog', { name: A.shareTitle });
  await expect(share.getByRole('link', { name: A.shareByEmail })).toBeVisible();
  // The share targets are brands, the same in both languages; the link is the store's address.
  await expectNoEnglish(page, [...world.data, 'WhatsApp', 'Facebook', 'LinkedIn', link], 'the share dialog');
  await shot(page, 'profile-share');
});

test('a seller runs the team in Urdu: Team, Book an order and My retailers', async ({ page }) => {
  test.setTimeout(180_000);
  await signInInUrdu(page);
  const T = UR.TEAM_UI;
  await visit(page, '/team', T.team, 'Team');
  await expect(page.getByRole('heading', { name: T.addMember })).toBeVisible();
  await shot(page, 'team');

  // Book an order: the retailer picker finds the retailer who ordered, then the cart.
  await visit(page, '/bookOrder', T.bookOrder, 'Book an order');
  await page.getByLabel(T.searchRetailers).fill(world.retailer.store.slice(0, 8));
  await page.getByRole('button', { name: T.bookFor(world.retailer.store) }).click();
  await expect(page.getByRole('heading', { name: T.addProductsStep })).toBeVisible();
  await page.getByLabel(T.searchYourProducts).fill(world.listings[0].product_name.slice(0, 6));
  await page.getByRole('button', { name: T.addName(world.listings[0].product_name) }).click();
  await expectNoEnglish(page, world.data, 'the booking cart');
  await expectNoOverflow(page, 'the booking cart');
  await shot(page, 'book-order');

  await visit(page, '/myRetailers', T.myRetailers, 'My retailers');
  await shot(page, 'my-retailers');
});
