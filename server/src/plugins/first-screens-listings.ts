import {
  apiPaths,
  compareFolded,
  formatMoneyIn,
  groupKey,
  PAGE_SIZE,
  selectableProductSchema,
  type Catalogue,
  type Language,
  type SelectableProduct,
} from '@dawalink/shared';
import { escapeHtml } from '../lib/page-html.js';
import { firstPageLinks, searchBox, seller, spinner, type CookieUser, type FirstScreen, uiIcon } from './first-screen-parts.js';

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
function byManufacturer(rows: SelectableProduct[]): Array<{ name: string; rows: SelectableProduct[] }> {
  const groups = new Map<string, { name: string; rows: SelectableProduct[] }>();
  for (const row of rows) {
    const key = groupKey(row.manufacturer);
    const group = groups.get(key);
    if (group) group.rows.push(row);
    else groups.set(key, { name: row.manufacturer, rows: [row] });
  }
  return [...groups.entries()].sort(([a], [b]) => compareFolded(a, b)).map(([, group]) => group);
}

interface Column {
  key: string;
  header: string;
  /** Markup, escaped. */
  cell: (row: SelectableProduct) => string;
  numeric?: boolean;
  className?: string;
}

/** The page's columns, the optional ones (ID, Offer, Bonus) when `full`: a wide window's default. */
function columns(t: Catalogue, language: Language, full: boolean): Column[] {
  const T = t.LISTINGS_UI;
  const optional = (column: Column) => (full ? [column] : []);
  return [
    ...optional({
      key: 'id',
      header: T.column.id,
      cell: (r) => `<span class="text-muted small">${escapeHtml(r.product_code)}</span>`,
    }),
    // A label for no control, the size of the page's (which names the row's tick box).
    {
      key: 'product',
      header: T.column.product,
      cell: (r) => `<label class="mb-0"><bdi>${escapeHtml(r.product_name)}</bdi></label>`,
    },
    ...optional({ key: 'offer', header: T.column.offer, numeric: true, cell: (r) => escapeHtml(`${r.offer}%`) }),
    ...optional({
      key: 'bonus',
      header: T.column.bonus,
      cell: (r) => (r.bonus ? escapeHtml(r.bonus) : '<span class="text-muted">-</span>'),
    }),
    { key: 'tp', header: T.column.tp, numeric: true, cell: (r) => escapeHtml(formatMoneyIn(language, r.total_price)) },
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

/**
 * components/grouped-table.tsx with the "+" of View columns as its extra header cell: a wide window's columns when
 * `full`, a narrow one's otherwise, marked for the widths it is shown at.
 */
function groupedTable(t: Catalogue, language: Language, rows: SelectableProduct[], full: boolean): string {
  const T = t.LISTINGS_UI;
  const cols = columns(t, language, full);
  const span = cols.length + 1;
  const head =
    cols
      .map(
        (c) =>
          `<th scope="col" class="${c.numeric ? 'text-end' : ''} ${c.className ?? ''}">${escapeHtml(c.header)}</th>`,
      )
      .join('') +
    `<th scope="col" class="text-end"><button type="button" aria-label="${escapeHtml(T.viewColumns)}" title="${escapeHtml(T.viewColumns)}" class="icon-btn btn btn-outline-secondary btn-sm">${uiIcon('plus')}</button></th>`;
  const body =
    rows.length === 0
      ? `<tr><td colspan="${span}" class="text-center text-muted py-4">${escapeHtml(t.MSG.catalogueEmpty)}</td></tr>`
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
                    '<td></td></tr>',
                )
                .join(''),
          )
          .join('');
  return (
    `<div class="table-responsive-sm ${full ? 'first-screen-full' : 'first-screen-narrow'}">` +
    `<table class="grouped-table align-middle bg-white table table-hover"><caption class="visually-hidden">${escapeHtml(T.catalogueProducts)}</caption>` +
    `<thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`
  );
}

/** The page with its first page of the catalogue and the count of all of it, or before them (the spinner). */
function selectProducts(
  t: Catalogue,
  language: Language,
  data: { count: number; rows: SelectableProduct[] } | null,
): string {
  const T = t.LISTINGS_UI;
  const tips = [T.tips.search, T.tips.select, T.tips.price, T.tips.add];
  return (
    `<main class="container-lg py-3 seller-page"><div class="row g-3"><div class="col-lg-9 order-2 order-lg-1">` +
    `<h1 class="h3 mb-2">${escapeHtml(T.addProducts)}</h1>` +
    `<div class="sticky-search "><div class="d-flex flex-wrap gap-2 align-items-center">` +
    `<div class="flex-grow-1 catalogue-search"><div class="input-group">${searchBox(T.searchCatalogue)}` +
    `<button type="button" tabindex="-1" aria-hidden="true" class="btn btn-outline-primary">${uiIcon('search')}</button></div></div>` +
    `<button type="button" tabindex="-1" class="px-4 btn btn-primary">${escapeHtml(T.add)}</button></div></div>` +
    (data
      ? groupedTable(t, language, data.rows, false) +
        groupedTable(t, language, data.rows, true) +
        firstPageLinks(t, Math.ceil(data.count / PAGE_SIZE))
      : spinner(T.loadingProducts)) +
    `</div><aside class="col-lg-3 order-1 order-lg-2" aria-labelledby="tips-title"><div class="tips-card card"><div class="card-body">` +
    `<h2 id="tips-title" class="h6 mb-2">${escapeHtml(T.tipsTitle)}</h2>` +
    `<ol class="mb-0 ps-3 small">${tips.map((tip) => `<li>${escapeHtml(tip)}</li>`).join('')}</ol></div></div></aside></div></main>`
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

/** The catalogue selection: the owner's and the catalogue role's (web/src/app/pages.ts, lib/paths.ts STAFF_PAGES). */
export const LISTINGS_FIRST_SCREENS: Record<string, FirstScreen> = {
  '/selectproducts': {
    for: (user) => seller(user, 'catalogue'),
    draw: (t, _origin, _logo, language) => selectProducts(t, language, null),
    data: {
      reads: (user) => selectProductsReads(user),
      draw: (t, answers, language) => drawSelectProducts(t, answers, language),
    },
  },
};
