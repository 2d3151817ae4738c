import {
  ACCOUNT_STATUS_FILTERS,
  adminAccountCountsSchema,
  apiPaths,
  type AdminAccountCounts,
  type AdminAccountKind,
  type Catalogue,
} from '@dawalink/shared';
import { escapeHtml } from '../lib/page-html.js';
import { searchBox, selectBox, spinner, type FirstScreen } from './first-screen-parts.js';

/*
 * The admin's account lists (web/src/features/accounts/admin-accounts-list.tsx) as they open, unfiltered: the
 * heading with the count, the filters with theirs, the search box; the table, whose columns follow the window's
 * width, comes with the app under them.
 */

/** The filter buttons: All, active and disabled always, a status or the duplicates only when someone is in it. */
function filterBar(t: Catalogue, counts: AdminAccountCounts): string {
  const T = t.ADMIN_UI;
  const pill = (label: string, n: number, active: boolean) =>
    `<button type="button" aria-pressed="${active}" class="filter-pill btn ${active ? 'btn-primary' : 'btn-outline-secondary'} btn-sm">` +
    `${escapeHtml(label)} <span class="tabular">${n}</span></button>`;
  const statuses = ACCOUNT_STATUS_FILTERS.filter((s) => s === 'active' || s === 'disabled' || counts[s] > 0);
  return (
    `<div class="d-flex flex-wrap gap-2 mb-2" role="group" aria-label="${escapeHtml(T.filterByStatus)}">` +
    pill(T.all, counts.total, true) +
    statuses.map((s) => pill(T.status[s], counts[s], false)).join('') +
    (counts.duplicates > 0 ? pill(T.possibleDuplicates, counts.duplicates, false) : '') +
    '</div>'
  );
}

function accountsList(
  t: Catalogue,
  words: { title: string; search: string },
  data: { total: number; counts: AdminAccountCounts } | null,
): string {
  const T = t.ADMIN_UI;
  return (
    `<main class="container-lg py-3 admin-page"><div class="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-2">` +
    `<h1 class="h3 mb-0">${escapeHtml(words.title)}</h1>` +
    (data ? `<span class="text-muted small" aria-live="polite">${escapeHtml(T.inTotal(data.total))}</span>` : '') +
    '</div>' +
    (data
      ? `${filterBar(t, data.counts)}<section class="page-card"><div class="sticky-search ">${searchBox(words.search)}</div>${spinner(t.UI_MSG.loading)}</section>`
      : spinner(t.UI_MSG.loading)) +
    '</main>'
  );
}

const adminList = (kind: AdminAccountKind, words: (t: Catalogue) => { title: string; search: string }): FirstScreen => ({
  for: (user) => user?.type === 'admin',
  draw: (t) => accountsList(t, words(t), null),
  data: {
    reads: () => [{ paged: apiPaths.adminAccounts.page(kind, 1, '') }, apiPaths.adminAccounts.counts(kind, '')],
    draw: (t, [page, counts]) => {
      const c = adminAccountCountsSchema.safeParse(counts);
      const total = (page as { total?: unknown }).total;
      if (!c.success || typeof total !== 'number') return undefined;
      return accountsList(t, words(t), { total, counts: c.data });
    },
  },
});

/** A field as a box (first-screen-parts' searchBox): its placeholder's words, if it has one. */
const box = (placeholder = '') => searchBox(placeholder);
const label = (text: string, optional?: string) =>
  `<label class="form-label">${escapeHtml(text)}${optional ? ` <span class="text-muted fw-normal small text-nowrap">${escapeHtml(optional)}</span>` : ''}</label>`;
const tick = (text: string) =>
  `<div class="form-check"><span class="form-check-input" style="border-radius:.25em" aria-hidden="true"></span><span class="form-check-label">${escapeHtml(text)}</span></div>`;

/**
 * The admin's Products (web/src/features/catalogue/admin-products-page.tsx and admin-product-fields.tsx): the count,
 * the add form as boxes (its fields are the page's own), the catalogue's search box; the table comes with the app.
 */
function adminProducts(t: Catalogue, total: number | null): string {
  const T = t.ADMIN_UI;
  const group = (text: string) => `<span class="input-group-text">${escapeHtml(text)}</span>`;
  const form =
    `<section class="page-card mb-3" aria-labelledby="add-product-title"><h2 class="h5 mb-3" id="add-product-title">${escapeHtml(T.addProduct)}</h2>` +
    `<div class="row g-3">` +
    `<div class="col-12 col-md-6 col-lg-5"><div>${label(T.productName)}${box()}</div></div>` +
    `<div class="col-12 col-md-6 col-lg-4"><div>${label(T.manufacturer)}${selectBox(T.selectManufacturer)}</div></div>` +
    `<div class="col-6 col-md-4 col-lg-3"><div>${label(T.offer)}<div class="input-group has-validation">${box('0')}${group('%')}</div></div></div>` +
    `<div class="col-6 col-md-4 col-lg-3"><div>${label(T.bonus)}${selectBox(T.bonusNone)}</div></div>` +
    `<div class="col-6 col-md-4 col-lg-3"><div>${label(T.totalPrice)}<div class="input-group has-validation">${group(T.rupees)}${box()}</div></div></div>` +
    `<div class="col-6 col-md-4 col-lg-3"><div>${label(T.retailPrice, T.optional)}<div class="input-group has-validation">${group(T.rupees)}${box()}</div></div></div>` +
    `<div class="col-6 col-md-6 col-lg-3"><div>${label(T.productCode, T.optional)}${box(T.codeFromName)}</div></div>` +
    `<div class="d-flex flex-wrap gap-3 restriction-flags col-12">${tick(T.scheduleGPharmacyOnly)}${tick(T.controlled)}</div>` +
    `<div class="d-flex align-items-end justify-content-end col-12 col-md-6 col-lg-3"><button type="button" class="px-4 add-product-btn btn btn-primary">${escapeHtml(T.addProduct)}</button></div>` +
    `</div></section>`;
  return (
    `<main class="container-lg py-3 admin-page"><div class="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-2">` +
    `<h1 class="h3 mb-0">${escapeHtml(T.products)}</h1>` +
    (total === null ? '' : `<span class="text-muted small" aria-live="polite">${escapeHtml(T.inCatalogue(total))}</span>`) +
    `</div>${form}<section class="page-card" aria-labelledby="catalogue-title"><h2 class="visually-hidden" id="catalogue-title">${escapeHtml(T.catalogue)}</h2>` +
    `<div class="sticky-search ">${searchBox(T.searchProducts)}</div>${spinner(t.UI_MSG.loading)}</section></main>`
  );
}

/**
 * The approval queue (web/src/features/accounts/admin-approvals-page.tsx): the count waiting in all, and the line
 * that none is when so; the cards come with the app.
 */
function approvalQueue(t: Catalogue, waiting: number | null): string {
  const T = t.ADMIN_UI;
  return (
    `<main class="container-lg py-3 admin-page"><div class="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-3">` +
    `<h1 class="h3 mb-0">${escapeHtml(T.approvalQueue)}</h1>` +
    (waiting === null ? '' : `<span class="text-muted small" aria-live="polite">${escapeHtml(T.waiting(waiting))}</span>`) +
    '</div>' +
    (waiting === 0
      ? `<p class="page-card text-center text-muted py-4">${escapeHtml(t.ADMIN_MSG.noWaitingAccounts)}</p>`
      : spinner(t.UI_MSG.loading)) +
    '</main>'
  );
}

export const ADMIN_FIRST_SCREENS: Record<string, FirstScreen> = {
  '/adminapprovals': {
    for: (user) => user?.type === 'admin',
    draw: (t) => approvalQueue(t, null),
    data: {
      reads: () => [{ paged: apiPaths.adminAccounts.waiting('wholesalers', 1) }, { paged: apiPaths.adminAccounts.waiting('retailers', 1) }],
      draw: (t, pages) => {
        const totals = pages.map((page) => (page as { total?: unknown }).total);
        if (totals.some((total) => typeof total !== 'number')) return undefined;
        return approvalQueue(t, (totals as number[]).reduce((a, b) => a + b, 0));
      },
    },
  },
  '/adminpanel': {
    for: (user) => user?.type === 'admin',
    draw: (t) => adminProducts(t, null),
    data: {
      reads: () => [{ paged: apiPaths.catalogue.page(1, '') }],
      draw: (t, [page]) => {
        const total = (page as { total?: unknown }).total;
        return typeof total === 'number' ? adminProducts(t, total) : undefined;
      },
    },
  },
  '/viewretailers': adminList('retailers', (t) => ({ title: t.ADMIN_UI.retailers, search: t.ADMIN_UI.searchRetailers })),
  '/viewwholesellers': adminList('wholesalers', (t) => ({ title: t.ADMIN_UI.wholesalers, search: t.ADMIN_UI.searchWholesalers })),
};
