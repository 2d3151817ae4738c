import { expect, test } from '@playwright/test';
import { MSG } from '@dawalink/shared';
import { DEMO, fillDigits, freshPhone, latestCode, signIn } from '../support/demo';
import {
  addProducts,
  checkout,
  headingsBrokenInsideWords,
  isMobile,
  money,
  openCart,
  paisaTotal,
  registerRetailer,
  STORE,
  storeListings,
} from '../support/storefront';

test('a new visitor registers at checkout and the order reaches the seller with the right total', async ({
  page,
  request,
  browser,
}) => {
  const { sellerId, listings } = await storeListings(request);
  await page.goto(`/${STORE}`);
  await expect(page.getByRole('heading', { name: 'Karachi Medical Traders' })).toBeVisible();
  await addProducts(page, 2, 3);
  const expected = paisaTotal([
    [listings[0].total_price, 3, listings[0].offer],
    [listings[1].total_price, 3, listings[1].offer],
  ]);
  const panel = await openCart(page);
  await expect(panel.getByTestId('cart-total')).toHaveText(money(expected));
  await panel.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(new RegExp(`/phoneVerification/${STORE}$`));
  const phone = freshPhone();
  await page.getByLabel('Phone No').fill(phone);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/otpVerification/${STORE}$`));
  // The code step is the one of registration and PIN reset: Resend OTP (after the server's wait) and a way back.
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change phone number' })).toHaveAttribute(
    'href',
    `/phoneVerification/${STORE}`,
  );
  await page.getByRole('button', { name: 'Resend OTP' }).click();
  await expect(page.getByText('OTP Sent').first()).toBeVisible();
  await fillDigits(page, 'OTP', await latestCode(page, phone));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/RetailerSignupCheckout/${STORE}$`));
  await expect(page.getByLabel('Phone')).toHaveValue(phone);
  await expect(page.getByLabel('Phone')).toHaveAttribute('readonly', '');
  // Beside the button: the store, the lines and the total the order commits to (the offer taken off).
  const summary = page.getByRole('region', { name: 'Your Order' });
  await expect(summary.getByRole('heading', { name: 'Your order from Karachi Medical Traders' })).toBeVisible();
  await expect(summary.getByRole('listitem')).toHaveCount(2);
  await expect(summary.getByRole('listitem').first()).toContainText(listings[0].product_name);
  await expect(summary.getByRole('listitem').first()).toContainText('× 3');
  await expect(summary.getByTestId('summary-total')).toHaveText(money(expected));
  // The form checks its fields with the spec's messages before anything is sent.
  await page.getByRole('button', { name: 'Register and Place Order' }).click();
  await expect(page.getByText('Full Name is Required')).toBeVisible();
  await expect(page.getByText('Enter your store name')).toBeVisible();
  await expect(page.getByText('Address is Required')).toBeVisible();
  await page.getByLabel('Address').fill('Short');
  await page.getByRole('button', { name: 'Register and Place Order' }).click();
  await expect(page.getByText('Please enter your complete address')).toBeVisible();

  const store = `New Buyer ${phone.slice(-5)}`;
  await page.getByLabel('Full Name').fill('New Buyer');
  await page.getByLabel('Store Name').fill(store);
  await page.getByLabel('Address').fill('Shop 4, Saddar Market, Karachi');
  await fillDigits(page, 'Pin', '1357');
  await page.getByRole('button', { name: 'Register and Place Order' }).click();

  await expect(page).toHaveURL(new RegExp(`/orderplacedsucessfully/${STORE}$`));
  await expect(page.getByText('Retailer Registered Successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully' })).toBeVisible();
  // The page says what was ordered, as the server recorded it, who to call and what happens next.
  await expect(page.getByTestId('order-number')).toHaveText(/^Order No\. \d+$/);
  const placed = page.getByRole('region', { name: 'Your Order' });
  await expect(placed.getByRole('listitem')).toHaveCount(2);
  await expect(placed.getByTestId('summary-total')).toHaveText(money(expected));
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(page.getByRole('link', { name: DEMO.seller })).toHaveAttribute('href', `tel:${DEMO.seller}`);
  // The cart of this store is empty now.
  expect(await page.evaluate(() => localStorage.getItem('cartItems'))).not.toContain('"id"');

  // The seller sees it in /orders with the total the server computed from its own prices.
  const sellerContext = await browser.newContext({ viewport: page.viewportSize()! });
  const sellerPage = await sellerContext.newPage();
  await signIn(sellerPage, DEMO.seller);
  await expect(sellerPage).toHaveURL(/\/WholesellerHome$/);
  const found = (await (
    await sellerPage.request.get(`/api/OrdersCategory/seller/search/${sellerId}/${encodeURIComponent(store)}`)
  ).json()) as Array<{
    total: number;
    store: string;
    status: string;
  }>;
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({ total: expected, store, status: 'Pending' });
  await sellerPage.goto('/orders');
  await expect(sellerPage.getByText(store).first()).toBeVisible();
  await expect(sellerPage.getByText(money(expected)).first()).toBeVisible();
  await sellerContext.close();
});

test('a known retailer orders through the PIN step and the Order Confirmation', async ({ page, request }) => {
  const retailer = await registerRetailer(request);
  const { listings } = await storeListings(request);
  await page.goto(`/${STORE}`);
  await addProducts(page, 1, 2);
  await checkout(page);

  await expect(page).toHaveURL(/\/phoneVerification\//);
  await page.getByLabel('Phone No').fill(retailer.phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/PINVerification/${STORE}$`));
  await expect(page.getByRole('link', { name: 'Forgot PIN' })).toHaveAttribute('href', `/retailerForgotPin/${STORE}`);

  // A wrong PIN is refused (the sign-in rules apply), the right one goes on.
  await fillDigits(page, 'Pin', '0000');
  await page.getByRole('button', { name: 'Verify PIN' }).click();
  await expect(page.getByText("PIN doesn't Match, Try again")).toBeVisible();
  await fillDigits(page, 'Pin', retailer.pin);
  await page.getByRole('button', { name: 'Verify PIN' }).click();

  const dialog = page.getByRole('dialog', { name: 'Order Confirmation' });
  await expect(dialog).toBeVisible();
  for (const header of ['Product', 'Unit Price', 'Qty', 'T.P'])
    await expect(dialog.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  // The headings break at spaces only (at 400 px the table is tight).
  expect(await headingsBrokenInsideWords(dialog)).toEqual([]);
  await expect(dialog.getByText(listings[0].product_name)).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Subtotal/ })).toContainText(
    money(paisaTotal([[listings[0].total_price, 2, listings[0].offer]])),
  );
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order Placed Successfully').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/orderplacedsucessfully/${STORE}$`));
});

test('a signed-in retailer orders from the dialog; the order-placed page stays until My Orders is chosen', async ({
  page,
  request,
}) => {
  const retailer = await registerRetailer(request);
  await signIn(page, retailer.phone, retailer.pin);
  await expect(page).toHaveURL(/\/ordersRetailer$/);
  await expect(page.getByText('No Orders have been Placed')).toBeVisible();

  await page.goto(`/${STORE}`);
  await addProducts(page, 3);
  await checkout(page);
  const dialog = page.getByRole('dialog', { name: 'Order Confirmation' });
  await expect(dialog.getByRole('row')).toHaveCount(5);
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/orderplacedsucessfully\//);
  const number = (await page.getByTestId('order-number').textContent())!.replace(/\D/g, '');
  await expect(page.getByRole('region', { name: 'Your Order' }).getByRole('listitem')).toHaveCount(3);
  // No run-away: the page is still there after the spec's 5 s.
  await page.waitForTimeout(6000);
  await expect(page).toHaveURL(/\/orderplacedsucessfully\//);
  await page.getByRole('link', { name: 'My Orders' }).last().click();
  await expect(page).toHaveURL(/\/ordersRetailer$/);
  await expect(page.getByText(number).first()).toBeVisible();
  await expect(page.getByText('Karachi Medical Traders').first()).toBeVisible();
  await expect(page.getByText('Pending').first()).toBeVisible();

  // The visit went to Recent Visited Suppliers.
  await page.goto('/Home');
  await expect(page.getByRole('link', { name: /Karachi Medical Traders/ })).toBeVisible();
});

test("a wholesaler's phone is refused and an empty cart cannot check out", async ({ page }) => {
  await page.goto(`/${STORE}`);
  await checkout(page);
  await expect(page.getByText('Add items to your cart')).toBeVisible();
  if (isMobile()) await page.keyboard.press('Escape');
  await addProducts(page, 1);
  await checkout(page);
  await page.getByLabel('Phone No').fill('12');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter a Valid phone no')).toBeVisible();
  await page.getByLabel('Phone No').fill(DEMO.seller2);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This Number is Registered as Wholesaler')).toBeVisible();
  await expect(page).toHaveURL(/\/phoneVerification\//);
});

test('an order whose answer was lost keeps its key while the cart is the same, and gets a new one once the cart is edited', async ({
  page,
  request,
}) => {
  const retailer = await registerRetailer(request);
  const { listings } = await storeListings(request);
  await signIn(page, retailer.phone, retailer.pin);
  await expect(page).toHaveURL(/\/ordersRetailer$/);
  await page.goto(`/${STORE}`);
  await addProducts(page, 1, 2);

  // The first two sends reach the server (which places the order) but their answers never come back.
  const keys: string[] = [];
  let answersToLose = 2;
  await page.route('**/api/Orders', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key']);
    if (answersToLose > 0) {
      answersToLose--;
      await route.fetch();
      return route.abort('failed');
    }
    return route.continue();
  });
  await checkout(page);
  const dialog = page.getByRole('dialog', { name: 'Order Confirmation' });
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText(MSG.errorOccurred).first()).toBeVisible();
  // A retry of the same cart is the same request: same key, the server answers the order it placed (nothing doubles).
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect.poll(() => keys.length).toBe(2);
  expect(keys[1]).toBe(keys[0]);

  // The buyer edits the cart (one more of the first product, one of the second) and places it.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  if (isMobile()) await page.keyboard.press('Escape');
  await addProducts(page, 2, 1);
  await checkout(page);
  await expect(dialog.getByRole('row')).toHaveCount(4);
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/orderplacedsucessfully\//);
  expect(keys).toHaveLength(3);
  expect(keys[2]).not.toBe(keys[0]);
  // What was placed is the edited cart, as the server recorded it; the lost order stays what it was.
  const placed = page.getByRole('region', { name: 'Your Order' });
  await expect(placed.getByRole('listitem')).toHaveCount(2);
  await expect(placed.getByRole('listitem').first()).toContainText('× 3');
  await expect(placed.getByTestId('summary-total')).toHaveText(
    money(
      paisaTotal([
        [listings[0].total_price, 3, listings[0].offer],
        [listings[1].total_price, 1, listings[1].offer],
      ]),
    ),
  );
  const orders = (await (await page.request.get(`/api/OrdersCategory/${retailer.id}`)).json()) as Array<{
    total: number;
  }>;
  expect(orders.map((o) => o.total).sort((a, b) => a - b)).toEqual(
    [
      paisaTotal([[listings[0].total_price, 2, listings[0].offer]]),
      paisaTotal([
        [listings[0].total_price, 3, listings[0].offer],
        [listings[1].total_price, 1, listings[1].offer],
      ]),
    ].sort((a, b) => a - b),
  );
});
