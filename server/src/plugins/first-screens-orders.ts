import {
  apiPaths,
  formatDateTime,
  formatMoneyIn,
  normaliseStatus,
  orderSchema,
  orderStatusCountsSchema,
  ORDER_STATUS_FLOW,
  sellerSettingsSchema,
  STATUS_COLOURS,
  type Catalogue,
  type Language,
  type Order,
  type OrderStatusCounts,
} from '@dawalink/shared';
import { escapeHtml } from '../lib/page-html.js';
import { iconButton, searchBox, selectBox, seller, spinner, type FirstScreen, uiIcon } from './first-screen-parts.js';

/*
 * The order desk (web/src/features/orders/seller-orders-page.tsx) as it opens: every status, newest first, the first
 * page. Its layout follows the window's width, which the server does not know: both the phone's (500 px and under:
 * two drop-downs, the orders as cards) and the desk's (status tabs) are drawn, the stylesheet showing the one that
 * fits (theme.css, .first-screen-compact / .first-screen-wide at the page's 500 px). The desk's table comes with the
 * app, under everything drawn here.
 */

/** components/status-badge.tsx. */
export function statusBadge(t: Catalogue, status: string): string {
  const known = normaliseStatus(status);
  const colours = known ? STATUS_COLOURS[known] : { background: '#6c757d', text: '#fff' };
  return (
    `<span class="badge status-badge" style="background-color: ${colours.background}; color: ${colours.text};">` +
    `${escapeHtml(known ? t.SHOP_UI.statusLabel[known] : status)}</span>`
  );
}

/** One order as the phone's card (the page's compact list). */
function orderCard(t: Catalogue, language: Language, o: Order, timeZone: string): string {
  const T = t.SELLER_UI;
  return (
    `<li><div class="mb-2 order-card card"><div class="p-3 card-body"><div class="d-flex justify-content-between align-items-start gap-2">` +
    // The tick box without its field: a tap waits for the page's own.
    `<label class="tick-box" title="${escapeHtml(T.selectOrder(o.id))}"><span class="form-check-input m-0 d-inline-block" style="border-radius:.25em"></span></label>` +
    `<div class="flex-grow-1 min-w-0"><div class="fw-semibold text-break" dir="auto">${escapeHtml(o.store)}</div>` +
    `<div class="small text-muted">${escapeHtml(T.orderNo(o.id))} · ${escapeHtml(o.phone_no)}</div>` +
    `<div class="small text-muted tabular">${escapeHtml(formatDateTime(o.order_Date, timeZone))}</div></div>` +
    `${statusBadge(t, o.status)}</div><div class="d-flex justify-content-between align-items-center mt-2">` +
    `<div><div class="money fw-semibold">${escapeHtml(formatMoneyIn(language, o.total))}</div><div class="small text-muted">${escapeHtml(T.items(o.totalItems))}</div></div>` +
    `<div class="d-inline-flex gap-1 action-buttons">${iconButton(T.view, 'view')}${iconButton(T.updateStatus, 'status')}</div>` +
    `</div></div></div></li>`
  );
}

/** Which of the two layouts a part belongs to (both drawn; the stylesheet shows one). */
const compactOnly = (html: string) => `<div class="first-screen-compact">${html}</div>`;
const wideOnly = (html: string) => `<div class="first-screen-wide">${html}</div>`;
const both = (compact: string, wide: string) =>
  `<span class="first-screen-compact">${compact}</span><span class="first-screen-wide">${wide}</span>`;

function orderDesk(
  t: Catalogue,
  language: Language,
  data: { counts: OrderStatusCounts; orders: Order[]; timeZone: string } | null,
): string {
  const T = t.SELLER_UI;
  const desk = t.ORDER_DESK_MSG;
  const choices = [
    { label: T.allStatuses, count: data?.counts.total },
    ...ORDER_STATUS_FLOW.map((s) => ({
      label: t.SHOP_UI.statusLabel[s],
      count: data?.counts.by_status.find((b) => b.status === s)?.count,
    })),
  ];
  const all = choices[0];
  const tabs = choices
    .map(
      (c, i) =>
        `<button type="button" aria-pressed="${i === 0}" class="btn ${i === 0 ? 'btn-primary' : 'btn-outline-secondary'} btn-sm">${escapeHtml(c.label)} ` +
        (c.count !== undefined ? `<span class="status-count tabular">${c.count}</span>` : '') +
        '</button>',
    )
    .join('');
  const list = !data
    ? spinner(T.loadingOrders)
    : data.orders.length === 0
      ? `<p class="text-center text-muted py-5 mb-0 empty-state">${escapeHtml(t.MSG.noOrdersPlaced)}</p>`
      : compactOnly(
          `<ul class="list-unstyled order-cards mb-0" aria-label="${escapeHtml(T.orders)}">${data.orders.map((o) => orderCard(t, language, o, data.timeZone)).join('')}</ul>`,
        ) + wideOnly(spinner(T.loadingOrders));
  return (
    `<main class="container-lg py-3 seller-page order-desk"><div class="d-flex align-items-center gap-2 mb-2">` +
    `<h1 class="h3 mb-0">${escapeHtml(T.orders)}</h1>` +
    `<button type="button" class="ms-auto d-inline-flex align-items-center gap-1 settings-link btn btn-link">${uiIcon('settings')} ${both(escapeHtml(T.settings), escapeHtml(desk.settingsTitle))}</button></div>` +
    compactOnly(
      `<div class="d-flex gap-2 mb-2">${selectBox(`${all.label}${all.count !== undefined ? ` (${all.count})` : ''}`)}${selectBox(T.sortChoice.newest)}</div>`,
    ) +
    wideOnly(`<div class="status-tabs mb-2" role="group" aria-label="${escapeHtml(T.statusFilter)}">${tabs}</div>`) +
    `<div class="sticky-search "><div class="d-flex gap-2 align-items-center">${searchBox(T.searchOrders)}` +
    `<button type="button" class="d-inline-flex align-items-center gap-1 flex-shrink-0 btn btn-outline-primary">${uiIcon('status')} ${both(escapeHtml(T.statusShort), escapeHtml(desk.changeStatus))}</button>` +
    `<button type="button" class="d-inline-flex align-items-center gap-1 flex-shrink-0 btn btn-outline-primary">${uiIcon('print')} ${escapeHtml(T.print)}</button>` +
    `</div></div>${list}</main>`
  );
}

/** The order desk: the owner's, the clerk's and the accountant's. */
export const ORDER_DESK_FIRST_SCREEN: FirstScreen = {
  for: (user) => seller(user, 'clerk', 'accountant'),
  draw: (t, _origin, _logo, language) => orderDesk(t, language, null),
  data: {
    reads: (user) =>
      user?.id === undefined
        ? undefined
        : [
            apiPaths.orders.sellerCounts(user.id),
            apiPaths.orders.sellerPage(user.id, 1, ''),
            apiPaths.sellers.settings(),
          ],
    draw: (t, [counts, page, settings], language) => {
      const c = orderStatusCountsSchema.safeParse(counts);
      const orders = orderSchema.array().safeParse(page);
      const zone = sellerSettingsSchema.pick({ time_zone: true }).safeParse(settings);
      if (!c.success || !orders.success || !zone.success) return undefined;
      return orderDesk(t, language, { counts: c.data, orders: orders.data, timeZone: zone.data.time_zone });
    },
  },
};
