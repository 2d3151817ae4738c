import { describe, expect, it } from 'vitest';
import { formatMoney, STORE_FIRST_SCREEN_ID, type Listing, type SellerInfo } from '@dawalink/shared';
import { escapeHtml, SHELL_END, SHELL_START } from '../../lib/page-html.js';
import { firstScreenData, pageWithStorePreview, PREVIEW_LINES, storePreviewMarkup } from './store-preview.js';

/** The server-drawn first screen of a store link: what it shows, what it escapes, and the page around it. */

const seller: SellerInfo = {
  id: 7,
  full_name: 'Imran Qureshi',
  busniess_name: 'Karachi Medical Traders',
  address: 'Plot 14, Denso Hall',
  phone: '03001234567',
  url: 'karachi-medical-traders',
};

function listing(id: number, manufacturer: string, product_name: string, extra: Partial<Listing> = {}): Listing {
  return {
    id,
    product_id: id,
    wholeseller_id: 7,
    product_name,
    manufacturer,
    offer: 0,
    bonus: '',
    total_price: 100,
    product_code: `P${id}`,
    availability: 'in_stock',
    expiry: null,
    scheme: null,
    pack_multiple: 1,
    retail_price: null,
    ...extra,
  };
}

const LOGO = '<svg width="30" height="30" viewBox="0 0 64 64"><rect width="64" height="64"></rect></svg>';
const INDEX = [
  '<!doctype html><html><head><title>DawaLink</title>',
  '<script type="module" crossorigin src="/static/js/index-a.js"></script>',
  '<link rel="modulepreload" crossorigin href="/static/js/start-b.js">',
  '<style>body{margin:0}</style></head><body>',
  `<div id="root">${SHELL_START}<nav>${LOGO}</nav><div class="spinner-border" role="status" aria-label="Loading"></div>${SHELL_END}</div>`,
  '</body></html>',
].join('');

/** The text content of the embedded first data, parsed back. */
function embedded(html: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${STORE_FIRST_SCREEN_ID}">([\\s\\S]*?)</script>`).exec(
    html,
  );
  expect(match, 'data block').not.toBeNull();
  return JSON.parse(match![1]);
}

describe('store preview markup', () => {
  it('draws the lines under one heading row per manufacturer, with offer, bonus and the formatted price', () => {
    const lines = [
      listing(1, 'ABBOTT', 'Calcium 500mg', { offer: 5, total_price: 1097.28 }),
      listing(2, 'ABBOTT', 'Paracetamol 500mg', { bonus: 'OLD TP', total_price: 2123.99 }),
      listing(3, 'AGP', 'Domperidone 250mg', { offer: 10, bonus: '77 NET', total_price: 1250 }),
    ];
    const html = storePreviewMarkup('Karachi Medical Traders', lines, LOGO);
    expect(html.match(/class="group-heading"/g)).toHaveLength(2);
    expect(html.match(/class="product-row"/g)).toHaveLength(3);
    expect(html).toContain('<h1 class="h5 mb-0 store-title text-truncate" dir="auto">Karachi Medical Traders</h1>');
    for (const price of [1097.28, 2123.99, 1250]) expect(html).toContain(`>${formatMoney(price)}<`);
    // The narrow screens' line under the name: "10% off · 77 NET".
    expect(html).toContain('>10% off · 77 NET<');
    expect(html).toContain('>5% off<');
    expect(html).toContain('placeholder="Search products, manufacturers…"');
    // Nothing in it takes the keyboard: the page is inert until the app replaces it.
    const controls = html.match(/<(button|input)\b[^>]*>/g) ?? [];
    expect(controls.length).toBe(1 + 2 * lines.length + 1);
    for (const control of controls) expect(control).toContain('tabindex="-1"');
  });

  it('draws a line with an offer as the page does: the T.P struck through above the net price of a unit', () => {
    const html = storePreviewMarkup(
      'S',
      [
        listing(1, 'ABBOTT', 'Calcium', { offer: 5, total_price: 1097.28 }),
        listing(2, 'ABBOTT', 'Zinc', { total_price: 80 }),
      ],
      LOGO,
    );
    // 1,097.28 less 5 % = 1,042.416: Rs. 1,042.42 a unit.
    expect(html).toContain(
      '<s class="d-block small text-muted tp-was"><span class="visually-hidden">T.P </span>Rs. 1,097.28</s>' +
        '<span class="net-price"><span class="visually-hidden">Net </span>Rs. 1,042.42</span>',
    );
    expect(html.match(/<s /g)).toHaveLength(1);
    expect(html).toContain('<td class="text-end money-cell">Rs. 80/-</td>');
  });

  it("draws each line's badges and prices as the app's row does: stock, expiry, scheme, retail price and margin", () => {
    const html = storePreviewMarkup(
      seller.busniess_name,
      [
        listing(1, 'GSK', 'Panadol', {
          availability: 'short',
          expiry: '2027-03',
          scheme: { buy: 10, free: 1, starts: null, ends: '2026-12-31' },
          retail_price: 125,
        }),
        listing(2, 'GSK', 'Augmentin', { availability: 'out_of_stock', expiry: '2027-01' }),
      ],
      LOGO,
    );
    const rows = html.split('<tr class="product-row');
    // The app (ProductTable's StockBadge, SchemeBadge, RetailPrice): a bigger cell drawn later would be a new largest paint.
    expect(rows[1]).toContain(
      '<span class="badge text-bg-warning-subtle text-warning-emphasis border border-warning-subtle stock-badge">Short</span>',
    );
    expect(rows[1]).toContain('<span class="badge text-bg-light border expiry-badge">Exp 03/27</span>');
    expect(rows[1]).toContain('title="Buy 10 get 1 free until 2026-12-31"');
    expect(rows[1]).toContain('<span aria-hidden="true">10+1</span>');
    // Once: a second, hidden copy (the phone's line) would make a search of the page by its text find two.
    expect(rows[1].split('10+1')).toHaveLength(2);
    expect(rows[1]).toContain(`Retail price ${formatMoney(125)}`);
    expect(rows[1]).toContain('Margin 20%');
    // Out of stock: the row is marked, its add buttons disabled, and no expiry is shown.
    expect(rows[2]).toMatch(/^ out-of-stock">/);
    expect(rows[2]).toContain('Out of stock</span>');
    expect(rows[2]).not.toContain('expiry-badge');
    expect(rows[2].match(/ disabled>/g)).toHaveLength(2);
  });

  it('shows a spinner, not an empty table, for a store with no lines yet', () => {
    const html = storePreviewMarkup('Empty Store', [], LOGO);
    expect(html).not.toContain('<table');
    expect(html).toContain('aria-label="Loading products"');
  });

  it('escapes what sellers and the admin type: names, manufacturers, bonus', () => {
    const hostile = '<img src=x onerror=alert(1)>"\'&';
    const html = storePreviewMarkup(hostile, [listing(1, hostile, hostile, { bonus: hostile })], LOGO);
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/onerror=alert\(1\)"/);
    expect(html).toContain(escapeHtml(hostile));
    expect(escapeHtml(hostile)).toBe('&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;');
  });
});

describe('first data in the page', () => {
  it('round-trips the seller and the lines, and no text can close the element', () => {
    const lines = [listing(1, 'A', '</script><script>alert(1)</script>'), listing(2, 'B', 'x <!-- y')];
    const block = firstScreenData(seller, lines);
    expect(block.match(/<\/script/gi)).toHaveLength(1);
    expect(block).not.toContain('<!--');
    expect(embedded(block)).toEqual({ seller, firstLines: lines });
  });
});

describe('page with the preview', () => {
  const lines = Array.from({ length: 40 }, (_, i) => listing(i + 1, `M${Math.floor(i / 3)}`, `Product ${i + 1}`));

  it('puts the preview in place of the app shell, marks #root, and carries every first line as data', () => {
    const html = pageWithStorePreview(INDEX, seller, lines)!;
    expect(html).toContain('<div id="root" class="store-preview" data-preview="store" inert>');
    expect(html).not.toContain('<div class="spinner-border" role="status" aria-label="Loading"></div>');
    expect(html).not.toContain(SHELL_START);
    // The brand mark from the shell, at the store header's size.
    expect(html).toContain('<svg width="28" height="28" viewBox="0 0 64 64">');
    // A first screen's worth drawn, all 40 in the data the app starts from.
    expect(html.match(/class="product-row"/g)).toHaveLength(PREVIEW_LINES);
    expect(html).toContain('>Product 20<');
    expect(html).not.toContain('>Product 21<');
    expect(embedded(html)).toEqual({ seller, firstLines: lines });
    // The app's scripts load after what the preview needs.
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/static/js/index-a.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/static/js/start-b.js">');
    expect(html.endsWith('</div></body></html>')).toBe(true);
  });

  it('leaves a page without the marks (an older build) to the caller', () => {
    expect(pageWithStorePreview('<html><body><div id="root"></div></body></html>', seller, lines)).toBeUndefined();
  });
});
