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
    expect(en).toContain(
      `<div class="form-control first-screen-field" aria-hidden="true">${ENGLISH.SHOP_UI.searchOrders}</div>`,
    );
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

  it('draws the registration forms empty, as boxes under their labels, in the visitor’s language; nothing takes input', async () => {
    const pageFor = firstScreenPages(INDEX);
    for (const language of ['en', 'ur'] as const) {
      const A = (language === 'ur' ? URDU : ENGLISH).ACCESS_MSG;
      const step1 = await html(pageFor('/Registration', language, null));
      expect(step1).toContain(`<legend class="form-label fs-6 mb-1">${A.registerAs}</legend>`);
      expect(step1).toContain(`<span class="form-check-label">${A.wholesaler}</span>`);
      expect(step1).toContain(`<span class="form-check-label">${A.retailer}</span>`);
      expect(step1).toContain(`<label class="form-label">${A.businessOrStoreName}</label>`);
      expect(step1).toContain(`<label class="form-label">${A.address}</label>`);
      expect(step1).toContain(`>${A.continue}</button>`);
      const signup = await html(pageFor('/wholesellerSignup', language, null));
      for (const label of [A.fullName, A.businessName, A.address, A.email, A.phoneNumber, A.pin, A.confirmPin])
        expect(signup, label).toContain(`<label class="form-label">${label}</label>`);
      expect(signup).toContain(`<label class="form-label visually-hidden">${A.password}</label>`);
      expect(signup).toContain(`<small class="form-text">${A.businessNameHint}</small>`);
      expect(signup).toContain(`<span dir="ltr">0300 1234567</span>`);
      for (const page of [step1, signup]) {
        expect(page).not.toMatch(/<(input|select|textarea|form)\b/);
        expect(page).not.toMatch(/\sfor="/);
        expect(page).not.toContain('aria-label="Loading"');
      }
    }
    // Opened from a store's link it names the store, which the page reads: the header and the spinner.
    const fromStore = await html(pageFor('/Registration/karachi-medical', 'en', null));
    expect(fromStore).toContain(`>${ENGLISH.ACCESS_MSG.businessDetails}</h1>`);
    expect(fromStore).not.toContain(ENGLISH.ACCESS_MSG.registerAs);
    expect(fromStore).toContain(`aria-label="${ENGLISH.UI_MSG.loading}"`);
    // Not for someone signed in (the app sends them to their own page).
    expect(pageFor('/Registration', 'en', retailer)).toBeUndefined();
    expect(pageFor('/wholesellerSignup', 'en', { type: 'seller' })).toBeUndefined();
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
      '/registration/:url',
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
      '/wholesellerhome',
      '/selectproducts',
      '/cart/:url',
      '/checkout',
    ]);
    expect(pageFor('/ViewRetailers', 'en', { type: 'seller' })).toBeUndefined();
    expect(pageFor('/WholesellerHome', 'en', { type: 'seller', role: 'catalogue' })).toBeDefined();
    expect(pageFor('/WholesellerHome', 'en', { type: 'seller', role: 'clerk' })).toBeUndefined();
    expect(pageFor('/WholesellerHome', 'en', retailer)).toBeUndefined();
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
    expect(pageFor('/receivables/201', 'en', { type: 'seller' })).toBe(
      pageFor('/Receivables/7/', 'en', { type: 'seller' }),
    );
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
    const labelled = {
      en: INDEX.en.replace('<nav class="navbar">', '<nav class="navbar" aria-label="Main">'),
      ur: INDEX.ur.replace('<nav class="navbar">', '<nav class="navbar" aria-label="Main">'),
    };
    const pageFor = firstScreenPages(labelled);
    expect(await html(pageFor('/home', 'ur', retailer))).toContain(
      `<nav class="navbar" aria-label="${URDU.UI_MSG.nav.main}">`,
    );
    expect(await html(pageFor('/home', 'en', retailer))).toContain(
      `<nav class="navbar" aria-label="${ENGLISH.UI_MSG.nav.main}">`,
    );
    const withData = await personalFirstScreen(
      labelled.ur,
      '/accounts',
      'ur',
      { type: 'retailer', id: 3 },
      async () => [],
    );
    expect(withData).toContain(`aria-label="${URDU.UI_MSG.nav.main}"`);
  });
});

describe("pages drawn with the caller's answers", () => {
  const accounts = [
    {
      wholeseller_id: 7,
      seller_name: '</script><script>alert(1)</script>',
      phone: '03001234567',
      balance: 1250,
      overdue: 0,
      credit_limit: null,
      last_payment_at: null,
    },
    {
      wholeseller_id: 8,
      seller_name: 'Ali Traders',
      phone: '03001234568',
      balance: 750.5,
      overdue: 100,
      credit_limit: 5000,
      last_payment_at: null,
    },
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
    const sellers = await personalFirstScreen(
      INDEX.en,
      '/receivables/3',
      'en',
      { type: 'seller', id: 7 },
      async (path) =>
        path === apiPaths.sellers.settings()
          ? { time_zone: 'UTC', notify_retailer_sms: true, require_licence: false, new_order_sound: true }
          : ledger,
    );
    expect(sellers).toContain('<h1 class="h3 mb-1">Sana Medicos (Sana)</h1>');
  });

  it("draws nothing when an answer is refused or not what the page expects, or the page is not the caller's", async () => {
    expect(await personalFirstScreen(INDEX.en, '/accounts', 'en', retailerUser, async () => undefined)).toBeUndefined();
    expect(
      await personalFirstScreen(INDEX.en, '/accounts', 'en', retailerUser, async () => ({ rows: [] })),
    ).toBeUndefined();
    expect(
      await personalFirstScreen(INDEX.en, '/receivables', 'en', { type: 'seller' }, async () => [{ total: 'x' }]),
    ).toBeUndefined();
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

describe("the admin's account lists drawn with their first page", () => {
  const admin = { type: 'admin', id: 1 };
  const account = { email: '', address: 'Shop 1', status: 'Active', orders_count: 0, decision: null };
  const retailers = [
    // 20:30 UTC on the 27th: the 28th in Pakistan, as the app's rows say it on any device.
    {
      ...account,
      id: 9,
      fullName: 'Sana',
      phone: '03001110009',
      store: 'Sana <Medicos>',
      created_at: '2026-11-27T20:30:00.000Z',
      approval: 'approved',
      is_disabled: false,
      duplicate_of: [
        { id: 8, name: 'Sana Medicos', matches: 'store_address' },
        { id: 3, name: 'Ali', matches: 'name_phone' },
      ],
    },
    {
      ...account,
      id: 8,
      fullName: 'Ali',
      phone: '03001110008',
      store: '',
      created_at: '2026-11-01T10:00:00.000Z',
      approval: 'waiting',
      is_disabled: false,
      duplicate_of: [],
    },
    {
      ...account,
      id: 7,
      fullName: 'Omar',
      phone: '03001110007',
      store: 'Omar Chemists',
      created_at: '2026-10-01T10:00:00.000Z',
      approval: 'rejected',
      is_disabled: false,
      duplicate_of: [],
    },
    {
      ...account,
      id: 6,
      fullName: 'Zara',
      phone: '03001110006',
      store: 'Zara Pharmacy',
      created_at: '2026-09-01T10:00:00.000Z',
      approval: 'approved',
      is_disabled: true,
      duplicate_of: [],
    },
  ];
  const counts = { total: 120, active: 110, disabled: 1, waiting: 8, rejected: 1, duplicates: 2 };
  const reading = (rows: unknown[], total: number) => async (path: string, how?: string) =>
    how === 'paged' ? { total, rows } : path.includes('/counts') ? counts : undefined;

  it("draws the rows in the phone's columns with inert buttons, and the spinner for a wider window", async () => {
    const asked: Array<[string, string | undefined]> = [];
    const page = await personalFirstScreen(INDEX.en, '/ViewRetailers', 'en', admin, async (path, how) => {
      asked.push([path, how]);
      return reading(retailers, 120)(path, how);
    });
    expect(asked).toEqual([
      [apiPaths.adminAccounts.page('retailers', 1, ''), 'paged'],
      [apiPaths.adminAccounts.counts('retailers', ''), undefined],
    ]);
    const T = ENGLISH.ADMIN_UI;
    expect(page).toContain(
      `<div class="first-screen-compact"><div><div class="table-responsive-sm"><table class="grouped-table align-middle bg-white table table-hover"><caption class="visually-hidden">${T.retailers}</caption>` +
        `<thead><tr><th scope="col" class=" ">${T.retailer}</th><th scope="col" class=" text-end action-cell">${T.action}</th></tr></thead><tbody>`,
    );
    expect(page).toContain(
      '<tr><td class=" "><div class="fw-semibold">Sana &lt;Medicos&gt;</div><div class="small text-muted">Sana · <span class="tabular">03001110009</span></div>' +
        `<div class="small text-muted">${T.registeredOn('28-11-2026')}</div><span class="status-badge badge bg-success">${T.status.active}</span>` +
        `<div class="small mt-1 duplicate-flag"><span class="badge dup-badge">${ENGLISH.ADMIN_MSG.possibleDuplicate}</span> <span class="text-muted">` +
        `${T.duplicateAs(ENGLISH.ADMIN_MSG.matchesStoreAddress, 'Sana Medicos')}; ${T.duplicateAs(ENGLISH.ADMIN_MSG.matchesNamePhone, 'Ali')}</span> ` +
        `<button type="button" tabindex="-1" class="p-0 align-baseline btn btn-link btn-sm">${T.compare}</button></div></td>`,
    );
    // The actions stacked: View, then Deactivate; Approve and Reject for one waiting (named by its person without a
    // store), Approve alone for one rejected, Activate for one disabled, its row faded.
    expect(page).toContain(
      `<button type="button" tabindex="-1" aria-label="${T.view}" title="${T.view}" class="icon-btn btn btn-outline-primary btn-sm"><svg`,
    );
    expect(page).toContain(
      `<button type="button" tabindex="-1" class="toggle-btn btn btn-outline-danger btn-sm">${T.deactivate}</button>`,
    );
    expect(page).toContain(
      `<div class="d-flex gap-2 flex-column align-items-stretch"><button type="button" tabindex="-1" aria-label="${T.approveName('Ali')}" class="btn btn-success btn-sm">${T.approve}</button>` +
        `<button type="button" tabindex="-1" aria-label="${T.rejectName('Ali')}" class="btn btn-outline-danger btn-sm">${T.reject}</button></div>`,
    );
    expect(page).toContain(`<span class="status-badge badge text-dark bg-warning">${T.status.waiting}</span>`);
    expect(page).toContain(
      `aria-label="${T.approveName('Omar Chemists')}" class="btn btn-success btn-sm">${T.approve}</button></div>`,
    );
    expect(page).toContain(`<tr class="row-disabled"><td class=" "><div class="fw-semibold">Zara Pharmacy</div>`);
    expect(page).toContain(
      `<button type="button" tabindex="-1" class="toggle-btn btn btn-outline-success btn-sm">${T.activate}</button>`,
    );
    // 120 accounts: three pages, Prev (none before the first) and Next.
    expect(page).toContain(
      `<li class="page-item active"><span class="page-link" aria-label="${ENGLISH.PARTS_UI.page(1)}">1<span class="visually-hidden">`,
    );
    expect(page).toContain(
      `<a class="page-link" aria-label="${ENGLISH.PARTS_UI.page(3)}" role="button" tabindex="-1">3</a>`,
    );
    expect(page).not.toContain(ENGLISH.PARTS_UI.page(4));
    expect(page).toContain(`</table></div></div><nav aria-label="${ENGLISH.PARTS_UI.pages}">`);
    expect(page).toContain(
      `<div class="first-screen-wide"><div class="d-flex justify-content-center py-5"><div class="spinner-border"`,
    );
    // Every button of the rows out of the tab order (four Views, Compare, Deactivate, Approve and Reject, Approve,
    // Activate), no field.
    const table = page!.slice(
      page!.indexOf('<div class="first-screen-compact">'),
      page!.indexOf('<div class="first-screen-wide">'),
    );
    expect(table.match(/<button /g)).toHaveLength(10);
    expect(table.match(/<button type="button" tabindex="-1"/g)).toHaveLength(10);
    expect(table).not.toMatch(/<(input|select|textarea)\b|href=/);

    const ur = await personalFirstScreen(INDEX.ur, '/ViewRetailers', 'ur', admin, reading(retailers, 120));
    expect(ur).toContain(`>${URDU.ADMIN_UI.registeredOn('28-11-2026')}</div>`);
    expect(ur).toContain(`>${URDU.ADMIN_MSG.possibleDuplicate}</span>`);
    expect(ur).toContain(`>${URDU.ADMIN_UI.deactivate}</button>`);
    expect(ur).not.toContain(T.deactivate);
  });

  it("draws the wholesalers' rows, the list's empty line, and nothing for rows not as the list has them", async () => {
    const wholesaler = {
      ...retailers[0],
      id: 5,
      full_name: 'Imran',
      busniess_name: 'Imran & Sons',
      url: 'imran-sons',
      listings_count: 3,
      duplicate_of: [],
    };
    const page = await personalFirstScreen(INDEX.en, '/ViewWholesellers', 'en', admin, reading([wholesaler], 1));
    expect(page).toContain(`<th scope="col" class=" ">${ENGLISH.ADMIN_UI.wholesaler}</th>`);
    expect(page).toContain('<div class="fw-semibold">Imran &amp; Sons</div><div class="small text-muted">Imran · ');
    expect(page).not.toContain('duplicate-flag');
    expect(page).not.toContain('<nav aria-label');
    const empty = await personalFirstScreen(INDEX.en, '/ViewWholesellers', 'en', admin, reading([], 0));
    expect(empty).toContain(
      `<tbody><tr><td colspan="2" class="text-center text-muted py-4">${ENGLISH.MSG.noWholesalersFound}</td></tr></tbody>`,
    );
    expect(await personalFirstScreen(INDEX.ur, '/ViewRetailers', 'ur', admin, reading([], 0))).toContain(
      `>${URDU.MSG.noRetailersFound}</td>`,
    );
    // A retailer's row on the wholesalers' list, a row without its date: the page goes out without data.
    expect(
      await personalFirstScreen(INDEX.en, '/ViewWholesellers', 'en', admin, reading(retailers, 4)),
    ).toBeUndefined();
    expect(
      await personalFirstScreen(
        INDEX.en,
        '/ViewRetailers',
        'en',
        admin,
        reading([{ ...retailers[0], created_at: undefined }], 1),
      ),
    ).toBeUndefined();
    expect(
      await personalFirstScreen(INDEX.en, '/ViewRetailers', 'en', { type: 'retailer', id: 1 }, reading(retailers, 4)),
    ).toBeUndefined();
  });
});
