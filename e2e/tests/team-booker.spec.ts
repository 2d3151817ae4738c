import { expect, test } from '@playwright/test';
import { freshPhone, signIn } from '../support/demo';
import { catalogueProducts } from '../support/beyond';
import { codeOf, joinedMember, typeDigits } from '../support/team';

test('a booker books an order for a new retailer, who then sees it in My Orders', async ({ page, browser, request }) => {
  const bookerName = `Booker ${freshPhone().slice(-4)}`;
  const booker = await joinedMember(request, 'booker', bookerName);
  const product = (await catalogueProducts(request))[0];

  await signIn(page, booker.phone, booker.pin);
  await expect(page).toHaveURL(/\/bookOrder$/);
  await expect(page.getByRole('heading', { name: 'Book an order' })).toBeVisible();

  // A new retailer at the counter: their details and PIN, then the code texted to them and read out.
  const phone = freshPhone();
  const store = `Counter Pharmacy ${phone.slice(-4)}`;
  await page.getByRole('button', { name: 'Register a new retailer' }).click();
  await page.getByLabel('Retailer phone No').fill(phone);
  await page.getByLabel('Retailer name', { exact: true }).fill('Nadia Khan');
  await page.getByLabel('Store name', { exact: true }).fill(store);
  await page.getByLabel('Address', { exact: true }).fill('Main Bazar, Lahore');
  await typeDigits(page, 'Retailer Pin', '2468');
  await page.getByRole('button', { name: 'Send code to retailer' }).click();
  await typeDigits(page, 'OTP', await codeOf(request, phone));
  await page.getByRole('button', { name: 'Verify and register' }).click();
  await expect(page.getByText(`Booking for ${store}`)).toBeVisible();

  // The seller's own list, searched; two of the product; placed for the retailer.
  await page.getByLabel('Search your products').fill(product.product_name);
  await page.getByRole('button', { name: `Add ${product.product_name}` }).first().click();
  await page.getByLabel(`Quantity of ${product.product_name}`).fill('2');
  await page.getByRole('button', { name: `Place order for ${store}` }).click();
  const done = page.getByRole('status').filter({ hasText: 'booked for' });
  await expect(done).toContainText(store);
  const orderId = (await done.textContent())!.match(/#(\d+)/)![1];

  // The retailer was texted the order number.
  const texts = (await (await request.get(`/api/dev/sms?phone=${phone}`)).json()) as Array<{ text: string }>;
  expect(texts.at(-1)!.text).toContain(`#${orderId}`);

  // The booker's retailers: this one, ordered today; their own booking listed.
  await page.goto('/myRetailers');
  const retailerRow = page.getByRole('row').filter({ hasText: store }).first();
  await expect(retailerRow).toContainText('today');
  await expect(page.getByRole('table', { name: 'My bookings' })).toContainText(`#${orderId}`);

  // The retailer signs in with the PIN they typed and sees the order, booked by the booker.
  const retailerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const retailer = await retailerContext.newPage();
  await signIn(retailer, phone, '2468');
  await expect(retailer).toHaveURL(/\/ordersRetailer/);
  await expect(retailer.getByText(`Booked by ${bookerName}`).first()).toBeVisible();
  // The order's number: its own cell at 1280 px, "No. {id}" on the card at 400 px.
  await expect(retailer.getByRole('main')).toContainText(new RegExp(`(^|\\D)${orderId}(\\D|$)`));
  await retailerContext.close();
});
