import {
  apiPaths,
  AVAILABILITIES,
  compareFolded,
  formatMoneyIn,
  groupKey,
  listingSchema,
  PAGE_SIZE,
  SELLER_LIST_FIRST_LINES,
  selectableProductSchema,
  selectProductsTips,
  sellerSettingsSchema,
  type Availability,
  type Catalogue,
  type Language,
  type Listing,
  type SelectableProduct,
} from '@dawalink/shared';
import { escapeHtml } from '../lib/page-html.js';
import {
  firstPageLinks,
  iconButton,
  searchBox,
  seller,
  spinner,
  type CookieUser,
  type FirstScreen,
  uiIcon,
} from './first-screen-parts.js';

/*
 * The catalogue selection (web/src/features/listings/select-products-page.tsx) as it opens, nothing typed: the
 * heading, the search row, the first page of the catalogue grouped by manufacturer, the page links and the tips. Its
 * largest part on a phone is a row's product name, which otherwise waits for the page's code: drawn here with the
 * caller's own first page, it is on screen with the HTML.
 *
 * The table's columns follow the window's width (under BREAKPOINT_NARROW, 1000 px, the optional ID, Offer and Bonus
 * are hidden until ticked in View columns), which the server does not know: both tables are drawn, and the
 * stylesheet shows the one that fits (theme.css, .first-screen-narrow / .first-screen-full). Which optional columns
 * a person ticked lives in the page's state only, so the drawn ones are each width's defaults, as the page opens.
 *
 * Everything is drawn as the app's components draw it (components/grouped-table.tsx, tick-box.tsx, pagination.tsx,
 * sticky-search.tsx, listings/optional-columns.tsx), same elements and classes, so that React's first render, which
 * starts from the same answers, replaces it with nothing moving. Nothing takes input: the search field is a box, the
 * tick boxes are boxes without a field, and the product names' labels name no control (a script that ticks a
 * product by its name waits for the page's own box).
 */

/**
 * Rows under their manufacturer as the table groups them (web/src/components/grouped-rows.ts): names that differ
 * only in case or surrounding spaces are one group, headed by the spelling seen first; groups in case-insensitive
 * order; rows in their order within a group.
 */
function byManufacturer<R extends { manufacturer: string }>(rows: R[]): Array<{ name: string; rows: R[] }> {
  const groups = new Map<string, { name: string; rows: R[] }>();
  for (const row of rows) {
    const key = groupKey(row.manufacturer);
    const group = groups.get(key);
    if (group) group.rows.push(row);
    else groups.set(key, { name: row.manufacturer, rows: [row] });
  }
  return [...groups.entries()].sort(([a], [b]) => compareFolded(a, b)).map(([, group]) => group);
}

interface Column<R> {
  key: string;
  header: string;
  /** Markup, escaped. */
  cell: (row: R) => string;
  numeric?: boolean;
  className?: string;
}

/** The cells both listing pages draw alike: the product's code, its offer, its bonus scheme and its T.P. */
type PricedLine = { product_code: string; offer: number; bonus: string | null; total_price: number };
const cells = {
  code: (r: PricedLine) => `<span class="text-muted small">${escapeHtml(r.product_code)}</span>`,
  offer: (r: PricedLine) => escapeHtml(`${r.offer}%`),
  bonus: (r: PricedLine) => (r.bonus ? escapeHtml(r.bonus) : '<span class="text-muted">-</span>'),
  tp: (language: Language) => (r: PricedLine) => escapeHtml(formatMoneyIn(language, r.total_price)),
};

/** The columns shown only in a wide window's table (`full`); none in a narrow one's. */
const wideOnly =
  (full: boolean) =>
  <R>(...cols: Column<R>[]): Column<R>[] =>
    full ? cols : [];

/** The page's columns, the optional ones (ID, Offer, Bonus) when `full`: a wide window's default. */
function columns(t: Catalogue, language: Language, full: boolean): Column<SelectableProduct>[] {
  const T = t.LISTINGS_UI;
  const wide = wideOnly(full);
  return [
    ...wide<SelectableProduct>({ key: 'id', header: T.column.id, cell: cells.code }),
    // A label for no control, the size of the page's (which names the row's tick box).
    {
      key: 'product',
      header: T.column.product,
      cell: (r) => `<label class="mb-0"><bdi>${escapeHtml(r.product_name)}</bdi></label>`,
    },
    ...wide<SelectableProduct>(
      { key: 'offer', header: T.column.offer, numeric: true, cell: cells.offer },
      { key: 'bonus', header: T.column.bonus, cell: cells.bonus },
    ),
    { key: 'tp', header: T.column.tp, numeric: true, cell: cells.tp(language) },
    {
      key: 'select',
      header: T.column.select,
      className: 'text-center select-cell',
      // The tick box without its field (as the order desk's cards draw it): a tap waits for the page's own.
      cell: (r) =>
        `<label class="tick-box" title="${escapeHtml(T.selectProduct(r.product_name))}"><span class="form-check-input m-0 d-inline-block" style="border-radius:.25em"></span></label>`,
    },
  ];
}

/** The "+" of View columns (listings/optional-columns.tsx), a header cell's. */
const viewColumnsButton = (t: Catalogue) => iconButton(t.LISTINGS_UI.viewColumns, 'plus', 'outline-secondary');

/**
 * components/grouped-table.tsx, rows under their manufacturer, with `headerExtra` as its extra header cell: marked
 * for the widths it is shown at, a wide window's when `full`, a narrow one's otherwise.
 */
function groupedTable<R extends { manufacturer: string }>(table: {
  columns: Column<R>[];
  rows: R[];
  caption: string;
  empty: string;
  headerExtra?: string;
  full: boolean;
}): string {
  const { columns: cols, rows, headerExtra } = table;
  const span = cols.length + (headerExtra ? 1 : 0);
  const head =
    cols
      .map(
        (c) =>
          `<th scope="col" class="${c.numeric ? 'text-end' : ''} ${c.className ?? ''}">${escapeHtml(c.header)}</th>`,
      )
      .join('') + (headerExtra ? `<th scope="col" class="text-end">${headerExtra}</th>` : '');
  const body =
    rows.length === 0
      ? `<tr><td colspan="${span}" class="text-center text-muted py-4">${escapeHtml(table.empty)}</td></tr>`
      : byManufacturer(rows)
          .map(
            (group) =>
              `<tr class="group-heading"><th colspan="${span}" scope="colgroup">${escapeHtml(group.name)}</th></tr>` +
              group.rows
                .map(
                  (r) =>
                    '<tr>' +
                    cols
                      .map(
                        (c) =>
                          `<td class="${c.numeric ? 'text-end money-cell' : ''} ${c.className ?? ''}">${c.cell(r)}</td>`,
                      )
                      .join('') +
                    (headerExtra ? '<td></td>' : '') +
                    '</tr>',
                )
                .join(''),
          )
          .join('');
  return (
    `<div class="table-responsive-sm ${table.full ? 'first-screen-full' : 'first-screen-narrow'}">` +
    `<table class="grouped-table align-middle bg-white table table-hover"><caption class="visually-hidden">${escapeHtml(table.caption)}</caption>` +
    `<thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`
  );
}

/** The catalogue's table (select-products-page.tsx), a wide window's when `full`. */
const catalogueTable = (t: Catalogue, language: Language, rows: SelectableProduct[], full: boolean) =>
  groupedTable({
    columns: columns(t, language, full),
    rows,
    caption: t.LISTINGS_UI.catalogueProducts,
    empty: t.MSG.catalogueEmpty,
    headerExtra: viewColumnsButton(t),
    full,
  });

/** The page with its first page of the catalogue and the count of all of it, or before them (the spinner). */
function selectProducts(
  t: Catalogue,
  language: Language,
  data: { count: number; rows: SelectableProduct[] } | null,
): string {
  const T = t.LISTINGS_UI;
  const tips = selectProductsTips(T);
  // The tips come first in the document, as a phone shows them (above the list; beside it from 992 px): a browser
  // paints this page while it streams in, and tips that came after the 50 rows pushed the painted list down as they
  // arrived (a layout shift of 0.16 on a phone).
  return (
    `<main class="container-lg py-3 seller-page"><div class="row g-3">` +
    `<aside class="col-lg-3 order-lg-2" aria-labelledby="tips-title"><div class="tips-card card"><div class="card-body">` +
    `<h2 id="tips-title" class="h6 mb-2">${escapeHtml(T.tipsTitle)}</h2>` +
    `<ol class="mb-0 ps-3 small">${tips.map((tip) => `<li>${escapeHtml(tip)}</li>`).join('')}</ol></div></div></aside>` +
    `<div class="col-lg-9 order-lg-1">` +
    `<h1 class="h3 mb-2">${escapeHtml(T.addProducts)}</h1>` +
    `<div class="sticky-search "><div class="d-flex flex-wrap gap-2 align-items-center">` +
    `<div class="flex-grow-1 catalogue-search"><div class="input-group">${searchBox(T.searchCatalogue)}` +
    `<button type="button" tabindex="-1" aria-hidden="true" class="btn btn-outline-primary">${uiIcon('search')}</button></div></div>` +
    `<button type="button" tabindex="-1" class="px-4 btn btn-primary">${escapeHtml(T.add)}</button></div></div>` +
    (data
      ? catalogueTable(t, language, data.rows, false) +
        catalogueTable(t, language, data.rows, true) +
        firstPageLinks(t, Math.ceil(data.count / PAGE_SIZE))
      : spinner(T.loadingProducts)) +
    `</div></div></main>`
  );
}

/** The page's own first queries (listings-api.ts: selectableCount, and selectablePage of page 1), by the seller's id. */
export const selectProductsReads = (user: CookieUser | null) =>
  user?.id === undefined
    ? undefined
    : [apiPaths.catalogue.selectableCount(user.id), apiPaths.catalogue.selectablePage(user.id, 1)];

/** The page with those answers; undefined when they are not what the page expects. */
export function drawSelectProducts(t: Catalogue, [count, page]: unknown[], language: Language): string | undefined {
  // The count route answers its number as text, which reads as JSON's number.
  const rows = selectableProductSchema.array().safeParse(page);
  if (!rows.success || typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) return undefined;
  return selectProducts(t, language, { count, rows: rows.data });
}

/**
 * listings/availability-select.tsx as a drop-down showing the line's state, the page's own element and classes (its
 * width is its widest choice's) but named for nobody and out of reach: a script that picks a line's state by its
 * label waits for the page's own.
 */
function availabilitySelect(t: Catalogue, availability: Availability): string {
  const options = AVAILABILITIES.map(
    (a) =>
      `<option value="${a}"${a === availability ? ' selected' : ''}>${escapeHtml(t.STOCK_MSG.availabilityLabel[a])}</option>`,
  ).join('');
  return `<select tabindex="-1" aria-hidden="true" class="availability-select availability-${availability} form-select form-select-sm">${options}</select>`;
}

/**
 * listings/product-list-page.tsx's columns: under BREAKPOINT_NARROW the optional ID, Offer and Bonus hidden and the
 * line's state under its name; `full`, a wide window's, with them and the Stock column.
 */
function productListColumns(t: Catalogue, language: Language, full: boolean, trackBatches: boolean): Column<Listing>[] {
  const T = t.LISTINGS_UI;
  const wide = wideOnly(full);
  return [
    ...wide<Listing>({ key: 'id', header: T.column.id, cell: cells.code }),
    {
      key: 'product',
      header: T.column.product,
      cell: (r) =>
        full
          ? escapeHtml(r.product_name)
          : `<span dir="auto">${escapeHtml(r.product_name)}</span><div class="mt-1">${availabilitySelect(t, r.availability)}</div>`,
    },
    ...wide<Listing>(
      { key: 'offer', header: T.column.offer, numeric: true, cell: cells.offer },
      { key: 'bonus', header: T.column.bonus, cell: cells.bonus },
    ),
    { key: 'tp', header: T.column.tp, numeric: true, cell: cells.tp(language) },
    ...wide<Listing>({
      key: 'stock',
      header: T.column.stock,
      className: 'stock-cell',
      cell: (r) => availabilitySelect(t, r.availability),
    }),
    {
      key: 'action',
      header: T.column.action,
      className: 'text-nowrap text-end',
      cell: () =>
        `<div class="d-inline-flex gap-1 action-buttons">${iconButton(T.edit, 'edit')}` +
        (trackBatches ? iconButton(T.batches, 'batches') : '') +
        `${iconButton(T.delete, 'delete', 'outline-danger')}</div>`,
    },
  ];
}

/**
 * The seller's product list (web/src/features/listings/product-list-page.tsx) as it opens: the heading and its two
 * buttons, the search box, and the list's first lines in both widths' tables, or the spinner before them. The page
 * shows the same lines (they are embedded) until the whole list has come, which is too large to read while sending
 * the page (1+ MB for a 5,000-line store).
 */
function productList(
  t: Catalogue,
  language: Language,
  data: { lines: Listing[]; trackBatches: boolean } | null,
): string {
  const T = t.LISTINGS_UI;
  const table = (full: boolean) =>
    groupedTable({
      columns: productListColumns(t, language, full, data?.trackBatches ?? false),
      rows: data?.lines ?? [],
      caption: T.productList,
      empty: t.MSG.dataNotFound,
      headerExtra: full ? undefined : viewColumnsButton(t),
      full,
    });
  return (
    `<main class="container-lg py-3 seller-page"><div class="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">` +
    `<h1 class="h3 mb-0">${escapeHtml(T.productList)}</h1><div class="d-flex gap-2">` +
    `<button type="button" tabindex="-1" class="btn btn-outline-secondary">${escapeHtml(T.stockSettings)}</button>` +
    `<button type="button" tabindex="-1" class="btn btn-primary">${escapeHtml(T.addProducts)}</button></div></div>` +
    `<div class="sticky-search ">${searchBox(T.search)}</div>` +
    (data ? table(false) + table(true) : spinner(T.loadingProducts)) +
    '</main>'
  );
}

/** The product list's reads: its first lines (listings-api.ts firstLines) and the seller's settings (Batches). */
export const productListReads = (user: CookieUser | null) =>
  user?.id === undefined
    ? undefined
    : [apiPaths.listings.firstOfSeller(user.id, SELLER_LIST_FIRST_LINES), apiPaths.sellers.settings()];

/** The product list with those answers; undefined when they are not what the page expects. */
export function drawProductList(t: Catalogue, [first, settings]: unknown[], language: Language): string | undefined {
  const lines = listingSchema.array().safeParse(first);
  const parsedSettings = sellerSettingsSchema.pick({ track_batches: true }).safeParse(settings);
  if (!lines.success || !parsedSettings.success) return undefined;
  return productList(t, language, { lines: lines.data, trackBatches: parsedSettings.data.track_batches });
}

/**
 * The product list and the catalogue selection: the owner's and the catalogue role's (web/src/app/pages.ts,
 * lib/paths.ts STAFF_PAGES).
 */
export const LISTINGS_FIRST_SCREENS: Record<string, FirstScreen> = {
  '/wholesellerhome': {
    for: (user) => seller(user, 'catalogue'),
    draw: (t, _origin, _logo, language) => productList(t, language, null),
    data: {
      reads: (user) => productListReads(user),
      draw: (t, answers, language) => drawProductList(t, answers, language),
    },
  },
  '/selectproducts': {
    for: (user) => seller(user, 'catalogue'),
    draw: (t, _origin, _logo, language) => selectProducts(t, language, null),
    data: {
      reads: (user) => selectProductsReads(user),
      draw: (t, answers, language) => drawSelectProducts(t, answers, language),
    },
  },
};
