import { expect, test } from '@playwright/test';
import { catalogueProducts, newRetailer, newSeller, orderStreamOpened, signInAs } from '../support/beyond';

test("a new order placed in another browser appears on the seller's screen within 2 seconds", async ({
  page,
  request,
  browser,
}) => {
  // A seller of our own with one listing, signed in on the dashboard.
  const seller = await newSeller(request);
  await signInAs(page, seller.phone, seller.pin);
  const [product] = await catalogueProducts(request);
  const added = await page.request.post('/api/MedicalProducts', {
    data: { product_id: product.product_id, offer: 0, bonus: 'None', total_price: 150 },
  });
  expect(added.status(), await added.text()).toBe(200);
  const streamOpened = orderStreamOpened(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Top retailers' })).toBeVisible();
  await streamOpened;
  const sellerId = Number(
    JSON.parse(decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'user')!.value)).id,
  );
  const listing = (
    (await (await page.request.get(`/api/WholesellerCategory/${sellerId}`)).json()) as Array<{ id: number }>
  )[0];

  // A retailer in a second browser context places an order through the API.
  const retailerContext = await browser.newContext();
  const { store } = await newRetailer(retailerContext.request);
  const started = Date.now();
  const placed = await retailerContext.request.post('/api/Orders', {
    data: { wholeseller_id: sellerId, items: [{ listing_id: listing.id, quantity: 2 }] },
    headers: { 'Idempotency-Key': `beyond-${Date.now()}` },
  });
  expect(placed.status(), await placed.text()).toBe(200);

  await expect(page.getByText(`New order from ${store}`)).toBeVisible({ timeout: 2000 });
  expect(Date.now() - started).toBeLessThan(2000);
  // The dashboard refreshed itself: the order counts in the figures.
  await expect(page.getByRole('region', { name: 'Sales today' })).toContainText('Rs. 300/-');
  await retailerContext.close();
});
