import { expect, test } from '@playwright/test';
import { freshPhone, signIn } from '../support/demo';
import { catalogueProducts } from '../support/beyond';
import { codeOf, joinedMember, typeDigits } from '../support/team';
import { registerRetailer, storeListings } from '../support/storefront';

test('a booker books an order for a new retailer, who then sees it in My Orders', async ({
  page,
  browser,
  request,
}) => {
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
  await page
    .getByRole('button', { name: `Add ${product.product_name}` })
    .first()
    .click();
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
  // How many in all, over the list's pages (one retailer: one page, no page buttons).
  await expect(page.getByText('1 retailer', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
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

test('a booker pastes a list (one line with a typo) into the booking cart and places the order', async ({
  page,
  request,
}) => {
  // Three products of different molecules named "<molecule> <strength>mg ...", so each line names one product.
  const { listings } = await storeListings(request);
  const seen = new Set<string>();
  const picked = listings
    .filter((l) => {
      const molecule = l.product_name.split(/ \d/)[0];
      if (seen.has(molecule) || !/ \d+mg/.test(l.product_name) || molecule.split(' ')[0].length < 7) return false;
      seen.add(molecule);
      return true;
    })
    .slice(0, 3);
  expect(picked).toHaveLength(3);
  const written = picked.map((l) => {
    const [molecule, strength] = l.product_name.split(/ (?=\d)/);
    return { molecule: molecule.toLowerCase(), strength: strength.split(' ')[0].replace(/mg$/, '') };
  });
  // The first line with a letter dropped from its molecule, as typed on a phone.
  const typoed = written[0].molecule.slice(0, 3) + written[0].molecule.slice(4);
  const lines = [
    `${typoed} ${written[0].strength} x 2`,
    `3 box ${written[1].molecule} ${written[1].strength}`,
    `${written[2].molecule} ${written[2].strength} - 4`,
  ];
  const quantities = [2, 3, 4];

  const retailer = await registerRetailer(request);
  const booker = await joinedMember(request, 'booker', `Booker ${freshPhone().slice(-4)}`);
  await signIn(page, booker.phone, booker.pin);
  await expect(page).toHaveURL(/\/bookOrder$/);
  await page.getByLabel('Search retailers by store name or phone').fill(retailer.phone);
  await page.getByRole('button', { name: `Book for ${retailer.store}` }).click();
  await expect(page.getByText(`Booking for ${retailer.store}`)).toBeVisible();

  await page.getByRole('button', { name: 'Quick order' }).click();
  const paste = page.getByRole('dialog', { name: 'Quick order' });
  await paste.getByLabel('Paste your list').fill(lines.join('\n'));
  await paste.getByRole('button', { name: 'Find products' }).click();
  const review = page.getByRole('dialog', { name: 'Check the products' });
  for (let i = 0; i < 3; i++) {
    await expect(review.getByLabel(`Product for "${lines[i]}"`), lines[i]).toHaveValue(String(picked[i].id));
    await expect(review.getByLabel(`Quantity for "${lines[i]}"`)).toHaveValue(String(quantities[i]));
  }
  await review.getByRole('button', { name: 'Add to cart' }).click();
  await expect(review).toBeHidden();

  // The booking cart has the three lines with their quantities.
  for (let i = 0; i < 3; i++) {
    await expect(page.getByLabel(`Quantity of ${picked[i].product_name}`)).toHaveValue(String(quantities[i]));
  }
  await page.getByRole('button', { name: `Place order for ${retailer.store}` }).click();
  const done = page.getByRole('status').filter({ hasText: 'booked for' });
  await expect(done).toContainText(retailer.store);
  const orderId = (await done.textContent())!.match(/#(\d+)/)![1];
  expect(Number(orderId)).toBeGreaterThan(0);
});
