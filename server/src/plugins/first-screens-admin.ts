import {
  ACCOUNT_STATUS_FILTERS,
  adminAccountCountsSchema,
  apiPaths,
  type AdminAccountCounts,
  type AdminAccountKind,
  type Catalogue,
} from '@dawalink/shared';
import { escapeHtml } from '../lib/page-html.js';
import { searchBox, spinner, type FirstScreen } from './first-screen-parts.js';

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

export const ADMIN_FIRST_SCREENS: Record<string, FirstScreen> = {
  '/viewretailers': adminList('retailers', (t) => ({ title: t.ADMIN_UI.retailers, search: t.ADMIN_UI.searchRetailers })),
  '/viewwholesellers': adminList('wholesalers', (t) => ({ title: t.ADMIN_UI.wholesalers, search: t.ADMIN_UI.searchWholesalers })),
};
