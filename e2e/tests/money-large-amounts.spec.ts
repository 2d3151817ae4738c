import { expect, test, type Page } from '@playwright/test';
import { formatMoneyIn } from '@dawalink/shared';
import { signIn } from '../support/demo';
import { disposeWorld, moneyWorld, placeOrder, type MoneyWorld } from '../support/money-data';

/*
 * A distributor's large account: a balance of crores with paisa in the statement's half-width cards on a phone. The
 * amount breaks after the currency instead of running out of its card and pushing the page sideways.
 */

const BALANCE = 64_136_304.6;
let world: MoneyWorld;
test.beforeAll(async ({ baseURL }) => {
  world = await moneyWorld(baseURL!, 'Crore Traders');
  // A seller's ledger holds the retailers that have ordered from it: an order, then the balance carried in.
  await placeOrder(world);
  const opened = await world.seller.api.post(`/api/Ledger/${world.retailer.id}/opening`, { data: { amount: BALANCE } });
  expect(opened.status(), await opened.text()).toBe(201);
});
test.afterAll(() => disposeWorld(world));

async function expectWithinCard(page: Page, testId: string, text: string) {
  const figure = page.getByTestId(testId);
  await expect(figure).toHaveText(text);
  await expect(figure.locator('.money')).toBeVisible();
  // Measured in one step in the page: the server's drawn figure and the app's are swapped once the app is in.
  const fits = () =>
    figure.evaluate((element) => {
      const card = element.closest('.page-card')!.getBoundingClientRect();
      const amount = element.querySelector('.money')!.getBoundingClientRect();
      return amount.width > 0 && amount.left >= card.left - 0.5 && amount.right <= card.right + 0.5;
    });
  await expect.poll(fits).toBe(true);
}

for (const language of ['en', 'ur'] as const) {
  test(`the retailer's statement of a crore-sized balance fits its cards (${language})`, async ({ page }) => {
    await signIn(page, world.retailer.phone);
    await expect(page).toHaveURL(/\/(Home|ordersRetailer)$/);
    expect((await page.request.put('/api/auth/language', { data: { language } })).ok()).toBe(true);
    try {
      await page.goto(`/accounts/${world.seller.id}`);
      await expectWithinCard(page, 'ledger-balance', formatMoneyIn(language, BALANCE));
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await page.request.put('/api/auth/language', { data: { language: 'en' } });
    }
  });
}

test("the seller's Receivables and the statement's entries: amounts of crores in every column scroll inside the table, not the page", async ({
  page,
}) => {
  await signIn(page, world.seller.phone);
  await expect(page).toHaveURL(/\/WholesellerHome$/);
  for (const path of ['/receivables', `/receivables/${world.retailer.id}`]) {
    await page.goto(path);
    // A phone shows cards; the table is a wider window's.
    const table = page.locator('main table.money-table:visible').first();
    if ((await table.count()) === 0) continue;
    await expect(table.locator('tbody tr').first()).toContainText(formatMoneyIn('en', BALANCE));
    // Every amount of the first line a billion: the widest a line can be.
    await table
      .locator('tbody tr')
      .first()
      .locator('.money')
      .evaluateAll((amounts) => {
        for (const amount of amounts) amount.textContent = 'Rs. 999,999,999.99';
      });
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth), path).toBe(true);
  }
});
