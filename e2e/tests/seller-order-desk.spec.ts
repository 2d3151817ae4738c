import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '@dawalink/shared';
import { DEMO, signIn } from '../support/demo';
import { addListings, createRetailer, createSeller, type Account } from '../support/seller-data';

/**
 * The seller's order desk: status filter with counts, sorts, several orders moved at once with a note, a question
 * before going back, the retailer's SMS on Shipped (and the setting that stops it), an order number from one digit.
 */

const mobile = () => test.info().project.name === 'mobile';

interface World {
  seller: Account;
  retailer: Account & { store: string };
  /** Orders of growing totals (1 to 6 units of one listing), oldest first. */
  orderIds: number[];
}
let world: World;

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, info) => {
  info.setTimeout(240_000);
  const baseURL = info.project.use.baseURL!;
  const seller = await createSeller(baseURL, 'Desk Test');
  const [listing] = await addListings(seller, 'Tablets', 1);
  const retailer = await createRetailer(baseURL, `Desk Shop ${info.project.name}`);
  const orderIds: number[] = [];
  for (const quantity of [3, 1, 6, 2, 5, 4]) {
    const res = await retailer.api.post('/api/Orders', {
      data: { wholeseller_id: seller.id, items: [{ listing_id: listing.id, quantity }] },
    });
    expect(res.ok()).toBe(true);
    orderIds.push(Number(await res.text()));
  }
  // Two delivered, one cancelled: the filter has something to count.
  for (const [id, status] of [
    [orderIds[0], 'Delivered'],
    [orderIds[1], 'Delivered'],
    [orderIds[2], 'Cancel'],
  ] as const) {
    expect((await seller.api.put(`/api/Orders/${id}`, { data: { status } })).ok()).toBe(true);
  }
  world = { seller, retailer, orderIds };
});
test.afterAll(async () => {
  await world?.seller.api.dispose();
  await world?.retailer.api.dispose();
});

async function openDesk(page: Page, phone = world.seller.phone) {
  await signIn(page, phone);
  await expect(page).toHaveURL(/\/WholesellerHome$/);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
}
/** An order's row (table) or card (400 px). */
const entry = (page: Page, id: number) =>
  mobile()
    ? page
        .locator('.order-card')
        .filter({ has: page.getByRole('checkbox', { name: `Select order ${id}`, exact: true }) })
    : page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select order ${id}`, exact: true }) });
const shownIds = async (page: Page) =>
  (
    await page
      .getByRole('checkbox', { name: /^Select order \d+$/ })
      .evaluateAll((boxes) => boxes.map((b) => b.getAttribute('aria-label')))
  ).map((l) => Number(l!.replace(/\D/g, '')));
/** "Change Status" (called "Status" on a phone, beside Print). */
const changeStatusButton = (page: Page) =>
  page.getByRole('button', { name: mobile() ? 'Status' : 'Change Status', exact: true });
const texts = async (page: Page, phone: string) =>
  ((await (await page.request.get(`/api/dev/sms?phone=${phone}`)).json()) as Array<{ text: string }>).map(
    (t) => t.text,
  );

async function filterBy(page: Page, status: string, count: number) {
  if (mobile()) await page.getByLabel('Status filter').selectOption({ label: `${status} (${count})` });
  else
    await page
      .getByRole('group', { name: 'Status filter' })
      .getByRole('button', { name: `${status} ${count}` })
      .click();
}

test('filter by status with counts, sort by total and status, dates and item counts', async ({ page }) => {
  await openDesk(page);
  const [o1, o2, o3, o4, o5, o6] = world.orderIds;
  await expect(entry(page, o6)).toBeVisible();
  expect(await shownIds(page)).toEqual([o6, o5, o4, o3, o2, o1]);
  if (mobile()) {
    await expect(page.getByLabel('Status filter')).toHaveValue('');
    await expect(page.getByLabel('Status filter').locator('option')).toHaveText([
      'All (6)',
      'Pending (3)',
      'Payment Received (0)',
      'Shipped (0)',
      'Delivered (2)',
      'Cancel (1)',
    ]);
    await expect(entry(page, o6)).toContainText('1 item');
  } else {
    for (const h of ['No', 'Date', 'Store', 'Username', 'Phone', 'Items', 'T.P', 'Status', 'Action']) {
      await expect(page.getByRole('columnheader', { name: h, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('group', { name: 'Status filter' }).getByRole('button')).toHaveText([
      'All 6',
      'Pending 3',
      'Payment Received 0',
      'Shipped 0',
      'Delivered 2',
      'Cancel 1',
    ]);
    await expect(entry(page, o6).getByRole('cell').nth(6)).toHaveText('1');
  }
  // The date and time of the order, day-month-year and 24-hour clock.
  await expect(entry(page, o6)).toContainText(/\d{2}-\d{2}-\d{4}\s*\d{2}:\d{2}/);

  await filterBy(page, 'Delivered', 2);
  await expect.poll(() => shownIds(page)).toEqual([o2, o1]);
  await filterBy(page, 'Pending', 3);
  await expect.poll(() => shownIds(page)).toEqual([o6, o5, o4]);

  // By total, smallest first (quantities 4, 5, 2 of one product): o4, o6, o5.
  if (mobile()) await page.getByLabel('Sort orders').selectOption({ label: 'Total: low to high' });
  else {
    await page.getByRole('button', { name: 'T.P' }).click();
    await expect(page.getByRole('columnheader', { name: 'T.P' })).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('button', { name: 'T.P' }).click();
    await expect(page.getByRole('columnheader', { name: 'T.P' })).toHaveAttribute('aria-sort', 'ascending');
  }
  await expect.poll(() => shownIds(page)).toEqual([o4, o6, o5]);

  // All statuses in workflow order, Pending first, newest first within one.
  await filterBy(page, 'All', 6);
  if (mobile()) await page.getByLabel('Sort orders').selectOption({ label: 'Status: Pending first' });
  else await page.getByRole('button', { name: 'Status', exact: true }).click();
  await expect.poll(() => shownIds(page)).toEqual([o6, o5, o4, o2, o1, o3]);
});

test('several orders shipped at once with a note: the timeline keeps it and the retailer gets an SMS', async ({
  page,
}) => {
  await openDesk(page);
  const [, , , o4, o5] = world.orderIds;
  const before = (await texts(page, world.retailer.phone)).length;
  await changeStatusButton(page).click();
  await expect(page.getByText('Please select Order(s)')).toBeVisible();

  await page.getByRole('checkbox', { name: `Select order ${o4}`, exact: true }).check();
  await page.getByRole('checkbox', { name: `Select order ${o5}`, exact: true }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await changeStatusButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Change the status of 2 orders' });
  await expect(dialog.getByLabel('Status', { exact: true }).locator('option')).toHaveText([
    'Update the Status',
    'Pending',
    'Payment Received',
    'Shipped',
    'Delivered',
    'Cancel',
  ]);
  await dialog.getByLabel('Status', { exact: true }).selectOption('Shipped');
  await expect(dialog.getByText('The retailer gets an SMS about this change.')).toBeVisible();
  await dialog.getByLabel('Note (optional)').fill('Sent with TCS, CN 4471');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('2 orders updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  for (const id of [o4, o5]) await expect(entry(page, id).getByText('Shipped')).toBeVisible();

  await entry(page, o4).getByRole('button', { name: 'View' }).click();
  const detail = page.getByRole('dialog', { name: 'Order Details' });
  await expect(detail.getByText('Sent with TCS, CN 4471')).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();

  await expect
    .poll(async () => (await texts(page, world.retailer.phone)).slice(before).sort())
    .toEqual(
      [o4, o5]
        .map((id) => `DawaLink: your order No ${id} from ${`Desk Test ${world.seller.phone}`} has been shipped.`)
        .sort(),
    );
});

test('going back asks first; with the SMS setting off the retailer gets no text', async ({ page }) => {
  await openDesk(page);
  const o6 = world.orderIds[5];
  const before = (await texts(page, world.retailer.phone)).length;

  await page.getByRole('button', { name: /Settings/ }).click();
  const settings = page.getByRole('dialog', { name: 'Order Settings' });
  const sms = settings.getByLabel('Text the retailer when an order is Shipped or Cancelled');
  await expect(sms).toBeChecked();
  await sms.uncheck();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await settings.getByRole('button', { name: 'Close' }).click();

  await entry(page, o6).getByRole('button', { name: 'Update Status' }).click();
  let dialog = page.getByRole('dialog', { name: 'Update Order Status' });
  await expect(dialog.getByLabel('Status', { exact: true })).toHaveValue('Pending');
  await dialog.getByLabel('Status', { exact: true }).selectOption('Shipped');
  await expect(dialog.getByText('The retailer gets an SMS about this change.')).toHaveCount(0);
  await dialog.getByLabel('Status', { exact: true }).press('Enter');
  await expect(entry(page, o6).getByText('Shipped')).toBeVisible();

  // Shipped back to Pending: the dialog asks, Cancel keeps the order as it is.
  await entry(page, o6).getByRole('button', { name: 'Update Status' }).click();
  dialog = page.getByRole('dialog', { name: 'Update Order Status' });
  await expect(dialog.getByLabel('Status', { exact: true })).toHaveValue('Shipped');
  await dialog.getByLabel('Status', { exact: true }).selectOption('Pending');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const ask = page.getByRole('dialog', { name: 'Move back?' });
  await expect(ask).toContainText(`Order No ${o6} (Shipped) will move back to Pending. Continue?`);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Update Order Status' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Update Order Status' }).getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('dialog', { name: 'Move back?' }).getByRole('button', { name: 'Move back' }).click();
  // The second status change of this test: its toast replaces the first one's (one toast at a time).
  await expect(page.getByText('Updated Successfully')).toHaveCount(1);
  await expect(entry(page, o6).getByText('Pending')).toBeVisible();

  // The setting was off: nothing was texted. Turn it back on.
  await page.waitForTimeout(500);
  expect((await texts(page, world.retailer.phone)).length).toBe(before);
  expect((await page.request.put('/api/SellerSettings', { data: { notify_retailer_sms: true } })).ok()).toBe(true);
});

test('an order number is found from one digit', async ({ page }) => {
  // The demo seller's first orders have one- and two-digit numbers.
  await openDesk(page, DEMO.seller);
  const search = page.getByLabel('Search Orders');
  await search.fill('7');
  await expect(page.getByText('Type at least 3 characters to search')).toHaveCount(0);
  await expect(entry(page, 7)).toBeVisible();
  await search.fill('#1');
  await expect.poll(() => shownIds(page)).toEqual([1]);
  await search.fill('Al');
  await expect(page.getByText('Type at least 3 characters to search, or an order number')).toBeVisible();
});

test('the order total on the desk is what the retailer was charged: T.P less the offer', async ({ page }) => {
  await openDesk(page);
  const o6 = world.orderIds[5];
  const items = (await (await world.seller.api.get(`/api/Orders/${o6}/items`)).json()) as Array<{
    price: number;
    quantity: number;
    offer: number;
    net: number;
  }>;
  expect(items[0].offer).toBe(5);
  await expect(entry(page, o6)).toContainText(formatMoney(items[0].net));
  await entry(page, o6).getByRole('button', { name: 'View' }).click();
  const detail = page.getByRole('dialog', { name: 'Order Details' });
  await expect(detail.getByTestId('slip-total')).toHaveText(formatMoney(items[0].net));
  await expect(detail.getByRole('row', { name: /Metformin|Tablets/ }).first()).toContainText('5%');
});
