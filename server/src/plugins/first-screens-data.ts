import {
  apiPaths,
  dashboardSchema,
  DEFAULT_TIME_ZONE,
  DASHBOARD_DAYS,
  DASHBOARD_OPENING_DAYS,
  formatDate,
  formatMoneyIn,
  overdueClass,
  ledgerSchema,
  orderDetailsResponseSchema,
  licenceApiPaths,
  licenceQueuePageSchema,
  moneyApiPaths,
  receivablesSchema,
  RETURN_STATUSES,
  returnSummarySchema,
  RECEIVABLES_OPENING_SORT,
  sellerSettingsSchema,
  STATEMENT_PAGE,
  sumMoney,
  supplierAccountSchema,
  type Ageing,
  type Catalogue,
  type Ledger,
  type OrderDetailsResponse,
  type Language,
} from '@dawalink/shared';
import { escapeHtml } from '../lib/page-html.js';
import { retailer, searchBox, seller, selectBox, spinner, type FirstScreen } from './first-screen-parts.js';
import { statusBadge } from './first-screens-orders.js';

/*
 * The pages whose largest part is their data (a total, a figure, an empty line): drawn by the server with the
 * caller's answers (first-screens.ts), each as the page's own first render draws it with the same answers
 * (features/money/receivables-page.tsx, statement-view.tsx, accounts-page.tsx, returns-page.tsx,
 * features/orders/seller-dashboard-page.tsx, features/licences/admin-licences-page.tsx; e2e/tests/first-screens.spec.ts
 * and first-screens-data.spec.ts compare them). Only the top of each page is drawn: the figures, headings and boxes
 * that do not depend on the screen's width. What the page adds below (its list, its tables) comes with the app and
 * moves nothing above it.
 */

const AGEING: Array<keyof Ageing> = ['d0_30', 'd31_60', 'd61_90', 'd90_plus'];
const money = (language: Language, value: number) =>
  `<span class="money">${escapeHtml(formatMoneyIn(language, value))}</span>`;
const placeholder = '<span class="placeholder col-8" aria-hidden="true"></span>';

/** components/ageing-bar.tsx: the stacked bar and its legend (null: still loading, placeholders for the figures). */
function ageingBar(t: Catalogue, language: Language, ageing: Ageing | null, small = false): string {
  const T = t.MONEY_UI;
  const total = ageing ? sumMoney(AGEING.map((b) => ageing[b])) : 0;
  const parts =
    ageing && total > 0
      ? AGEING.filter((b) => ageing[b] > 0)
          .map((b) => `<span class="ageing-${b}" style="width:${(ageing[b] / total) * 100}%"></span>`)
          .join('')
      : '';
  const legend = AGEING.map(
    (b) =>
      `<li><span class="ageing-dot ageing-${b}" aria-hidden="true"></span><span class="text-muted">${escapeHtml(T[b])}</span> ` +
      (ageing
        ? money(language, ageing[b])
        : '<span class="money" aria-hidden="true"><span class="placeholder col-4"></span></span>') +
      '</li>',
  ).join('');
  return (
    `<div class="ageing ${small ? 'ageing-small' : ''}"><div class="ageing-bar" aria-hidden="true">${parts}</div>` +
    `<ul class="ageing-legend list-unstyled mb-0" aria-label="${escapeHtml(T.ageing)}">${legend}</ul></div>`
  );
}

/** The receivables screen as it opens: largest balance first, every retailer, the first page. */
const receivablesOpening = () =>
  moneyApiPaths.receivablesPage({ q: '', overdue: false, ...RECEIVABLES_OPENING_SORT, page: 1 });

/** Receivables' top: the totals (placeholders before the answer), the search and sort, the list loading. */
function receivablesTop(
  t: Catalogue,
  language: Language,
  totals: { balance: number; overdue: number; ageing: Ageing } | null,
): string {
  const T = t.MONEY_UI;
  const figure = (title: string, value: number | undefined, testId: string, tone = '') =>
    `<div class="col-12 col-sm-6 col-md-3"><div class="page-card h-100"><h2 class="h6 text-muted mb-1">${escapeHtml(title)}</h2>` +
    `<div class="fs-5 fw-bold${tone ? ` ${tone}` : ''}" data-testid="${testId}">${value === undefined ? placeholder : money(language, value)}</div></div></div>`;
  return (
    `<main class="container py-4 money-page"><div class="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">` +
    `<h1 class="h3 mb-0">${escapeHtml(T.receivables)}</h1>` +
    `<button type="button" class="money-small-button btn btn-outline-primary">${escapeHtml(T.settings)}</button></div>` +
    `<section class="row g-3 mb-3" aria-label="${escapeHtml(T.totals)}" aria-busy="${totals ? 'false' : 'true'}">` +
    figure(T.totalReceivable, totals?.balance, 'receivables-total') +
    figure(T.overdue, totals?.overdue, 'receivables-overdue', totals ? overdueClass(totals.overdue) : '') +
    `<div class="col-12 col-md-6"><div class="page-card h-100"><h2 class="h6 text-muted mb-2">${escapeHtml(T.ageing)}</h2>` +
    `${ageingBar(t, language, totals?.ageing ?? null)}</div></div></section>` +
    `<div class="page-card mb-3"><div class="row g-2 align-items-end">` +
    `<div class="col-12 col-md-5"><label class="form-label">${escapeHtml(T.search)}</label>${searchBox(T.searchPlaceholder)}</div>` +
    `<div class="col-7 col-md-3"><label class="form-label">${escapeHtml(T.sortBy)}</label>${selectBox(`${T.sortBalance} ${T.highFirst}`)}</div>` +
    `<div class="col-5 col-md-4"><div class="money-switch form-check form-switch"><span class="form-check-input" aria-hidden="true"></span>` +
    `<span class="form-check-label">${escapeHtml(T.overdueOnly)}</span></div></div></div></div>` +
    `${spinner(T.loadingReceivables)}</main>`
  );
}

/** The dashboard's sales figures (seller-dashboard-page.tsx's Figure). */
function dashboardFigure(
  t: Catalogue,
  language: Language,
  title: string,
  figure: { sales: number; orders: number },
): string {
  return (
    `<div class="col-12 col-sm-4"><section class="page-card h-100 dashboard-figure" aria-label="${escapeHtml(title)}">` +
    `<h2 class="h6 text-muted mb-1">${escapeHtml(title)}</h2><div class="fs-4 fw-bold">${money(language, figure.sales)}</div>` +
    `<div class="small text-muted">${escapeHtml(t.SELLER_UI.orderCount(figure.orders))}</div></section></div>`
  );
}

/** The dashboard's heading and period buttons (30 days chosen, as it opens). */
function dashboardHeading(t: Catalogue): string {
  const T = t.SELLER_UI;
  const buttons = DASHBOARD_DAYS.map((n) =>
    n === DASHBOARD_OPENING_DAYS
      ? `<button type="button" aria-pressed="true" class="btn btn-primary">${escapeHtml(T.days(n))}</button>`
      : `<button type="button" aria-pressed="false" class="btn btn-outline-primary">${escapeHtml(T.days(n))}</button>`,
  ).join('');
  return (
    `<div class="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3"><h1 class="h3 mb-0">${escapeHtml(T.dashboard)}</h1>` +
    `<div role="group" aria-label="${escapeHtml(T.period)}" class="btn-group">${buttons}</div></div>`
  );
}

/** dashboard-receivables.tsx: what retailers owe, beside the sales figures. */
function dashboardReceivables(
  t: Catalogue,
  language: Language,
  totals: { balance: number; overdue: number; ageing: Ageing },
): string {
  const T = t.MONEY_UI;
  return (
    `<section class="page-card mb-3" aria-labelledby="dash-receivables"><div class="row g-3 align-items-center"><div class="col-12 col-md-5">` +
    `<h2 class="h5" id="dash-receivables">${escapeHtml(T.receivables)}</h2><dl class="dashboard-money mb-2">` +
    `<dt>${escapeHtml(T.owedToYou)}</dt><dd class="fs-4 fw-bold" data-testid="dash-receivables-total">${money(language, totals.balance)}</dd>` +
    `<dt>${escapeHtml(T.overdue)}</dt><dd class="fs-5 fw-semibold ${overdueClass(totals.overdue)}" data-testid="dash-overdue-total">${money(language, totals.overdue)}</dd>` +
    `</dl><a href="/receivables">${escapeHtml(T.seeEveryRetailer)}</a></div>` +
    `<div class="col-12 col-md-7"><h3 class="h6 text-muted">${escapeHtml(T.ageing)}</h3>${ageingBar(t, language, totals.ageing)}</div></div></section>`
  );
}

/**
 * statement-view.tsx: a statement's heading (the other side's name) and its figures, under the way back; the entries
 * come with the app. `timeZone`: the seller's on the seller's side; Pakistan's on the retailer's, who cannot read
 * the seller's setting (supplier-statement-page.tsx draws its dates in it too).
 */
function statementTop(
  t: Catalogue,
  language: Language,
  back: { href: string; text: string },
  statement: { title: string; ledger: Ledger; timeZone: string } | null,
): string {
  const T = t.MONEY_UI;
  const backLink = `<a class="money-link small" href="${back.href}">${escapeHtml(back.text)}</a>`;
  if (!statement) return `<main class="container py-4 money-page">${backLink}${spinner(T.loadingStatement)}</main>`;
  const { ledger } = statement;
  const limit =
    ledger.credit_limit === null
      ? escapeHtml(T.none)
      : `${money(language, ledger.credit_limit)}<span class="small text-muted"> (${escapeHtml(ledger.on_limit === 'block' ? T.blocksOrders : T.warns)})</span>`;
  return (
    `<main class="container py-4 money-page">${backLink}<h1 class="h3 mb-1">${escapeHtml(statement.title)}</h1>` +
    `<p class="text-muted mb-3">${escapeHtml(T.statementOfAccount)}</p>` +
    `<section class="row g-3 mb-3" aria-label="${escapeHtml(T.statementOfAccount)}">` +
    `<div class="col-6 col-md-3"><div class="page-card h-100"><h2 class="h6 text-muted mb-1">${escapeHtml(T.balance)}</h2>` +
    `<div class="fs-5 fw-bold" data-testid="ledger-balance">${money(language, ledger.balance)}</div>` +
    (ledger.balance < 0 ? `<div class="small text-success">${escapeHtml(T.inCredit)}</div>` : '') +
    `</div></div><div class="col-6 col-md-3"><div class="page-card h-100"><h2 class="h6 text-muted mb-1">${escapeHtml(T.overdue)}</h2>` +
    `<div class="fs-5 fw-bold ${overdueClass(ledger.overdue)}" data-testid="ledger-overdue">${money(language, ledger.overdue)}</div></div></div>` +
    `<div class="col-12 col-md-6"><div class="page-card h-100"><dl class="money-card-figures mb-0">` +
    `<dt>${escapeHtml(T.creditLimit)}</dt><dd data-testid="ledger-limit">${limit}</dd>` +
    `<dt>${escapeHtml(T.paymentTerms)}</dt><dd>${escapeHtml(T.days(ledger.payment_days))}</dd>` +
    `<dt>${escapeHtml(T.openOrders)}</dt><dd>${money(language, ledger.open_orders)}</dd>` +
    `<dt>${escapeHtml(T.lastPayment)}</dt><dd>${escapeHtml(ledger.last_payment_at ? formatDate(ledger.last_payment_at, statement.timeZone) : T.none)}</dd>` +
    `</dl>${ageingBar(t, language, ledger.ageing, true)}</div></div></section>${spinner(T.loadingStatement)}</main>`
  );
}

/** An empty list's line (components/empty-state.tsx). */
const emptyState = (text: string) => `<p class="text-center text-muted py-5 mb-0 empty-state">${escapeHtml(text)}</p>`;

/** A row of filter buttons as React-Bootstrap's ButtonGroup draws it, the first chosen. */
function filterButtons(label: string, choices: string[], className = ''): string {
  const buttons = choices
    .map((text, i) =>
      i === 0
        ? `<button type="button" aria-pressed="true" class="btn btn-primary">${escapeHtml(text)}</button>`
        : `<button type="button" aria-pressed="false" class="btn btn-outline-primary">${escapeHtml(text)}</button>`,
    )
    .join('');
  return `<div role="group" aria-label="${escapeHtml(label)}" class="${className ? `${className} ` : ''}btn-group">${buttons}</div>`;
}

/** Returns (features/money/returns-page.tsx) as it opens, every status: its empty line, or the list loading. */
function returnsTop(t: Catalogue, empty: boolean | null): string {
  const T = t.MONEY_UI;
  const statuses = [T.all, ...RETURN_STATUSES.map((s) => T[`status${s}`])];
  return (
    `<main class="container py-4 money-page"><h1 class="h3 mb-3">${escapeHtml(T.returns)}</h1>` +
    `<div class="mb-3 overflow-auto">${filterButtons(T.status, statuses, 'flex-wrap money-actions')}</div>` +
    `${empty ? emptyState(t.MONEY_MSG.noReturns) : spinner(T.loadingReturns)}</main>`
  );
}

/** The admin's licences (features/licences/admin-licences-page.tsx) as they open, every status. */
function licencesTop(t: Catalogue, total: number | null): string {
  const T = t.ADMIN_UI;
  const filters = (['all', 'pending', 'rejected', 'verified'] as const).map((f) => T.licenceFilter[f]);
  return (
    `<main class="container py-3"><div class="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">` +
    `<div class="d-flex flex-wrap align-items-baseline gap-2"><h1 class="h4 mb-0">${escapeHtml(T.licences)}</h1>` +
    (total === null
      ? ''
      : `<span class="text-muted small tabular" aria-live="polite">${escapeHtml(T.inTotal(total))}</span>`) +
    `</div>${filterButtons(T.showLicences, filters)}</div>` +
    `${total === 0 ? emptyState(T.noLicences) : spinner(T.loadingLicences)}</main>`
  );
}

/**
 * An order's invoice page (features/money/invoice-page.tsx): the way back, the heading and the order's status; before
 * the invoice is issued, the seller's Issue invoice form (its lines, each supplied box showing what was ordered: the
 * boxes are the page's own) or the line that it is not invoiced yet. An issued invoice comes with the app.
 */
function invoiceTop(
  t: Catalogue,
  orderId: number,
  sellerSide: boolean,
  data: { details: OrderDetailsResponse; invoiced: boolean } | null,
): string {
  const T = t.MONEY_UI;
  const order = data?.details.order_details[0];
  const head =
    `<main class="container py-4 money-page"><a class="money-link small" href="${sellerSide ? '/orders' : '/ordersRetailer'}">${escapeHtml(T.backOrders)}</a>` +
    `<div class="d-flex flex-wrap align-items-center gap-2 mb-3"><h1 class="h3 mb-0">${escapeHtml(T.invoiceFor(orderId))}</h1>` +
    `${order ? statusBadge(t, order.status) : ''}</div>`;
  if (!data || !order || data.invoiced) return `${head}${spinner(T.loadingInvoice)}</main>`;
  if (!sellerSide || order.status === 'Cancel') return `${head}${emptyState(T.notInvoicedYet)}</main>`;
  const lines = data.details.order_items
    .map(
      (i) =>
        `<tr><td class="text-break">${escapeHtml(i.productName)}</td><td class="text-end">${i.quantity}</td>` +
        `<td class="text-end"><div class="ms-auto supplied-input form-control first-screen-field" style="color:var(--bs-body-color)" aria-hidden="true">${i.quantity}</div></td></tr>`,
    )
    .join('');
  return (
    `${head}<div class="page-card"><p class="text-muted">${escapeHtml(T.issueHint)}</p>` +
    `<table class="align-middle money-table table"><thead><tr><th scope="col">${escapeHtml(T.product)}</th>` +
    `<th scope="col" class="text-end">${escapeHtml(T.ordered)}</th><th scope="col" class="text-end">${escapeHtml(T.supplied)}</th></tr></thead>` +
    `<tbody>${lines}</tbody></table><div class="money-actions"><button type="button" class="btn btn-primary">${escapeHtml(T.issueInvoice)}</button></div></div></main>`
  );
}

export const DATA_FIRST_SCREENS: Record<string, FirstScreen> = {
  // features/money/invoice-page.tsx: the seller's (the owner's, the clerk's and the accountant's) and the retailer's.
  '/invoice/:id': {
    for: (user) => retailer(user) || seller(user, 'clerk', 'accountant'),
    data: {
      reads: (_user, orderId) => [apiPaths.orders.details(orderId), { maybe: moneyApiPaths.invoice(orderId) }],
      draw: (t, [details, invoice], _language, user, orderId) => {
        const parsed = orderDetailsResponseSchema.safeParse(details);
        if (!parsed.success) return undefined;
        return invoiceTop(t, orderId, user?.type === 'seller', { details: parsed.data, invoiced: invoice !== null });
      },
    },
  },
  // features/money/receivables-page.tsx: the owner's and the accountant's.
  '/receivables': {
    for: (user) => seller(user, 'accountant'),
    draw: (t, _origin, _logo, language) => receivablesTop(t, language, null),
    data: {
      reads: () => [receivablesOpening()],
      draw: (t, [answer], language) => {
        const parsed = receivablesSchema.safeParse(answer);
        return parsed.success ? receivablesTop(t, language, parsed.data.totals) : undefined;
      },
    },
  },
  // features/orders/seller-dashboard-page.tsx: the owner's. Its figures and the receivables card under them.
  '/dashboard': {
    for: (user) => seller(user),
    draw: (t) =>
      `<main class="container py-4 dashboard-page">${dashboardHeading(t)}${spinner(t.UI_MSG.loading)}</main>`,
    data: {
      reads: (user) =>
        user?.id === undefined
          ? undefined
          : [apiPaths.orders.dashboard(user.id, DASHBOARD_OPENING_DAYS), moneyApiPaths.receivables({ limit: 1 })],
      draw: (t, [sales, owed], language) => {
        const d = dashboardSchema.safeParse(sales);
        const r = receivablesSchema.safeParse(owed);
        if (!d.success || !r.success) return undefined;
        const T = t.SELLER_UI;
        return (
          `<main class="container py-4 dashboard-page">${dashboardHeading(t)}<div class="row g-3 mb-3">` +
          dashboardFigure(t, language, T.salesToday, d.data.today) +
          dashboardFigure(t, language, T.salesThisWeek, d.data.week) +
          dashboardFigure(t, language, T.salesThisMonth, d.data.month) +
          `</div>${dashboardReceivables(t, language, r.data.totals)}${spinner(t.UI_MSG.loading)}</main>`
        );
      },
    },
  },
  // features/money/seller-statement-page.tsx: one retailer's statement, in the seller's time zone.
  '/receivables/:id': {
    for: (user) => seller(user, 'accountant'),
    draw: (t, _origin, _logo, language) =>
      statementTop(t, language, { href: '/receivables', text: t.MONEY_UI.backReceivables }, null),
    data: {
      reads: (_user, retailerId) => [
        moneyApiPaths.ledger(retailerId, undefined, undefined, STATEMENT_PAGE),
        apiPaths.sellers.settings(),
      ],
      draw: (t, [answer, settings], language) => {
        const ledger = ledgerSchema.safeParse(answer);
        const zone = sellerSettingsSchema.pick({ time_zone: true }).safeParse(settings);
        if (!ledger.success || !zone.success) return undefined;
        return statementTop(
          t,
          language,
          { href: '/receivables', text: t.MONEY_UI.backReceivables },
          {
            title: `${ledger.data.store} (${ledger.data.retailer_name})`,
            ledger: ledger.data,
            timeZone: zone.data.time_zone,
          },
        );
      },
    },
  },
  // features/money/supplier-statement-page.tsx: a retailer's statement with one supplier.
  '/accounts/:id': {
    for: retailer,
    draw: (t, _origin, _logo, language) =>
      statementTop(t, language, { href: '/accounts', text: t.MONEY_UI.backAccounts }, null),
    data: {
      reads: (_user, sellerId) => [moneyApiPaths.supplierLedger(sellerId, undefined, undefined, STATEMENT_PAGE)],
      draw: (t, [answer], language) => {
        const ledger = ledgerSchema.safeParse(answer);
        if (!ledger.success) return undefined;
        return statementTop(
          t,
          language,
          { href: '/accounts', text: t.MONEY_UI.backAccounts },
          {
            title: ledger.data.seller_name,
            ledger: ledger.data,
            timeZone: DEFAULT_TIME_ZONE,
          },
        );
      },
    },
  },
  // features/money/returns-page.tsx: a retailer's, and the seller's (the owner's and the accountant's).
  '/returns': {
    for: (user) => retailer(user) || seller(user, 'accountant'),
    draw: (t) => returnsTop(t, null),
    data: {
      reads: () => [moneyApiPaths.returnsPage(null, 1)],
      draw: (t, [answer]) => {
        const parsed = returnSummarySchema.array().safeParse(answer);
        return parsed.success ? returnsTop(t, parsed.data.length === 0) : undefined;
      },
    },
  },
  // features/licences/admin-licences-page.tsx: the admin's.
  '/adminlicences': {
    for: (user) => user?.type === 'admin',
    draw: (t) => licencesTop(t, null),
    data: {
      reads: () => [licenceApiPaths.queuePage('all', 1)],
      draw: (t, [answer]) => {
        const parsed = licenceQueuePageSchema.safeParse(answer);
        return parsed.success ? licencesTop(t, parsed.data.total) : undefined;
      },
    },
  },
  // features/money/accounts-page.tsx: a retailer's heading and what it owes in all.
  '/accounts': {
    for: retailer,
    draw: (t, _origin, _logo, language) => accountsTop(t, language, null),
    data: {
      reads: () => [moneyApiPaths.supplierAccounts()],
      draw: (t, [answer], language) => {
        const parsed = supplierAccountSchema.array().safeParse(answer);
        return parsed.success
          ? accountsTop(
              t,
              language,
              parsed.data.map((a) => a.balance),
            )
          : undefined;
      },
    },
  },
};

/** Accounts' heading, with the total owed once there are accounts, and the list loading. */
function accountsTop(t: Catalogue, language: Language, balances: number[] | null): string {
  const T = t.MONEY_UI;
  const total =
    balances && balances.length > 0
      ? `<p class="mb-0">${escapeHtml(T.totalOwed)} <strong data-testid="accounts-total">${money(language, sumMoney(balances))}</strong></p>`
      : '';
  return (
    `<main class="container py-4 money-page"><div class="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-3">` +
    `<h1 class="h3 mb-0">${escapeHtml(T.accounts)}</h1>${total}</div>` +
    // No account yet: the page's empty state (EmptyState), not a list to wait for.
    (balances && balances.length === 0
      ? `<p class="text-center text-muted py-5 mb-0 empty-state">${escapeHtml(t.MONEY_MSG.noAccounts)}</p>`
      : spinner(T.loadingAccounts)) +
    '</main>'
  );
}
