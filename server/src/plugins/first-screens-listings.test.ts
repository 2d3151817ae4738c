import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  ENGLISH,
  FIRST_SCREEN_ANSWERS_ID,
  FIRST_SCREEN_ATTRIBUTE,
  formatMoneyIn,
  PAGE_SIZE,
  SELLER_LIST_FIRST_LINES,
  type Listing,
  type SelectableProduct,
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
import {
  drawProductList,
  drawSelectProducts,
  productListReads,
  selectProductsReads,
} from './first-screens-listings.js';

/**
 * The catalogue selection (/SelectProducts) drawn with the seller's own first page of the catalogue, and the product
 * list (/WholesellerHome) with its first lines, through the web app's page route (plugins/web-app.ts) on a build with
 * the app shell's marks.
 */

const SHELL = `<nav><svg width="30" height="30"></svg></nav><div class="spinner-border" role="status" aria-label="Loading"></div>`;
const MARKED_HTML = `<!doctype html><html lang="en"><head><title>DawaLink</title><script type="module" crossorigin src="/static/js/index-a.js"></script></head><body><div id="root">${SHELL_START}${SHELL}${SHELL_END}</div></body></html>`;

let t: TestApp;
let web: FastifyInstance;
let dist: string;
let sellerId: number;
let sid: string;

beforeAll(async () => {
  t = await buildTestApp();
  sellerId = await demoAccountId(t, 'seller');
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dawalink-listings-screen-'));
  fs.mkdirSync(path.join(dist, 'static'));
  fs.writeFileSync(path.join(dist, 'index.html'), MARKED_HTML);
  web = await secondApp(t, { webDist: dist });
  await web.ready();
  sid = await signIn(web, DEMO_PHONES.seller);
});
afterAll(async () => {
  await web?.close();
  await t?.close();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

const uiCookie = (user: unknown) => `user=${encodeURIComponent(JSON.stringify(user))}`;
const countPath = () => apiPaths.catalogue.selectableCount(sellerId);
const pagePath = () => apiPaths.catalogue.selectablePage(sellerId, 1);

/** The answers a page came with (its JSON data block), or null. */
function embedded(html: string): Record<string, unknown> | null {
  const at = html.indexOf(`<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">`);
  if (at < 0) return null;
  const start = html.indexOf('>', at) + 1;
  return JSON.parse(html.slice(start, html.indexOf('</script>', start))) as Record<string, unknown>;
}

/** The API's own answers to the page's first two queries, as the seller. */
async function apiAnswers(headers: Record<string, string>) {
  const count = await web.inject({ method: 'GET', url: `/api${countPath()}`, headers });
  const rows = await web.inject({ method: 'GET', url: `/api${pagePath()}`, headers });
  expect(count.statusCode).toBe(200);
  expect(rows.statusCode).toBe(200);
  return { count: Number(count.body), rows: rows.json() as SelectableProduct[] };
}

describe('/SelectProducts drawn with the seller’s first page of the catalogue', () => {
  it('draws the heading, the search box, the first rows in both widths’ columns and the page links, and carries both answers', async () => {
    const headers = { cookie: `sid=${sid}; ${uiCookie({ id: sellerId, type: 'seller' })}` };
    const { count, rows } = await apiAnswers(headers);
    expect(rows).toHaveLength(PAGE_SIZE);
    expect(count).toBeGreaterThan(PAGE_SIZE);
    const res = await web.inject({ method: 'GET', url: '/SelectProducts', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    const T = ENGLISH.LISTINGS_UI;
    expect(html).toContain(`<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="page" inert>`);
    expect(html).toContain(`<h1 class="h3 mb-2">${T.addProducts}</h1>`);
    expect(html).toContain(
      `<div class="form-control first-screen-field" aria-hidden="true">${T.searchCatalogue}</div>`,
    );
    expect(html).toContain(`<h2 id="tips-title" class="h6 mb-2">${T.tipsTitle}</h2>`);
    // The tips before the list in the document, where a phone shows them: a browser paints the page as it streams
    // in, and tips arriving after the rows pushed the painted list down.
    expect(html.indexOf('id="tips-title"')).toBeLessThan(html.indexOf(`<h1 class="h3 mb-2">`));
    expect(html).not.toMatch(/\border-[1-5]\b/);
    // Every row of the page, twice: the narrow window's table and the wide one's.
    for (const row of rows) {
      const name = `<label class="mb-0"><bdi>${escapeHtml(row.product_name)}</bdi></label>`;
      expect(html.split(name).length - 1, row.product_name).toBe(2);
    }
    const first = rows[0];
    expect(html).toContain(`<th colspan="4" scope="colgroup">${escapeHtml(first.manufacturer)}</th>`);
    expect(html).toContain(`<th colspan="7" scope="colgroup">${escapeHtml(first.manufacturer)}</th>`);
    expect(html).toContain(
      `<td class="text-end money-cell ">${escapeHtml(formatMoneyIn('en', first.total_price))}</td>`,
    );
    expect(html).toContain(`<span class="text-muted small">${escapeHtml(first.product_code)}</span>`);
    expect(html).toContain('<div class="table-responsive-sm first-screen-narrow">');
    expect(html).toContain('<div class="table-responsive-sm first-screen-full">');
    // The page links as the app shows them on page 1 of the count's pages.
    expect(html).toContain(`aria-label="${ENGLISH.PARTS_UI.page(2)}"`);
    expect(html).toContain(`aria-label="${ENGLISH.PARTS_UI.page(Math.ceil(count / PAGE_SIZE))}"`);
    expect(embedded(html)).toEqual({ [countPath()]: count, [pagePath()]: rows });
    // Nothing takes input, and no label names a control a script could find by its name.
    expect(html).not.toMatch(/<(input|select|textarea|form)\b/);
    expect(html).not.toMatch(/\sfor="/);
  });

  it('draws in the account’s language: Urdu words and money', async () => {
    const headers = { cookie: `sid=${sid}; ${uiCookie({ id: sellerId, type: 'seller', language: 'ur' })}` };
    const { rows } = await apiAnswers(headers);
    const html = (await web.inject({ method: 'GET', url: '/SelectProducts', headers })).body;
    expect(html).toContain(`<h1 class="h3 mb-2">${URDU.LISTINGS_UI.addProducts}</h1>`);
    expect(html).toContain(`>${escapeHtml(URDU.LISTINGS_UI.column.product)}</th>`);
    expect(html).toContain(
      `<td class="text-end money-cell ">${escapeHtml(formatMoneyIn('ur', rows[0].total_price))}</td>`,
    );
    expect(html).toContain(`title="${escapeHtml(URDU.LISTINGS_UI.selectProduct(rows[0].product_name))}"`);
  });

  it('draws it for a catalogue team member, whose session reads the seller’s catalogue', async () => {
    const { caller } = await teamMemberCaller(t, sellerId, {
      phone: '03001112277',
      name: 'Catalogue',
      role: 'catalogue',
    });
    const headers = { cookie: `sid=${caller.sid}; ${uiCookie({ id: sellerId, type: 'seller', role: 'catalogue' })}` };
    const html = (await web.inject({ method: 'GET', url: '/selectproducts', headers })).body;
    expect(Object.keys(embedded(html) ?? {})).toEqual([countPath(), pagePath()]);
  });

  it('draws the page before its data for a seller whose answers the API refuses; nothing for anyone the page is not for', async () => {
    const retailerSid = await signIn(web, DEMO_PHONES.retailer);
    const adminSid = await signIn(web, DEMO_PHONES.admin);
    const { caller: clerk } = await teamMemberCaller(t, sellerId, {
      phone: '03001112288',
      name: 'Clerk',
      role: 'clerk',
    });
    const cases: Array<{ cookie: string; drawn: boolean }> = [
      // The UI cookie alone, or a session that is not the seller's: the heading and the spinner, no rows, no answers.
      { cookie: uiCookie({ id: sellerId, type: 'seller' }), drawn: true },
      { cookie: `sid=${clerk.sid}; ${uiCookie({ id: sellerId, type: 'seller' })}`, drawn: true },
      // A visitor, a retailer, the admin, a clerk: not their page.
      { cookie: '', drawn: false },
      { cookie: `sid=${retailerSid}; ${uiCookie({ id: 1, type: 'retailer' })}`, drawn: false },
      { cookie: `sid=${adminSid}; ${uiCookie({ id: 1, type: 'admin' })}`, drawn: false },
      { cookie: `sid=${clerk.sid}; ${uiCookie({ id: sellerId, type: 'seller', role: 'clerk' })}`, drawn: false },
    ];
    for (const c of cases) {
      const res = await web.inject({
        method: 'GET',
        url: '/SelectProducts',
        headers: c.cookie ? { cookie: c.cookie } : {},
      });
      expect(res.statusCode, c.cookie).toBe(200);
      expect(res.headers['cache-control'], c.cookie).toBe('no-cache');
      expect(embedded(res.body), c.cookie).toBeNull();
      expect(res.body.includes(FIRST_SCREEN_ATTRIBUTE), c.cookie).toBe(c.drawn);
      expect(res.body).not.toContain('grouped-table');
      if (c.drawn) expect(res.body).toContain(`aria-label="${ENGLISH.LISTINGS_UI.loadingProducts}"`);
      else expect(res.body).toContain(SHELL);
    }
  });
});

describe('/WholesellerHome drawn with the list’s first lines', () => {
  const firstPath = () => apiPaths.listings.firstOfSeller(sellerId, SELLER_LIST_FIRST_LINES);
  const settingsPath = apiPaths.sellers.settings();
  const setTrackBatches = async (on: boolean) => {
    const res = await web.inject({
      method: 'PUT',
      url: `/api${settingsPath}`,
      headers: { cookie: `sid=${sid}` },
      payload: { track_batches: on },
    });
    expect(res.statusCode).toBe(200);
  };

  it('draws the heading and its buttons, the search box and the first lines in both widths’ columns, and carries both answers', async () => {
    const headers = { cookie: `sid=${sid}; ${uiCookie({ id: sellerId, type: 'seller' })}` };
    const lines = (await web.inject({ method: 'GET', url: `/api${firstPath()}`, headers })).json() as Listing[];
    const whole = (
      await web.inject({ method: 'GET', url: `/api${apiPaths.listings.ofSeller(sellerId)}`, headers })
    ).json() as Listing[];
    expect(lines).toEqual(whole.slice(0, SELLER_LIST_FIRST_LINES));
    const settings = (await web.inject({ method: 'GET', url: `/api${settingsPath}`, headers })).json() as {
      track_batches: boolean;
    };
    expect(settings.track_batches).toBe(false);
    const res = await web.inject({ method: 'GET', url: '/WholesellerHome', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    const T = ENGLISH.LISTINGS_UI;
    expect(html).toContain(`<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="page" inert>`);
    expect(html).toContain(`<h1 class="h3 mb-0">${T.productList}</h1>`);
    expect(html).toContain(`>${T.stockSettings}</button>`);
    expect(html).toContain(`>${T.addProducts}</button>`);
    expect(html).toContain(`<div class="form-control first-screen-field" aria-hidden="true">${T.search}</div>`);
    // Every line, in both tables: the narrow window's name with its state under it, the wide one's name in its cell.
    for (const line of lines) {
      expect(html, line.product_name).toContain(`<span dir="auto">${escapeHtml(line.product_name)}</span>`);
      expect(html, line.product_name).toContain(`<td class=" ">${escapeHtml(line.product_name)}</td>`);
    }
    expect(html.split('<select ').length - 1).toBe(2 * lines.length);
    expect(html.split(`aria-label="${T.edit}"`).length - 1).toBe(2 * lines.length);
    expect(html).not.toContain(`aria-label="${T.batches}"`);
    expect(html).toContain(`<th colspan="4" scope="colgroup">${escapeHtml(lines[0].manufacturer)}</th>`);
    expect(html).toContain(`<th colspan="7" scope="colgroup">${escapeHtml(lines[0].manufacturer)}</th>`);
    expect(html).toContain(
      `<td class="text-end money-cell ">${escapeHtml(formatMoneyIn('en', lines[0].total_price))}</td>`,
    );
    expect(embedded(html)).toEqual({ [firstPath()]: lines, [settingsPath]: settings });
    // The drop-downs are named for nobody and out of reach (and #root is inert); nothing else takes input.
    expect(html).not.toMatch(/<(input|textarea|form)\b/);
    expect(html).not.toMatch(/<select (?!tabindex="-1" aria-hidden="true")/);
    expect(html).not.toContain(T.availabilityOf(lines[0].product_name));
  });

  it('draws Batches beside Edit and Delete for a seller who tracks batches, in the account’s language', async () => {
    await setTrackBatches(true);
    try {
      const headers = { cookie: `sid=${sid}; ${uiCookie({ id: sellerId, type: 'seller', language: 'ur' })}` };
      const lines = (await web.inject({ method: 'GET', url: `/api${firstPath()}`, headers })).json() as Listing[];
      const html = (await web.inject({ method: 'GET', url: '/WholesellerHome', headers })).body;
      expect(html).toContain(`<h1 class="h3 mb-0">${URDU.LISTINGS_UI.productList}</h1>`);
      expect(html.split(`aria-label="${URDU.LISTINGS_UI.batches}"`).length - 1).toBe(2 * lines.length);
      expect(html).toContain(
        `<td class="text-end money-cell ">${escapeHtml(formatMoneyIn('ur', lines[0].total_price))}</td>`,
      );
      expect(html).toContain(`>${escapeHtml(URDU.STOCK_MSG.availabilityLabel[lines[0].availability])}</option>`);
    } finally {
      await setTrackBatches(false);
    }
  });

  it('answers 50 requests of two sellers at once each with its own lines, never the other’s', async () => {
    const seller2Id = await demoAccountId(t, 'seller2');
    const sid2 = await signIn(web, DEMO_PHONES.seller2);
    const callers = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? { id: sellerId, cookie: `sid=${sid}; ${uiCookie({ id: sellerId, type: 'seller' })}` }
        : { id: seller2Id, cookie: `sid=${sid2}; ${uiCookie({ id: seller2Id, type: 'seller', language: 'ur' })}` },
    );
    const pages = await Promise.all(
      callers.map((c) => web.inject({ method: 'GET', url: '/WholesellerHome', headers: { cookie: c.cookie } })),
    );
    pages.forEach((res, i) => {
      const { id } = callers[i];
      expect(res.statusCode, String(i)).toBe(200);
      const answers = embedded(res.body) ?? {};
      const lines = answers[apiPaths.listings.firstOfSeller(id, SELLER_LIST_FIRST_LINES)] as Listing[] | undefined;
      expect(lines, String(i)).toHaveLength(SELLER_LIST_FIRST_LINES);
      expect(Object.keys(answers), String(i)).toHaveLength(2);
      expect(
        lines!.every((line) => line.wholeseller_id === id),
        String(i),
      ).toBe(true);
      // Drawn in the caller's own language, with the caller's own lines.
      const T = (id === sellerId ? ENGLISH : URDU).LISTINGS_UI;
      expect(res.body, String(i)).toContain(`<h1 class="h3 mb-0">${T.productList}</h1>`);
      expect(res.body, String(i)).toContain(`<span dir="auto">${escapeHtml(lines![0].product_name)}</span>`);
    });
  });

  it('draws it for a catalogue team member; the page before its data for a session the API refuses; nothing for anyone else', async () => {
    const { caller: catalogue } = await teamMemberCaller(t, sellerId, {
      phone: '03001112299',
      name: 'Lists',
      role: 'catalogue',
    });
    const { caller: booker } = await teamMemberCaller(t, sellerId, {
      phone: '03001112300',
      name: 'Booker',
      role: 'booker',
    });
    const retailerSid = await signIn(web, DEMO_PHONES.retailer);
    const cases: Array<{ cookie: string; drawn: 'data' | 'frame' | false }> = [
      {
        cookie: `sid=${catalogue.sid}; ${uiCookie({ id: sellerId, type: 'seller', role: 'catalogue' })}`,
        drawn: 'data',
      },
      // The UI cookie alone, or a session of someone else's: the heading and the spinner, no lines, no answers.
      { cookie: uiCookie({ id: sellerId, type: 'seller' }), drawn: 'frame' },
      { cookie: `sid=${retailerSid}; ${uiCookie({ id: sellerId, type: 'seller' })}`, drawn: 'frame' },
      { cookie: '', drawn: false },
      { cookie: `sid=${retailerSid}; ${uiCookie({ id: 1, type: 'retailer' })}`, drawn: false },
      { cookie: `sid=${booker.sid}; ${uiCookie({ id: sellerId, type: 'seller', role: 'booker' })}`, drawn: false },
    ];
    for (const c of cases) {
      const res = await web.inject({
        method: 'GET',
        url: '/wholesellerhome',
        headers: c.cookie ? { cookie: c.cookie } : {},
      });
      expect(res.statusCode, c.cookie).toBe(200);
      expect(res.body.includes(FIRST_SCREEN_ATTRIBUTE), c.cookie).toBe(c.drawn !== false);
      expect(Object.keys(embedded(res.body) ?? {}), c.cookie).toEqual(
        c.drawn === 'data' ? [firstPath(), settingsPath] : [],
      );
      expect(res.body.includes('grouped-table'), c.cookie).toBe(c.drawn === 'data');
      if (c.drawn === 'frame') expect(res.body).toContain(`aria-label="${ENGLISH.LISTINGS_UI.loadingProducts}"`);
      if (!c.drawn) expect(res.body).toContain(SHELL);
    }
  });
});

describe('the drawing itself', () => {
  const draw = drawSelectProducts;
  const row: SelectableProduct = {
    id: 7,
    product_name: 'Pain <b>"Relief"</b> & Co',
    manufacturer: '<i>Acme</i>',
    offer: 7.5,
    bonus: '',
    total_price: 1250.5,
    product_code: 'A&1',
  };

  it('escapes every value from the answers', () => {
    const html = draw(ENGLISH, [1, [row]], 'en')!;
    expect(html).toContain('<bdi>Pain &lt;b&gt;&quot;Relief&quot;&lt;/b&gt; &amp; Co</bdi>');
    expect(html).toContain('scope="colgroup">&lt;i&gt;Acme&lt;/i&gt;</th>');
    expect(html).toContain('<span class="text-muted small">A&amp;1</span>');
    expect(html).toContain('<td class="text-end money-cell ">7.5%</td>');
    expect(html).toContain('<td class=" "><span class="text-muted">-</span></td>');
    expect(html).not.toContain('<b>');
    // One page: no page links.
    expect(html).not.toContain('<nav');
  });

  it('groups names that differ only in case under the first spelling, groups in case-insensitive order', () => {
    const rows = [
      { ...row, id: 1, manufacturer: 'beta', product_name: 'One' },
      { ...row, id: 2, manufacturer: 'Alpha', product_name: 'Two' },
      { ...row, id: 3, manufacturer: 'BETA ', product_name: 'Three' },
    ];
    const html = draw(ENGLISH, [3, rows], 'en')!;
    const narrow = html.slice(html.indexOf('first-screen-narrow'), html.indexOf('first-screen-full'));
    const order = [...narrow.matchAll(/scope="colgroup">([^<]*)<|<bdi>([^<]*)</g)].map((m) => m[1] ?? m[2]);
    expect(order).toEqual(['Alpha', 'Two', 'beta', 'One', 'Three']);
  });

  it('draws the empty catalogue line, and nothing for an answer that is not what the page expects', () => {
    expect(draw(ENGLISH, [0, []], 'en')).toContain(ENGLISH.MSG.catalogueEmpty);
    expect(draw(ENGLISH, ['3', [row]], 'en')).toBeUndefined();
    expect(draw(ENGLISH, [-1, [row]], 'en')).toBeUndefined();
    expect(draw(ENGLISH, [3, [{ ...row, total_price: '12' }]], 'en')).toBeUndefined();
    expect(draw(ENGLISH, [3, { rows: [row] }], 'en')).toBeUndefined();
  });

  it('draws a product list’s lines escaped, its empty line, and nothing for answers that are not what the page expects', () => {
    const line: Listing = {
      id: 9,
      product_id: 3,
      wholeseller_id: 2,
      product_name: 'Pain <b>"Relief"</b> & Co',
      manufacturer: '<i>Acme</i>',
      offer: 7.5,
      bonus: '<u>2+1</u>',
      total_price: 1250.5,
      product_code: 'A&1',
      availability: 'short',
      expiry: null,
      scheme: null,
      pack_multiple: 1,
      retail_price: null,
    };
    const settings = { track_batches: false };
    const html = drawProductList(ENGLISH, [[line], settings], 'en')!;
    expect(html).toContain('<span dir="auto">Pain &lt;b&gt;&quot;Relief&quot;&lt;/b&gt; &amp; Co</span>');
    expect(html).toContain('scope="colgroup">&lt;i&gt;Acme&lt;/i&gt;</th>');
    expect(html).toContain('<td class=" ">&lt;u&gt;2+1&lt;/u&gt;</td>');
    expect(html).toContain('class="availability-select availability-short form-select form-select-sm"');
    expect(html).toContain(`<option value="short" selected>${ENGLISH.STOCK_MSG.availabilityLabel.short}</option>`);
    expect(html).not.toMatch(/<(b|i|u)>/);
    expect(drawProductList(ENGLISH, [[], settings], 'en')).toContain(ENGLISH.MSG.dataNotFound);
    expect(drawProductList(ENGLISH, [[{ ...line, availability: 'gone' }], settings], 'en')).toBeUndefined();
    expect(drawProductList(ENGLISH, [[line], null], 'en')).toBeUndefined();
    expect(drawProductList(ENGLISH, [{ rows: [line] }, settings], 'en')).toBeUndefined();
  });

  it('reads nothing without the account’s id in the cookie', () => {
    expect(productListReads({ type: 'seller' })).toBeUndefined();
    expect(productListReads({ type: 'seller', id: 5 })).toEqual([
      apiPaths.listings.firstOfSeller(5, SELLER_LIST_FIRST_LINES),
      apiPaths.sellers.settings(),
    ]);
    expect(selectProductsReads({ type: 'seller' })).toBeUndefined();
    expect(selectProductsReads({ type: 'seller', id: 5 })).toEqual([
      apiPaths.catalogue.selectableCount(5),
      apiPaths.catalogue.selectablePage(5, 1),
    ]);
  });
});
