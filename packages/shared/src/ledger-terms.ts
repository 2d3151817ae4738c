/*
 * The words of the trade's money the screens show and choose from (payment methods, entry kinds, return reasons and
 * statuses, the statement's page): no zod here, so a statement or a returns list loads without the schemas
 * (schemas/money.ts checks the calls with these).
 */

/** Payment methods a seller records; typed spellings ("JazzCash", "Bank Transfer", "bank-transfer") are accepted. */
export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'jazzcash', 'easypaisa', 'cheque'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  jazzcash: 'JazzCash',
  easypaisa: 'Easypaisa',
  cheque: 'Cheque',
};
export const LEDGER_KINDS = ['opening', 'invoice', 'payment', 'credit_note', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const ON_LIMIT = ['warn', 'block'] as const;
export type OnLimit = (typeof ON_LIMIT)[number];
export const RETURN_REASONS = ['expired', 'near_expiry', 'broken', 'wrong_item'] as const;
export const RETURN_REASON_LABELS: Record<(typeof RETURN_REASONS)[number], string> = {
  expired: 'Expired',
  near_expiry: 'Near expiry',
  broken: 'Broken',
  wrong_item: 'Wrong item',
};
/** A return's way: asked for, approved or rejected, received back, credited. */
export const RETURN_STATUSES = ['Requested', 'Approved', 'Rejected', 'Received', 'Credited'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** Where a return may go from each status. */
export const RETURN_NEXT: Record<ReturnStatus, readonly ReturnStatus[]> = {
  Requested: ['Approved', 'Rejected'],
  Approved: ['Received'],
  Received: ['Credited'],
  Rejected: [],
  Credited: [],
};
/** Entries the statement screen shows at first, and how many more each "Show earlier entries" adds (the page size of every list). */
export const STATEMENT_PAGE = 50;
