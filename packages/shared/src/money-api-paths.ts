import { queryString } from './api-paths.js';

/**
 * The trade money routes' paths (relative to /api): invoices, ledgers (khata), payments, terms, returns. Apart from
 * `apiPaths` so that the app shell's chunk, which every first visit loads, does not carry them. `from`/`to` are
 * YYYY-MM-DD.
 */

/** The receivables screen's page (the spec's 50 rows) and the order it opens in: the largest balance first. */
export const RECEIVABLES_PAGE = 50;
export const RECEIVABLES_OPENING_SORT = { sort: 'balance', dir: 'desc' } as const;
/** Returns a page of the returns list shows. */
export const RETURNS_PAGE = 50;

export const moneyApiPaths = {
  invoice: (orderId: number) => `/Orders/${orderId}/invoice`,
  invoicePdf: (orderId: number) => `/Orders/${orderId}/invoice.pdf`,
  receivables: (params: {
    q?: string;
    overdue?: boolean;
    sort?: string;
    dir?: string;
    offset?: number;
    limit?: number;
  }) => `/Ledger${queryString({ ...params, overdue: params.overdue ? 1 : null })}`,
  /** A page of the receivables screen as it asks for it (app/page-prefetch.ts asks for the first before it loads). */
  receivablesPage: (view: { q: string; overdue: boolean; sort: string; dir: string; page: number }) =>
    moneyApiPaths.receivables({
      q: view.q.trim() || undefined,
      overdue: view.overdue,
      sort: view.sort,
      dir: view.dir,
      offset: (view.page - 1) * RECEIVABLES_PAGE,
      limit: RECEIVABLES_PAGE,
    }),
  ledger: (retailerId: number, from?: string, to?: string, limit?: number) =>
    `/Ledger/${retailerId}${queryString({ from, to, limit })}`,
  statementPdf: (retailerId: number, from?: string, to?: string) =>
    `/Ledger/${retailerId}/statement.pdf${queryString({ from, to })}`,
  payments: (retailerId: number) => `/Ledger/${retailerId}/payments`,
  adjustments: (retailerId: number) => `/Ledger/${retailerId}/adjustments`,
  opening: (retailerId: number) => `/Ledger/${retailerId}/opening`,
  reversal: (retailerId: number, entryId: number) => `/Ledger/${retailerId}/entries/${entryId}/reversal`,
  terms: (retailerId: number) => `/Ledger/${retailerId}/terms`,
  supplierAccounts: () => '/Ledger/seller',
  supplierLedger: (sellerId: number, from?: string, to?: string, limit?: number) =>
    `/Ledger/seller/${sellerId}${queryString({ from, to, limit })}`,
  supplierStatementPdf: (sellerId: number, from?: string, to?: string) =>
    `/Ledger/seller/${sellerId}/statement.pdf${queryString({ from, to })}`,
  returns: (params: { status?: string; offset?: number; limit?: number } = {}) => `/Returns${queryString(params)}`,
  /** A page of the returns screen as it asks for it: one more than a page, whose presence says there is a next. */
  returnsPage: (status: string | null, page: number) =>
    moneyApiPaths.returns({ status: status ?? undefined, offset: (page - 1) * RETURNS_PAGE, limit: RETURNS_PAGE + 1 }),
  returnOne: (id: number) => `/Returns/${id}`,
  returnCreate: () => '/Returns',
};
