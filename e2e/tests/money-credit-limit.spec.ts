import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/demo';
import { addProducts, checkout } from '../support/storefront';
import { disposeWorld, invoiceOrder, moneyWorld, placeOrder, type MoneyWorld } from '../support/money-data';

let world: MoneyWorld;
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, info) => {
  info.setTimeout(240_000);
  world = await moneyWorld(info.project.use.baseURL!, 'Limit Test');
  // The pair has traded: an invoiced order leaves a balance.
  await invoiceOrder(world, await placeOrder(world));
});
test.afterAll(async () => disposeWorld(world));

async function setTerms(onLimit: 'warn' | 'block') {
  const res = await world.seller.api.put(`/api/Ledger/${world.retailer.id}/terms`, {
    data: { credit_limit: 10, on_limit: onLimit },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function orderFromStore(page: Page) {
  await page.goto(`/${world.seller.url}`);
  // A click while the server's first screen is swapped for the app's can be lost: add until the cart has the line.
  await expect(async () => {
    await addProducts(page, 1);
    await expect(
      page
        .getByRole('button', { name: /^Cart: [1-9]/ })
        .or(page.getByRole('region', { name: 'Your Order' }).getByRole('listitem')),
    ).not.toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await checkout(page);
  const dialog = page.getByRole('dialog', { name: 'Order Confirmation' });
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  return dialog;
}

test('a blocked checkout explains itself and keeps the cart; a warn limit lets the order through with the balance', async ({
  page,
}) => {
  await setTerms('block');
  await signIn(page, world.retailer.phone);
  await expect(page).toHaveURL(/\/ordersRetailer$/);
  const dialog = await orderFromStore(page);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('credit limit is Rs. 10/-');
  await expect(alert).toContainText('Please pay');
  // Still in the dialog with the line; nothing was placed.
  await expect(dialog.getByRole('button', { name: 'Place Order' })).toBeVisible();
  await expect(page).not.toHaveURL(/orderplacedsucessfully/);
  const orders = (
    await (await world.retailer.api.get(`/api/OrdersCategory/length/${world.retailer.id}`)).text()
  ).trim();
  expect(Number(orders)).toBe(1);

  // The seller switches to warn: the same cart goes through, and the retailer is told the balance.
  await setTerms('warn');
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/orderplacedsucessfully\//);
  await expect(page.getByTestId('credit-position')).toContainText('past your credit limit of Rs. 10/-');
});
