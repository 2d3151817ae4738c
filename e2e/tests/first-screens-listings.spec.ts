import { expect, test, type Page } from '@playwright/test';
import { BREAKPOINT_NARROW, ENGLISH, FIRST_SCREEN_ATTRIBUTE, SELLER_LIST_FIRST_LINES } from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import { DEMO } from '../support/demo';
import {
  deviceIn,
  expectDrawnWithAnswers,
  figureDifferences,
  holdScripts,
  SCRIPTS,
  signInIn,
  type Figure,
} from '../support/first-screens';
import { isMobile } from '../support/storefront';

/*
 * The catalogue selection (/SelectProducts, server/src/plugins/first-screens-listings.ts) comes drawn with the
 * seller's own first page of the catalogue: a phone shows the product names before the scripts have loaded, and the
 * app, starting from the answers the HTML carries, shows the same rows, boxes and page links in the same places. The
 * product list (/WholesellerHome) comes drawn with its first lines, which the app shows until the whole list is in.
 */

/** The page's first API calls (the count and page 1): the HTML carries both, so the app must ask for neither. */
const CATALOGUE_CALLS = /\/api\/Admin\/products\//;

/**
 * The demo seller signed in, the device in `language`: the server draws in the device's language (its cookie), and
 * the demo seller, which other specs share, keeps its own.
 */
async function demoSellerIn(page: Page, baseURL: string, language: 'en' | 'ur') {
  await deviceIn(page, baseURL, language);
  await signInIn(page, language, { phone: DEMO.seller, shared: true });
}

/**
 * The demo seller in `language`, `path`'s HTML checked as drawn with its answers; the page's words, and the window's
 * width for the screenshots' names.
 */
async function drawnForDemoSeller(page: Page, baseURL: string, language: 'en' | 'ur', path: string) {
  await demoSellerIn(page, baseURL, language);
  await expectDrawnWithAnswers(page, path);
  const t = language === 'ur' ? URDU : ENGLISH;
  return { t, T: t.LISTINGS_UI, width: isMobile() ? 400 : 1280 };
}

/**
 * Once the fonts are in and a frame is drawn with them. The Urdu face is `optional`: on a busy machine the drawn page
 * was read in the fallback's measures (a box a few pixels shorter) and the app's in the face's; each read follows
 * the face's load (which a page in Urdu preloads), so both are read in the same font.
 */
async function settled(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await frame();
    if (document.documentElement.dir === 'rtl')
      await document.fonts.load('1rem "Noto Naskh Arabic"', 'ے').catch(() => []);
    await document.fonts.ready;
    await frame();
  });
}

/** The catalogue selection's parts: the heading, the search row's buttons, the table's cells, the page links, the tips. */
const SELECT_PRODUCTS_PARTS =
  'h1, .sticky-search .btn, th, td, td label, .tick-box, .page-item, .tips-card h2, .tips-card li';
/** The product list's: the heading and its buttons, the table's cells and each line's state. */
const PRODUCT_LIST_PARTS = 'h1, h1 + div .btn, th, td, td select';

/**
 * What the page shows of `parts`, in document order, each with what it is (its key), its words and box. The search
 * field is left out: drawn, a box shows its placeholder; the page's field holds it as a placeholder.
 */
function shownOn(page: Page, parts: string): Promise<Figure[]> {
  return page.locator('main').evaluate((main, selector) => {
    const out: Figure[] = [];
    for (const element of main.querySelectorAll(selector)) {
      if (!element.checkVisibility()) continue;
      const box = element.getBoundingClientRect();
      out.push({
        key: `${element.tagName.toLowerCase()}.${element.className}`,
        // A drop-down's words are its chosen option's (its text is every option's).
        text:
          element instanceof HTMLSelectElement
            ? (element.selectedOptions[0]?.text ?? '')
            : (element.textContent ?? '').trim(),
        x: Math.round(box.x),
        y: Math.round(box.y),
        width: Math.round(box.width),
        height: Math.round(box.height),
      });
    }
    return out;
  }, parts);
}

for (const language of ['en', 'ur'] as const) {
  test(`/SelectProducts in ${language}: drawn with the seller's first page of the catalogue, the app shows the same in place`, async ({
    page,
    baseURL,
  }) => {
    const { T, width } = await drawnForDemoSeller(page, baseURL!, language, '/SelectProducts');

    const release = await holdScripts(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (CATALOGUE_CALLS.test(request.url())) asked.push(request.url());
    });
    await page.goto('/SelectProducts', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.addProducts);
    const names = page.locator('main td label').filter({ visible: true });
    await expect(names.first()).toHaveText(/\S/);
    // The columns of this width: ID, Offer and Bonus only on a wide window (the page's optional columns).
    await expect(page.locator('main thead th').filter({ visible: true })).toHaveCount(isMobile() ? 4 : 7);
    await expect(page.getByText(T.searchCatalogue, { exact: true })).toBeVisible();
    // Nothing in it takes input, and no name is a label of a box a script could tick before the page's own are in.
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.locator('[placeholder], input, [for]')).toHaveCount(0);
    await settled(page);
    const drawn = await shownOn(page, SELECT_PRODUCTS_PARTS);
    expect(drawn.filter((s) => s.key === 'label.tick-box').length).toBe(50);
    await page.screenshot({ path: test.info().outputPath(`drawn-${language}-${width}.png`) });

    release();
    await expect(page.locator('#root')).not.toHaveAttribute(FIRST_SCREEN_ATTRIBUTE);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('checkbox', { name: T.selectProduct(await names.first().innerText()) })).toBeVisible();
    // Every part with the same words, within a pixel of its place and size.
    await settled(page);
    await expect.poll(async () => figureDifferences(drawn, await shownOn(page, SELECT_PRODUCTS_PARTS))).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`app-${language}-${width}.png`) });
    expect(asked).toEqual([]);
    // The page's own field takes keys: the first screen's `inert` went with it.
    await page.getByRole('searchbox', { name: T.searchProducts }).fill('para');
    await expect(page.getByRole('searchbox', { name: T.searchProducts })).toHaveValue('para');
  });
}

for (const language of ['en', 'ur'] as const) {
  test(`/WholesellerHome in ${language}: drawn with the list's first lines, the app shows them in place until the whole list is in`, async ({
    page,
    baseURL,
  }) => {
    const { t, T, width } = await drawnForDemoSeller(page, baseURL!, language, '/WholesellerHome');

    // The whole list is held back too: the app must show the first lines as drawn, with nothing else to draw from.
    // (The whole list's longest names then widen a column by a few pixels: a table's columns fit all its rows.)
    let wholeList = () => {};
    const wholeListHeld = new Promise<void>((resolve) => (wholeList = resolve));
    await page.route(/\/api\/WholesellerCategory\/\d+$/, async (route) => {
      await wholeListHeld;
      await route.continue();
    });
    const release = await holdScripts(page);
    const firstLinesAsked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/WholesellerCategory\/\d+\?first=/.test(request.url())) firstLinesAsked.push(request.url());
    });
    await page.goto('/WholesellerHome', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.productList);
    const lines = page.locator('main tbody tr:not(.group-heading)').filter({ visible: true });
    await expect(lines).toHaveCount(SELLER_LIST_FIRST_LINES);
    // The columns of this width: ID, Offer, Bonus and Stock only on a wide window, the View columns "+" on a narrow one.
    await expect(page.locator('main thead th').filter({ visible: true })).toHaveCount(isMobile() ? 4 : 7);
    // Nothing in it takes input or is named for a script to pick: a line's state, Edit or Delete waits for the page's.
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.locator('[placeholder], input, [for]')).toHaveCount(0);
    await settled(page);
    const drawn = await shownOn(page, PRODUCT_LIST_PARTS);
    expect(drawn.filter((s) => s.key?.startsWith('select.')).length).toBe(SELLER_LIST_FIRST_LINES);
    await page.screenshot({ path: test.info().outputPath(`list-drawn-${language}-${width}.png`) });

    release();
    await expect(page.locator('#root')).not.toHaveAttribute(FIRST_SCREEN_ATTRIBUTE);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    // Every drawn part with the same words, within a pixel of its place and size.
    await settled(page);
    await expect.poll(async () => figureDifferences(drawn, await shownOn(page, PRODUCT_LIST_PARTS))).toEqual([]);
    await expect(lines).toHaveCount(SELLER_LIST_FIRST_LINES);
    // A search looks through the whole list: it waits for it.
    await page.getByRole('searchbox', { name: T.search }).fill('zzz-no-such-product');
    await expect(page.getByRole('status', { name: T.loadingProducts })).toBeVisible();
    await page.getByRole('searchbox', { name: T.search }).fill('');
    wholeList();
    // The demo seller lists more than the first lines (other specs may add to it): all are rows, under the size a list
    // is drawn virtualised at.
    await expect.poll(() => lines.count()).toBeGreaterThan(SELLER_LIST_FIRST_LINES);
    await page.screenshot({ path: test.info().outputPath(`list-app-${language}-${width}.png`) });
    expect(firstLinesAsked).toEqual([]);
    // The page's own controls: a line's state by its name, and the search, which looks through the whole list.
    await expect(page.getByRole('combobox').first()).toBeVisible();
    await page.getByRole('searchbox', { name: T.search }).fill('zzz-no-such-product');
    await expect(page.getByText(t.MSG.dataNotFound)).toBeVisible();
  });
}

test('the drawn tables switch columns where the pages do, at their 1000 px breakpoint', async ({ page, baseURL }) => {
  await demoSellerIn(page, baseURL!, 'en');
  // Each page and a control of its own, in once the app has taken over.
  const pages = [
    { path: '/SelectProducts', own: page.getByRole('checkbox') },
    { path: '/WholesellerHome', own: page.getByRole('combobox') },
  ];
  for (const { path, own } of pages) {
    for (const width of [BREAKPOINT_NARROW - 1, BREAKPOINT_NARROW]) {
      await page.setViewportSize({ width, height: 800 });
      await page.unroute(SCRIPTS);
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: 'commit' });
      const columns = page.locator('main thead th').filter({ visible: true });
      await expect(columns, `${path} at ${width} px`).toHaveCount(width < BREAKPOINT_NARROW ? 4 : 7);
      const drawn = await columns.allInnerTexts();
      release();
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(own.first()).toBeVisible();
      expect(await columns.allInnerTexts(), `${path} at ${width} px`).toEqual(drawn);
    }
  }
});
