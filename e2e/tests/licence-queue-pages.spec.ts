import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { licenceApiPaths, PAGE_SIZE } from '@dawalink/shared';
import { DEMO, signIn } from '../support/demo';
import { createRetailer } from '../support/seller-data';

/**
 * The admin's licence queue asks the server for one page of 50 at a time: more rejected licences than a page hold
 * (the Rejected filter, which no other journey uses, so their pending and verified cards stay on the first page).
 */

let admin: APIRequestContext;

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, info) => {
  // Registration hashes a PIN per retailer: a page and one more take a while.
  info.setTimeout(300_000);
  const baseURL = info.project.use.baseURL!;
  admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post('/api/auth/login', { data: { phone: DEMO.admin, pin: DEMO.pin } })).ok()).toBe(true);
  const rejected = (await (await admin.get(`/api${licenceApiPaths.queuePage('rejected', 1)}`)).json()) as {
    total: number;
  };
  for (let i = rejected.total; i <= PAGE_SIZE; i++) {
    const retailer = await createRetailer(baseURL, `Queue Pharmacy ${i}`);
    const recorded = await retailer.api.put(`/api/Retailers/${retailer.id}/licence`, {
      data: { number: `DSL-${retailer.id}`, type: 'pharmacy', province: 'Punjab', expires: '2099-06-30' },
    });
    expect(recorded.ok(), await recorded.text()).toBe(true);
    const review = await admin.put(`/api/Admin/licences/${retailer.id}`, {
      data: { status: 'rejected', reason: 'Photo unreadable' },
    });
    expect(review.ok(), await review.text()).toBe(true);
    await retailer.api.dispose();
  }
});
test.afterAll(async () => {
  await admin?.dispose();
});

test('the admin pages through the licence queue, 50 licences a page', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/Admin/licences')) asked.push(new URL(r.url()).search);
  });
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/AdminPanel$/);
  await page.goto('/AdminLicences');
  await page.getByRole('button', { name: 'Rejected' }).click();

  // The server's own count and order, read after the screen asked for them.
  const queue = (await (await admin.get(`/api/Admin/licences?status=rejected&offset=0&limit=200`)).json()) as {
    total: number;
    rows: Array<{ store: string }>;
  };
  expect(queue.total).toBeGreaterThan(PAGE_SIZE);
  const cards = page.locator('.licence-queue-card');
  await expect(page.getByText(`${queue.total} in total`)).toBeVisible();
  await expect(cards).toHaveCount(PAGE_SIZE);
  await expect(cards.first()).toHaveAttribute('aria-label', queue.rows[0].store);

  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('button', { name: 'Page 2' }).or(pages.getByLabel('Page 2')).first().click();
  await expect(cards.first()).toHaveAttribute('aria-label', queue.rows[PAGE_SIZE].store);
  await expect(cards).toHaveCount(Math.min(PAGE_SIZE, queue.total - PAGE_SIZE));
  await expect(page.getByText(`${queue.total} in total`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('licence-queue-page-2.png'), fullPage: true });

  // Each call asked for one page; none for the whole queue.
  expect(asked.length).toBeGreaterThan(0);
  for (const search of asked) expect(search).toMatch(/[?&]limit=50(&|$)/);
  expect(asked).toContain(`?status=rejected&offset=${PAGE_SIZE}&limit=${PAGE_SIZE}`);
});
