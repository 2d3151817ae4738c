import { expect, test, type Page } from '@playwright/test';
import { ENGLISH, apiPaths, formatMoney, formatMoneyIn, sumMoney, type Dashboard } from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import { signIn } from '../support/demo';
import { disposeWorld, moneyWorld, placeOrder, type MoneyWorld } from '../support/money-data';

/*
 * The seller's dashboard chart: the daily sales as bars (uPlot, on a canvas hidden from screen readers, the same
 * figures in a table they read), the period's total under it, and a day's sales beside the pointer.
 */

const T = ENGLISH.SELLER_UI;
let world: MoneyWorld;
test.beforeAll(async ({ baseURL }) => {
  world = await moneyWorld(baseURL!, 'Chart Traders');
  await placeOrder(world);
  await placeOrder(world, [1, 2]);
});
test.afterAll(() => disposeWorld(world));

const dashboard = async (days: number) =>
  (await (await world.seller.api.get(`/api${apiPaths.orders.dashboard(world.seller.id, days)}`)).json()) as Dashboard;
const dayLabel = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}`;

/** Points at the i-th of n bars and answers the label beside the pointer. */
async function pointAt(page: Page, i: number, n: number) {
  // The pointer moves within the window: on a phone the chart is below the first screen.
  await page.locator('.dashboard-chart').scrollIntoViewIfNeeded();
  const plot = (await page.locator('.dashboard-chart .u-over').boundingBox())!;
  await page.mouse.move(plot.x + (plot.width * (i + 0.5)) / n, plot.y + plot.height * 0.9);
  return page.locator('.dashboard-chart-tip');
}

test('the dashboard draws the daily sales as bars; pointing at a day shows its sales; the period redraws it', async ({
  page,
}) => {
  await signIn(page, world.seller.phone);
  await expect(page).toHaveURL(/\/WholesellerHome$/);
  await page.goto('/dashboard');

  const month = await dashboard(30);
  const today = month.daily.at(-1)!;
  expect(today.sales).toBeGreaterThan(0);
  const chart = page.locator('.dashboard-page figure');
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(chart.locator('figcaption')).toHaveText(
    T.chartSummary(30, formatMoney(sumMoney(month.daily.map((d) => d.sales)))),
  );
  // The chart fits its card at every width: the page never scrolls sideways.
  const box = (await chart.locator('canvas').boundingBox())!;
  const card = (await chart.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(card.x - 1);
  expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width + 1);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);

  // Today's bar: its day and sales beside the pointer; the first day's too (without sales, Rs. 0).
  const tip = await pointAt(page, month.daily.length - 1, month.daily.length);
  await expect(tip).toHaveText(`${dayLabel(today.day)}${T.sales}: ${formatMoney(today.sales)}`);
  await pointAt(page, 0, month.daily.length);
  await expect(tip).toHaveText(`${dayLabel(month.daily[0].day)}${T.sales}: ${formatMoney(month.daily[0].sales)}`);
  // The screen reader's table holds the same figures.
  await expect(chart.locator('table tbody tr').last()).toHaveText(
    `${dayLabel(today.day)}${today.orders}${formatMoney(today.sales)}`,
    {
      useInnerText: false,
    },
  );
  await page.mouse.move(0, 0);
  await expect(tip).toHaveCount(0);

  // A week: seven bars, the week's total.
  await page.getByRole('button', { name: T.days(7) }).click();
  const week = await dashboard(7);
  await expect(chart.locator('figcaption')).toHaveText(
    T.chartSummary(7, formatMoney(sumMoney(week.daily.map((d) => d.sales)))),
  );
  await expect(chart.locator('table tbody tr')).toHaveCount(7);
  await expect(await pointAt(page, 6, 7)).toHaveText(`${dayLabel(today.day)}${T.sales}: ${formatMoney(today.sales)}`);
});

test("in Urdu: the chart's words and amounts are Urdu, and a long name in a top list breaks instead of pushing the page sideways", async ({
  page,
}) => {
  await signIn(page, world.seller.phone);
  await expect(page).toHaveURL(/\/WholesellerHome$/);
  expect((await page.request.put('/api/auth/language', { data: { language: 'ur' } })).ok()).toBe(true);
  try {
    await page.goto('/dashboard');
    const month = await dashboard(30);
    const today = month.daily.at(-1)!;
    const chart = page.locator('.dashboard-page figure');
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(chart.locator('figcaption')).toHaveText(
      URDU.SELLER_UI.chartSummary(30, formatMoneyIn('ur', sumMoney(month.daily.map((d) => d.sales)))),
    );
    await expect(await pointAt(page, month.daily.length - 1, month.daily.length)).toHaveText(
      `${dayLabel(today.day)}${URDU.SELLER_UI.sales}: ${formatMoneyIn('ur', today.sales)}`,
    );
    // Bootstrap's right-to-left build has no .text-break: the Urdu sheet gives the top lists' names their breaks.
    const name = page.getByRole('region', { name: URDU.SELLER_UI.topProducts }).locator('td.text-break').first();
    await expect(name).toHaveCSS('overflow-wrap', 'anywhere');
    await name.evaluate((cell) => (cell.textContent = 'Amoxicillin+ClavulanicAcid625mgTabletsBlisterPack6x10Strips'));
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
  } finally {
    await page.request.put('/api/auth/language', { data: { language: 'en' } });
  }
});
