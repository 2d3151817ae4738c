import { expect, test, type Page } from '@playwright/test';
import { ENGLISH, FIRST_SCREEN_ATTRIBUTE, type Catalogue } from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import {
  deviceIn,
  expectDrawnWithAnswers,
  figureDifferences,
  holdScripts,
  signInIn,
  type Figure,
} from '../support/first-screens';
import { disposeWorld, invoiceOrder, isMobile, moneyWorld, placeOrder, type MoneyWorld } from '../support/money-data';

/*
 * The pages whose largest part is their figures (server/src/plugins/first-screens-data.ts) come drawn with the
 * signed-in person's own figures in their HTML: a phone shows the totals before the scripts have loaded, and the
 * app, starting from the answers the HTML carries, shows the same figures in the same places.
 */

let world: MoneyWorld;
/** The order not invoiced yet: its invoice page is the seller's Issue invoice form. */
let openOrder = 0;
test.beforeAll(async ({ baseURL }) => {
  world = await moneyWorld(baseURL!, 'First Figures');
  // Two invoiced orders and an open one: a balance, an open order and the dashboard's sales.
  await invoiceOrder(world, await placeOrder(world));
  await invoiceOrder(world, await placeOrder(world, [1, 2]));
  openOrder = await placeOrder(world, [2, 2]);
});
test.afterAll(() => disposeWorld(world));

/**
 * The heading's and figures' texts and places, by what each is (the list below them comes with the app only). Read
 * in one call: the page's embedded answers are taken only within 15 s of its load (web/src/lib/prefetch.ts), and a
 * round trip per figure on a busy machine spent most of them while the scripts were held.
 */
async function figuresOf(page: Page, more = ''): Promise<Figure[]> {
  const selector = `main h1, main [data-testid], .dashboard-figure .fs-4${more ? `, ${more}` : ''}`;
  const figures = await page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden')
      .map((e, i) => {
        const box = e.getBoundingClientRect();
        return {
          key: e.getAttribute('data-testid') ?? `${e.tagName} ${i}`,
          text: (e.textContent ?? '').trim(),
          x: Math.round(box.x + window.scrollX),
          y: Math.round(box.y + window.scrollY),
        };
      }),
  );
  // One a key (of two with the same, the last): the app's figure is taken by it.
  return [...new Map(figures.map((figure) => [figure.key, figure])).values()];
}

for (const language of ['en', 'ur'] as const) {
  const pages: Array<{
    name: string;
    side: 'seller' | 'retailer';
    path: () => string;
    heading: (t: Catalogue) => string;
    /** More of the page's figures than the headings and totals. */
    figures?: string;
  }> = [
    // The order desk: the counts, and on a phone the orders' cards.
    {
      name: 'Orders',
      side: 'seller',
      path: () => '/orders',
      heading: (t) => t.SELLER_UI.orders,
      figures: '.status-count, .order-card .fw-semibold, .order-card .money, .order-card .badge',
    },
    { name: 'Receivables', side: 'seller', path: () => '/receivables', heading: (t) => t.MONEY_UI.receivables },
    // An order not invoiced yet: the seller's form with its lines, the retailer's line that it is not.
    {
      name: 'invoice to issue',
      side: 'seller',
      path: () => `/invoice/${openOrder}`,
      heading: (t) => t.MONEY_UI.invoiceFor(openOrder),
      // The supplied boxes left out: drawn, a box shows the quantity; the page's field holds it as its value.
      figures: 'main .page-card > p, main td:nth-child(-n+2), main .badge',
    },
    {
      name: 'invoice not issued yet',
      side: 'retailer',
      path: () => `/invoice/${openOrder}`,
      heading: (t) => t.MONEY_UI.invoiceFor(openOrder),
      figures: 'main .empty-state, main .badge',
    },
    {
      name: "a retailer's statement",
      side: 'seller',
      path: () => `/receivables/${world.retailer.id}`,
      heading: () => world.retailer.store,
    },
    { name: 'Dashboard', side: 'seller', path: () => '/dashboard', heading: (t) => t.SELLER_UI.dashboard },
    { name: 'Accounts', side: 'retailer', path: () => '/accounts', heading: (t) => t.MONEY_UI.accounts },
    {
      name: "a supplier's statement",
      side: 'retailer',
      path: () => `/accounts/${world.seller.id}`,
      heading: () => world.seller.name,
    },
  ];
  for (const p of pages) {
    test(`the ${p.side}'s ${p.name} in ${language}: drawn with its figures, the app shows the same in place`, async ({
      page,
      baseURL,
    }) => {
      const t = language === 'ur' ? URDU : ENGLISH;
      const path = p.path();
      await deviceIn(page, baseURL!, language);
      await signInIn(page, language, { phone: p.side === 'seller' ? world.seller.phone : world.retailer.phone });
      await expectDrawnWithAnswers(page, path);

      // The scripts held back: the page as the server drew it.
      const release = await holdScripts(page);
      // No API call the page makes first may be needed: the HTML carries the answers.
      const asked: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/(Ledger|Dashboard|OrdersCategory|Orders\/\d+)/.test(request.url())) asked.push(request.url());
      });
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 })).toContainText(p.heading(t));
      await expect(
        page.locator('main .money, main .status-count, main td, main .badge').filter({ visible: true }).first(),
      ).toHaveText(/\S/);
      const drawn = await figuresOf(page, p.figures);
      expect(drawn.length).toBeGreaterThan(1);
      await page.screenshot({ path: test.info().outputPath(`drawn-${language}-${isMobile() ? 400 : 1280}.png`) });

      release();
      await expect(page.locator('#root')).not.toHaveAttribute(FIRST_SCREEN_ATTRIBUTE);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      // Each figure with the same words, within a pixel of its place; the app may show more.
      await expect
        .poll(async () => figureDifferences(drawn, await figuresOf(page, p.figures), { byKey: true, more: true }))
        .toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`app-${language}-${isMobile() ? 400 : 1280}.png`) });
      expect(asked).toEqual([]);
    });
  }
}
