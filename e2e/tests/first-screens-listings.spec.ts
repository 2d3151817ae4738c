import { expect, test, type Page } from '@playwright/test';
import { BREAKPOINT_NARROW, ENGLISH, FIRST_SCREEN_ANSWERS_ID, FIRST_SCREEN_ATTRIBUTE } from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import { DEMO } from '../support/demo';
import { isMobile } from '../support/storefront';

/*
 * The catalogue selection (/SelectProducts, server/src/plugins/first-screens-listings.ts) comes drawn with the
 * seller's own first page of the catalogue: a phone shows the product names before the scripts have loaded, and the
 * app, starting from the answers the HTML carries, shows the same rows, boxes and page links in the same places.
 */

/** The page's first API calls (the count and page 1): the HTML carries both, so the app must ask for neither. */
const CATALOGUE_CALLS = /\/api\/Admin\/products\//;

/**
 * The demo seller signed in, the device in `language`. The demo seller's own language is left as it is, since other
 * specs sign in with it side by side: the server draws in the device's language (its cookie), and the app's
 * `/api/auth/me` answers `language` for this page only.
 */
async function signInIn(page: Page, baseURL: string, language: 'en' | 'ur') {
  await page.context().addCookies([{ name: 'language', value: language, url: baseURL }]);
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
  expect((await page.request.post('/api/auth/login', { data: { phone: DEMO.seller, pin: DEMO.pin } })).status()).toBe(
    200,
  );
  await page.route('**/api/auth/me', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { user?: Record<string, unknown> };
    if (body.user) body.user.language = language;
    await route.fulfill({ response, json: body });
  });
}

/** Holds the scripts back until the returned function is called: the page as the server drew it. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
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

interface Shown {
  what: string;
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * What the page shows, in document order: the heading, the search row's buttons, every cell of the table's header
 * and rows (the product names, the tick boxes), the page links and the tips; each with its words and box. The search
 * field is left out: drawn, a box shows its placeholder; the page's field holds it as a placeholder.
 */
function shownOn(page: Page): Promise<Shown[]> {
  return page.locator('main').evaluate((main) => {
    const out: Shown[] = [];
    const parts = main.querySelectorAll(
      'h1, .sticky-search .btn, th, td, td label, .tick-box, .page-item, .tips-card h2, .tips-card li',
    );
    for (const element of parts) {
      if (!element.checkVisibility()) continue;
      const box = element.getBoundingClientRect();
      out.push({
        what: `${element.tagName.toLowerCase()}.${element.className}`,
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

/** The first difference of the app's from the drawn (same words, each edge within a pixel), or null. */
function firstDifference(drawn: Shown[], app: Shown[]): string | null {
  if (drawn.length !== app.length) return `${drawn.length} parts drawn, ${app.length} in the app`;
  for (const [i, d] of drawn.entries()) {
    const a = app[i];
    const near = (p: number, q: number) => Math.abs(p - q) <= 1;
    if (d.what !== a.what) return `${i}: ${d.what} drawn, ${a.what} in the app`;
    if (
      d.text !== a.text ||
      !near(d.x, a.x) ||
      !near(d.y, a.y) ||
      !near(d.width, a.width) ||
      !near(d.height, a.height)
    ) {
      return `${i} (${d.what}): drawn ${JSON.stringify(d)}, app ${JSON.stringify(a)}`;
    }
  }
  return null;
}

for (const language of ['en', 'ur'] as const) {
  test(`/SelectProducts in ${language}: drawn with the seller's first page of the catalogue, the app shows the same in place`, async ({
    page,
    baseURL,
  }) => {
    const t = language === 'ur' ? URDU : ENGLISH;
    const T = t.LISTINGS_UI;
    const width = isMobile() ? 400 : 1280;
    await signInIn(page, baseURL!, language);
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
    expect(drawn.filter((s) => s.what === 'label.tick-box').length).toBe(50);
    await page.screenshot({ path: test.info().outputPath(`drawn-${language}-${width}.png`) });

    release();
    await expect(page.locator('#root')).not.toHaveAttribute(FIRST_SCREEN_ATTRIBUTE);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('checkbox', { name: T.selectProduct(await names.first().innerText()) })).toBeVisible();
    // Every part with the same words, within a pixel of its place and size.
    await settled(page);
    await expect.poll(async () => firstDifference(drawn, await shownOn(page))).toBeNull();
    await page.screenshot({ path: test.info().outputPath(`app-${language}-${width}.png`) });
    expect(asked).toEqual([]);
    // The page's own field takes keys: the first screen's `inert` went with it.
    await page.getByRole('searchbox', { name: T.searchProducts }).fill('para');
    await expect(page.getByRole('searchbox', { name: T.searchProducts })).toHaveValue('para');
  });
}

test('the drawn table switches columns where the page does, at its 1000 px breakpoint', async ({ page, baseURL }) => {
  await signInIn(page, baseURL!, 'en');
  for (const width of [BREAKPOINT_NARROW - 1, BREAKPOINT_NARROW]) {
    await page.setViewportSize({ width, height: 800 });
    await page.unroute('**/*.js');
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
