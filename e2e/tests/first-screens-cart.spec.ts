import { expect, test, type Page } from '@playwright/test';
import { ENGLISH, FIRST_SCREEN_ATTRIBUTE, formatMoneyIn, linesNetTotal, type Listing } from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import { DEMO } from '../support/demo';
import { deviceIn, figureDifferences, holdScripts, signInIn, type Figure } from '../support/first-screens';
import { registerRetailer, STORE } from '../support/storefront';

/*
 * The cart and the checkout come drawn by the server around the cart's panel (server/src/plugins/
 * first-screens-store.ts), and the device's own small script draws the lines from its storage before the app is in
 * (web/src/first-paint/device-cart.ts): a phone shows the cart seconds before the app's code has loaded, and the
 * app's lines then stand where the drawn ones stood.
 */

/** The texts and places of the page's headings, labels, lines and total, in order. */
async function figuresOf(page: Page): Promise<Figure[]> {
  const out: Figure[] = [];
  for (const figure of await page
    .locator('main h1, main label, .cart-line-name, [data-testid=cart-total], main p.text-muted:not(.small)')
    .filter({ visible: true })
    .all()) {
    const box = (await figure.boundingBox())!;
    out.push({ text: ((await figure.textContent()) ?? '').trim(), x: Math.round(box.x), y: Math.round(box.y) });
  }
  return out;
}

/**
 * The page with the app's scripts held back (the device's cart script goes through, as on a slow phone where it is
 * in long before them); `release` lets them load. Counts the page's own reads of the store's seller.
 */
async function openHeld(page: Page, path: string) {
  const release = await holdScripts(page, '/device-cart-');
  const sellerReads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/api/WholesellerCategory/url/`)) sellerReads.push(r.url());
  });
  await page.goto(path, { waitUntil: 'commit' });
  return { release, sellerReads };
}

/** Two lines of the demo store that show nothing under them (no scheme, no pack size, in stock), as the cart keeps them. */
async function cartOf(page: Page) {
  const seller = (await (await page.request.get(`/api/WholesellerCategory/url/${STORE}`)).json()) as { id: number };
  const listings = (await (
    await page.request.get(`/api/WholesellerCategory/${STORE}/${seller.id}`)
  ).json()) as Listing[];
  return listings
    .filter((l) => !l.scheme && (l.pack_multiple ?? 1) === 1 && l.availability !== 'out_of_stock')
    .slice(0, 2)
    .map((l, i) => ({
      id: l.id,
      product_name: l.product_name,
      manufacturer: l.manufacturer,
      offer: l.offer,
      bonus: l.bonus,
      total_price: l.total_price,
      ...(l.availability ? { availability: l.availability } : {}),
      scheme: null,
      pack_multiple: 1,
      quantity: i + 2,
    }));
}

/** The device in `language`, with the store's cart `cart` in its storage (none: the device opened no store yet). */
async function deviceWithCart(page: Page, baseURL: string, language: 'en' | 'ur', cart: unknown[] | null) {
  await deviceIn(page, baseURL, language);
  if (!cart) return;
  await page.addInitScript(
    ([store, lines]) => {
      localStorage.setItem('cartItems', JSON.stringify({ [store]: lines }));
      localStorage.setItem('lastStoreUrl', JSON.stringify(store));
    },
    [STORE, cart] as const,
  );
}

for (const language of ['en', 'ur'] as const) {
  for (const who of ['visitor', 'retailer'] as const) {
    test(`${who} in ${language}: the cart's lines are drawn before the app, and the app's stand where they stood`, async ({
      page,
      baseURL,
    }) => {
      const t = language === 'ur' ? URDU : ENGLISH;
      if (who === 'retailer') await signInIn(page, language, await registerRetailer(page.request));
      const cart = await cartOf(page);
      expect(cart).toHaveLength(2);
      await deviceWithCart(page, baseURL!, language, cart);
      const total = formatMoneyIn(
        language,
        linesNetTotal(cart.map((l) => ({ price: l.total_price, quantity: l.quantity, offer: l.offer }))),
      );

      for (const path of [`/cart/${STORE}`, '/checkout']) {
        const { release, sellerReads } = await openHeld(page, path);
        await expect(page.locator('#root')).toHaveAttribute(FIRST_SCREEN_ATTRIBUTE, 'page');
        await expect(page.locator('.cart-line-name')).toHaveText(cart.map((l) => l.product_name));
        await expect(page.getByTestId('cart-total')).toHaveText(total);
        // Nothing drawn takes a tap or a key.
        await expect(page.locator('#root')).toHaveAttribute('inert', '');
        await expect(page.getByRole('textbox')).toHaveCount(0);
        await expect(page.getByRole('spinbutton')).toHaveCount(0);
        const drawn = await figuresOf(page);
        await page.screenshot({ path: test.info().outputPath(`${path.split('/')[1]}-${who}-${language}-drawn.png`) });

        release();
        await expect(page.locator('#root')).not.toHaveAttribute(FIRST_SCREEN_ATTRIBUTE);
        await expect(page.locator('#root')).not.toHaveAttribute('inert');
        await expect(page.getByRole('spinbutton', { name: t.SHOP_UI.quantity })).toHaveCount(2);
        await expect.poll(async () => figureDifferences(drawn, await figuresOf(page))).toEqual([]);
        // The cart's page came with its store: the page asked for it only on the checkout, which names no store. (A
        // retailer's device also puts the cart on the server, which reads the store's id for itself: lib/cart-sync.ts.)
        if (who === 'visitor') expect(sellerReads.length > 0).toBe(path === '/checkout');
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        page.removeAllListeners('request');
      }
    });
  }

  test(`a device that opened no store yet, in ${language}: the checkout says so before the app, where the app says it`, async ({
    page,
    baseURL,
  }) => {
    const t = language === 'ur' ? URDU : ENGLISH;
    await deviceWithCart(page, baseURL!, language, null);
    const { release } = await openHeld(page, '/checkout');
    const missing = page.getByText(t.STOREFRONT_MSG.checkoutStoreMissing, { exact: true });
    await expect(missing).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.SHOP_UI.checkout);
    const drawn = await figuresOf(page);
    release();
    await expect(page.locator('#root')).not.toHaveAttribute(FIRST_SCREEN_ATTRIBUTE);
    await expect(page.getByRole('link', { name: t.STOREFRONT_MSG.recentSuppliers })).toBeVisible();
    await expect.poll(async () => figureDifferences(drawn, await figuresOf(page))).toEqual([]);
  });
}

test('until the device has drawn its lines, the panel keeps its total, its button and what follows unseen, in their place', async ({
  page,
  baseURL,
}) => {
  // Painted under the spinner, they moved down as the lines came in: a layout shift on a phone (docs/performance.md).
  const cart = await cartOf(page);
  await deviceWithCart(page, baseURL!, 'en', cart);
  const release = await holdScripts(page);
  await page.goto(`/cart/${STORE}`, { waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveAttribute(FIRST_SCREEN_ATTRIBUTE, 'page');
  const button = page.locator('.cart-panel > button');
  const more = page.getByText(ENGLISH.SHOP_UI.continueShopping, { exact: true });
  await expect(page.locator('.cart-panel h2')).toBeVisible();
  await expect(button).toBeHidden();
  await expect(page.getByTestId('cart-total')).toBeHidden();
  await expect(more).toBeHidden();
  release();
  await expect(page.locator('.cart-line-name').first()).toBeVisible();
  await expect(page.getByRole('button', { name: ENGLISH.SHOP_UI.checkout })).toBeVisible();
  await expect(page.getByRole('link', { name: ENGLISH.SHOP_UI.continueShopping })).toBeVisible();
});

test("a seller's device gets the cart drawn too, with the device's script", async ({ page }) => {
  expect((await page.request.post('/api/auth/login', { data: { phone: DEMO.seller, pin: DEMO.pin } })).status()).toBe(
    200,
  );
  const html = await (await page.request.get(`/cart/${STORE}`)).text();
  expect(html).toContain(`<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="page" inert>`);
  expect(html).toMatch(/<script src="\/static\/js\/device-cart-[\w-]+\.js"><\/script>/);
});
