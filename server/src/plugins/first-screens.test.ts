import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  ENGLISH,
  FIRST_SCREEN_ANSWERS_ID,
  FIRST_SCREEN_ATTRIBUTE,
  formatMoneyIn,
  moneyApiPaths,
  STATEMENT_PAGE,
} from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import { SHELL_END, SHELL_START } from '../lib/page-html.js';
import { FIRST_SCREEN_PATHS, firstScreenPages, personalFirstScreen } from './first-screens.js';

/** index.html as the build makes it: the app shell (brand bar, spinner) between its marks, the entry script in the head. */
const NAV = '<nav class="navbar"><span class="brand-name fw-bold">DawaLink</span></nav>';
const SHELL = `${NAV}<div class="d-flex justify-content-center py-5"><div class="spinner-border" role="status" aria-label="Loading"></div></div>`;
const indexIn = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><script type="module" crossorigin src="/static/js/index-a.js"></script>` +
  `<link rel="modulepreload" crossorigin href="/static/js/start-a.js"></head><body><div id="root">${SHELL_START}${SHELL}${SHELL_END}</div></body></html>`;
const INDEX = { en: indexIn('en'), ur: indexIn('ur') };

const retailer = { type: 'retailer' };

async function html(page: ReturnType<ReturnType<typeof firstScreenPages>>): Promise<string> {
  expect(page).toBeDefined();
  return brotliDecompressSync((await page!).br).toString();
}

describe('first screens of signed-in pages', () => {
  it("draws My Orders' heading and search box, in the person's language, in place of the spinner", async () => {
    const pageFor = firstScreenPages(INDEX);
    const en = await html(pageFor('/ordersRetailer', 'en', retailer));
    expect(en).toContain(`<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="page" inert>${NAV}<main`);
    expect(en).toContain(`<h1 class="h3 mb-0">${ENGLISH.UI_MSG.nav.myOrders}</h1>`);
    expect(en).toContain(`<div class="form-control first-screen-field" aria-hidden="true">${ENGLISH.SHOP_UI.searchOrders}</div>`);
    expect(en).not.toContain('<input');
    expect(en).not.toContain('aria-label="Loading"');
    // The scripts wait for the first screen's paint.
    expect(en).toContain('<script type="module" fetchpriority="low" crossorigin');
    expect(en).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin');
    const ur = await html(pageFor('/ordersRetailer', 'ur', retailer));
    expect(ur).toContain(`>${URDU.UI_MSG.nav.myOrders}</h1>`);
    expect(ur).toContain(`>${URDU.SHOP_UI.searchOrders}</div>`);
    expect(ur).not.toContain(ENGLISH.SHOP_UI.searchOrders);
  });

  it('matches paths as the app does (any case, a trailing slash), and makes each page once', async () => {
    const pageFor = firstScreenPages(INDEX);
    const first = pageFor('/ordersretailer/', 'en', retailer);
    expect(first).toBe(pageFor('/ORDERSRETAILER', 'en', retailer));
    expect(await html(pageFor('/home', 'en', retailer))).toContain(`>${ENGLISH.STOREFRONT_MSG.recentSuppliers}</h1>`);
  });

  it('draws nothing for a visitor, for the wrong role or team role, or for another path', () => {
    const pageFor = firstScreenPages(INDEX);
    expect(pageFor('/ordersRetailer', 'en', null)).toBeUndefined();
    expect(pageFor('/ordersRetailer', 'en', { type: 'seller' })).toBeUndefined();
    expect(pageFor('/Home', 'en', { type: 'admin' })).toBeUndefined();
    expect(pageFor('/bookOrder', 'en', { type: 'retailer' })).toBeUndefined();
    expect(pageFor('/bookOrder', 'en', { type: 'seller', role: 'clerk' })).toBeUndefined();
    expect(pageFor('/bookOrder', 'en', { type: 'seller', role: 'booker' })).toBeDefined();
    expect(pageFor('/bookOrder', 'en', { type: 'seller' })).toBeDefined();
    expect(pageFor('/ordersRetailer/some-store', 'en', retailer)).toBeUndefined();
    expect(pageFor('/constructor', 'en', retailer)).toBeUndefined();
    expect(pageFor('/profile', 'en', { type: 'seller', role: 'clerk' })).toBeUndefined();
    expect(pageFor('/profile', 'en', retailer)).toBeUndefined();
    expect(pageFor('/retailerProfile', 'en', { type: 'seller' })).toBeUndefined();
    expect(pageFor('/team', 'en', { type: 'seller', role: 'booker' })).toBeUndefined();
    expect(pageFor('/pricelist', 'en', { type: 'seller', role: 'clerk' })).toBeUndefined();
    expect(pageFor('/pricelist', 'en', { type: 'seller', role: 'catalogue' })).toBeDefined();
    expect(pageFor('/AdminApprovals', 'en', { type: 'seller' })).toBeUndefined();
    expect(pageFor('/AdminApprovals', 'en', { type: 'admin' })).toBeDefined();
    expect(pageFor('/ForgotPin', 'en', retailer)).toBeUndefined();
    expect(FIRST_SCREEN_PATHS).toEqual([
      '/home',
      '/ordersretailer',
      '/bookorder',
      '/team',
      '/pricelist',
      '/forgotpin',
      '/registration',
      '/registration/:id',
      '/wholesellersignup',
      '/profile',
      '/retailerprofile',
      '/invoice/:id',
      '/receivables',
      '/dashboard',
      '/receivables/:id',
      '/accounts/:id',
      '/returns',
      '/adminlicences',
      '/accounts',
      '/orders',
      '/adminapprovals',
      '/adminpanel',
      '/viewretailers',
      '/viewwholesellers',
    ]);
    expect(pageFor('/ViewRetailers', 'en', { type: 'seller' })).toBeUndefined();
    expect(pageFor('/orders', 'en', { type: 'seller', role: 'clerk' })).toBeDefined();
    expect(pageFor('/orders', 'en', { type: 'seller', role: 'booker' })).toBeUndefined();
    expect(pageFor('/returns', 'en', { type: 'seller', role: 'accountant' })).toBeDefined();
    expect(pageFor('/returns', 'en', { type: 'seller', role: 'clerk' })).toBeUndefined();
    expect(pageFor('/AdminLicences', 'en', { type: 'retailer' })).toBeUndefined();
    expect(pageFor('/receivables', 'en', { type: 'seller', role: 'accountant' })).toBeDefined();
    expect(pageFor('/receivables', 'en', { type: 'seller', role: 'clerk' })).toBeUndefined();
    expect(pageFor('/dashboard', 'en', { type: 'seller', role: 'accountant' })).toBeUndefined();
    expect(pageFor('/accounts', 'en', { type: 'seller' })).toBeUndefined();
    // A page of one thing: any number in its path, one page kept for all of them.
    expect(pageFor('/receivables/201', 'en', { type: 'seller' })).toBe(pageFor('/Receivables/7/', 'en', { type: 'seller' }));
    expect(pageFor('/receivables/0', 'en', { type: 'seller' })).toBeUndefined();
    expect(pageFor('/receivables/abc', 'en', { type: 'seller' })).toBeUndefined();
    expect(pageFor('/receivables/1/2', 'en', { type: 'seller' })).toBeUndefined();
    expect(pageFor('/accounts/7', 'en', retailer)).toBeDefined();
    expect(pageFor('/accounts/7', 'en', { type: 'seller' })).toBeUndefined();
  });

  it('draws the team page with its own address, escaped, kept for a few addresses only', async () => {
    const pageFor = firstScreenPages(INDEX);
    const owner = { type: 'seller' };
    const here = await html(pageFor('/team', 'en', owner, 'https://dawalink.pk'));
    expect(here).toContain(
      `${ENGLISH.TEAM_UI.teamIntro} <code>https://dawalink.pk/joinTeam</code> ${ENGLISH.TEAM_UI.teamIntroEnd}`,
    );
    expect(pageFor('/team', 'en', owner, 'https://dawalink.pk')).toBe(
      pageFor('/team', 'en', owner, 'https://dawalink.pk'),
    );
    expect(await html(pageFor('/team', 'en', owner, 'http://x"><script>'))).toContain(
      'http://x&quot;&gt;&lt;script&gt;/joinTeam',
    );
    for (let i = 0; i < 20; i++) pageFor('/team', 'en', owner, `http://host-${i}`);
    // Past the bound a made-up origin is drawn for its request and not kept.
    expect(pageFor('/team', 'en', owner, 'http://host-19')).not.toBe(pageFor('/team', 'en', owner, 'http://host-19'));
    expect(pageFor('/team', 'en', owner, 'https://dawalink.pk')).toBe(
      pageFor('/team', 'en', owner, 'https://dawalink.pk'),
    );
  });

  it("draws a visitor's Forgot PIN header and line, the brand at the header's size, and no field", async () => {
    const shellWithLogo = SHELL.replace(
      NAV,
      '<nav class="navbar"><span class="navbar-brand"><span class="d-inline-flex align-items-center gap-2 "><svg width="30" height="30" viewBox="0 0 64 64"></svg><span class="brand-name fw-bold">DawaLink</span></span></span></nav>',
    );
    const pageFor = firstScreenPages({
      en: INDEX.en.replace(SHELL, shellWithLogo),
      ur: INDEX.ur.replace(SHELL, shellWithLogo),
    });
    const page = await html(pageFor('/ForgotPin', 'en', null));
    expect(page).toContain(
      '<div class="text-center mb-3"><span class="d-inline-flex align-items-center gap-2 "><svg width="40" height="40" viewBox="0 0 64 64"></svg>',
    );
    expect(page).toContain(
      `<h1 class="h4 mb-0 mt-3">${ENGLISH.ACCESS_MSG.forgotPinTitle}</h1></div><p class="text-muted">${ENGLISH.ACCESS_MSG.forgotPinIntro}</p>`,
    );
    expect(page).not.toContain('<input');
    expect(await html(pageFor('/ForgotPin', 'ur', null))).toContain(URDU.ACCESS_MSG.forgotPinIntro);
  });

  it('draws nothing from a build without the shell marks', () => {
    const pageFor = firstScreenPages({ en: '<html><body><div id="root"></div></body></html>', ur: '' });
    expect(pageFor('/ordersRetailer', 'en', retailer)).toBeUndefined();
  });
});

describe("the drawn page's top bar", () => {
  it("is named in the page's language, as the app's bar is (index.html's is English)", async () => {
    const labelled = { en: INDEX.en.replace('<nav class="navbar">', '<nav class="navbar" aria-label="Main">'), ur: INDEX.ur.replace('<nav class="navbar">', '<nav class="navbar" aria-label="Main">') };
    const pageFor = firstScreenPages(labelled);
    expect(await html(pageFor('/home', 'ur', retailer))).toContain(`<nav class="navbar" aria-label="${URDU.UI_MSG.nav.main}">`);
    expect(await html(pageFor('/home', 'en', retailer))).toContain(`<nav class="navbar" aria-label="${ENGLISH.UI_MSG.nav.main}">`);
    const withData = await personalFirstScreen(labelled.ur, '/accounts', 'ur', { type: 'retailer', id: 3 }, async () => []);
    expect(withData).toContain(`aria-label="${URDU.UI_MSG.nav.main}"`);
  });
});

describe("pages drawn with the caller's answers", () => {
  const accounts = [
    { wholeseller_id: 7, seller_name: '</script><script>alert(1)</script>', phone: '03001234567', balance: 1250, overdue: 0, credit_limit: null, last_payment_at: null },
    { wholeseller_id: 8, seller_name: 'Ali Traders', phone: '03001234568', balance: 750.5, overdue: 100, credit_limit: 5000, last_payment_at: null },
  ];
  const retailerUser = { type: 'retailer', id: 3 };

  it("draws the retailer's total owed and carries the answer, every `<` escaped so no name closes the data block", async () => {
    const asked: string[] = [];
    const page = await personalFirstScreen(INDEX.en, '/accounts', 'en', retailerUser, async (path) => {
      asked.push(path);
      return accounts;
    });
    expect(asked).toEqual([moneyApiPaths.supplierAccounts()]);
    expect(page).toContain(`<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="page" inert>${NAV}<main`);
    expect(page).toContain(`data-testid="accounts-total"><span class="money">${formatMoneyIn('en', 2000.5)}</span>`);
    const block = page!.slice(page!.indexOf(`id="${FIRST_SCREEN_ANSWERS_ID}">`));
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(block).toContain('\\u003c/script>\\u003cscript>alert(1)');
    expect(page!.indexOf(FIRST_SCREEN_ANSWERS_ID)).toBeGreaterThan(page!.indexOf('</main>'));
    // In Urdu, money as the Urdu page writes it.
    const ur = await personalFirstScreen(INDEX.ur, '/accounts', 'ur', retailerUser, async () => accounts);
    expect(ur).toContain(`<span class="money">${formatMoneyIn('ur', 2000.5)}</span>`);
    expect(ur).toContain(`>${URDU.MONEY_UI.accounts}</h1>`);
  });

  it("reads a statement by the number in its path, and draws the other side's name and the pair's figures", async () => {
    const ledger = {
      wholeseller_id: 7,
      retailer_id: 3,
      seller_name: 'Ali <Traders>',
      retailer_name: 'Sana',
      store: 'Sana Medicos',
      balance: -50,
      overdue: 0,
      ageing: { d0_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0 },
      credit_limit: 10000,
      payment_days: 30,
      on_limit: 'block',
      open_orders: 1200,
      last_payment_at: '2026-11-27T20:30:00.000Z',
      opening_balance: 0,
      has_opening: false,
      earlier: false,
      entries: [],
    };
    const asked: string[] = [];
    const page = await personalFirstScreen(INDEX.en, '/accounts/7', 'en', retailerUser, async (path) => {
      asked.push(path);
      return ledger;
    });
    expect(asked).toEqual([moneyApiPaths.supplierLedger(7, undefined, undefined, STATEMENT_PAGE)]);
    expect(page).toContain('<h1 class="h3 mb-1">Ali &lt;Traders&gt;</h1>');
    expect(page).toContain(`>${ENGLISH.MONEY_UI.inCredit}</div>`);
    expect(page).toContain(`data-testid="ledger-limit"><span class="money">${formatMoneyIn('en', 10000)}</span>`);
    // The retailer's dates in Pakistan's time: 20:30 UTC on the 27th is the 28th there.
    expect(page).toContain('<dd>28-11-2026</dd>');
    const sellers = await personalFirstScreen(INDEX.en, '/receivables/3', 'en', { type: 'seller', id: 7 }, async (path) =>
      path === apiPaths.sellers.settings() ? { time_zone: 'UTC', notify_retailer_sms: true, require_licence: false, new_order_sound: true } : ledger,
    );
    expect(sellers).toContain('<h1 class="h3 mb-1">Sana Medicos (Sana)</h1>');
  });

  it('draws nothing when an answer is refused or not what the page expects, or the page is not the caller\'s', async () => {
    expect(await personalFirstScreen(INDEX.en, '/accounts', 'en', retailerUser, async () => undefined)).toBeUndefined();
    expect(await personalFirstScreen(INDEX.en, '/accounts', 'en', retailerUser, async () => ({ rows: [] }))).toBeUndefined();
    expect(await personalFirstScreen(INDEX.en, '/receivables', 'en', { type: 'seller' }, async () => [{ total: 'x' }])).toBeUndefined();
    let asked = 0;
    const read = async () => {
      asked += 1;
      return accounts;
    };
    expect(await personalFirstScreen(INDEX.en, '/accounts', 'en', { type: 'seller', id: 3 }, read)).toBeUndefined();
    expect(await personalFirstScreen(INDEX.en, '/accounts', 'en', null, read)).toBeUndefined();
    expect(await personalFirstScreen(INDEX.en, '/ordersRetailer', 'en', retailerUser, read)).toBeUndefined();
    // The dashboard asks for the seller's own figures: without an id in the cookie, nothing to ask.
    expect(await personalFirstScreen(INDEX.en, '/dashboard', 'en', { type: 'seller' }, read)).toBeUndefined();
    expect(asked).toBe(0);
  });
});
