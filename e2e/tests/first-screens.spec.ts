import { expect, test, type Page } from '@playwright/test';
import { ENGLISH, FIRST_SCREEN_ANSWERS_ID, FIRST_SCREEN_ATTRIBUTE, type Catalogue } from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import { DEMO } from '../support/demo';
import { newSeller } from '../support/beyond';
import { deviceIn, figureDifferences, holdScripts, signInIn } from '../support/first-screens';
import { isMobile, registerRetailer } from '../support/storefront';

/*
 * A signed-in page with a first screen (server/src/plugins/first-screens.ts) comes with its heading and search box
 * drawn in the HTML: a phone shows them before the scripts have loaded, and the app's first render takes their place
 * with the same words in the same place.
 */

interface Case {
  path: string;
  /** Whose page: a new account of that kind per test, as each test sets its account's language. */
  role: 'retailer' | 'seller' | 'admin' | 'visitor';
  /** The words the page's first screen shows, in a catalogue: its heading, and its search box's placeholder. */
  heading: (t: Catalogue) => string;
  placeholder: (t: Catalogue) => string;
  /** A line under the heading, if the first screen has one. */
  intro?: (t: Catalogue, origin: string) => string;
  /**
   * A page drawn with the caller's own answers (server/src/plugins/first-screens-data.ts): its figures, which the
   * app must show the same, in the same place.
   */
  figures?: string[];
  /** A form drawn empty, without its fields (the page's own): its words, which the app must show in the same place. */
  form?: string[];
}

/** A registration form's words: the legend and choices, the labels and hints, the button, the lines under it. */
const FORM_WORDS = [
  'main legend',
  'main .form-check-label',
  'main .form-label',
  'main .form-text',
  'main .btn-primary',
  'main p',
];

const CASES: Case[] = [
  { path: '/Home', role: 'retailer', heading: (t) => t.STOREFRONT_MSG.recentSuppliers, placeholder: () => '' },
  {
    path: '/ordersRetailer',
    role: 'retailer',
    heading: (t) => t.UI_MSG.nav.myOrders,
    placeholder: (t) => t.SHOP_UI.searchOrders,
  },
  {
    path: '/bookOrder',
    role: 'seller',
    heading: (t) => t.TEAM_UI.bookOrder,
    placeholder: (t) => t.TEAM_UI.searchRetailersHint,
  },
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
    path: '/pricelist',
    role: 'seller',
    heading: (t) => t.LISTINGS_UI.priceList,
    placeholder: () => '',
    intro: (t) => t.LISTINGS_UI.priceListIntro,
  },
  {
    path: '/ForgotPin',
    role: 'visitor',
    heading: (t) => t.ACCESS_MSG.forgotPinTitle,
    placeholder: () => '',
    intro: (t) => t.ACCESS_MSG.forgotPinIntro,
  },
  {
    path: '/Registration',
    role: 'visitor',
    heading: (t) => t.ACCESS_MSG.businessDetails,
    placeholder: () => '',
    form: FORM_WORDS,
  },
  {
    path: '/wholesellerSignup',
    role: 'visitor',
    heading: (t) => t.ACCESS_MSG.registrationForm,
    placeholder: () => '',
    form: FORM_WORDS,
  },
  {
    path: '/AdminApprovals',
    role: 'admin',
    heading: (t) => t.ADMIN_UI.approvalQueue,
    placeholder: () => '',
    figures: ['h1 + span'],
  },
  {
    path: '/team',
    role: 'seller',
    heading: (t) => t.TEAM_UI.team,
    placeholder: () => '',
    intro: (t, origin) => `${t.TEAM_UI.teamIntro} ${origin}/joinTeam ${t.TEAM_UI.teamIntroEnd}`,
  },
  {
    path: '/receivables',
    role: 'seller',
    heading: (t) => t.MONEY_UI.receivables,
    placeholder: (t) => t.MONEY_UI.searchPlaceholder,
    figures: ['[data-testid=receivables-total]', '[data-testid=receivables-overdue]'],
  },
  {
    path: '/dashboard',
    role: 'seller',
    heading: (t) => t.SELLER_UI.dashboard,
    placeholder: () => '',
    figures: ['.dashboard-figure .fs-4', '[data-testid=dash-receivables-total]'],
  },
  {
    path: '/AdminPanel',
    role: 'admin',
    heading: (t) => t.ADMIN_UI.products,
    placeholder: (t) => t.ADMIN_UI.searchProducts,
    figures: ['h1 + span'],
  },
  // The admin's lists, as the demo admin sees them (other tests add to them): drawn with their counts.
  {
    path: '/ViewRetailers',
    role: 'admin',
    heading: (t) => t.ADMIN_UI.retailers,
    placeholder: (t) => t.ADMIN_UI.searchRetailers,
    figures: ['h1 + span', '.filter-pill'],
  },
  {
    path: '/ViewWholesellers',
    role: 'admin',
    heading: (t) => t.ADMIN_UI.wholesalers,
    placeholder: (t) => t.ADMIN_UI.searchWholesalers,
    figures: ['h1 + span', '.filter-pill'],
  },
  // A new seller's order desk: no orders yet.
  {
    path: '/orders',
    role: 'seller',
    heading: (t) => t.SELLER_UI.orders,
    placeholder: (t) => t.SELLER_UI.searchOrders,
    figures: ['.empty-state'],
  },
  // A new account has no returns yet: the empty line, drawn by the server too.
  {
    path: '/returns',
    role: 'retailer',
    heading: (t) => t.MONEY_UI.returns,
    placeholder: () => '',
    figures: ['.empty-state'],
  },
  {
    path: '/returns',
    role: 'seller',
    heading: (t) => t.MONEY_UI.returns,
    placeholder: () => '',
    figures: ['.empty-state'],
  },
  // The queue as the demo admin sees it (other tests add to it): drawn with its count.
  {
    path: '/AdminLicences',
    role: 'admin',
    heading: (t) => t.ADMIN_UI.licences,
    placeholder: () => '',
    figures: ['h1 + span'],
  },
  // A new retailer owes no supplier yet: the page's empty state, drawn by the server too.
  {
    path: '/accounts',
    role: 'retailer',
    heading: (t) => t.MONEY_UI.accounts,
    placeholder: () => '',
    figures: ['.empty-state'],
  },
];

/** The texts and places of a page's figures. */
async function figuresOf(page: Page, selectors: string[]) {
  const out: Array<{ text: string; x: number; y: number }> = [];
  for (const selector of selectors) {
    for (const figure of await page.locator(selector).all()) {
      const box = (await figure.boundingBox())!;
      out.push({ text: (await figure.textContent()) ?? '', x: Math.round(box.x), y: Math.round(box.y) });
    }
  }
  return out;
}

/**
 * The device in `language`; for a role other than visitor, a new account of it (the admin: the demo admin, which
 * other specs share) signed in in `language` too.
 */
async function signInAsRole(page: Page, baseURL: string, role: Case['role'], language: 'en' | 'ur') {
  await deviceIn(page, baseURL, language);
  if (role === 'visitor') return;
  const account =
    role === 'admin'
      ? { phone: DEMO.admin, shared: true }
      : role === 'seller'
        ? await newSeller(page.request)
        : await registerRetailer(page.request);
  await signInIn(page, language, account);
}

for (const language of ['en', 'ur'] as const) {
  for (const c of CASES) {
    test(`${c.path} (${c.role}) in ${language}: the server draws its first screen, and the app takes its place unmoved`, async ({
      page,
      baseURL,
    }) => {
      const t = language === 'ur' ? URDU : ENGLISH;
      await signInAsRole(page, baseURL!, c.role, language);

      // As sent: #root marked and inert, the page's words in it.
      const html = await (await page.request.get(c.path)).text();
      expect(html).toMatch(new RegExp(`<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="page" inert>`));
      expect(html).toContain(`>${c.heading(t)}</h1>`);
      // A page drawn with its data carries the answers it was drawn with.
      expect(html.includes(`id="${FIRST_SCREEN_ANSWERS_ID}"`)).toBe(Boolean(c.figures));

      // The scripts held back: the first screen alone, as a slow phone shows it. One page load throughout, so the
      // first screen and the app are measured in the same font (the Urdu face is `optional`: a load may go without).
      const release = await holdScripts(page);
      await page.goto(c.path, { waitUntil: 'commit' });
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(c.heading(t));
      // The search box's words, in a box that is no field.
      if (c.placeholder(t)) await expect(page.getByText(c.placeholder(t), { exact: true })).toBeVisible();
      if (c.intro) await expect(page.getByText(c.intro(t, new URL(baseURL!).origin), { exact: true })).toBeVisible();
      // Nothing in it is a field a script could type into or give a file to before the page's own is in.
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await expect(page.locator('[placeholder], input:not([type=file]), [for]')).toHaveCount(0);
      expect(
        await page
          .locator('input[type=file]')
          .evaluateAll((inputs) => inputs.filter((i) => (i as HTMLInputElement).labels?.length).length),
      ).toBe(0);
      const drawn = (await heading.boundingBox())!;
      const drawnFigures = c.figures ? await figuresOf(page, c.figures) : [];
      if (c.figures) expect(drawnFigures.length).toBeGreaterThan(0);
      const drawnForm = c.form ? await figuresOf(page, c.form) : [];
      if (c.form) expect(drawnForm.length).toBeGreaterThan(5);
      await page.screenshot({
        path: test.info().outputPath(`first-screen-${language}-${isMobile() ? 400 : 1280}.png`),
      });

      // The app: its own page in place of the server's, the same heading where the server drew it.
      release();
      await expect(page.locator('#root')).not.toHaveAttribute(FIRST_SCREEN_ATTRIBUTE);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(heading).toHaveText(c.heading(t));
      // Read until it holds: the page may draw its heading again as its data comes (the same place, a new element).
      await expect
        .poll(async () => {
          const app = await heading.boundingBox();
          return app !== null && Math.abs(app.x - drawn.x) < 1 && Math.abs(app.y - drawn.y) < 1;
        })
        .toBe(true);
      if (c.intro) await expect(page.getByText(c.intro(t, new URL(baseURL!).origin), { exact: true })).toBeVisible();
      // The same figures where the server drew them: the page started from the answers in its HTML.
      if (c.figures)
        await expect.poll(async () => figureDifferences(drawnFigures, await figuresOf(page, c.figures!))).toEqual([]);
      if (c.form)
        await expect.poll(async () => figureDifferences(drawnForm, await figuresOf(page, c.form!))).toEqual([]);
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
  expect((await page.request.post('/api/auth/login', { data: { phone: DEMO.seller, pin: DEMO.pin } })).status()).toBe(
    200,
  );
  const seller = await (await page.request.get('/ordersRetailer')).text();
  expect(seller).not.toContain(FIRST_SCREEN_ATTRIBUTE);
  expect(seller).not.toContain(`>${ENGLISH.UI_MSG.nav.myOrders}</h1>`);
});
