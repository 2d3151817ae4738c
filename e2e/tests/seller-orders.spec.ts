import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '@dawalink/shared';
import { signIn } from '../support/demo';
import { addListings, createRetailer, createSeller, placeOrders, type Account } from '../support/seller-data';

const mobile = () => test.info().project.name === 'mobile';
const ORDER_COUNT = 53;

interface World {
  seller: Account;
  retailer: Account & { store: string };
  orderIds: number[];
}
let world: World;

// One seller with 53 orders from one retailer per browser project: enough for a second page.
// Playwright reads fixtures from the first parameter's pattern, so it must be an (empty) object pattern.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, info) => {
  info.setTimeout(240_000);
  const baseURL = info.project.use.baseURL!;
  const seller = await createSeller(baseURL, 'Orders Test');
  const listings = await addListings(seller, 'Syrup', 3);
  const retailer = await createRetailer(baseURL, `Shop ${info.project.name}`);
  const orderIds = await placeOrders(
    retailer,
    seller.id,
    listings.map((l) => l.id),
    ORDER_COUNT,
  );
  world = { seller, retailer, orderIds };
});
test.afterAll(async () => {
  await world?.seller.api.dispose();
  await world?.retailer.api.dispose();
});

async function openOrders(page: Page) {
  await signIn(page, world.seller.phone);
  await expect(page).toHaveURL(/\/WholesellerHome$/);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
}
/** An order's row (table) or card (400 px). */
const orderEntry = (page: Page, id: number) =>
  mobile()
    ? page
        .locator('.order-card')
        .filter({ has: page.getByRole('checkbox', { name: `Select order ${id}`, exact: true }) })
    : page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select order ${id}`, exact: true }) });

test('search and page the orders', async ({ page }) => {
  await openOrders(page);
  const newest = world.orderIds.at(-1)!;
  const oldest = world.orderIds[0];
  await expect(orderEntry(page, newest)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Select order \d+$/ })).toHaveCount(50);
  if (mobile()) await expect(page.getByRole('table')).toHaveCount(0);
  else
    for (const h of ['No', 'Store', 'Username', 'Phone', 'T.P', 'Status', 'Action'])
      await expect(page.getByRole('columnheader', { name: h, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByRole('checkbox', { name: /^Select order \d+$/ })).toHaveCount(ORDER_COUNT - 50);
  await expect(orderEntry(page, oldest)).toBeVisible();
  await page.getByRole('button', { name: 'Prev' }).click();
  await expect(orderEntry(page, newest)).toBeVisible();

  // Two characters do not search; three or more do, and paging hides while searching.
  const search = page.getByLabel('Search Orders');
  await search.fill(world.retailer.store.slice(0, 2));
  await expect(page.getByText('Type at least 3 characters to search')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  await search.fill(world.retailer.store);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /^Select order \d+$/ })).toHaveCount(ORDER_COUNT);
  await search.fill(world.retailer.phone);
  await expect(page.getByRole('checkbox', { name: /^Select order \d+$/ })).toHaveCount(ORDER_COUNT);
  // A phone typed with +92 finds the orders of its stored 03... form.
  await search.fill('+92' + world.retailer.phone.slice(1));
  await expect(page.getByRole('checkbox', { name: /^Select order \d+$/ })).toHaveCount(ORDER_COUNT);
  await search.fill('nobody-by-this-name');
  await expect(page.getByText('No Data Found')).toBeVisible();
  // Emptying the box reloads the normal first page.
  await search.fill('');
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Select order \d+$/ })).toHaveCount(50);
});

test('change an order status and see it in the detail', async ({ page }) => {
  await openOrders(page);
  const id = world.orderIds.at(mobile() ? -2 : -3)!;
  const entry = orderEntry(page, id);
  await expect(entry.getByText('Pending')).toBeVisible();

  await entry.getByRole('button', { name: 'Update Status' }).click();
  const modal = page.getByRole('dialog', { name: 'Update Order Status' });
  await expect(modal.getByLabel('Status')).toHaveValue('Pending');
  await modal.getByLabel('Status').selectOption('');
  await modal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Please select product status')).toBeVisible();
  await modal.getByLabel('Status').selectOption('Shipped');
  await modal.getByLabel('Status').press('Enter');
  await expect(page.getByText('Updated Successfully')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(entry.getByText('Shipped')).toBeVisible();

  await entry.getByRole('button', { name: 'View' }).click();
  const detail = page.getByRole('dialog', { name: 'Order Details' });
  await expect(detail.getByText('Order No')).toBeVisible();
  await expect(detail.getByTestId('slip-order-no')).toHaveText(String(id));
  await expect(detail.getByText(world.retailer.store)).toBeVisible();
  await expect(detail.getByText('Subtotal')).toBeVisible();
  await expect(detail.getByText('from Pending')).toBeVisible();
});

test('print two orders: slips the wholesaler hands over, printed from the Print button', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __printed: number }).__printed = 0;
    window.print = () => {
      (window as unknown as { __printed: number }).__printed += 1;
    };
  });
  await openOrders(page);
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.getByText('Please select Order(s)')).toBeVisible();

  const [a, b] = [world.orderIds.at(-4)!, world.orderIds.at(-5)!];
  await page.getByRole('checkbox', { name: `Select order ${a}`, exact: true }).check();
  await page.getByRole('checkbox', { name: `Select order ${b}`, exact: true }).check();
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page).toHaveURL(/\/printorders$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('Items') ?? '[]'))).toEqual(
    expect.arrayContaining([a, b]),
  );

  const slips = page.locator('.order-slip');
  await expect(slips).toHaveCount(2);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  for (const id of [a, b]) {
    const slip = slips.filter({ has: page.getByTestId('slip-order-no').getByText(String(id), { exact: true }) });
    const items = (await (await world.seller.api.get(`/api/Orders/${id}/items`)).json()) as Array<{
      quantity: number;
      offer: number;
      net: number;
    }>;
    // The seller's letterhead, not DawaLink's.
    await expect(slip.getByTestId('slip-seller')).toHaveText(`Orders Test ${world.seller.phone}`);
    await expect(slip).toContainText('1 Test Road, Karachi');
    await expect(slip).toContainText(`Phone ${world.seller.phone}`);
    await expect(slip).not.toContainText('DawaLink');
    await expect(slip).toContainText(world.retailer.store);
    await expect(slip).toContainText(world.retailer.phone);
    await expect(slip).toContainText('9 Shop Street, Lahore');
    await expect(slip).toContainText(/\d{2}-\d{2}-\d{4}/);
    for (const h of ['Product', 'Price/unit', 'Qty', 'Offer', 'Net'])
      await expect(slip.getByRole('columnheader', { name: h, exact: true })).toBeVisible();
    // Bonus (no scheme gives free goods yet) is on paper; a phone's screen leaves the empty column out.
    await expect(slip.getByRole('columnheader', { name: 'Bonus', exact: true })).toBeVisible({ visible: !mobile() });
    await expect(slip.getByRole('row').nth(1)).toContainText(`${items[0].offer}%`);
    await expect(slip.getByTestId('slip-quantity')).toHaveText(String(items.reduce((q, i) => q + i.quantity, 0)));
    await expect(slip.getByTestId('slip-total')).toHaveText(
      formatMoney(items.reduce((s, i) => s + Math.round(i.net * 100), 0) / 100),
    );
    await expect(slip).toContainText('Subtotal');
    await expect(slip).toContainText('Received by');
    await expect(slip).toContainText('Signature');
  }
  // Nothing prints by itself and the page stays: printing starts from the button.
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(0);
  await page.getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
  await page.waitForTimeout(5500);
  await expect(page).toHaveURL(/\/printorders$/);

  // On paper: short slips share a page (two slips, one A4 page), and a slip is kept whole.
  await page.emulateMedia({ media: 'print' });
  expect(
    await page
      .locator('.slip-sheet')
      .first()
      .evaluate((el) => getComputedStyle(el).breakInside),
  ).toBe('avoid');
  expect(
    await page
      .locator('.slip-sheet')
      .first()
      .evaluate((el) => getComputedStyle(el).breakAfter),
  ).not.toBe('page');
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
});
