import { expect, test, type Page } from '@playwright/test';
import { lineNet } from '@dawalink/shared';
import { signIn } from '../support/demo';
import {
  addProducts,
  isMobile,
  money,
  openCart,
  paisaTotal,
  registerRetailer,
  STORE,
  storeListings,
} from '../support/storefront';

/** The cart of the store as the page keeps it in local storage: [listing id, quantity] per line. */
async function storedLines(page: Page) {
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('cartItems'))) ?? '{}') as Record<
    string,
    Array<{ id: number; quantity: number }>
  >;
  return (stored[STORE] ?? []).map((i) => [i.id, i.quantity]);
}

test('the search box stays on screen once the page is scrolled', async ({ page }) => {
  await page.goto(`/${STORE}`);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(search).toBeInViewport();
  await page.getByRole('table').getByRole('button', { name: 'Add', exact: true }).first().waitFor();
  // Well past the 200 px where the search sticks; scrolled again until the page (which may still be swapping its
  // server-drawn first screen for the app's) is long enough to be there.
  await expect.poll(async () => page.evaluate(() => (window.scrollTo(0, 1500), window.scrollY))).toBeGreaterThan(600);
  await expect(search).toBeInViewport();
  // Under the store's sticky header, not behind it.
  const header = (await page.locator('.store-navbar').boundingBox())!;
  const box = (await search.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  // It still searches from down there.
  await search.fill('zzzz-nothing');
  await expect(page.getByText('No Data Found')).toBeVisible();
});

test('the cart shows its running total: in the header on a small screen, in the panel on a wide one', async ({
  page,
  request,
}) => {
  const { listings } = await storeListings(request);
  await page.goto(`/${STORE}`);
  await addProducts(page, 2, 2);
  const total = money(
    paisaTotal([
      [listings[0].total_price, 2, listings[0].offer],
      [listings[1].total_price, 2, listings[1].offer],
    ]),
  );
  if (isMobile()) {
    const cartButton = page.getByRole('button', { name: /^Cart:/ });
    await expect(cartButton).toContainText('2');
    await expect(cartButton).toContainText(total);
    await expect(cartButton.getByText(total)).toBeVisible();
  } else {
    await expect((await openCart(page)).getByTestId('cart-total')).toHaveText(total);
  }
});

test('a quantity of 0 or less explains itself, and one far above normal asks first', async ({ page, request }) => {
  const { listings } = await storeListings(request);
  await page.goto(`/${STORE}`);
  if (isMobile()) {
    await page.getByRole('table').getByRole('button', { name: 'Add', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Select Quantity' });
    const quantity = dialog.getByRole('spinbutton', { name: 'Quantity' });
    // The line total follows the quantity, offer taken off.
    await quantity.fill('12');
    await expect(dialog.getByTestId('quantity-line-total')).toHaveText(
      money(lineNet(listings[0].total_price, 12, listings[0].offer)),
    );
    for (const typed of ['0', '-4']) {
      await quantity.fill(typed);
      await expect(dialog.getByRole('alert')).toHaveText('Enter a quantity of 1 or more');
      await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
      await expect(quantity).toHaveValue(typed);
    }
    await quantity.fill('1500');
    await expect(dialog.getByRole('alert')).toContainText('1,500 is far more than usual');
    await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(quantity).toHaveValue('1');
    await quantity.fill('1500');
    await dialog.getByRole('button', { name: 'Yes, 1,500, add' }).click();
    await expect(dialog).toBeHidden();
    expect(await storedLines(page)).toEqual([[listings[0].id, 1500]]);
  } else {
    await addProducts(page, 1);
    const panel = await openCart(page);
    const quantity = panel.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('0');
    await expect(panel.getByRole('alert')).toHaveText('Enter a quantity of 1 or more');
    // The line keeps its quantity until a good one is typed.
    expect(await storedLines(page)).toEqual([[listings[0].id, 1]]);
    await quantity.fill('7');
    await expect(panel.getByRole('alert')).toHaveCount(0);
    expect(await storedLines(page)).toEqual([[listings[0].id, 7]]);
    await quantity.fill('2000');
    await expect(panel.getByRole('alert')).toContainText('2,000 is far more than usual');
    expect(await storedLines(page)).toEqual([[listings[0].id, 7]]);
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(quantity).toHaveValue('7');
    await quantity.fill('2000');
    await panel.getByRole('button', { name: 'Yes, 2,000' }).click();
    await expect(panel.getByRole('alert')).toHaveCount(0);
    expect(await storedLines(page)).toEqual([[listings[0].id, 2000]]);
    await expect(panel.getByTestId('cart-total')).toHaveText(
      money(lineNet(listings[0].total_price, 2000, listings[0].offer)),
    );
  }
});

test("a visitor's menu has no My Orders or Profile; a signed-in retailer's has both", async ({ page, request }) => {
  await page.goto(`/${STORE}`);
  if (isMobile()) await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Orders' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Profile' })).toHaveCount(0);

  const retailer = await registerRetailer(request);
  await signIn(page, retailer.phone, retailer.pin);
  await expect(page).toHaveURL(/\/ordersRetailer$/);
  await page.goto(`/${STORE}`);
  if (isMobile()) await page.getByRole('button', { name: 'Menu' }).click();
  const nav = page.locator('#store-nav');
  await expect(nav.getByRole('link', { name: 'My Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Register' })).toHaveCount(0);
});
