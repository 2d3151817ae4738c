import { expect, test, type Page } from '@playwright/test';
import { ENGLISH, formatMoneyIn, STOREFRONT_MSG } from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import { isMobile, STORE, storeListings } from '../support/storefront';

/*
 * A device that chose Urdu keeps the choice in local storage and in the `language` cookie; the server reads the
 * cookie and sends every page right to left, in Urdu, from its first byte (server/src/plugins/web-app.ts), so the
 * first paint is already the page the app goes on drawing: nothing moves when the app takes over.
 */

/** The layout shifts the page has had so far (as Lighthouse's CLS counts them: not after input). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 100);
      }),
  );

test("an Urdu device's first load of a store page is right to left and in Urdu from the first paint", async ({
  page,
  context,
  baseURL,
}) => {
  const { listings } = await storeListings(page.request);
  await context.addCookies([{ name: 'language', value: 'ur', url: baseURL! }]);
  await page.addInitScript(() => localStorage.setItem('language', 'ur'));

  // The HTML as the server sends it to this device (page.request carries the context's cookies).
  const served = await page.request.get(`/${STORE}`);
  expect(served.headers().vary).toMatch(/cookie/i);
  const html = await served.text();
  expect(/<html[^>]*>/.exec(html)?.[0]).toBe('<html lang="ur" dir="rtl">');
  expect(html).toContain('<style id="app-css-rtl">');
  expect(html).toContain(`placeholder="${URDU.STOREFRONT_MSG.searchProducts}"`);
  expect(html).toContain(`>${URDU.STOREFRONT_MSG.productColumns.product}</th>`);
  expect(html).not.toContain(STOREFRONT_MSG.searchProducts);

  // The first paint is the server's page alone: with no script at all, it is right to left, in Urdu, with its lines.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(`/${STORE}`);
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    'ur',
    'rtl',
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByPlaceholder(URDU.STOREFRONT_MSG.searchProducts)).toBeVisible();
  await expect(page.getByText(listings[0].product_name, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(formatMoneyIn('ur', listings[0].total_price)).first()).toBeVisible();
  // Right to left: the store's name on the right of the bar, the search icon on the right of the box.
  const width = page.viewportSize()!.width;
  const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(title.x + title.width).toBeGreaterThan(width / 2);
  await page.screenshot({ path: test.info().outputPath(`urdu-first-paint-${isMobile() ? 400 : 1280}.png`) });

  // With its scripts, the app takes over the same page in Urdu, and nothing has moved.
  await page.unroute('**/*.js');
  await page.goto(`/${STORE}`);
  await expect(page.locator(`#product-${listings[0].id}`)).toBeVisible();
  // The Urdu font, cut to Urdu's letters (15 KB, not the 53 KB of every Arabic-script language), is what draws them.
  const fonts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((r) => r.name)
      .filter((url) => url.endsWith('.woff2')),
  );
  expect(fonts).toEqual([expect.stringMatching(/\/noto-naskh-urdu-400-[\w-]+\.woff2$/)]);
  expect((await (await page.request.get(fonts[0])).body()).length).toBeLessThan(20_000);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Naskh Arabic"', 'ٹے'))).toBe(true);
  expect(
    await page.evaluate(() =>
      [...document.fonts].some((f) => f.family.includes('Noto Naskh Arabic') && f.status === 'loaded'),
    ),
  ).toBe(true);
  await expect(page.getByPlaceholder(URDU.STOREFRONT_MSG.searchProducts)).toBeVisible();
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    'ur',
    'rtl',
  ]);
  expect(await layoutShift(page)).toBeLessThan(0.05);
  await page.screenshot({ path: test.info().outputPath(`urdu-app-${isMobile() ? 400 : 1280}.png`) });
});

test('a device gets the cookie when it chooses Urdu, and English pages stay English', async ({ page }) => {
  // No choice yet: English, left to right, as the build wrote it.
  const first = await (await page.request.get('/')).text();
  expect(/<html[^>]*>/.exec(first)?.[0]).toBe('<html lang="en">');
  expect(first).not.toContain('app-css-rtl');

  await page.goto('/');
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'language');
  expect(cookie).toMatchObject({ value: 'ur', path: '/', sameSite: 'Lax', httpOnly: false });
  expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 86400);
  const urdu = await (await page.request.get(`/${STORE}`)).text();
  expect(/<html[^>]*>/.exec(urdu)?.[0]).toBe('<html lang="ur" dir="rtl">');

  // Back to English: the cookie follows, and so does the next page.
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect((await page.context().cookies()).find((c) => c.name === 'language')?.value).toBe('en');
  expect(/<html[^>]*>/.exec(await (await page.request.get(`/${STORE}`)).text())?.[0]).toBe('<html lang="en">');
});

test('a device whose saved choice predates the cookie gets it on its next page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ur'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect((await page.context().cookies()).find((c) => c.name === 'language')?.value).toBe('ur');
});

/*
 * The English catalogue's chunks (the seller's, the admin's, the licences' and the registration's texts) are no part
 * of the sign-in or the store page: in Urdu the texts come from the Urdu catalogue, and the server's English messages
 * are recognised by the index of their hashes (packages/shared/src/text-index.ts), not by the English texts.
 */
const ENGLISH_CHUNKS = /\/static\/js\/(seller-texts|messages-admin|messages-licences|messages-access)-[\w-]+\.js$/;
// Texts of those chunks, should one of them be renamed or its texts move to another chunk.
const ENGLISH_TEXTS = [
  ENGLISH.ACCESS_MSG.smsFailed,
  ENGLISH.LICENCE_MSG.expiresPast,
  ENGLISH.MSG_BEYOND.fileTooLarge,
  ENGLISH.ADMIN_MSG.awaitingApproval,
  ENGLISH.TEAM_UI.teamIntroEnd,
];

/** The scripts the page loads from now on, with their texts. */
function scriptsOf(page: Page) {
  const scripts: Array<{ url: string; text: Promise<string> }> = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push({ url: response.url(), text: response.text().catch(() => '') });
  });
  return scripts;
}

async function expectNoEnglishCatalogue(scripts: ReturnType<typeof scriptsOf>, where: string) {
  expect(scripts.length, `${where}: scripts seen`).toBeGreaterThan(3);
  expect(
    scripts.map((s) => s.url).filter((url) => ENGLISH_CHUNKS.test(url)),
    where,
  ).toEqual([]);
  for (const script of scripts) {
    const text = await script.text;
    for (const english of ENGLISH_TEXTS)
      expect(text.includes(english), `${where}: ${script.url} holds "${english}"`).toBe(false);
  }
}

test("an Urdu device's sign-in and store pages load none of the English catalogue, and a server's English message shows in Urdu", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'language', value: 'ur', url: baseURL! }]);
  await page.addInitScript(() => localStorage.setItem('language', 'ur'));

  const signIn = scriptsOf(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: URDU.SIGNIN_UI.title })).toBeVisible();
  // A wrong PIN: the server answers with its English text and a code that has no text of its own.
  await page.getByLabel(URDU.SIGNIN_UI.phone).fill('03001234599');
  await page.getByLabel(URDU.UI_MSG.digit(URDU.UI_MSG.pinKind.Pin, 1), { exact: true }).click();
  await page.keyboard.type('9876');
  await page.getByRole('button', { name: URDU.SIGNIN_UI.signIn }).click();
  await expect(page.getByText(URDU.MSG.phoneOrPinMismatch)).toBeVisible();
  await expect(page.getByText(ENGLISH.MSG.phoneOrPinMismatch)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expectNoEnglishCatalogue(signIn, 'sign-in in Urdu');

  const storePage = await context.newPage();
  const store = scriptsOf(storePage);
  await storePage.goto(`/${STORE}`);
  await expect(storePage.getByPlaceholder(URDU.STOREFRONT_MSG.searchProducts)).toBeVisible();
  await expect(storePage.locator('[id^="product-"]').first()).toBeVisible();
  await storePage.waitForLoadState('networkidle');
  await expectNoEnglishCatalogue(store, 'store page in Urdu');
});

/** The entry's left-to-right stylesheet and the right-to-left one, as the page has them now. */
const sheets = (page: Page) =>
  page.evaluate(() => {
    const ltr = document.getElementById('app-css') as HTMLStyleElement | null;
    const rtl = document.getElementById('app-css-rtl') as HTMLStyleElement | null;
    return { ltrText: ltr?.textContent?.length ?? 0, ltrMedia: ltr?.media ?? null, rtlMedia: rtl?.media ?? null };
  });

test('a page sent in Urdu comes without the left-to-right stylesheet, and a switch to English reads it from its file', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await context.addCookies([{ name: 'language', value: 'ur', url: baseURL! }]);
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'ur');
  });
  const urdu = await (await page.request.get('/')).text();
  // A device with no choice (the request fixture has no cookie): the page as the build wrote it.
  const english = await (await request.get('/')).text();
  // The element stays, off and empty, with the names of its files; the left-to-right stylesheet's text is not sent.
  expect(urdu).toMatch(/<style id="app-css" media="not all" data-files="[^"]+"><\/style>/);
  const ltrCss = /<style id="app-css"[^>]*>([\s\S]*?)<\/style>/.exec(english)?.[1] ?? '';
  expect(ltrCss.length).toBeGreaterThan(10_000);
  expect(urdu.includes(ltrCss)).toBe(false);

  await page.goto('/');
  await expect(page.getByTestId('language-switch')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const before = await sheets(page);
  expect(before).toMatchObject({ ltrText: 0, ltrMedia: 'not all' });
  expect(before.rtlMedia).not.toBe('not all');

  // The switch reads the file, then turns the sheets over.
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect.poll(() => sheets(page)).toEqual({ ltrText: ltrCss.length, ltrMedia: 'all', rtlMedia: 'not all' });
  // Laid out left to right by the left-to-right stylesheet: the brand on the left of the bar.
  const brand = (await page.locator('.navbar-brand').first().boundingBox())!;
  expect(brand.x).toBeLessThan(page.viewportSize()!.width / 2);
  await page.screenshot({ path: test.info().outputPath(`urdu-to-english-${isMobile() ? 400 : 1280}.png`) });
});

test('a page sent in Urdu to a device that chose English turns left to right once the stylesheet is read', async ({
  page,
  context,
  baseURL,
}) => {
  // The cookie says Urdu (the account's language, or another tab's choice), the device's own choice English.
  await context.addCookies([{ name: 'language', value: 'ur', url: baseURL! }]);
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const now = await sheets(page);
  expect(now.ltrText).toBeGreaterThan(10_000);
  expect(now.ltrMedia).not.toBe('not all');
  expect(now.rtlMedia).toBe('not all');
  await expect(page.getByTestId('language-switch')).toHaveText('اردو');
  const brand = (await page.locator('.navbar-brand').first().boundingBox())!;
  expect(brand.x).toBeLessThan(page.viewportSize()!.width / 2);
});

test("an Urdu page fetches its texts' files once, from the files index.html names, and an English page none of them", async ({
  page,
  context,
  baseURL,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await context.addCookies([{ name: 'language', value: 'ur', url: baseURL! }]);
  await page.addInitScript(() => localStorage.setItem('language', 'ur'));
  await page.goto(`/${STORE}`);
  const files = (await page.locator('meta[name="dawalink-other-language-files"]').getAttribute('content'))!.split(' ');
  expect(files.some((file) => /\/i18n-runtime-[\w-]+\.js$/.test(file))).toBe(true);
  expect(files.some((file) => /\/messages-ur-[\w-]+\.js$/.test(file))).toBe(true);
  // The app has taken over in Urdu: its search box (the server's copy is inert) takes a word.
  await page.getByPlaceholder(URDU.STOREFRONT_MSG.searchProducts).fill('x');
  await page.waitForLoadState('networkidle');
  for (const file of files)
    expect(
      requested.filter((path) => path === file),
      file,
    ).toHaveLength(1);
  // Fetched by the page's own preloads (app/early.ts), not first when the app asked for the texts.
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  for (const file of files) expect(preloaded, file).toContain(file);

  // English: not the texts (the store page has other uses for the files they share with it).
  const english = await context.newPage();
  const englishRequests: string[] = [];
  english.on('request', (request) => englishRequests.push(new URL(request.url()).pathname));
  await english.addInitScript(() => localStorage.setItem('language', 'en'));
  await context.addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
  await english.goto(`/${STORE}`);
  await english.getByPlaceholder(STOREFRONT_MSG.searchProducts).fill('x');
  await english.waitForLoadState('networkidle');
  expect(englishRequests.filter((path) => /\/(i18n-runtime|messages-ur)-/.test(path))).toEqual([]);
});
