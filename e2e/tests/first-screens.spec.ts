import { expect, test, type Page } from '@playwright/test';
import { ENGLISH, FIRST_SCREEN_ATTRIBUTE, type Catalogue } from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import { DEMO } from '../support/demo';
import { newSeller } from '../support/beyond';
import { isMobile, registerRetailer } from '../support/storefront';

/*
 * A signed-in page with a first screen (server/src/plugins/first-screens.ts) comes with its heading and search box
 * drawn in the HTML: a phone shows them before the scripts have loaded, and the app's first render takes their place
 * with the same words in the same place.
 */

interface Case {
  path: string;
  /** Whose page: a new account of that kind per test, as each test sets its account's language. */
  role: 'retailer' | 'seller';
  /** The words the page's first screen shows, in a catalogue: its heading, and its search box's placeholder. */
  heading: (t: Catalogue) => string;
  placeholder: (t: Catalogue) => string;
  /** A line under the heading, if the first screen has one. */
  intro?: (t: Catalogue, origin: string) => string;
}

const CASES: Case[] = [
  { path: '/Home', role: 'retailer', heading: (t) => t.STOREFRONT_MSG.recentSuppliers, placeholder: () => '' },
  {
    path: '/ordersRetailer',
    role: 'retailer',
    heading: (t) => t.UI_MSG.nav.myOrders,
    placeholder: (t) => t.SHOP_UI.searchOrders,
  },
  { path: '/bookOrder', role: 'seller', heading: (t) => t.TEAM_UI.bookOrder, placeholder: (t) => t.TEAM_UI.searchRetailersHint },
  {
    path: '/profile',
    role: 'seller',
    heading: (t) => t.ACCESS_MSG.profileTitle,
    placeholder: () => '',
    intro: (t) => t.ACCESS_MSG.sellerProfileIntro,
  },
  {
    path: '/retailerProfile',
    role: 'retailer',
    heading: (t) => t.ACCESS_MSG.profileTitle,
    placeholder: () => '',
    intro: (t) => t.SHOP_UI.profileIntro,
  },
  {
    path: '/team',
    role: 'seller',
    heading: (t) => t.TEAM_UI.team,
    placeholder: () => '',
    intro: (t, origin) => `${t.TEAM_UI.teamIntro} ${origin}/joinTeam ${t.TEAM_UI.teamIntroEnd}`,
  },
];

/**
 * A new account of `role`, signed in through the API (the context keeps the cookies), the account and the device in
 * `language`.
 */
async function signInIn(page: Page, baseURL: string, role: Case['role'], language: 'en' | 'ur') {
  const { phone, pin } = role === 'seller' ? await newSeller(page.request) : await registerRetailer(page.request);
  const login = await page.request.post('/api/auth/login', { data: { phone, pin } });
  expect(login.status()).toBe(200);
  expect((await page.request.put('/api/auth/language', { data: { language } })).status()).toBe(200);
  await page.context().addCookies([{ name: 'language', value: language, url: baseURL }]);
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
}

for (const language of ['en', 'ur'] as const) {
  for (const c of CASES) {
    test(`${c.path} in ${language}: the server draws its first screen, and the app takes its place unmoved`, async ({
      page,
      baseURL,
    }) => {
      const t = language === 'ur' ? URDU : ENGLISH;
      await signInIn(page, baseURL!, c.role, language);

      // As sent: #root marked and inert, the page's words in it.
      const html = await (await page.request.get(c.path)).text();
      expect(html).toMatch(new RegExp(`<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="page" inert>`));
      expect(html).toContain(`>${c.heading(t)}</h1>`);

      // With no script at all: the first screen alone.
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(c.path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(c.heading(t));
      if (c.placeholder(t)) await expect(page.getByPlaceholder(c.placeholder(t))).toBeVisible();
      if (c.intro) await expect(page.getByText(c.intro(t, new URL(baseURL!).origin), { exact: true })).toBeVisible();
      const drawn = (await heading.boundingBox())!;
      await page.screenshot({ path: test.info().outputPath(`first-screen-${language}-${isMobile() ? 400 : 1280}.png`) });

      // With the app: its own page in place of the server's, the same heading where the server drew it.
      await page.unroute('**/*.js');
      await page.goto(c.path);
      await expect(page.locator('#root')).not.toHaveAttribute(FIRST_SCREEN_ATTRIBUTE);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(heading).toHaveText(c.heading(t));
      const app = (await heading.boundingBox())!;
      expect(Math.abs(app.x - drawn.x)).toBeLessThan(1);
      expect(Math.abs(app.y - drawn.y)).toBeLessThan(1);
      if (c.intro) await expect(page.getByText(c.intro(t, new URL(baseURL!).origin), { exact: true })).toBeVisible();
      if (c.placeholder(t)) {
        // It takes keys: the first screen's `inert` went with it.
        await page.getByPlaceholder(c.placeholder(t)).fill('03');
        await expect(page.getByPlaceholder(c.placeholder(t))).toHaveValue('03');
      }
    });
  }
}

test('a visitor, and a signed-in person the page is not for, get the plain app shell', async ({ page }) => {
  const visitor = await (await page.request.get('/ordersRetailer')).text();
  expect(visitor).not.toContain(FIRST_SCREEN_ATTRIBUTE);
  expect((await page.request.post('/api/auth/login', { data: { phone: DEMO.seller, pin: DEMO.pin } })).status()).toBe(200);
  const seller = await (await page.request.get('/ordersRetailer')).text();
  expect(seller).not.toContain(FIRST_SCREEN_ATTRIBUTE);
  expect(seller).not.toContain(`>${ENGLISH.UI_MSG.nav.myOrders}</h1>`);
});
