import {
  ENGLISH,
  expiryLabel,
  formatMoneyIn,
  groupKey,
  lineNet,
  STORE_FIRST_SCREEN_ID,
  STORE_PREVIEW_ATTRIBUTE,
  type Catalogue,
  type Language,
  type Listing,
  type SellerInfo,
} from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import { appShell, escapeHtml, pageWithFirstScreen } from '../../lib/page-html.js';
import { storeHeaderLogo, storeHeaderMarkup, storeIcon as icon } from '../../lib/store-header-html.js';

/**
 * The first screen of a store page, drawn by the server into the HTML of a store link (plugins/web-app.ts): the
 * store's name, the search box and the first lines of its list, as the page draws them (web/src/features/
 * storefront: StoreHeader, StorePage, ProductTable, with the same Bootstrap and storefront classes). A buyer on a
 * slow phone reads the products as soon as the HTML is in, instead of after ~160 KB of scripts have loaded and run
 * (docs/performance.md, "Front end"). It is `inert`: nothing in it can be clicked or typed into, and the app
 * replaces it whole once its own page has drawn the same lines (web/src/lib/preview.ts), so no click or keystroke
 * is lost. Which columns and buttons show at which width is CSS (`.store-preview` in storefront.css), since the
 * server does not know the screen: the page decides in script at the same breakpoints.
 */

/**
 * Lines drawn: a first screen, phone or desktop (~10-16 rows with their manufacturer headings). The page's data
 * carries STORE_FIRST_LINES, which the app draws when it takes over; fewer rows here is less HTML to parse and lay
 * out before the first paint.
 */
export const PREVIEW_LINES = 20;

/** The words the preview draws, in the page's language (the page's own, from the same catalogues), and its money. */
interface PreviewTexts {
  store: Catalogue['STOREFRONT_MSG'];
  shop: Catalogue['SHOP_UI'];
  ui: Catalogue['UI_MSG'];
  stock: Catalogue['STOCK_MSG'];
  scheme: Catalogue['SCHEME_MSG'];
  money: (amount: number) => string;
}

function previewTexts(language: Language): PreviewTexts {
  const catalogue: Catalogue = language === 'ur' ? URDU : ENGLISH;
  return {
    store: catalogue.STOREFRONT_MSG,
    shop: catalogue.SHOP_UI,
    ui: catalogue.UI_MSG,
    stock: catalogue.STOCK_MSG,
    scheme: catalogue.SCHEME_MSG,
    money: (amount) => formatMoneyIn(language, amount),
  };
}

/** The T.P; with an offer, the T.P struck through above a unit's net price (ProductTable's PriceWithOffer, as HTML). */
function priceCell(l: Listing, t: PreviewTexts): string {
  const tp = escapeHtml(t.money(l.total_price));
  if (!(l.offer > 0)) return tp;
  return (
    `<s class="d-block small text-muted tp-was"><span class="visually-hidden">${escapeHtml(t.shop.tp)} </span>${tp}</s>` +
    `<span class="net-price"><span class="visually-hidden">${escapeHtml(t.shop.net)} </span>${escapeHtml(t.money(lineNet(l.total_price, 1, l.offer)))}</span>`
  );
}

/** ProductTable's StockBadge: availability, and the shortest expiry when the seller keeps batches. */
function stockBadges(l: Listing, t: PreviewTexts): string {
  const a = l.availability ?? 'in_stock';
  const variant = {
    in_stock: 'text-bg-success-subtle text-success-emphasis border border-success-subtle',
    short: 'text-bg-warning-subtle text-warning-emphasis border border-warning-subtle',
    out_of_stock: 'text-bg-danger-subtle text-danger-emphasis border border-danger-subtle',
  }[a];
  const expiry =
    l.expiry && a !== 'out_of_stock'
      ? `<span class="badge text-bg-light border expiry-badge">${escapeHtml(t.stock.expiryShort(expiryLabel(l.expiry)))}</span>`
      : '';
  return `<span class="stock-badges"><span class="badge ${variant} stock-badge">${escapeHtml(t.stock.availabilityLabel[a])}</span>${expiry}</span>`;
}

/** ProductTable's SchemeBadge: "10+1" beside the bonus label. */
function schemeBadge(l: Listing, t: PreviewTexts): string {
  if (!l.scheme) return '';
  const { buy, free, starts, ends } = l.scheme;
  const when = [starts && t.scheme.schemeFrom(starts), ends && t.scheme.schemeUntil(ends)].filter(Boolean).join(' ');
  const title = t.scheme.schemeTitle(buy, free);
  return (
    `<span class="badge text-bg-success ms-1 scheme-badge" title="${escapeHtml(`${title}${when ? ` ${when}` : ''}`)}">` +
    `<span class="visually-hidden">${escapeHtml(title)} </span><span aria-hidden="true">${escapeHtml(t.scheme.schemeLabel(buy, free))}</span></span>`
  );
}

/** ProductTable's RetailPrice: the regulator's retail price under the T.P, and the margin on the net price. */
function retailPrice(l: Listing, t: PreviewTexts): string {
  if (l.retail_price === null || l.retail_price === undefined || !(l.retail_price > 0)) return '';
  const margin = ((l.retail_price - lineNet(l.total_price, 1, l.offer)) / l.retail_price) * 100;
  return (
    `<span class="d-block small text-muted retail-price">${escapeHtml(t.scheme.retailPrice)} ${escapeHtml(t.money(l.retail_price))}` +
    `<span class="d-block">${escapeHtml(t.scheme.margin(Math.round(margin * 10) / 10))}</span></span>`
  );
}

/**
 * One line as ProductTable's ProductRow draws it, both layouts at once (CSS shows one): the same badges and prices,
 * so the app's row paints over it at the same size. A bigger row drawn later would be the page's largest paint
 * (Lighthouse's LCP) seconds after the preview's.
 */
function productRow(l: Listing, t: PreviewTexts): string {
  const out = l.availability === 'out_of_stock';
  const offer = l.offer > 0 ? t.shop.offOffer(l.offer) : '';
  const under = [offer, l.bonus].filter(Boolean).map(escapeHtml).join(' · ');
  const scheme = schemeBadge(l, t);
  const add = escapeHtml(t.shop.add);
  const disabled = out ? ' disabled' : '';
  return (
    `<tr class="product-row${out ? ' out-of-stock' : ''}"><td class="product-name"><span dir="auto">${escapeHtml(l.product_name)}</span>` +
    // The phone's line under the name leaves the scheme's badge to the bonus cell: one copy of "10+1" in the
    // preview's markup, not two (one of them hidden), for whatever reads the page by its text before the app is in.
    (under ? `<span class="d-block small text-muted preview-compact">${under}</span>` : '') +
    stockBadges(l, t) +
    `</td><td class="text-end tabular preview-full">${l.offer}%</td><td class="bonus-cell preview-full">${escapeHtml(l.bonus)}${scheme}</td>` +
    `<td class="text-end money-cell">${priceCell(l, t)}${retailPrice(l, t)}</td>` +
    `<td class="text-end add-cell"><button type="button" class="btn btn-sm btn-outline-primary preview-wide" tabindex="-1"${disabled}>${add}</button>` +
    `<button type="button" class="btn btn-sm btn-primary add-touch preview-narrow" tabindex="-1" aria-label="${add}"${disabled}>${icon('plus', 18)}</button></td></tr>`
  );
}

/** The rows under a heading row per manufacturer (one whatever its case, as the page draws it), in the list's order. */
function tableBody(lines: Listing[], t: PreviewTexts): string {
  let html = '';
  let manufacturer: string | null = null;
  for (const line of lines) {
    if (groupKey(line.manufacturer) !== manufacturer) {
      manufacturer = groupKey(line.manufacturer);
      html += `<tr class="group-heading"><th colspan="5" scope="colgroup">${escapeHtml(line.manufacturer)}</th></tr>`;
    }
    html += productRow(line, t);
  }
  return html;
}

/**
 * The preview's markup (what goes inside #root), in `language`. `logo` is the app shell's brand mark, taken from
 * index.html.
 */
export function storePreviewMarkup(
  storeName: string,
  lines: Listing[],
  logo: string,
  language: Language = 'en',
): string {
  const t = previewTexts(language);
  const h = t.store.productColumns;
  const table = lines.length
    ? `<table class="table table-hover grouped-table store-table align-middle bg-white mb-0"><caption class="visually-hidden">${escapeHtml(t.shop.productsCaption)}</caption>` +
      `<thead><tr><th scope="col">${h.product}</th><th scope="col" class="text-end preview-full">${h.offer}</th><th scope="col" class="preview-full">${h.bonus}</th>` +
      `<th scope="col" class="text-end">${h.price}</th><th scope="col" class="text-end"><span class="visually-hidden">${h.add}</span></th></tr></thead>` +
      `<tbody>${tableBody(lines, t)}</tbody></table>`
    : `<div class="d-flex justify-content-center py-5"><div class="spinner-border" role="status" aria-label="${escapeHtml(t.shop.loadingProducts)}"></div></div>`;
  return (
    storeHeaderMarkup(storeName, logo, t.store.sellerInfo) +
    `<main class="container-xl py-3 store-main"><div class="row g-3"><div class="col-12 preview-list">` +
    `<div class="store-search mb-2"><span class="store-search-icon" aria-hidden="true">${icon('search', 18)}</span><input type="search" class="form-control" aria-label="${escapeHtml(t.shop.search)}" placeholder="${escapeHtml(t.store.searchProducts)}" tabindex="-1"></div>` +
    `<div class="page-card p-0 overflow-hidden">${table}</div></div>` +
    `<aside class="col-4 preview-wide"><div class="page-card cart-sticky"><h2 class="h5 mb-3">${escapeHtml(t.store.yourOrder)}</h2>` +
    `<div class="d-flex justify-content-center py-4"><div class="spinner-border spinner-border-sm" role="status" aria-label="${escapeHtml(t.ui.loading)}"></div></div></div></aside>` +
    `</div></main>`
  );
}

/**
 * The page's first data as a JSON data block (web/src/lib/first-screen.ts reads it): never run, so the CSP has
 * nothing to allow; `<` escaped so that no name can close the element.
 */
export function firstScreenData(seller: SellerInfo, lines: Listing[]): string {
  const json = JSON.stringify({ seller, firstLines: lines }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${STORE_FIRST_SCREEN_ID}">${json}</script>`;
}

/**
 * index.html (already in `language`: plugins/web-app.ts) with the preview, in its words, in place of the app shell: #root marked `data-preview` (the app renders beside it and
 * swaps itself in) and `inert`, and the page's first data beside it. Undefined when index.html lacks the marks (an
 * older build): then no preview.
 */
export function pageWithStorePreview(
  indexHtml: string,
  seller: SellerInfo,
  lines: Listing[],
  language: Language = 'en',
): string | undefined {
  const shell = appShell(indexHtml);
  if (shell === undefined) return undefined;
  // The brand mark at the size the store header draws it (28 px; the shell draws it at 30).
  const logo = storeHeaderLogo(shell);
  return pageWithFirstScreen(
    indexHtml,
    `class="store-preview" ${STORE_PREVIEW_ATTRIBUTE}="store"`,
    storePreviewMarkup(seller.busniess_name, lines.slice(0, PREVIEW_LINES), logo, language) +
      firstScreenData(seller, lines),
  );
}
