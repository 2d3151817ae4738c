import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { UI_MSG } from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import { DEMO } from '../support/demo';

/*
 * Nothing moves while a signed-in page loads, in English and in Urdu: the first layout painted is the last (what
 * Lighthouse's cumulative layout shift counts; a mobile score of 95 needs it near 0). Each page is loaded cold (no
 * HTTP cache: the stylesheets, the Urdu font and the app arrive as on a first visit) on a phone-sized window with the
 * CPU four times slower, and its layout shifts are summed as Lighthouse sums them (not those after input).
 *
 * Read only: the demo accounts, signed in once per role. The account's language is the page's (the app draws a
 * signed-in account in its own: app/language-root.tsx) through `GET /api/auth/me` answered in it here, so the shared
 * demo accounts other specs use keep theirs.
 */
const LIMIT = 0.05;
const LANGUAGES = ['en', 'ur'] as const;
type Lang = (typeof LANGUAGES)[number];

/** A context signed in as `phone` (its cookies shared with its pages). */
async function signedIn(context: BrowserContext, phone: string) {
  const login = await context.request.post('/api/auth/login', { data: { phone, pin: DEMO.pin } });
  expect(login.status()).toBe(200);
}

/** The page's layout-shift sum once it has loaded and settled, with each shift's moved nodes for the message. */
async function loadAndMeasure(page: Page, path: string, lang: Lang, baseURL: string) {
  await page.context().addCookies([{ name: 'language', value: lang, url: baseURL }]);
  await page.addInitScript((l) => localStorage.setItem('language', l), lang);
  await page.route('**/api/auth/me', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { user?: Record<string, unknown> };
    if (body.user) body.user.language = lang;
    await route.fulfill({ response, json: body });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => document.documentElement.lang), `${path} in ${lang}`).toBe(lang);
  return page.evaluate(
    () =>
      new Promise<{ sum: number; moved: string[] }>((resolve) => {
        const moved: string[] = [];
        let sum = 0;
        const name = (node: Node | null) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')} "${(node.textContent ?? '').trim().slice(0, 30)}"`
            : 'a removed node';
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: Array<{ node: Node | null }>;
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            sum += entry.value;
            moved.push(
              `${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${(entry.sources ?? []).map((s) => name(s.node)).join(', ')}`,
            );
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ sum, moved }), 100);
      }),
  );
}

async function expectStable(context: BrowserContext, paths: string[], baseURL: string) {
  for (const lang of LANGUAGES) {
    for (const path of paths) {
      const page = await context.newPage();
      const { sum, moved } = await loadAndMeasure(page, path, lang, baseURL);
      expect.soft(sum, `${path} in ${lang} moved:\n${moved.join('\n')}`).toBeLessThanOrEqual(LIMIT);
      await page.close();
    }
  }
}

test('the seller pages load without moving, in English and Urdu', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 400, height: 800 } });
  await signedIn(context, DEMO.seller);
  const me = (await (await context.request.get('/api/auth/me')).json()) as { user: { id: number } };
  const orders = (await (await context.request.get(`/api/OrdersCategory/seller/${me.user.id}/0/50`)).json()) as unknown;
  const rows = (Array.isArray(orders) ? orders : (Object.values(orders as object).find(Array.isArray) ?? [])) as Array<{
    id: number;
  }>;
  expect(rows.length).toBeGreaterThan(0);
  await expectStable(context, ['/orders', '/WholesellerHome', `/invoice/${rows[0].id}`, '/team', '/profile'], baseURL!);
  await context.close();
});

test("Receivables keeps the totals' place while they load: a slow answer moves nothing, in English and Urdu", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 400, height: 800 } });
  await signedIn(context, DEMO.seller);
  for (const lang of LANGUAGES) {
    const page = await context.newPage();
    // The list and its totals come a second and a half after the page has drawn its search and sort.
    await page.route(/\/api\/Ledger(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const { sum, moved } = await loadAndMeasure(page, '/receivables', lang, baseURL!);
    expect.soft(sum, `/receivables in ${lang} moved:\n${moved.join('\n')}`).toBeLessThanOrEqual(LIMIT);
    await expect(page.getByTestId('receivables-total')).toHaveText(/\d/);
    await page.close();
  }
  await context.close();
});

test('the admin pages load without moving, in English and Urdu', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 400, height: 800 } });
  await signedIn(context, DEMO.admin);
  await expectStable(context, ['/AdminPanel', '/AdminApprovals', '/ViewRetailers'], baseURL!);
  await context.close();
});

test('the retailer pages load without moving, in English and Urdu', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 400, height: 800 } });
  await signedIn(context, DEMO.retailer);
  await expectStable(context, ['/checkout', '/retailerProfile', '/ordersRetailer'], baseURL!);
  await context.close();
});

/*
 * The seller's bar on a 1280 px desk: one row in either language (it took two in English, and grew as its links
 * arrived), with the spec's Products, Orders, Profile and Logout on it and the less-used pages under "More".
 */
test("the seller's top bar holds one row at 1280 px, in English and Urdu", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await signedIn(context, DEMO.seller);
  for (const lang of LANGUAGES) {
    const nav = lang === 'en' ? UI_MSG.nav : URDU.UI_MSG.nav;
    const page = await context.newPage();
    const { sum, moved } = await loadAndMeasure(page, '/orders', lang, baseURL!);
    expect.soft(sum, `/orders at 1280 px in ${lang} moved:\n${moved.join('\n')}`).toBeLessThanOrEqual(LIMIT);
    const bar = page.getByRole('navigation', { name: nav.main });
    for (const name of [nav.products, nav.orders, nav.profile])
      await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(bar.getByRole('button', { name: nav.logout })).toBeVisible();
    await expect(bar.getByRole('button', { name: nav.menu })).toBeHidden();
    // Every item of the bar on one line (the same middle), and no label broken over two: a second line would add a
    // line's height, more than the few pixels the Urdu script's glyphs and the current page's underline vary by.
    const measure = (selector: string) =>
      bar.locator(selector).evaluateAll((all) =>
        all.map((item) => ({
          text: item.textContent?.trim(),
          top: item.getBoundingClientRect().top,
          height: item.getBoundingClientRect().height,
        })),
      );
    const links = await measure('.navbar-nav > .nav-link, .nav-more-toggle');
    const items = [...(await measure('.navbar-brand, .language-switch')), ...links];
    expect(links.length, `${lang}: the bar's links`).toBeGreaterThanOrEqual(7);
    const middles = items.map((b) => b.top + b.height / 2);
    expect(Math.max(...middles) - Math.min(...middles), `${lang}: one row ${JSON.stringify(items)}`).toBeLessThan(4);
    const heights = links.map((b) => b.height);
    expect(
      Math.max(...heights) - Math.min(...heights),
      `${lang}: no label on two lines ${JSON.stringify(links)}`,
    ).toBeLessThan(Math.min(...heights) / 2);
    // The folded pages open from "More" and are links by their names.
    await bar.getByRole('button', { name: nav.more }).click();
    await expect(bar.getByRole('link', { name: nav.team, exact: true })).toBeVisible();
    await bar.getByRole('link', { name: nav.myRetailers, exact: true }).click();
    await expect(page).toHaveURL(/\/myRetailers$/);
    await expect(bar.getByRole('link', { name: nav.team, exact: true })).toBeHidden();
    await page.close();
  }
  await context.close();
});
