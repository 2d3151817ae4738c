import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/demo';
import { addListings, createSeller, type Account } from '../support/seller-data';
import { isMobile, money, openCart, registerRetailer } from '../support/storefront';

/**
 * The offer is charged (DESIGN.md section 7): the store shows T.P, offer and the net price; the cart and the Order
 * Confirmation show T.P, offer and each line's net; the placed order's total is the sum of the nets.
 */

interface Line {
  id: number;
  product_name: string;
  total_price: number;
  offer: number;
}
let seller: Account;
let url: string;
let lines: Line[];

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, info) => {
  info.setTimeout(240_000);
  seller = await createSeller(info.project.use.baseURL!, 'Offer Test');
  const added = await addListings(seller, 'Syrup', 3);
  // The worked examples of the pricing rule, and a line without an offer.
  const prices: Array<[number, number]> = [
    [123.45, 5],
    [0.99, 12.5],
    [250, 0],
  ];
  lines = [];
  for (const [i, l] of added.entries()) {
    const [total_price, offer] = prices[i];
    const res = await seller.api.put(`/api/MedicalProducts/${l.id}`, { data: { offer, bonus: '', total_price } });
    expect(res.ok(), await res.text()).toBe(true);
    lines.push({ id: l.id, product_name: l.product_name, total_price, offer });
  }
  url = ((await (await seller.api.get(`/api/WholesellerControllerSignUp/${seller.id}`)).json()) as { url: string }).url;
});
test.afterAll(async () => {
  await seller?.api.dispose();
});

const row = (page: Page, name: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByText(name, { exact: true }) });

/** Adds `quantity` of one product: Add clicks on a wide screen, the Select Quantity dialog on a phone. */
async function add(page: Page, name: string, quantity: number) {
  const button = row(page, name).getByRole('button', { name: 'Add', exact: true });
  if (!isMobile()) {
    for (let q = 0; q < quantity; q++) await button.click();
    return;
  }
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Select Quantity' });
  for (let q = 1; q < quantity; q++) await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('store, cart and confirmation show T.P, offer and net; the order is charged the sum of the nets', async ({
  page,
  request,
}) => {
  const [a, b, c] = lines;
  const retailer = await registerRetailer(request);
  await signIn(page, retailer.phone, retailer.pin);
  await expect(page).toHaveURL(/\/ordersRetailer$/);
  await page.goto(`/${url}`);

  // The store: T.P struck through above the unit's net price; the offer in its column (under the name on a phone).
  await expect(row(page, a.product_name).locator('s')).toHaveText(`T.P ${money(123.45)}`);
  await expect(row(page, a.product_name).locator('.net-price')).toHaveText(`Net ${money(117.28)}`);
  await expect(row(page, b.product_name).locator('.net-price')).toHaveText(`Net ${money(0.87)}`);
  await expect(row(page, c.product_name).locator('s')).toHaveCount(0);
  await expect(row(page, c.product_name)).toContainText(money(250));
  if (isMobile()) {
    await expect(row(page, a.product_name)).toContainText('5% off');
    await expect(row(page, b.product_name)).toContainText('12.5% off');
  } else {
    await expect(row(page, a.product_name).getByRole('cell').nth(1)).toHaveText('5%');
    await expect(row(page, b.product_name).getByRole('cell').nth(1)).toHaveText('12.5%');
  }

  await add(page, a.product_name, 3);
  await add(page, b.product_name, 7);

  // The cart: T.P each, the offer, the line's net; the total is the sum of the nets.
  const panel = await openCart(page);
  const cartLine = (name: string) => panel.getByRole('listitem').filter({ hasText: name });
  await expect(cartLine(a.product_name)).toContainText(`${money(123.45)} each`);
  await expect(cartLine(a.product_name)).toContainText('5% off');
  await expect(cartLine(a.product_name)).toContainText(money(351.83));
  await expect(cartLine(b.product_name)).toContainText('12.5% off');
  await expect(cartLine(b.product_name)).toContainText(money(6.06));
  await expect(panel.getByTestId('cart-total')).toHaveText(money(357.89));

  // The confirmation: Unit Price (T.P), Qty, T.P of the line, Offer, Net; Subtotal is the net total.
  await panel.getByRole('button', { name: 'Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Confirmation' });
  await expect(dialog).toBeVisible();
  for (const header of ['Product', 'Unit Price', 'Qty', 'T.P', 'Net'])
    await expect(dialog.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  const confirmRow = (name: string) => dialog.getByRole('row').filter({ hasText: name });
  await expect(confirmRow(a.product_name)).toContainText(money(123.45));
  await expect(confirmRow(a.product_name)).toContainText(money(370.35));
  await expect(confirmRow(a.product_name)).toContainText(money(351.83));
  await expect(confirmRow(a.product_name)).toContainText('5%');
  await expect(confirmRow(b.product_name)).toContainText(money(6.93));
  await expect(confirmRow(b.product_name)).toContainText(money(6.06));
  await expect(confirmRow(b.product_name)).toContainText('12.5%');
  await expect(dialog.getByRole('columnheader', { name: 'Offer', exact: true })).toBeVisible({ visible: !isMobile() });
  await expect(dialog.getByRole('row', { name: /Subtotal/ })).toContainText(money(357.89));

  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/orderplacedsucessfully\//);
  const orderId = Number((await page.getByTestId('order-number').textContent())!.replace(/\D/g, ''));

  // What the server charged: offer and net on each line, the total their sum.
  const order = ((await (await page.request.get(`/api/Orders/${orderId}`)).json()) as Array<{ total: number }>)[0];
  expect(order.total).toBe(357.89);
  const items = (await (await page.request.get(`/api/Orders/${orderId}/items`)).json()) as Array<{
    price: number;
    quantity: number;
    offer: number;
    net: number;
  }>;
  expect(items.map((i) => [i.price, i.quantity, i.offer, i.net])).toEqual([
    [123.45, 3, 5, 351.83],
    [0.99, 7, 12.5, 6.06],
  ]);
});
