import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { rmSync } from 'node:fs';
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_MSG, MSG } from '@dawalink/shared';
import { DEMO, fillDigits, freshPhone, signIn } from '../support/demo';
import { addProducts, openCart } from '../support/storefront';
import { apiAs, registerRetailer } from './admin-support';

/*
 * The suite's server runs with ACCOUNT_APPROVAL unset (every account open at once). The approval journeys need
 * ACCOUNT_APPROVAL=all, so this file starts a server of its own for them, on the same build, on E2E_PORT + 40
 * (+1 for the mobile project) with a fresh data directory. E2E_APPROVAL_URL points them at a server already running
 * with ACCOUNT_APPROVAL=all instead.
 */
let approvalServer: ChildProcess | null = null;
let approvalBase = process.env.E2E_APPROVAL_URL ?? '';
let dataDir = '';

test.beforeAll(async () => {
  if (process.env.E2E_APPROVAL_URL) return;
  test.setTimeout(240_000);
  const port = Number(process.env.E2E_PORT ?? 3100) + 40 + (test.info().project.name === 'mobile' ? 1 : 0);
  dataDir = path.join(os.tmpdir(), `dawalink-e2e-approval-${process.pid}-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  approvalBase = `http://127.0.0.1:${port}`;
  approvalServer = spawn(process.execPath, ['../server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEV_OUTBOX: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ACCOUNT_APPROVAL: 'all',
      LOOKUP_IP_PER_MIN: '100000',
      OTP_IP_PER_DAY: '100000',
      LOGIN_IP_MAX: '100000',
      OTP_RESEND_S: '0',
      API_RATE_PER_MIN: '1000000',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${approvalBase}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 200_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (!approvalServer) return;
  const exited = new Promise((resolve) => approvalServer!.once('exit', resolve));
  approvalServer.kill('SIGTERM');
  await exited;
  approvalServer = null;
  rmSync(dataDir, { recursive: true, force: true });
});

async function signInAt(page: Page, base: string, phone: string, pin = DEMO.pin) {
  await page.goto(`${base}/`);
  await page.getByLabel('Phone No').fill(phone);
  await fillDigits(page, 'Pin', pin);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
}

/** Registers a retailer through the API of `ctx` (SMS code from the dev outbox); answers its id. */
async function registerAt(ctx: APIRequestContext, phone: string, store: string, fullName: string, address: string) {
  expect((await ctx.post(`/api/OTP/${phone}`, { data: { purpose: 'register' } })).status()).toBe(200);
  const texts = (await (await ctx.get(`/api/dev/sms?phone=${phone}`)).json()) as Array<{ text: string }>;
  const code = texts.at(-1)!.text.match(/\b(\d{4})\b/)![1];
  const verified = await ctx.post(`/api/OTP/${phone}/verify`, { data: { code, purpose: 'register' } });
  const { verification_token } = (await verified.json()) as { verification_token: string };
  const res = await ctx.post('/api/Retailers', {
    data: { fullName, email: '', phone, store, address, password: DEMO.pin, verification_token },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(res.headers()['x-account-approval']).toBe('waiting');
  return Number(await res.text());
}

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

test('ACCOUNT_APPROVAL=all: a waiting retailer is told so; the admin approves one and rejects its duplicate with a reason', async ({
  page,
  browser,
}, info) => {
  // Three people (two retailers and the admin) and two servers on a machine that may be busy: more than the default.
  test.setTimeout(300_000);
  const api = await request.newContext({ baseURL: approvalBase });
  const suffix = `${info.project.name === 'mobile' ? 'M' : 'D'}${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const store = `Madina Medical ${suffix}`;
  const first = freshPhone();
  const second = freshPhone();
  await registerAt(api, first, store, 'Usman Tariq', 'Shop 4, Saddar Bazar, Rawalpindi');
  await registerAt(api, second, store.toUpperCase(), 'Hamza Iqbal', 'shop 4 saddar bazar rawalpindi');

  // The waiting retailer signs in: a page that says so, not the orders.
  await signInAt(page, approvalBase, first);
  await expect(page.getByRole('heading', { name: ADMIN_MSG.accountWaitingTitle })).toBeVisible();
  await expect(page.getByText(ADMIN_MSG.accountWaitingBody)).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@dawalink.pk' })).toBeVisible();
  await noSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath('waiting-sign-in.png'), fullPage: true });
  await page.getByRole('button', { name: 'Back to Sign In' }).click();
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();

  // The admin: the queue's count in the navigation, the queue with both, flagged as possible duplicates.
  const admin = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await signInAt(admin, approvalBase, DEMO.admin);
  await expect(admin).toHaveURL(/\/AdminPanel$/);
  if (info.project.name === 'mobile') await admin.getByRole('button', { name: 'Menu' }).click();
  const queueLink = admin.getByRole('link', { name: /^Approvals \d+ waiting$/ });
  await expect(queueLink).toBeVisible();
  await queueLink.click();
  await expect(admin).toHaveURL(/\/AdminApprovals$/);
  await expect(admin.getByRole('heading', { name: 'Approval Queue' })).toBeVisible();
  const firstCard = admin.getByRole('listitem').filter({ hasText: first });
  const secondCard = admin.getByRole('listitem').filter({ hasText: second });
  await expect(firstCard).toContainText(store);
  await expect(firstCard).toContainText('Registered');
  await expect(firstCard.getByText(ADMIN_MSG.possibleDuplicate)).toBeVisible();
  await expect(firstCard).toContainText(`${ADMIN_MSG.matchesStoreAddress} as ${store.toUpperCase()}`);
  await noSidewaysScroll(admin);
  await admin.screenshot({ path: info.outputPath('approval-queue.png'), fullPage: true });

  // Reject the duplicate: a reason is required, and the applicant reads it.
  await secondCard.getByRole('button', { name: /^Reject / }).click();
  const dialog = admin.getByRole('dialog', { name: `Reject ${store.toUpperCase()}` });
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog.getByText(ADMIN_MSG.rejectReasonRequired)).toBeVisible();
  const reason = 'Already registered under another number';
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(admin.getByText(ADMIN_MSG.rejected)).toBeVisible();
  await expect(secondCard).toHaveCount(0);

  // Approve the first: it leaves the queue and is texted.
  await firstCard.getByRole('button', { name: /^Approve / }).click();
  await expect(admin.getByText(ADMIN_MSG.approved)).toBeVisible();
  await expect(firstCard).toHaveCount(0);
  const texts = (await (await api.get(`/api/dev/sms?phone=${first}`)).json()) as Array<{ text: string }>;
  expect(texts.at(-1)!.text).toContain('approved');

  // The retailer list: filter by status, the decision with who took it.
  await admin.goto(`${approvalBase}/ViewRetailers`);
  await admin.getByRole('button', { name: /^Rejected \d+$/ }).click();
  await expect(admin).toHaveURL(/status=rejected/);
  const rejectedRow = admin.getByRole('row').filter({ hasText: second });
  await expect(rejectedRow).toContainText('Rejected');
  await rejectedRow.getByRole('button', { name: 'View' }).click();
  const details = admin.getByRole('dialog', { name: 'Retailer Details' });
  await expect(details).toContainText(reason);
  await expect(details).toContainText('by Demo Admin');
  await noSidewaysScroll(admin);
  await admin.screenshot({ path: info.outputPath('retailers-rejected.png'), fullPage: true });
  await admin.close();

  // The approved retailer signs in to its orders; the rejected one reads why.
  await signInAt(page, approvalBase, first);
  await expect(page).toHaveURL(/\/ordersRetailer$/);
  const other = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await signInAt(other, approvalBase, second);
  await expect(other.getByRole('heading', { name: ADMIN_MSG.accountRejectedTitle })).toBeVisible();
  await expect(other.getByText(ADMIN_MSG.registrationRejected(reason))).toBeVisible();
  await other.close();
  await api.dispose();
});

test('ACCOUNT_APPROVAL=all: a new retailer registering at checkout is told the order waits for approval, and the cart stays', async ({
  page,
}, info) => {
  const store = DEMO.sellerStore;
  await page.goto(`${approvalBase}/${store}`);
  await expect(page.getByRole('heading', { name: 'Karachi Medical Traders' })).toBeVisible();
  await addProducts(page, 2, 1);
  const panel = await openCart(page);
  await panel.getByRole('button', { name: 'Checkout' }).click();
  const phone = freshPhone();
  await page.getByLabel('Phone No').fill(phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/otpVerification/${store}$`));
  const codes = await request.newContext({ baseURL: approvalBase });
  let code = '';
  await expect
    .poll(async () => {
      const texts = (await (await codes.get(`/api/dev/sms?phone=${phone}`)).json()) as Array<{ text: string }>;
      code = texts.at(-1)?.text.match(/\b(\d{4})\b/)?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  await fillDigits(page, 'OTP', code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/RetailerSignupCheckout/${store}$`));
  await page.getByLabel('Full Name').fill('Waiting Buyer');
  await page.getByLabel('Store Name').fill(`Waiting Store ${phone.slice(-4)}`);
  await page.getByLabel('Address').fill('Shop 8, Test Market, Karachi');
  await fillDigits(page, 'Pin', '1357');
  await page.getByRole('button', { name: 'Register and Place Order' }).click();

  await expect(page.getByRole('heading', { name: ADMIN_MSG.accountWaitingTitle })).toBeVisible();
  await expect(page.getByText(ADMIN_MSG.orderAfterApproval)).toBeVisible();
  await noSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath('checkout-waiting.png'), fullPage: true });
  // Nothing was ordered, and the cart is still there.
  await page.getByRole('link', { name: 'Return to the store' }).click();
  await expect(page).toHaveURL(new RegExp(`/${store}$`));
  const cart = await openCart(page);
  await expect(cart.getByRole('button', { name: 'Checkout' })).toBeVisible();
  await expect(cart).not.toContainText(MSG.noItemsAdded);
  await codes.dispose();
});

test('ACCOUNT_APPROVAL=all: the queue shows 50 waiting retailers a page, oldest first, with the count of all', async ({
  browser,
}, info) => {
  test.setTimeout(240_000);
  // 51 more waiting retailers (after the journeys above, which leave some waiting too): more than a page.
  const api = await apiAs(approvalBase);
  const prefix = freshPhone().slice(0, 9);
  const stores = Array.from({ length: 51 }, (_, i) => `Queue Page ${String(i).padStart(2, '0')} ${prefix}`);
  for (const [i, store] of stores.entries())
    await registerRetailer(api, `${prefix}${String(i).padStart(2, '0')}`, store);
  await api.dispose();

  const admin = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInAt(admin, approvalBase, DEMO.admin);
  await expect(admin).toHaveURL(/\/AdminPanel$/);
  await admin.goto(`${approvalBase}/AdminApprovals`);
  const section = admin.getByRole('region', { name: /^Retailers \d+$/ });
  await expect(section).toBeVisible();
  const total = Number((await section.getByRole('heading', { level: 2 }).textContent())!.match(/\d+/)![0]);
  expect(total).toBeGreaterThanOrEqual(51);
  const cards = section.getByRole('listitem').filter({ has: admin.getByRole('button', { name: /^Approve / }) });
  await expect(cards).toHaveCount(50);
  // Oldest first: the last registered is on the second page, with the rest.
  await expect(cards.filter({ hasText: new RegExp(stores[50], 'i') })).toHaveCount(0);
  const pages = section.getByRole('navigation', { name: 'Pages' });
  await pages
    .getByRole('button', { name: 'Page 2' })
    .or(pages.getByRole('link', { name: 'Page 2' }))
    .click();
  await expect(cards).toHaveCount(total - 50);
  await expect(cards.filter({ hasText: new RegExp(stores[50], 'i') })).toBeVisible();
  await admin.screenshot({ path: info.outputPath('approval-queue-page-2.png'), fullPage: true });
  await admin.close();
});

test('a deactivated account signing in sees a page that explains it and how to reach support', async ({
  page,
  baseURL,
}, info) => {
  const phone = freshPhone();
  const visitor = await apiAs(baseURL!);
  const id = await registerRetailer(visitor, phone, `Closed Store ${phone.slice(-5)}`);
  const admin = await apiAs(baseURL!, DEMO.admin);
  expect((await admin.put(`/api/Retailers/UpdateStatus/${id}`, { data: { is_disabled: true } })).status()).toBe(200);

  // A right and a wrong PIN read the same: the page, never whether the PIN was right.
  for (const pin of [DEMO.pin, '9876']) {
    await signIn(page, phone, pin);
    await expect(page.getByRole('heading', { name: ADMIN_MSG.accountDisabledTitle })).toBeVisible();
    await expect(page.getByText(MSG.profileDisabled)).toBeVisible();
    await expect(page.getByText(ADMIN_MSG.accountDisabledBody)).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@dawalink.pk' })).toHaveAttribute(
      'href',
      'mailto:support@dawalink.pk',
    );
    await expect(page).toHaveURL(/\/$/);
    await noSidewaysScroll(page);
  }
  await page.screenshot({ path: info.outputPath('account-disabled.png'), fullPage: true });
  await page.getByRole('button', { name: 'Back to Sign In' }).click();
  await expect(page.getByLabel('Phone No')).toHaveValue(phone);

  // The admin's list shows it under Disabled, with its registration date.
  const adminPage = await page
    .context()
    .browser()!
    .newPage({ viewport: page.viewportSize() ?? undefined });
  await signIn(adminPage, DEMO.admin);
  await expect(adminPage).toHaveURL(/\/AdminPanel$/);
  await adminPage.goto('/ViewRetailers?status=disabled');
  const row = adminPage.getByRole('row').filter({ hasText: phone });
  await expect(row).toContainText('Disabled');
  await expect(row).toContainText(/Registered|\d{2}-\d{2}-\d{4}/);
  await expect(adminPage.getByRole('button', { name: /^Disabled \d+$/ })).toHaveAttribute('aria-pressed', 'true');
  await noSidewaysScroll(adminPage);
  await adminPage.close();
  await visitor.dispose();
  await admin.dispose();
});
