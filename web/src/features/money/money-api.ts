import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  moneyApiPaths,
  type Invoice,
  type Ledger,
  type Receivables,
  type Return,
  type ReturnStatus,
  type ReturnSummary,
  type SupplierAccount,
} from '@dawalink/shared';
import { api } from '../../lib/api';
import { startFromPage } from '../../lib/prefetch';
import { orderQueries } from '../../lib/order-queries';

/** The receivables list as the screen asks for it: search, overdue only, sort and a 50-row page. */
export interface ReceivablesView {
  q: string;
  overdue: boolean;
  sort: 'balance' | 'overdue' | 'name' | 'last_payment';
  dir: 'asc' | 'desc';
  page: number;
}
export { RECEIVABLES_PAGE } from '@dawalink/shared';

/** A statement's dates (YYYY-MM-DD, empty for open). */
export interface DateRange {
  from: string;
  to: string;
}

/** Which side reads a ledger: the seller (by retailer) or the retailer (by seller). */
export type LedgerSide = { side: 'seller'; retailerId: number } | { side: 'retailer'; sellerId: number };

const range = (r: DateRange) => [r.from || undefined, r.to || undefined] as const;

const ledgerPath = (who: LedgerSide, dates: DateRange, limit: number) =>
  who.side === 'seller'
    ? moneyApiPaths.ledger(who.retailerId, ...range(dates), limit)
    : moneyApiPaths.supplierLedger(who.sellerId, ...range(dates), limit);

/** The money feature's keys: every ledger read sits under one root, refreshed by any entry. */
export const moneyKeys = {
  all: () => ['money'] as const,
  ledgers: () => [...moneyKeys.all(), 'ledger'] as const,
  returns: () => [...moneyKeys.all(), 'returns'] as const,
  invoice: (orderId: number) => orderQueries.invoice(orderId).queryKey,
};

export const moneyQueries = {
  receivables: (view: ReceivablesView) =>
    queryOptions({
      queryKey: [...moneyKeys.ledgers(), 'receivables', view],
      queryFn: () => api.get<Receivables>(moneyApiPaths.receivablesPage(view)),
      ...startFromPage<Receivables>(moneyApiPaths.receivablesPage(view)),
      placeholderData: keepPreviousData,
    }),
  /** The newest `limit` entries of the range (the screen grows it a page at a time; the PDF has them all). */
  ledger: (who: LedgerSide, dates: DateRange, limit: number) =>
    queryOptions({
      queryKey: [...moneyKeys.ledgers(), who, dates, limit],
      queryFn: () => api.get<Ledger>(ledgerPath(who, dates, limit)),
      ...startFromPage<Ledger>(ledgerPath(who, dates, limit)),
      placeholderData: keepPreviousData,
    }),
  supplierAccounts: () =>
    queryOptions({
      queryKey: [...moneyKeys.ledgers(), 'suppliers'],
      queryFn: () => api.get<SupplierAccount[]>(moneyApiPaths.supplierAccounts()),
      ...startFromPage<SupplierAccount[]>(moneyApiPaths.supplierAccounts()),
    }),
  returns: (status: ReturnStatus | null, page: number) =>
    queryOptions({
      queryKey: [...moneyKeys.returns(), 'list', status, page],
      queryFn: () => api.get<ReturnSummary[]>(moneyApiPaths.returnsPage(status, page)),
      ...startFromPage<ReturnSummary[]>(moneyApiPaths.returnsPage(status, page)),
      placeholderData: keepPreviousData,
    }),
  returnOne: (id: number) =>
    queryOptions({
      queryKey: [...moneyKeys.returns(), 'one', id],
      queryFn: () => api.get<Return>(moneyApiPaths.returnOne(id)),
    }),
  invoice: orderQueries.invoice,
};

/** The statement PDF's address (a plain link: the browser downloads it with the session cookie). */
export const statementPdfHref = (who: LedgerSide, dates: DateRange) =>
  `/api${who.side === 'seller' ? moneyApiPaths.statementPdf(who.retailerId, ...range(dates)) : moneyApiPaths.supplierStatementPdf(who.sellerId, ...range(dates))}`;
export const invoicePdfHref = (orderId: number) => `/api${moneyApiPaths.invoicePdf(orderId)}`;

export interface PaymentBody {
  amount: number;
  method: string;
  reference: string;
  note?: string;
}

/** The money feature's writes. */
export const moneyApi = {
  recordPayment: (retailerId: number, body: PaymentBody) =>
    api.post<{ id: number; balance: number; receipt_no: string; warning?: string }>(
      moneyApiPaths.payments(retailerId),
      body,
    ),
  recordAdjustment: (retailerId: number, body: { amount: number; reason: string }) =>
    api.post<{ id: number; balance: number }>(moneyApiPaths.adjustments(retailerId), body),
  recordOpening: (retailerId: number, body: { amount: number; reason: string }) =>
    api.post<{ id: number; balance: number }>(moneyApiPaths.opening(retailerId), body),
  reverse: (retailerId: number, entryId: number, reason: string) =>
    api.post<{ id: number; balance: number }>(moneyApiPaths.reversal(retailerId, entryId), { reason }),
  saveTerms: (
    retailerId: number,
    body: { credit_limit: number | null; payment_days: number | null; on_limit: 'warn' | 'block' },
  ) =>
    api.put<{ credit_limit: number | null; payment_days: number; on_limit: 'warn' | 'block' }>(
      moneyApiPaths.terms(retailerId),
      body,
    ),
  issueInvoice: (orderId: number, lines?: Array<{ listing_id: number; supplied: number }>) =>
    api.post<Invoice>(moneyApiPaths.invoice(orderId), lines ? { lines } : {}),
  requestReturn: (body: {
    order_id: number;
    lines: Array<{ listing_id: number; quantity: number; reason: string; note?: string }>;
    note?: string;
  }) => api.post<{ id: number; status: string }>(moneyApiPaths.returnCreate(), body),
  moveReturn: (
    id: number,
    body: { status: string; lines?: Array<{ listing_id: number; quantity: number }>; reason?: string; note?: string },
  ) => api.put<Return>(moneyApiPaths.returnOne(id), body),
};
