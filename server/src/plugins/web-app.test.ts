import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  DASHBOARD_OPENING_DAYS,
  FIRST_SCREEN_ANSWERS_ID,
  FIRST_SCREEN_ATTRIBUTE,
  MONEY_MSG,
  MONEY_UI,
  moneyApiPaths,
  RECEIVABLES_OPENING_SORT,
  sumMoney,
  ADMIN_MSG,
  ADMIN_UI,
  type AdminAccountCounts,
  type Dashboard,
  type Receivables,
  type SupplierAccount,
  formatMoney,
  formatMoneyIn,
  RTL_STYLESHEET_FILE,
  STORE_FIRST_LINES,
  STORE_FIRST_SCREEN_ID,
  STOREFRONT_MSG,
  SHOP_UI,
  DEVICE_CART_ATTRIBUTE,
  DEVICE_CART_WORDS_ID,
  type DeviceCartWords,
  UI_MSG,
  type Listing,
} from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import {
  buildTestApp,
  DEMO_PHONES,
  demoAccountId,
  secondApp,
  signIn,
  teamMemberCaller,
  type TestApp,
} from '../test/helpers.js';
import { escapeHtml, SHELL_END, SHELL_START } from '../lib/page-html.js';
import { createRetailer } from '../identity/accounts-write.service.js';
import { PREVIEW_LINES } from '../features/storefront/store-preview.js';

/**
 * The built web app's pages: index.html compressed; a store link's page with the store's first screen and data
 * drawn in (a build with the app shell's marks), or else the preload of its first API answers (a build without).
 */

const STORE = 'karachi-medical-traders';
const HTML = `<!doctype html><html><head><title>DawaLink</title></head><body>${'<div class="app-shell"></div>'.repeat(80)}</body></html>`;
const SHELL = `<nav><svg width="30" height="30"></svg></nav><div class="spinner-border" role="status" aria-label="Loading"></div>`;
const MARKED_HTML = `<!doctype html><html><head><title>DawaLink</title><script type="module" crossorigin src="/static/js/index-a.js"></script></head><body><div id="root">${SHELL_START}${SHELL}${SHELL_END}</div></body></html>`;

/** A build as it is: <html lang="en">, the entry stylesheet inline, the right-to-left one beside index.html. */
const BUILT_HTML = MARKED_HTML.replace('<html>', '<html lang="en">').replace(
  '</head>',
  '<style id="app-css" data-files="/static/index-a.css">.ltr{}</style></head>',
);
const RTL_CSS = '.rtl{margin-right:0}';

let t: TestApp;
let web: FastifyInstance;
let marked: FastifyInstance;
let built: FastifyInstance;
const dists: string[] = [];
let sellerId: number;

function webDistWith(html: string, rtlCss?: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dawalink-web-app-'));
  fs.mkdirSync(path.join(dir, 'static'));
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  if (rtlCss) fs.writeFileSync(path.join(dir, RTL_STYLESHEET_FILE), rtlCss);
  dists.push(dir);
  return dir;
}

beforeAll(async () => {
  t = await buildTestApp();
  sellerId = await demoAccountId(t, 'seller');
  web = await secondApp(t, { webDist: webDistWith(HTML) });
  const markedDist = webDistWith(MARKED_HTML);
  // The device's cart script of a build (web/vite.config.ts), which the cart and the checkout name.
  fs.mkdirSync(path.join(markedDist, 'static', 'js'));
  fs.writeFileSync(path.join(markedDist, 'static', 'js', 'device-cart-T3st.js'), '');
  marked = await secondApp(t, { webDist: markedDist });
  built = await secondApp(t, { webDist: webDistWith(BUILT_HTML, RTL_CSS) });
  await Promise.all([web.ready(), marked.ready(), built.ready()]);
});
afterAll(async () => {
  await web?.close();
  await marked?.close();
  await built?.close();
  await t?.close();
  for (const dir of dists) fs.rmSync(dir, { recursive: true, force: true });
});

const page = (url: string, acceptEncoding?: string) =>
  web.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

/** The addresses a Link header preloads, in order. */
function preloaded(link: unknown): string[] {
  if (typeof link !== 'string') return [];
  return link.split(',').map((part) => {
    expect(part).toMatch(/rel=preload; as=fetch; crossorigin$/);
    return /<([^>]+)>/.exec(part)?.[1] ?? '';
  });
}

describe('pages of the web app', () => {
  it('answers index.html with brotli, gzip or plain as the browser accepts, never cached stale', async () => {
    const br = await page('/orders', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(HTML);
    expect(br.rawPayload.length).toBeLessThan(HTML.length / 4);

    const gzip = await page('/orders', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(HTML);

    const plain = await page('/orders');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(HTML);
  });

  it("preloads a store page's seller and the first lines of its list, and both addresses answer", async () => {
    const res = await page(`/${STORE}`, 'br');
    expect(res.statusCode).toBe(200);
    const urls = preloaded(res.headers.link);
    expect(urls).toEqual([
      `/api/WholesellerCategory/url/${STORE}`,
      `/api/WholesellerCategory/${STORE}/${sellerId}?first=${STORE_FIRST_LINES}`,
    ]);
    for (const url of urls) expect((await web.inject({ method: 'GET', url })).statusCode).toBe(200);
    // A query string is not part of the store link.
    expect(preloaded((await page(`/${STORE}?ref=sms`)).headers.link)).toEqual(urls);
  });

  it('preloads nothing for other pages, unknown stores, API-looking or nested paths', async () => {
    for (const url of [
      '/',
      '/orders',
      '/WholesellerHome',
      '/no-such-store',
      '/cart/karachi-medical-traders',
      '/a%20b',
      `/${'x'.repeat(300)}`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.link, url).toBeUndefined();
      expect(res.body, url).toBe(HTML);
    }
  });

  it("preloads nothing for a disabled seller's store (the page shows that it is unavailable)", async () => {
    await t.db.updateTable('accounts').set({ is_disabled: true }).where('id', '=', sellerId).execute();
    try {
      const res = await page(`/${STORE}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers.link).toBeUndefined();
    } finally {
      await t.db.updateTable('accounts').set({ is_disabled: false }).where('id', '=', sellerId).execute();
    }
  });

  it('still answers 404 JSON for an unknown API path', async () => {
    const res = await web.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });
});

/** The page's embedded first data, parsed. */
function firstScreen(html: string): {
  seller: { id: number; url: string; busniess_name: string };
  firstLines: Listing[];
} {
  const match = new RegExp(`<script type="application/json" id="${STORE_FIRST_SCREEN_ID}">([\\s\\S]*?)</script>`).exec(
    html,
  );
  expect(match, 'first data in the page').not.toBeNull();
  return JSON.parse(match![1]);
}

describe("a store link's page with its first screen", () => {
  const storePage = (url = `/${STORE}`, acceptEncoding?: string) =>
    marked.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('draws the store and its first lines, and carries the same first lines the API answers', async () => {
    const res = await storePage();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // The app takes its first data from the page: nothing to preload.
    expect(res.headers.link).toBeUndefined();
    const html = res.body;
    expect(html).toContain('data-preview="store" inert');
    expect(html).not.toContain(SHELL);
    expect(html).toContain('>Karachi Medical Traders</h1>');

    const api = await marked.inject({
      method: 'GET',
      url: `/api/WholesellerCategory/${STORE}/${sellerId}?first=${STORE_FIRST_LINES}`,
    });
    const first = api.json<Listing[]>();
    const data = firstScreen(html);
    expect(data.seller).toEqual(
      (await marked.inject({ method: 'GET', url: `/api/WholesellerCategory/url/${STORE}` })).json(),
    );
    expect(data.firstLines).toEqual(first);
    expect(html.match(/class="product-row"/g)).toHaveLength(Math.min(PREVIEW_LINES, first.length));
    expect(html).toContain(`>${first[0].product_name.replace(/&/g, '&amp;')}<`);
    expect(html).toContain(`>${formatMoney(first[0].total_price)}<`);

    // Compressed as any page; a query string is not part of the store link; capitals find the store.
    const br = await storePage(`/${STORE}?ref=sms`, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    expect(gunzipSync((await storePage(`/${STORE}`, 'gzip')).rawPayload).toString()).toBe(html);
    expect(firstScreen((await storePage(`/${STORE.toUpperCase()}`)).body).seller.id).toBe(sellerId);
  });

  it('follows a price change and a new store name at once', async () => {
    const first = firstScreen((await storePage()).body).firstLines[0];
    const store = await t.db
      .selectFrom('wholesalers')
      .select('busniess_name')
      .where('id', '=', sellerId)
      .executeTakeFirstOrThrow();
    try {
      await t.db.updateTable('listings').set({ total_price: 4321.5 }).where('id', '=', first.id).execute();
      await t.db
        .updateTable('wholesalers')
        .set({ busniess_name: 'KMT & Sons <Wholesale>' })
        .where('id', '=', sellerId)
        .execute();
      const html = (await storePage()).body;
      expect(firstScreen(html).firstLines[0]).toMatchObject({ id: first.id, total_price: 4321.5 });
      expect(html).toContain(`>${formatMoney(4321.5)}<`);
      expect(html).toContain('>KMT &amp; Sons &lt;Wholesale&gt;</h1>');
      expect(html).not.toContain('<Wholesale>');
      expect(firstScreen(html).seller.busniess_name).toBe('KMT & Sons <Wholesale>');
    } finally {
      await t.db.updateTable('listings').set({ total_price: first.total_price }).where('id', '=', first.id).execute();
      await t.db
        .updateTable('wholesalers')
        .set({ busniess_name: store.busniess_name })
        .where('id', '=', sellerId)
        .execute();
    }
  });

  it("answers the plain page for other paths, unknown stores and a disabled seller's store", async () => {
    for (const url of ['/', '/orders', '/no-such-store', '/cart/no-such-store']) {
      const res = await storePage(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(MARKED_HTML);
    }
    await t.db.updateTable('accounts').set({ is_disabled: true }).where('id', '=', sellerId).execute();
    try {
      const res = await storePage();
      expect(res.body).toBe(MARKED_HTML);
      expect(res.headers.link).toBeUndefined();
    } finally {
      await t.db.updateTable('accounts').set({ is_disabled: false }).where('id', '=', sellerId).execute();
    }
  });
});

describe("pages in the device's language (its language cookie)", () => {
  const get = (url: string, cookie?: string, acceptEncoding = 'br') =>
    built.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding, ...(cookie ? { cookie } : {}) } });
  const html = (res: { rawPayload: Buffer }) => brotliDecompressSync(res.rawPayload).toString();
  const htmlTag = (page: string) => /<html[^>]*>/.exec(page)?.[0];
  const urdu = URDU.STOREFRONT_MSG;

  it('sends every page, the store page included, in English without the cookie or with `en`, and varies by the cookie', async () => {
    for (const cookie of [undefined, 'language=en', 'language=fr']) {
      for (const url of ['/', '/orders', `/${STORE}`]) {
        const res = await get(url, cookie);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers.vary, url).toMatch(/accept-encoding/i);
        expect(res.headers.vary, url).toMatch(/cookie/i);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        const page = html(res);
        expect(htmlTag(page), url).toBe('<html lang="en">');
        expect(page, url).not.toContain('app-css-rtl');
        if (url !== `/${STORE}`) expect(page, url).toBe(BUILT_HTML);
      }
    }
    const store = html(await get(`/${STORE}`));
    expect(store).toContain(`placeholder="${STOREFRONT_MSG.searchProducts}"`);
    expect(store).toContain(`>${STOREFRONT_MSG.productColumns.product}</th>`);
  });

  it('sends every page right to left in Urdu with the RTL stylesheet, and the store preview in Urdu words', async () => {
    for (const url of ['/', '/orders', '/Home', `/${STORE}`]) {
      const res = await get(url, 'language=ur');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.vary, url).toMatch(/cookie/i);
      const page = html(res);
      expect(htmlTag(page), url).toBe('<html lang="ur" dir="rtl">');
      // The entry's stylesheet off and without its text (a switch to English reads its file), the right-to-left one
      // on: the first paint is right to left.
      expect(page, url).toContain('<style id="app-css" media="not all" data-files="/static/index-a.css"></style>');
      expect(page, url).not.toContain('.ltr{}');
      expect(page, url).toContain(`<style id="app-css-rtl">${RTL_CSS}</style>`);
    }
    const page = html(await get(`/${STORE}`, 'language=ur'));
    expect(page).toContain(`placeholder="${urdu.searchProducts}"`);
    expect(page).toContain(`>${urdu.productColumns.product}</th>`);
    expect(page).toContain(`>${urdu.yourOrder}</h2>`);
    expect(page).toContain(`aria-label="${urdu.sellerInfo}"`);
    expect(page).not.toContain(STOREFRONT_MSG.searchProducts);
    expect(page).not.toContain('>Add<');
    const first = firstScreen(page).firstLines[0];
    expect(page).toContain(`>${formatMoneyIn('ur', first.total_price)}<`);
    // The same data as the English page: only the words differ.
    expect(firstScreen(page)).toEqual(firstScreen(html(await get(`/${STORE}`))));
  });

  it("keeps each language's store page apart in its cache, in every encoding", async () => {
    for (const [cookie, lang] of [
      ['language=ur', 'ur'],
      [undefined, 'en'],
      ['language=ur', 'ur'],
      ['language=en', 'en'],
    ] as const) {
      const br = html(await get(`/${STORE}`, cookie));
      expect(/<html lang="(\w+)"/.exec(br)?.[1], `${cookie}`).toBe(lang);
      const gzip = gunzipSync((await get(`/${STORE}`, cookie, 'gzip')).rawPayload).toString();
      expect(gzip).toBe(br);
      expect((await get(`/${STORE}`, cookie, '')).body).toBe(br);
    }
  });

  it("falls back to the signed-in account's language (the user cookie), the device's choice first", async () => {
    const user = (language: string) =>
      `user=${encodeURIComponent(JSON.stringify({ id: 1, type: 'retailer', language }))}`;
    expect(htmlTag(html(await get('/Home', user('ur'))))).toBe('<html lang="ur" dir="rtl">');
    expect(htmlTag(html(await get('/Home', `${user('ur')}; language=en`)))).toBe('<html lang="en">');
    expect(htmlTag(html(await get('/Home', `${user('en')}; language=ur`)))).toBe('<html lang="ur" dir="rtl">');
    expect(htmlTag(html(await get('/Home', 'user=%7Bnot-json')))).toBe('<html lang="en">');
  });
});

describe("a store's cart and the checkout (plugins/first-screens-store.ts)", () => {
  const uiCookie = (user: unknown) => `user=${encodeURIComponent(JSON.stringify(user))}`;
  const answersIn = (html: string) =>
    JSON.parse(
      new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">(.*?)</script>`).exec(html)?.[1] ??
        'null',
    ) as Record<string, unknown> | null;
  const wordsIn = (html: string) =>
    JSON.parse(
      new RegExp(`<script type="application/json" id="${DEVICE_CART_WORDS_ID}">(.*?)</script>`).exec(html)?.[1] ??
        'null',
    ) as DeviceCartWords | null;

  it("draws the cart's page with its store's header, for a visitor and a retailer, and leaves its lines to the device", async () => {
    for (const cookie of ['', uiCookie({ id: 1, type: 'retailer' })]) {
      const res = await marked.inject({ method: 'GET', url: `/cart/${STORE}`, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const html = res.body;
      expect(html).toContain(`<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="page" inert>`);
      // The store's own header, not the app's bar.
      expect(html).toContain('<h1 class="h5 mb-0 store-title text-truncate" dir="auto">Karachi Medical Traders</h1>');
      expect(html).not.toContain(SHELL);
      expect(html).toContain(`${DEVICE_CART_ATTRIBUTE}="${STORE}"`);
      expect(html).toContain(`>${STOREFRONT_MSG.yourOrder}</h2>`);
      expect(answersIn(html)).toEqual({
        [`/WholesellerCategory/url/${STORE}`]: expect.objectContaining({
          id: sellerId,
          busniess_name: 'Karachi Medical Traders',
        }),
      });
      expect(wordsIn(html)).toMatchObject({
        noItemsAdded: 'No items added',
        each: '\u0000 each',
        offerOff: '\u0000% off',
      });
      // The script after the words it reads.
      expect(html.indexOf('<script src="/static/js/device-cart-T3st.js"></script>')).toBeGreaterThan(
        html.indexOf(DEVICE_CART_WORDS_ID),
      );
    }
  });

  it("keeps the store's link as written, and draws nothing for an unknown or disabled store", async () => {
    const res = await marked.inject({ method: 'GET', url: '/Cart/Karachi-Medical-Traders' });
    expect(res.body).toContain(`${DEVICE_CART_ATTRIBUTE}="Karachi-Medical-Traders"`);
    expect(Object.keys(answersIn(res.body) ?? {})).toEqual(['/WholesellerCategory/url/Karachi-Medical-Traders']);
    for (const url of ['/cart/no-such-store', '/cart/a%20b']) {
      const plain = await marked.inject({ method: 'GET', url });
      expect(plain.body, url).toBe(MARKED_HTML);
    }
    await t.db.updateTable('accounts').set({ is_disabled: true }).where('id', '=', sellerId).execute();
    try {
      expect((await marked.inject({ method: 'GET', url: `/cart/${STORE}` })).body).toBe(MARKED_HTML);
    } finally {
      await t.db.updateTable('accounts').set({ is_disabled: false }).where('id', '=', sellerId).execute();
    }
  });

  it("draws the checkout form and both ways its cart can be, in the page's language", async () => {
    for (const [cookie, t] of [
      ['', { ...STOREFRONT_MSG, ...SHOP_UI }],
      [uiCookie({ id: 1, type: 'retailer', language: 'ur' }), { ...URDU.STOREFRONT_MSG, ...URDU.SHOP_UI }],
    ] as const) {
      const html = (await marked.inject({ method: 'GET', url: '/checkout', headers: { cookie } })).body;
      expect(html).toContain(`<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="page" inert>`);
      expect(html).toContain(`<h1 class="h3 mb-3">${escapeHtml(t.checkout)}</h1>`);
      for (const label of [t.fullName, t.phoneNo, t.storeName, t.address])
        expect(html).toContain(`<label class="form-label">${escapeHtml(label)}</label>`);
      // The cart of the store last opened, or the line that none was: the device knows which.
      expect(html).toContain(`${DEVICE_CART_ATTRIBUTE}=""`);
      expect(html).toContain(`<main class="container" data-no-store="" hidden>`);
      expect(html).toContain(escapeHtml(t.checkoutStoreMissing));
      expect(wordsIn(html)?.noItemsAdded).toBe(cookie ? URDU.MSG.noItemsAdded : 'No items added');
      expect(html).toContain('<script src="/static/js/device-cart-T3st.js"></script>');
      // Nothing of anyone's: no answers in it.
      expect(answersIn(html)).toBeNull();
    }
  });
});

describe("a signed-in page's first screen (plugins/first-screens.ts)", () => {
  const cookie = (user: unknown) => `user=${encodeURIComponent(JSON.stringify(user))}`;

  it('goes to a device whose UI cookie may open the page, in its language; the plain page to anyone else', async () => {
    const signedIn = await marked.inject({
      method: 'GET',
      url: '/ordersRetailer',
      headers: { cookie: cookie({ id: 1, type: 'retailer' }) },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers.vary).toMatch(/cookie/);
    expect(signedIn.body).toContain(`<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="page" inert>`);
    expect(signedIn.body).toContain(`>${UI_MSG.nav.myOrders}</h1>`);
    const inUrdu = await marked.inject({
      method: 'GET',
      url: '/ordersRetailer',
      headers: { cookie: `${cookie({ id: 1, type: 'retailer', language: 'ur' })}` },
    });
    expect(inUrdu.body).toContain(`>${URDU.UI_MSG.nav.myOrders}</h1>`);
    for (const headers of [
      {},
      { cookie: cookie({ id: 1, type: 'seller' }) },
      { cookie: 'user=%7Bnot-json' },
      { cookie: cookie(null) },
    ]) {
      const plain = await marked.inject({ method: 'GET', url: '/ordersRetailer', headers });
      expect(plain.statusCode).toBe(200);
      expect(plain.body).not.toContain(FIRST_SCREEN_ATTRIBUTE);
      expect(plain.body).toContain(SHELL);
    }
  });
});

describe("a page drawn with the caller's own figures (plugins/first-screens-data.ts)", () => {
  const uiCookie = (user: unknown) => `user=${encodeURIComponent(JSON.stringify(user))}`;
  const receivablesOpening = moneyApiPaths.receivablesPage({
    q: '',
    overdue: false,
    ...RECEIVABLES_OPENING_SORT,
    page: 1,
  });

  /** The answers a page came with (its JSON data block), or null. */
  function embedded(html: string): Record<string, unknown> | null {
    const at = html.indexOf(`<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">`);
    if (at < 0) return null;
    const start = html.indexOf('>', at) + 1;
    return JSON.parse(html.slice(start, html.indexOf('</script>', start))) as Record<string, unknown>;
  }

  it("draws a seller's receivables totals as the API answers them, carries that answer, and is kept in no cache", async () => {
    const sid = await signIn(marked, DEMO_PHONES.seller);
    const headers = { cookie: `sid=${sid}; ${uiCookie({ id: sellerId, type: 'seller' })}` };
    const api = await marked.inject({ method: 'GET', url: `/api${receivablesOpening}`, headers });
    expect(api.statusCode).toBe(200);
    const answer = api.json() as Receivables;
    const res = await marked.inject({
      method: 'GET',
      url: '/receivables',
      headers: { ...headers, 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain(`<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="page" inert>`);
    expect(html).toContain(
      `data-testid="receivables-total"><span class="money">${formatMoney(answer.totals.balance)}</span>`,
    );
    expect(html).toContain(
      `data-testid="receivables-overdue"><span class="money">${formatMoney(answer.totals.overdue)}</span>`,
    );
    // Red only for an amount past due, as the page draws it.
    const overdueClass = answer.totals.overdue > 0 ? 'fs-5 fw-bold text-danger' : 'fs-5 fw-bold';
    expect(html).toContain(`class="${overdueClass}" data-testid="receivables-overdue"`);
    expect(embedded(html)).toEqual({ [receivablesOpening]: answer });
    // Nothing in it takes input before the page's own fields are in.
    expect(html).not.toMatch(/<(input|select|textarea)\b/);
  });

  it("draws the dashboard's sales figures and what retailers owe, in the account's language", async () => {
    const sid = await signIn(marked, DEMO_PHONES.seller);
    const headers = { cookie: `sid=${sid}; ${uiCookie({ id: sellerId, type: 'seller', language: 'ur' })}` };
    const sales = (
      await marked.inject({
        method: 'GET',
        url: `/api${apiPaths.orders.dashboard(sellerId, DASHBOARD_OPENING_DAYS)}`,
        headers,
      })
    ).json() as Dashboard;
    const owed = (
      await marked.inject({ method: 'GET', url: `/api${moneyApiPaths.receivables({ limit: 1 })}`, headers })
    ).json() as Receivables;
    const html = (await marked.inject({ method: 'GET', url: '/dashboard', headers })).body;
    expect(html).toContain(
      `>${URDU.SELLER_UI.salesToday}</h2><div class="fs-4 fw-bold"><span class="money">${formatMoneyIn('ur', sales.today.sales)}</span>`,
    );
    expect(html).toContain(`>${formatMoneyIn('ur', sales.month.sales)}</span>`);
    expect(html).toContain(
      `data-testid="dash-receivables-total"><span class="money">${formatMoneyIn('ur', owed.totals.balance)}</span>`,
    );
    expect(Object.keys(embedded(html) ?? {})).toEqual([
      apiPaths.orders.dashboard(sellerId, DASHBOARD_OPENING_DAYS),
      moneyApiPaths.receivables({ limit: 1 }),
    ]);
  });

  it("draws a retailer's accounts: the total owed, or the empty state with no account yet", async () => {
    const sid = await signIn(marked, DEMO_PHONES.retailer);
    const retailerId = await demoAccountId(t, 'retailer');
    const headers = { cookie: `sid=${sid}; ${uiCookie({ id: retailerId, type: 'retailer' })}` };
    const accounts = (
      await marked.inject({ method: 'GET', url: `/api${moneyApiPaths.supplierAccounts()}`, headers })
    ).json() as SupplierAccount[];
    const html = (await marked.inject({ method: 'GET', url: '/accounts', headers })).body;
    expect(html).toContain(`>${MONEY_UI.accounts}</h1>`);
    if (accounts.length > 0)
      expect(html).toContain(
        `data-testid="accounts-total"><span class="money">${formatMoney(sumMoney(accounts.map((a) => a.balance)))}</span>`,
      );
    else expect(html).toContain(MONEY_MSG.noAccounts);
    expect(embedded(html)).toEqual({ [moneyApiPaths.supplierAccounts()]: accounts });
  });

  it("draws the admin's list with its count and carries the page as the app reads it ({ total, rows } of X-Total-Count)", async () => {
    const sid = await signIn(marked, DEMO_PHONES.admin);
    const adminId = await demoAccountId(t, 'admin');
    const headers = { cookie: `sid=${sid}; ${uiCookie({ id: adminId, type: 'admin' })}` };
    const pagePath = apiPaths.adminAccounts.page('retailers', 1, '');
    const api = await marked.inject({ method: 'GET', url: `/api${pagePath}`, headers });
    const counts = (
      await marked.inject({ method: 'GET', url: `/api${apiPaths.adminAccounts.counts('retailers', '')}`, headers })
    ).json() as AdminAccountCounts;
    const total = Number(api.headers['x-total-count']);
    const html = (await marked.inject({ method: 'GET', url: '/ViewRetailers', headers })).body;
    expect(html).toContain(`>${ADMIN_UI.inTotal(total)}</span>`);
    expect(html).toContain(`${ADMIN_UI.all} <span class="tabular">${counts.total}</span>`);
    expect(embedded(html)).toEqual({
      [pagePath]: { total, rows: api.json() },
      [apiPaths.adminAccounts.counts('retailers', '')]: counts,
    });
  });

  it("draws the admin's first rows of the list for a phone, a duplicate flagged, and none for anyone else", async () => {
    // Two stores at one address, the newest first in the list: each flagged as the other's possible duplicate.
    const twin = { fullName: 'Twin Owner', address: 'Shop 8, Twin Market, Multan', email: '', pin: '1234' };
    await createRetailer(t.db, { ...twin, store: 'Twin <Pharmacy>', phone: '03019990001' });
    await createRetailer(t.db, { ...twin, store: 'Twin <Pharmacy>', phone: '03019990002' });
    const sid = await signIn(marked, DEMO_PHONES.admin);
    const adminId = await demoAccountId(t, 'admin');
    const headers = { cookie: `sid=${sid}; ${uiCookie({ id: adminId, type: 'admin' })}` };
    const rows = (
      await marked.inject({ method: 'GET', url: `/api${apiPaths.adminAccounts.page('retailers', 1, '')}`, headers })
    ).json() as Array<{
      store: string;
    }>;
    const html = (await marked.inject({ method: 'GET', url: '/ViewRetailers', headers })).body;
    // The phone's table, and the spinner for a wider window (its columns come with the app).
    expect(html).toContain(
      '<div class="first-screen-compact"><div><div class="table-responsive-sm"><table class="grouped-table align-middle bg-white table table-hover">',
    );
    expect(html).toContain(
      `<div class="first-screen-wide"><div class="d-flex justify-content-center py-5"><div class="spinner-border" role="status"`,
    );
    expect(html.match(/<tr>|<tr class="row-disabled">/g)).toHaveLength(rows.length + 1);
    expect(html).toContain('<tr><td class=" "><div class="fw-semibold">Twin &lt;Pharmacy&gt;</div>');
    for (const r of rows) expect(html).toContain(`<div class="fw-semibold">${escapeHtml(r.store)}</div>`);
    const matches = `${ADMIN_UI.duplicateAs(ADMIN_MSG.matchesStoreAddress, 'Twin &lt;Pharmacy&gt;')}`;
    expect(
      html.split(
        `<span class="badge dup-badge">${ADMIN_MSG.possibleDuplicate}</span> <span class="text-muted">${matches}</span>`,
      ),
    ).toHaveLength(3);
    expect(html).not.toMatch(/<(input|select|textarea)\b/);
    // The Urdu page, in its words.
    const ur = (
      await marked.inject({
        method: 'GET',
        url: '/ViewRetailers',
        headers: { cookie: `${headers.cookie}; language=ur` },
      })
    ).body;
    expect(ur).toContain(`<span class="badge dup-badge">${URDU.ADMIN_MSG.possibleDuplicate}</span>`);

    // A retailer whose UI cookie says admin: the API refuses it, and the page goes out without rows; its own cookie: no page.
    const retailerSid = await signIn(marked, DEMO_PHONES.retailer);
    for (const cookie of [
      `sid=${retailerSid}; ${uiCookie({ id: adminId, type: 'admin' })}`,
      `sid=${retailerSid}; ${uiCookie({ type: 'retailer' })}`,
    ]) {
      const other = (await marked.inject({ method: 'GET', url: '/ViewRetailers', headers: { cookie } })).body;
      expect(embedded(other)).toBeNull();
      expect(other).not.toContain('Twin &lt;Pharmacy&gt;');
      expect(other).not.toContain('table-responsive-sm');
    }
  });

  it("draws an order's invoice page: the seller's Issue invoice form before it is issued (the invoice read as null)", async () => {
    const sid = await signIn(marked, DEMO_PHONES.seller);
    const headers = { cookie: `sid=${sid}; ${uiCookie({ id: sellerId, type: 'seller' })}` };
    const orders = (
      await marked.inject({
        method: 'GET',
        url: `/api${apiPaths.orders.sellerPage(sellerId, 1, '?status=Pending')}`,
        headers,
      })
    ).json() as Array<{ id: number }>;
    const orderId = orders[0].id;
    expect(
      (await marked.inject({ method: 'GET', url: `/api${moneyApiPaths.invoice(orderId)}`, headers })).statusCode,
    ).toBe(404);
    const details = (
      await marked.inject({ method: 'GET', url: `/api${apiPaths.orders.details(orderId)}`, headers })
    ).json() as {
      order_items: Array<{ productName: string; quantity: number }>;
    };
    const html = (await marked.inject({ method: 'GET', url: `/invoice/${orderId}`, headers })).body;
    expect(html).toContain(`>${MONEY_UI.invoiceFor(orderId)}</h1>`);
    expect(html).toContain(`<p class="text-muted">${MONEY_UI.issueHint}</p>`);
    for (const item of details.order_items) expect(html).toContain(`>${item.quantity}</div></td></tr>`);
    expect(embedded(html)).toEqual({
      [apiPaths.orders.details(orderId)]: details,
      [moneyApiPaths.invoice(orderId)]: null,
    });
    // Another seller's order: the API refuses the details, and the page goes out plain.
    const seller2 = await signIn(marked, DEMO_PHONES.seller2);
    const refused = await marked.inject({
      method: 'GET',
      url: `/invoice/${orderId}`,
      headers: { cookie: `sid=${seller2}; ${uiCookie({ id: await demoAccountId(t, 'seller2'), type: 'seller' })}` },
    });
    expect(embedded(refused.body)).toBeNull();
    expect(refused.body).not.toContain(FIRST_SCREEN_ATTRIBUTE);
  });

  it('draws no figures for a caller the API refuses: no session, a session gone, another seller in the UI cookie, a role without the page', async () => {
    const seller2 = await demoAccountId(t, 'seller2');
    const sid = await signIn(marked, DEMO_PHONES.seller);
    const { caller: clerk } = await teamMemberCaller(t, sellerId, {
      phone: '03001112299',
      name: 'Clerk',
      role: 'clerk',
    });
    const cases: Array<{ url: string; cookie: string; drawn: boolean }> = [
      // The UI cookie alone: the page as it is before its figures (heading, placeholders), with no answers in it.
      { url: '/receivables', cookie: uiCookie({ id: sellerId, type: 'seller' }), drawn: true },
      { url: '/receivables', cookie: `sid=made-up; ${uiCookie({ id: sellerId, type: 'seller' })}`, drawn: true },
      { url: '/dashboard', cookie: `sid=${sid}; ${uiCookie({ id: seller2, type: 'seller' })}`, drawn: true },
      // A clerk's cookie claiming to be the owner: the API refuses the clerk's session.
      { url: '/receivables', cookie: `sid=${clerk.sid}; ${uiCookie({ id: sellerId, type: 'seller' })}`, drawn: true },
      // The cookie says a clerk or a retailer: not their page, the plain one.
      {
        url: '/receivables',
        cookie: `sid=${clerk.sid}; ${uiCookie({ id: sellerId, type: 'seller', role: 'clerk' })}`,
        drawn: false,
      },
      { url: '/accounts', cookie: `sid=${sid}; ${uiCookie({ id: sellerId, type: 'seller' })}`, drawn: false },
    ];
    for (const c of cases) {
      const res = await marked.inject({ method: 'GET', url: c.url, headers: { cookie: c.cookie } });
      expect(res.statusCode, c.url).toBe(200);
      expect(res.headers['cache-control'], c.cookie).toBe('no-cache');
      expect(embedded(res.body), c.cookie).toBeNull();
      expect(res.body.includes(FIRST_SCREEN_ATTRIBUTE), c.cookie).toBe(c.drawn);
      expect(res.body).not.toContain('<span class="money">');
    }
  });
});
