import { expect, test, type Page } from '@playwright/test';
import { BREAKPOINT_NARROW, ENGLISH, FIRST_SCREEN_ANSWERS_ID, FIRST_SCREEN_ATTRIBUTE } from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import { DEMO } from '../support/demo';
import { deviceIn, figureDifferences, holdScripts, SCRIPTS, signInIn, type Figure } from '../support/first-screens';
import { isMobile } from '../support/storefront';

/*
 * The catalogue selection (/SelectProducts, server/src/plugins/first-screens-listings.ts) comes drawn with the
 * seller's own first page of the catalogue: a phone shows the product names before the scripts have loaded, and the
 * app, starting from the answers the HTML carries, shows the same rows, boxes and page links in the same places.
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

/**
 * What the page shows, in document order: the heading, the search row's buttons, every cell of the table's header
 * and rows (the product names, the tick boxes), the page links and the tips; each with what it is (its key), its words
 * and box. The search field is left out: drawn, a box shows its placeholder; the page's field holds it as a
 * placeholder.
 */
function shownOn(page: Page): Promise<Figure[]> {
  return page.locator('main').evaluate((main) => {
    const out: Figure[] = [];
    const parts = main.querySelectorAll(
      'h1, .sticky-search .btn, th, td, td label, .tick-box, .page-item, .tips-card h2, .tips-card li',
    );
    for (const element of parts) {
      if (!element.checkVisibility()) continue;
      const box = element.getBoundingClientRect();
      out.push({
        key: `${element.tagName.toLowerCase()}.${element.className}`,
        text: (element.textContent ?? '').trim(),
        x: Math.round(box.x),
        y: Math.round(box.y),
        width: Math.round(box.width),
        height: Math.round(box.height),
      });
    }
    return out;
  });
}

for (const language of ['en', 'ur'] as const) {
  test(`/SelectProducts in ${language}: drawn with the seller's first page of the catalogue, the app shows the same in place`, async ({
    page,
    baseURL,
  }) => {
    const t = language === 'ur' ? URDU : ENGLISH;
    const T = t.LISTINGS_UI;
    const width = isMobile() ? 400 : 1280;
    await demoSellerIn(page, baseURL!, language);
    const html = await (await page.request.get('/SelectProducts')).text();
    expect(html).toContain(`<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="page" inert>`);
    expect(html).toContain(`id="${FIRST_SCREEN_ANSWERS_ID}"`);

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
    const drawn = await shownOn(page);
    expect(drawn.filter((s) => s.key === 'label.tick-box').length).toBe(50);
    await page.screenshot({ path: test.info().outputPath(`drawn-${language}-${width}.png`) });

    release();
    await expect(page.locator('#root')).not.toHaveAttribute(FIRST_SCREEN_ATTRIBUTE);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('checkbox', { name: T.selectProduct(await names.first().innerText()) })).toBeVisible();
    // Every part with the same words, within a pixel of its place and size.
    await settled(page);
    await expect.poll(async () => figureDifferences(drawn, await shownOn(page))).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`app-${language}-${width}.png`) });
    expect(asked).toEqual([]);
    // The page's own field takes keys: the first screen's `inert` went with it.
    await page.getByRole('searchbox', { name: T.searchProducts }).fill('para');
    await expect(page.getByRole('searchbox', { name: T.searchProducts })).toHaveValue('para');
  });
}

test('the drawn table switches columns where the page does, at its 1000 px breakpoint', async ({ page, baseURL }) => {
  await demoSellerIn(page, baseURL!, 'en');
  for (const width of [BREAKPOINT_NARROW - 1, BREAKPOINT_NARROW]) {
    await page.setViewportSize({ width, height: 800 });
    await page.unroute(SCRIPTS);
    const release = await holdScripts(page);
    await page.goto('/SelectProducts', { waitUntil: 'commit' });
    const columns = page.locator('main thead th').filter({ visible: true });
    await expect(columns).toHaveCount(width < BREAKPOINT_NARROW ? 4 : 7);
    const drawn = await columns.allInnerTexts();
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    expect(await columns.allInnerTexts()).toEqual(drawn);
  }
});
