import { expect, test } from '@playwright/test';
import { DEMO, freshPhone, signIn } from '../support/demo';
import { codeOf, typeDigits } from '../support/team';

test('the owner adds an order clerk, who joins by SMS code and PIN, prints orders but cannot edit prices', async ({
  page,
  browser,
}) => {
  const phone = freshPhone();
  const name = `Clerk ${phone.slice(-4)}`;

  // The owner adds the clerk on the Team page: pending until they join.
  await signIn(page, DEMO.seller);
  await expect(page).toHaveURL(/\/WholesellerHome$/);
  await page.goto('/team');
  await expect(page.getByRole('heading', { name: 'Team', exact: true })).toBeVisible();
  await page.getByLabel('Phone No').fill(phone);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Role', { exact: true }).selectOption('clerk');
  await page.getByRole('button', { name: 'Add member' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByLabel(`Role of ${name}`)).toHaveValue('clerk');

  // The clerk, on their own phone: join, verify the code, set a PIN; signed in on the orders.
  const clerkContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const clerk = await clerkContext.newPage();
  await clerk.goto('/');
  await clerk.getByRole('link', { name: 'Join a team' }).click();
  // The sign-in page has a Phone No too: wait for the join page (its chunk may still be loading) before typing.
  await expect(clerk.getByRole('heading', { name: 'Join a team' })).toBeVisible();
  await clerk.getByLabel('Phone No').fill(phone);
  await clerk.getByRole('button', { name: 'Send Code' }).click();
  await typeDigits(clerk, 'OTP', await codeOf(clerk.request, phone));
  await clerk.getByRole('button', { name: 'Verify' }).click();
  await typeDigits(clerk, 'New Pin', '8642');
  await typeDigits(clerk, 'Confirm Pin', '8642');
  await clerk.getByRole('button', { name: 'Join team' }).click();
  await expect(clerk).toHaveURL(/\/orders$/);

  // The nav has the clerk's pages only.
  const menu = clerk.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await expect(clerk.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
  for (const hidden of ['Products', 'Price List', 'Team', 'Book an order', 'Dashboard']) {
    await expect(clerk.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }

  // Printing: choose an order, Print, the slip shows.
  const box = clerk.getByRole('checkbox', { name: /^Select order \d+$/ }).first();
  await box.check();
  await clerk.getByRole('button', { name: 'Print' }).click();
  await expect(clerk).toHaveURL(/\/printorders$/);
  await expect(clerk.locator('.order-slip')).toHaveCount(1);

  // The product list is not theirs: the page sends them back, and the server refuses a price change.
  await clerk.goto('/WholesellerHome');
  await expect(clerk).toHaveURL(/\/orders$/);
  const me = (await (await clerk.request.get('/api/auth/me')).json()).user as { id: number; role: string };
  expect(me.role).toBe('clerk');
  const listing = (
    (await (await page.request.get(`/api/WholesellerCategory/${me.id}`)).json()) as Array<{
      id: number;
      total_price: number;
      offer: number;
      bonus: string;
    }>
  )[0];
  const refused = await clerk.request.put(`/api/MedicalProducts/${listing.id}`, {
    data: { total_price: 1, offer: listing.offer, bonus: listing.bonus },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toContain('role');

  // The owner sees the clerk joined; removing them signs them out at once.
  await page.reload();
  await expect(row.getByText('Joined')).toBeVisible();
  await row.getByRole('button', { name: `Remove ${name}` }).click();
  await page.getByRole('dialog', { name: 'Remove member' }).getByRole('button', { name: 'Remove' }).click();
  await expect(row).toHaveCount(0);
  expect((await clerk.request.get('/api/auth/me')).status()).toBe(401);
  await clerkContext.close();
});
