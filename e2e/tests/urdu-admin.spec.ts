import { expect, test, type Page } from '@playwright/test';
import { apiPaths, licenceApiPaths } from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import { DEMO, freshPhone, signIn } from '../support/demo';
import { expectNoEnglish, expectUrdu } from '../support/urdu';
import { apiAs, registerRetailer } from './admin-support';

const UR = URDU.ADMIN_UI;
const FUTURE = `${new Date().getUTCFullYear() + 2}-06-30`;

/**
 * The page keeps its language as the account's (`PUT /api/auth/language`, `GET /api/auth/me`) without changing the
 * shared demo admin's, which other specs sign in with side by side: the account's own copy is covered by
 * urdu-journey.spec.ts and the API tests. Everything else is the real server.
 */
async function keepLanguageOnThisPage(page: Page) {
  let chosen = 'en';
  await page.route('**/api/auth/language', async (route) => {
    chosen = (route.request().postDataJSON() as { language: string }).language;
    const me = (await (
      await route.fetch({ method: 'GET', url: route.request().url().replace('/auth/language', '/auth/me') })
    ).json()) as {
      user: Record<string, unknown>;
    };
    await route.fulfill({ json: { user: { ...me.user, language: chosen } } });
  });
  await page.route('**/api/auth/me', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { user?: Record<string, unknown> };
    if (body.user) body.user.language = chosen;
    await route.fulfill({ response, json: body });
  });
}

/** Every text the data holds (names, addresses, products, links): left as entered on an Urdu page. */
function dataOf(...answers: unknown[]): string[] {
  const found = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      // Not the codes of enums (pending, medical_store): those are written in words on the page.
      if (v && !/^[a-z_]+$/.test(v)) found.add(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  answers.forEach(walk);
  return [...found];
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('the admin works in Urdu at 400 px and 1280 px: catalogue, retailers, wholesalers, approvals, licences', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const baseURL = test.info().project.use.baseURL!;
  // A retailer whose licence waits for review, so the licence queue has a card.
  const retailer = await apiAs(baseURL);
  const store = `Urdu Licence ${test.info().project.name}`;
  const retailerId = await registerRetailer(retailer, freshPhone(), store);
  const recorded = await retailer.put(`/api/Retailers/${retailerId}/licence`, {
    data: { number: 'PB-7788', type: 'pharmacy', province: 'Punjab', expires: FUTURE },
  });
  expect(recorded.ok(), await recorded.text()).toBe(true);

  await keepLanguageOnThisPage(page);
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/AdminPanel$/);
  await page.getByTestId('language-switch').click();
  await expectUrdu(page);

  const api = async (path: string) => (await page.request.get(`/api${path}`)).json() as Promise<unknown>;
  // Read again before each list is walked: the other specs running beside this one add accounts meanwhile. The second
  // pages too: accounts added between the screen's read and this one push the screen's last rows onto page 2.
  const dataNow = async () => [
    ...dataOf(
      await api(apiPaths.catalogue.page(1, '')),
      await api(apiPaths.retailers.adminPage(1, '')),
      await api(apiPaths.retailers.adminPage(2, '')),
      await api(apiPaths.sellers.adminPage(1, '')),
      await api(apiPaths.sellers.adminPage(2, '')),
      await api(licenceApiPaths.queue('pending')),
    ),
    new URL(baseURL).host,
  ];
  let data = await dataNow();

  // The catalogue, and a product's edit dialog.
  await expect(page.getByRole('heading', { name: UR.products, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: UR.addProduct })).toBeVisible();
  await expect(page.getByRole('button', { name: UR.edit }).first()).toBeVisible();
  await expectNoEnglish(page, data, 'the catalogue');
  await shot(page, 'catalogue');
  await page.getByRole('button', { name: UR.edit }).first().click();
  const edit = page.getByRole('dialog', { name: UR.editProduct });
  await expect(edit).toBeVisible();
  await expectNoEnglish(page, data, 'the product edit dialog');
  await edit.locator('.modal-footer').getByRole('button', { name: UR.dismiss }).click();
  await expect(edit).toBeHidden();

  // Retailers and wholesalers, with an account's details.
  for (const [path, title, details] of [
    ['/ViewRetailers', UR.retailers, UR.retailerDetails],
    ['/ViewWholesellers', UR.wholesalers, UR.wholesalerDetails],
  ] as const) {
    await page.goto(path);
    await expectUrdu(page);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: UR.view }).first()).toBeVisible();
    data = await dataNow();
    await expectNoEnglish(page, data, title);
    await shot(page, path.slice(1));
    await page.getByRole('button', { name: UR.view }).first().click();
    const dialog = page.getByRole('dialog', { name: details });
    await expect(dialog).toBeVisible();
    await expectNoEnglish(page, data, details);
    await dialog.getByRole('button', { name: UR.close, exact: true }).last().click();
    await expect(dialog).toBeHidden();
  }

  // The approval queue.
  await page.goto('/AdminApprovals');
  await expect(page.getByRole('heading', { name: UR.approvalQueue, level: 1 })).toBeVisible();
  await expectNoEnglish(page, data, 'the approval queue');

  // The licence queue: a pending licence, and the reject dialog.
  await page.goto('/AdminLicences');
  await expect(page.getByRole('heading', { name: UR.licences, level: 1 })).toBeVisible();
  // Until the pending licences arrive, the page keeps showing all of them (other specs' rejected ones among them).
  const pendingRead = page.waitForResponse(
    (r) => r.url().includes('/api/Admin/licences') && r.url().includes('status=pending'),
  );
  await page.getByRole('button', { name: UR.licenceFilter.pending }).click();
  // What the page shows is that answer: other specs' licences come and go between it and any read of ours.
  data = [...data, ...dataOf(await (await pendingRead).json())];
  const card = page.getByRole('listitem', { name: store });
  await expect(card).toBeVisible();
  await expect(page.locator('.licence-queue.opacity-75')).toHaveCount(0);
  // The province is stored in English and named in Urdu.
  await expect(card).toContainText(URDU.LICENCE_MSG.provinceName.Punjab);
  await expectNoEnglish(
    page,
    data.filter((d) => d !== 'Punjab'),
    'the licence queue',
  );
  await shot(page, 'licences');
  await card.getByRole('button', { name: UR.reject }).click();
  const reject = page.getByRole('dialog', { name: UR.rejectLicenceTitle });
  await expect(reject).toBeVisible();
  await expectNoEnglish(page, data, 'the licence reject dialog');
  await reject.getByRole('button', { name: UR.cancel }).click();
});
