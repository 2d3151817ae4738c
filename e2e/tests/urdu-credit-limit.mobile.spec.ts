import { expect, test } from '@playwright/test';
import { formatMoneyIn } from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import { DEMO } from '../support/demo';
import { disposeWorld, invoiceOrder, moneyWorld, placeOrder, type MoneyWorld } from '../support/money-data';
import { expectNoEnglish, expectUrdu } from '../support/urdu';

const UR = URDU;

let world: MoneyWorld;
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, info) => {
  info.setTimeout(240_000);
  world = await moneyWorld(info.project.use.baseURL!, 'Urdu Limit');
  // The pair has traded: an invoiced order leaves a balance, and the seller blocks orders past Rs. 10.
  await invoiceOrder(world, await placeOrder(world));
  const terms = await world.seller.api.put(`/api/Ledger/${world.retailer.id}/terms`, {
    data: { credit_limit: 10, on_limit: 'block' },
  });
  expect(terms.ok(), await terms.text()).toBe(true);
});
test.afterAll(async () => disposeWorld(world));

test('a retailer past a blocking credit limit is refused in Urdu at 400 px, with the balance, the limit and what to pay', async ({
  page,
}) => {
  const login = await page.request.post('/api/auth/login', { data: { phone: world.retailer.phone, pin: DEMO.pin } });
  expect(login.status()).toBe(200);
  expect((await page.request.put('/api/auth/language', { data: { language: 'ur' } })).status()).toBe(200);

  await page.goto(`/${world.seller.url}`);
  await expectUrdu(page);
  const first = world.listings[0];
  const row = page.getByRole('row').filter({ hasText: first.product_name }).first();
  // A click while the server's first screen is swapped for the app's can be lost: add until the dialog opens.
  const quantity = page.getByRole('dialog');
  await expect(async () => {
    await row.getByRole('button', { name: UR.SHOP_UI.add }).click();
    await expect(quantity).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await quantity.getByRole('button', { name: UR.SHOP_UI.add, exact: true }).click();
  await page.getByRole('button', { name: UR.SHOP_UI.cartButton(1, '').split('،')[0] }).click();
  const cart = page.getByRole('region', { name: UR.STOREFRONT_MSG.yourOrder }).first();
  await cart.getByRole('button', { name: UR.SHOP_UI.checkout }).click();

  const confirm = page.getByRole('dialog', { name: UR.STOREFRONT_MSG.orderConfirmation });
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/Orders') && r.request().method() === 'POST');
  await confirm.getByRole('button', { name: UR.SHOP_UI.placeOrder }).click();
  const answer = await refused;
  expect(answer.status()).toBe(409);
  const body = (await answer.json()) as {
    error: string;
    seller: string;
    balance: number;
    open: number;
    limit: number;
    to_pay: number;
  };
  expect(body.error).toBe('credit_limit');

  // The refusal is written in Urdu from the answer's values: the balance, the limit and the amount to pay.
  const alert = confirm.getByRole('alert');
  await expect(alert).toHaveText(
    UR.MONEY_MSG.creditLimitBlocked(body.seller, body.balance, body.open, body.limit, body.to_pay),
  );
  await expect(alert).toContainText(formatMoneyIn('ur', 10));
  await expect(alert).toContainText(formatMoneyIn('ur', body.to_pay));
  await expectUrdu(page);
  type Listed = { product_name: string; manufacturer?: string; company_name?: string };
  const listed = (await (
    await page.request.get(`/api/WholesellerCategory/${world.seller.url}/${world.seller.id}`)
  ).json()) as Listed[];
  const data = [
    ...listed.flatMap((l) => [l.product_name, l.manufacturer ?? '', l.company_name ?? '']),
    world.seller.name,
    world.retailer.store,
    'Test Retailer',
    'Test Seller',
    '9 Shop Street, Lahore',
    '1 Test Road, Karachi',
    ...world.listings.map((l) => l.product_name),
  ];
  await expectNoEnglish(page, data, 'the refused checkout');
  // Still in the dialog with the line: nothing was placed.
  await expect(confirm.getByRole('button', { name: UR.SHOP_UI.placeOrder })).toBeVisible();
  await expect(page).not.toHaveURL(/orderplacedsucessfully/);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(wide, 'the refused checkout scrolls sideways').toBeLessThanOrEqual(1);
  await page.screenshot({ path: test.info().outputPath('urdu-credit-limit-refused.png'), fullPage: true });
});
