import { expect, test, type Browser, type Page } from '@playwright/test';
import { catalogueProducts, newRetailer, newSeller, orderStreamOpened, signInAs } from '../support/beyond';

/** A retailer in a browser of their own places an order for `listingId` (the seller's screen is not touched). */
async function orderFromAnotherBrowser(browser: Browser, sellerId: number, listingId: number) {
  const context = await browser.newContext();
  const retailer = await newRetailer(context.request);
  const placed = await context.request.post('/api/Orders', {
    data: { wholeseller_id: sellerId, items: [{ listing_id: listingId, quantity: 1 }] },
    headers: { 'Idempotency-Key': `notice-${retailer.phone}` },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  await context.close();
  return retailer;
}

/** The Orders link's badge: in the bar at 1280 px; at 400 px the links fold behind Menu, which shows the count. */
async function expectUnseen(page: Page, count: number, narrow: boolean) {
  const badge = narrow
    ? page.getByRole('button', { name: 'Menu' }).getByTestId('unseen-orders-badge')
    : page.getByRole('link', { name: 'Orders' }).getByTestId('unseen-orders-badge');
  if (count === 0) await expect(page.getByTestId('unseen-orders-badge')).toHaveCount(0);
  else await expect(badge).toHaveText(String(count));
}

test('a new order is seen on any seller page: notice, badge on Orders, count in the tab title, cleared by opening Orders', async ({
  page,
  browser,
}, testInfo) => {
  const narrow = (page.viewportSize()?.width ?? 1280) < 1200; // the seller's bar folds behind Menu below xl
  // Count the streams the page opens and the notes the chime plays.
  const streams: string[] = [];
  page.on('request', (r) => r.url().includes('/api/Orders/live') && streams.push(r.url()));
  await page.addInitScript(() => {
    const w = window as unknown as { chimes: number };
    w.chimes = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.chimes += 1;
      return create.call(this);
    };
  });

  const seller = await newSeller(page.request);
  await signInAs(page, seller.phone, seller.pin);
  const [product] = await catalogueProducts(page.request);
  const added = await page.request.post('/api/MedicalProducts', {
    data: { product_id: product.product_id, offer: 0, bonus: 'None', total_price: 120 },
  });
  expect(added.status(), await added.text()).toBe(200);
  const sellerId = Number(
    JSON.parse(decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'user')!.value)).id,
  );
  const listing = (
    (await (await page.request.get(`/api/WholesellerCategory/${sellerId}`)).json()) as Array<{ id: number }>
  )[0];

  // The seller works on the product list; the default settings: Karachi time, no sound. The page the sign-in led to
  // opens its stream first: counted after the count is reset, it would look like a second stream of the next page.
  await expect.poll(() => streams.length).toBeGreaterThan(0);
  streams.length = 0;
  const streamOpened = orderStreamOpened(page);
  await page.goto('/WholesellerHome');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => streams.length).toBe(1);
  await streamOpened;
  const baseTitle = await page.title();

  const first = await orderFromAnotherBrowser(browser, sellerId, listing.id);
  // The notice names the store and its phone (two retailers may share a store name).
  await expect(page.getByText(`New order from ${first.store} (${first.phone})`)).toBeVisible({ timeout: 5000 });
  await expectUnseen(page, 1, narrow);
  await expect(page).toHaveTitle(`(1) ${baseTitle}`);
  expect(await page.evaluate(() => (window as unknown as { chimes: number }).chimes)).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('notice-products.png') });

  // With the sound on, the next order chimes too.
  expect((await page.request.put('/api/SellerSettings', { data: { new_order_sound: true } })).ok()).toBe(true);
  streams.length = 0;
  const dashboardStreamOpened = orderStreamOpened(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect.poll(() => streams.length).toBe(1);
  await dashboardStreamOpened;
  // The count outlives a reload (and is the same in every tab of the seller).
  await expectUnseen(page, 1, narrow);
  await expect(page).toHaveTitle(`(1) ${baseTitle}`);
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  const second = await orderFromAnotherBrowser(browser, sellerId, listing.id);
  await expect(page.getByText(`New order from ${second.store} (${second.phone})`)).toBeVisible({ timeout: 5000 });
  await expectUnseen(page, 2, narrow);
  await expect.poll(() => page.evaluate(() => (window as unknown as { chimes: number }).chimes)).toBe(2);
  const third = await orderFromAnotherBrowser(browser, sellerId, listing.id);
  await expect(page.getByText(`New order from ${third.store}`)).toBeVisible({ timeout: 5000 });
  await expectUnseen(page, 3, narrow);
  await expect(page).toHaveTitle(`(3) ${baseTitle}`);
  if (narrow) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Orders' }).getByTestId('unseen-orders-badge')).toHaveText('3');
  }
  await page.screenshot({ path: testInfo.outputPath('notice-dashboard.png') });

  // Opening Orders (a link, no reload) clears the badge and the title, shows the new orders, and opens no second stream.
  await page.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expectUnseen(page, 0, narrow);
  await expect(page).toHaveTitle(baseTitle);
  await expect(page.getByText(third.store).first()).toBeVisible();
  await expect(page.getByText(first.store).first()).toBeVisible();
  // An order that arrives while Orders is open is seen at once: the list refreshes, nothing is left to count.
  const fourth = await orderFromAnotherBrowser(browser, sellerId, listing.id);
  await expect(page.getByText(`New order from ${fourth.store}`)).toBeVisible({ timeout: 5000 });
  await expect(page.getByText(fourth.store).first()).toBeVisible();
  await expectUnseen(page, 0, narrow);
  await expect(page).toHaveTitle(baseTitle);
  expect(streams.length).toBe(1);
  await page.screenshot({ path: testInfo.outputPath('notice-orders.png') });
  // Cleared for good: a reload on another page shows no count.
  await page.goto('/WholesellerHome');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectUnseen(page, 0, narrow);
  await expect(page).toHaveTitle(baseTitle);
});
