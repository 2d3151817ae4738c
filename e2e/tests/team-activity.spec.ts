import { expect, test, type Page } from '@playwright/test';
import { formatMoneyIn, PAGE_SIZE } from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import { DEMO, freshPhone, signIn } from '../support/demo';
import { joinedMember } from '../support/team';
import { addListings, createRetailer, createSeller } from '../support/seller-data';
import { expectNoEnglish, expectUrdu } from '../support/urdu';

/** The owner's Activity: who did what on the seller's side, as sentences, 50 a page, the owner's alone. */

/** A screenshot to look at, named by the project's width (the window only, for a page of 50 rows). */
async function shot(page: Page, name: string, fullPage = true) {
  await page.screenshot({
    path: test.info().outputPath(`team-activity-${test.info().project.name}-${name}.png`),
    fullPage,
  });
}

async function expectNoOverflow(page: Page) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(wide, 'the page scrolls sideways').toBeLessThanOrEqual(1);
}

test('an owner reads who did what as sentences, pages to the second 50, and a clerk sees no way to it', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // An owner of its own (the other project runs this beside it: the demo owner's record would grow meanwhile), a
  // clerk of theirs (the request context ends signed in as them), then enough role changes of theirs by the owner for
  // a second page: the newest record is a role change, and the clerk's joining is the third on page 2.
  const seller = await createSeller(baseURL!, 'Activity Owner');
  const name = `Activity Clerk ${freshPhone().slice(-4)}`;
  const clerk = await joinedMember(request, 'clerk', name, undefined, seller.api);
  const members = (await (await seller.api.get('/api/Team')).json()) as Array<{ id: number; phone: string }>;
  const memberId = members.find((m) => m.phone === clerk.phone)!.id;
  const changes = PAGE_SIZE + 2;
  for (let i = 0; i < changes; i++) {
    const res = await seller.api.put(`/api/Team/${memberId}`, { data: { role: i % 2 === 0 ? 'booker' : 'clerk' } });
    expect(res.status(), await res.text()).toBe(200);
  }
  const first = (await (await seller.api.get(`/api/Team/audit?offset=0&limit=${PAGE_SIZE}`)).json()) as {
    total: number;
    rows: Array<{ actor_name: string; member_id: number | null }>;
  };
  const total = first.total;
  expect(total).toBeGreaterThan(changes);
  const owner = first.rows[0].actor_name;
  expect(first.rows[0].member_id).toBeNull();

  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/Team/audit')) asked.push(new URL(r.url()).search);
  });
  await signIn(page, seller.phone);
  await expect(page).toHaveURL(/\/WholesellerHome$/);
  await page.goto('/team');
  await page.getByRole('link', { name: 'Activity: who did what' }).click();
  await expect(page).toHaveURL(/\/team\/activity$/);
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();

  const rows = page.getByRole('table', { name: 'Activity' }).locator('tbody tr');
  await expect(page.getByText(`1-${PAGE_SIZE} of ${total}`, { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(PAGE_SIZE);
  await expect(rows.first()).toContainText(`Changed the role of ${name} to Order clerk`);
  await expect(rows.nth(1)).toContainText(`Changed the role of ${name} to Order booker`);
  await expect(rows.first()).toContainText(`${owner} (Owner)`);
  // Sentences, never the action's code or the record's raw detail.
  for (const text of await rows.allInnerTexts()) expect(text).not.toMatch(/team\.|\{|"| is now /);
  await expectNoOverflow(page);
  await shot(page, 'en-page1', false);

  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByLabel('Page 2').click();
  const secondCount = Math.min(PAGE_SIZE, total - PAGE_SIZE);
  await expect(rows).toHaveCount(secondCount);
  await expect(
    page.getByText(`${PAGE_SIZE + 1}-${PAGE_SIZE + secondCount} of ${total}`, { exact: true }),
  ).toBeVisible();
  await expect(rows.nth(changes - PAGE_SIZE)).toContainText(`Added ${name} to the team as Order clerk`);
  await expect(rows.first()).toBeInViewport();
  await expectNoOverflow(page);
  await shot(page, 'en-page2');
  expect(asked).toEqual(
    expect.arrayContaining([`?offset=0&limit=${PAGE_SIZE}`, `?offset=${PAGE_SIZE}&limit=${PAGE_SIZE}`]),
  );

  // A clerk: no Team page, no link to Activity, and the address sends them to their own first page.
  await page.context().clearCookies();
  await signIn(page, clerk.phone, clerk.pin);
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('link', { name: /Activity|Team/ })).toHaveCount(0);
  await page.goto('/team/activity');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: 'Activity' })).toHaveCount(0);
});

test('a seller reads their activity in Urdu, right to left: a payment, a price change, a new member and a new product, with the statement linked', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // A seller of its own: the account's language is Urdu, and the demo seller stays in English for the other specs.
  const seller = await createSeller(baseURL!, 'Activity Traders');
  const [listing] = await addListings(seller, 'Syrup', 1);
  const newPrice = listing.total_price + 1;
  expect(
    (
      await seller.api.put(`/api/MedicalProducts/${listing.id}`, {
        data: { total_price: newPrice, offer: 5, bonus: '' },
      })
    ).status(),
  ).toBe(200);
  const memberPhone = freshPhone();
  expect(
    (
      await seller.api.post('/api/Team', { data: { phone: memberPhone, name: 'Nadia Accounts', role: 'accountant' } })
    ).status(),
  ).toBe(201);
  const retailer = await createRetailer(baseURL!, 'Activity Shop');
  const order = await retailer.api.post('/api/Orders', {
    data: { wholeseller_id: seller.id, items: [{ listing_id: listing.id, quantity: 1 }] },
  });
  expect(order.ok(), await order.text()).toBe(true);
  const paid = await seller.api.post(`/api/Ledger/${retailer.id}/payments`, {
    data: { amount: 500, method: 'cash', reference: '' },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const me = (await (await seller.api.get('/api/auth/me')).json()) as {
    user: { busniess_name?: string; full_name?: string };
  };

  const login = await page.request.post('/api/auth/login', { data: { phone: seller.phone, pin: DEMO.pin } });
  expect(login.status()).toBe(200);
  expect((await page.request.put('/api/auth/language', { data: { language: 'ur' } })).status()).toBe(200);
  const UR = URDU.TEAM_UI;
  await page.goto('/team');
  await page.getByRole('link', { name: UR.activityLink }).click({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: UR.activity, level: 1 })).toBeVisible();
  await expectUrdu(page);

  const rows = page.getByRole('table', { name: UR.activity }).locator('tbody tr');
  // Newest first; adding the listing was the seller's first recorded action.
  await expect(rows).toHaveCount(4);
  await expect(page.getByText(UR.activityRange(1, 4, 4), { exact: true })).toBeVisible();
  await expect(rows.nth(0)).toContainText(UR.did.payment(formatMoneyIn('ur', 500), retailer.store));
  await expect(rows.nth(1)).toContainText(UR.did.teamAdd('Nadia Accounts', UR.role.accountant));
  await expect(rows.nth(2)).toContainText(UR.did.listingPrice(listing.product_name, formatMoneyIn('ur', newPrice)));
  await expect(rows.nth(3)).toContainText(UR.did.listingAdd);
  await page.waitForLoadState('networkidle');
  await expectNoEnglish(
    page,
    [
      retailer.store,
      listing.product_name,
      'Nadia Accounts',
      me.user.busniess_name ?? '',
      me.user.full_name ?? '',
      'Test Seller',
    ],
    'Activity',
  );
  await expectNoOverflow(page);
  await shot(page, 'ur');

  await rows.nth(0).getByRole('link', { name: UR.viewStatement }).click();
  await expect(page).toHaveURL(new RegExp(`/receivables/${retailer.id}$`));
  await seller.api.dispose();
  await retailer.api.dispose();
});
