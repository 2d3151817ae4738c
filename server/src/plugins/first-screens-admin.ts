import {
  ACCOUNT_STATUS_FILTERS,
  adminAccountCountsSchema,
  adminRetailerSchema,
  adminWholesalerSchema,
  apiPaths,
  DEFAULT_TIME_ZONE,
  formatDate,
  PAGE_SIZE,
  type AccountApproval,
  type AdminAccountCounts,
  type AdminAccountKind,
  type Catalogue,
  type DuplicateRef,
} from '@dawalink/shared';
import { escapeHtml } from '../lib/page-html.js';
import { firstPageLinks, iconButton, searchBox, selectBox, spinner, type FirstScreen } from './first-screen-parts.js';

/*
 * The admin's account lists (web/src/features/accounts/admin-accounts-list.tsx) as they open, unfiltered: the
 * heading with the count, the filters with theirs, the search box, and the first page's rows. The table's columns
 * follow the window's width, which the server does not know: the phone's (500 px and under: one cell of the
 * essentials and the actions, admin-retailers-page.tsx and admin-wholesalers-page.tsx) is drawn, a row being what a
 * phone paints largest; wider, the spinner stays until the app's table comes (the stylesheet shows the one that
 * fits: theme.css, .first-screen-compact / .first-screen-wide). Every button is an inert copy of the app's (out of
 * the tab order, and #root is inert): a tap waits for the page's own.
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

/** One row of either list, as the phone's columns show it: the same fields under each kind's own names. */
interface AccountRow {
  id: number;
  /** The store or the business. */
  name: string;
  person: string;
  phone: string;
  created_at: string;
  approval: AccountApproval;
  is_disabled: boolean;
  duplicate_of: DuplicateRef[];
  /** The name the page's approval buttons give the account (its `nameOf`). */
  called: string;
}

/** What each list's page (admin-retailers-page.tsx, admin-wholesalers-page.tsx) says and how it reads a row. */
interface ListKind {
  title: (t: Catalogue) => string;
  search: (t: Catalogue) => string;
  /** The phone's one column's heading. */
  column: (t: Catalogue) => string;
  emptyText: (t: Catalogue) => string;
  /** The page's rows as the shared schema has them, or undefined when the answer is not such a list. */
  rows: (rows: unknown) => AccountRow[] | undefined;
}

const LISTS: Record<AdminAccountKind, ListKind> = {
  retailers: {
    title: (t) => t.ADMIN_UI.retailers,
    search: (t) => t.ADMIN_UI.searchRetailers,
    column: (t) => t.ADMIN_UI.retailer,
    emptyText: (t) => t.MSG.noRetailersFound,
    rows: (rows) => {
      const parsed = adminRetailerSchema.array().safeParse(rows);
      return parsed.success
        ? parsed.data.map((r) => ({ ...r, name: r.store, person: r.fullName, called: r.store || r.fullName }))
        : undefined;
    },
  },
  wholesalers: {
    title: (t) => t.ADMIN_UI.wholesalers,
    search: (t) => t.ADMIN_UI.searchWholesalers,
    column: (t) => t.ADMIN_UI.wholesaler,
    emptyText: (t) => t.MSG.noWholesalersFound,
    rows: (rows) => {
      const parsed = adminWholesalerSchema.array().safeParse(rows);
      return parsed.success
        ? parsed.data.map((w) => ({ ...w, name: w.busniess_name, person: w.full_name, called: w.busniess_name }))
        : undefined;
    },
  },
};

/** An inert copy of a React-Bootstrap button: `classes` as the app's Button writes them. */
const button = (classes: string, text: string, label?: string) =>
  `<button type="button" tabindex="-1"${label === undefined ? '' : ` aria-label="${escapeHtml(label)}"`} class="${classes}">${escapeHtml(text)}</button>`;

/** admin-approval-actions.tsx's AdminAccountState: approval first, then active or disabled. */
function accountState(t: Catalogue, approval: AccountApproval, disabled: boolean): string {
  const T = t.ADMIN_UI.status;
  const badge = (classes: string, text: string) =>
    `<span class="status-badge badge ${classes}">${escapeHtml(text)}</span>`;
  if (approval === 'waiting') return badge('text-dark bg-warning', T.waiting);
  if (approval === 'rejected') return badge('bg-danger', T.rejected);
  return disabled ? badge('bg-secondary', T.disabled) : badge('bg-success', T.active);
}

/** admin-approval-actions.tsx's DuplicateBadge with its Compare button; nothing for an account that matches none. */
function duplicateFlag(t: Catalogue, matches: DuplicateRef[]): string {
  if (matches.length === 0) return '';
  const what = matches
    .map((m) =>
      t.ADMIN_UI.duplicateAs(
        m.matches === 'store_address' ? t.ADMIN_MSG.matchesStoreAddress : t.ADMIN_MSG.matchesNamePhone,
        m.name,
      ),
    )
    .join('; ');
  return (
    `<div class="small mt-1 duplicate-flag"><span class="badge dup-badge">${escapeHtml(t.ADMIN_MSG.possibleDuplicate)}</span> ` +
    `<span class="text-muted">${escapeHtml(what)}</span> ${button('p-0 align-baseline btn btn-link btn-sm', t.ADMIN_UI.compare)}</div>`
  );
}

/** One account's row: the phone's cell of essentials, then the actions stacked (View, then the toggle or approval). */
function accountRow(t: Catalogue, a: AccountRow): string {
  const T = t.ADMIN_UI;
  const actions =
    a.approval === 'approved'
      ? button(
          `toggle-btn btn ${a.is_disabled ? 'btn-outline-success' : 'btn-outline-danger'} btn-sm`,
          a.is_disabled ? T.activate : T.deactivate,
        )
      : `<div class="d-flex gap-2 flex-column align-items-stretch">${button('btn btn-success btn-sm', T.approve, T.approveName(a.called))}` +
        (a.approval === 'waiting' ? button('btn btn-outline-danger btn-sm', T.reject, T.rejectName(a.called)) : '') +
        '</div>';
  return (
    `<tr${a.is_disabled ? ' class="row-disabled"' : ''}><td class=" "><div class="fw-semibold">${escapeHtml(a.name)}</div>` +
    `<div class="small text-muted">${escapeHtml(a.person)} · <span class="tabular">${escapeHtml(a.phone)}</span></div>` +
    // Pakistan's day, as the app's rows say it (whatever the device's clock).
    `<div class="small text-muted">${escapeHtml(T.registeredOn(formatDate(a.created_at, DEFAULT_TIME_ZONE)))}</div>` +
    `${accountState(t, a.approval, a.is_disabled)}${duplicateFlag(t, a.duplicate_of)}</td>` +
    `<td class=" text-end action-cell"><div class="d-flex gap-2 justify-content-end flex-column align-items-end">${iconButton(T.view, 'view')}${actions}</div></td></tr>`
  );
}

/** GroupedTable (components/grouped-table.tsx) with the phone's columns, or its empty line, then the pages. */
function accountsTable(t: Catalogue, list: ListKind, rows: AccountRow[], total: number): string {
  const T = t.ADMIN_UI;
  const body =
    rows.length === 0
      ? `<tr><td colspan="2" class="text-center text-muted py-4">${escapeHtml(list.emptyText(t))}</td></tr>`
      : rows.map((a) => accountRow(t, a)).join('');
  return (
    `<div><div class="table-responsive-sm"><table class="grouped-table align-middle bg-white table table-hover">` +
    `<caption class="visually-hidden">${escapeHtml(list.title(t))}</caption>` +
    `<thead><tr><th scope="col" class=" ">${escapeHtml(list.column(t))}</th><th scope="col" class=" text-end action-cell">${escapeHtml(T.action)}</th></tr></thead>` +
    `<tbody>${body}</tbody></table></div></div>${firstPageLinks(t, Math.ceil(total / PAGE_SIZE))}`
  );
}

function accountsList(
  t: Catalogue,
  list: ListKind,
  data: { total: number; rows: AccountRow[]; counts: AdminAccountCounts } | null,
): string {
  const T = t.ADMIN_UI;
  return (
    `<main class="container-lg py-3 admin-page"><div class="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-2">` +
    `<h1 class="h3 mb-0">${escapeHtml(list.title(t))}</h1>` +
    (data ? `<span class="text-muted small" aria-live="polite">${escapeHtml(T.inTotal(data.total))}</span>` : '') +
    '</div>' +
    (data
      ? `${filterBar(t, data.counts)}<section class="page-card"><div class="sticky-search ">${searchBox(list.search(t))}</div>` +
        `<div class="first-screen-compact">${accountsTable(t, list, data.rows, data.total)}</div>` +
        `<div class="first-screen-wide">${spinner(t.UI_MSG.loading)}</div></section>`
      : spinner(t.UI_MSG.loading)) +
    '</main>'
  );
}

const adminList = (kind: AdminAccountKind): FirstScreen => ({
  for: (user) => user?.type === 'admin',
  draw: (t) => accountsList(t, LISTS[kind], null),
  data: {
    reads: () => [{ paged: apiPaths.adminAccounts.page(kind, 1, '') }, apiPaths.adminAccounts.counts(kind, '')],
    draw: (t, [page, counts]) => {
      const c = adminAccountCountsSchema.safeParse(counts);
      const { total, rows } = (page ?? {}) as { total?: unknown; rows?: unknown };
      const parsed = LISTS[kind].rows(rows);
      if (!c.success || typeof total !== 'number' || !parsed) return undefined;
      return accountsList(t, LISTS[kind], { total, rows: parsed, counts: c.data });
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
    (total === null
      ? ''
      : `<span class="text-muted small" aria-live="polite">${escapeHtml(T.inCatalogue(total))}</span>`) +
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
    (waiting === null
      ? ''
      : `<span class="text-muted small" aria-live="polite">${escapeHtml(T.waiting(waiting))}</span>`) +
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
      reads: () => [
        { paged: apiPaths.adminAccounts.waiting('wholesalers', 1) },
        { paged: apiPaths.adminAccounts.waiting('retailers', 1) },
      ],
      draw: (t, pages) => {
        const totals = pages.map((page) => (page as { total?: unknown }).total);
        if (totals.some((total) => typeof total !== 'number')) return undefined;
        return approvalQueue(
          t,
          (totals as number[]).reduce((a, b) => a + b, 0),
        );
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
  '/viewretailers': adminList('retailers'),
  '/viewwholesellers': adminList('wholesalers'),
};
