import { z } from 'zod';
import { lineBatchSchema } from './stock.js';
import { MAX_QUANTITY, MAX_SEARCH } from '../constants.js';
import {
  LEDGER_KINDS,
  ON_LIMIT,
  PAYMENT_METHODS,
  RETURN_REASONS,
  RETURN_STATUSES,
  type PaymentMethod,
} from '../ledger-terms.js';
import { MSG } from '../messages.js';
import { MONEY_MSG } from '../messages-money.js';
import { idSchema } from './common.js';

export const MAX_REFERENCE = 50;
export const MAX_REASON = 200;
export const MAX_TAX_LINES = 5;
export const DEFAULT_PAYMENT_DAYS = 30;
/** Largest single ledger amount in rupees (a payment, an adjustment, a limit). */
export const MAX_LEDGER_AMOUNT = 1_000_000_000;
/** Entries a statement answers at most (a range or a page narrows it; the PDF takes the same). */
export const MAX_STATEMENT_ENTRIES = 20_000;

/** Rupees as a number (or numeric text) with at most two decimals, within limits; `allowZero`/`signed` widen it. */
const rupees = (message: string, opts: { signed?: boolean; allowZero?: boolean } = {}) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: message })
      .finite({ error: message })
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: message })
      // Judged in whole paisa, as stored: 1e-300 is no amount, however it is written.
      .refine((n) => (opts.signed ? Math.round(n * 100) !== 0 : opts.allowZero ? n >= 0 : Math.round(n * 100) > 0), {
        error: message,
      })
      .refine((n) => Math.abs(n) <= MAX_LEDGER_AMOUNT, { error: message }),
  );
const reasonSchema = z
  .string({ error: MONEY_MSG.reasonRequired })
  .trim()
  .min(1, { error: MONEY_MSG.reasonRequired })
  .max(MAX_REASON, { error: MSG.tooLong(MAX_REASON) });
/** A calendar date YYYY-MM-DD that exists (2026-02-30 does not), from 1900 on. */
const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MONEY_MSG.dateRangeInvalid })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return v >= '1900-01-01' && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    },
    { error: MONEY_MSG.dateRangeInvalid },
  );

export const paymentMethodSchema = z.string({ error: MONEY_MSG.methodInvalid }).transform((v, ctx) => {
  const key = v
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const method =
    key === 'banktransfer'
      ? 'bank_transfer'
      : key === 'jazz_cash'
        ? 'jazzcash'
        : key === 'easy_paisa'
          ? 'easypaisa'
          : key;
  if (!(PAYMENT_METHODS as readonly string[]).includes(method)) {
    ctx.addIssue({ code: 'custom', message: MONEY_MSG.methodInvalid });
    return z.NEVER;
  }
  return method as PaymentMethod;
});

// ---- invoices

/** No body at all is an invoice of everything ordered. */
export const invoiceCreateSchema = z.preprocess(
  (v) => (v === undefined || v === null ? {} : v),
  z.object({
    lines: z
      .array(z.object({ listing_id: idSchema, supplied: z.number().int().min(0).max(MAX_QUANTITY) }))
      .max(1000)
      .optional(),
  }),
);
export type InvoiceCreate = z.input<typeof invoiceCreateSchema>;

export const invoiceLineSchema = z.object({
  listing_id: z.number().nullable(),
  product_name: z.string(),
  quantity: z.number(),
  supplied: z.number(),
  bonus_quantity: z.number(),
  /** The unit T.P charged. */
  total_price: z.number(),
  offer: z.number(),
  /** The supplied quantity's amount after the offer. */
  net: z.number(),
  /** Batches the line shipped from (sellers who track batches), earliest expiry first; `expiry` is "YYYY-MM". */
  batches: z.array(lineBatchSchema).optional(),
  /** Why the line was supplied short by the batches, or null. */
  stock_note: z.string().nullable().optional(),
});
const partySchema = z.object({
  name: z.string(),
  store: z.string(),
  address: z.string(),
  phone: z.string(),
  ntn: z.string(),
  strn: z.string(),
});
export const invoiceSchema = z.object({
  id: z.number(),
  invoice_no: z.string(),
  order_id: z.number(),
  wholeseller_id: z.number(),
  retailer_id: z.number(),
  issued_at: z.string(),
  due_date: z.string(),
  subtotal: z.number(),
  tax_total: z.number(),
  total: z.number(),
  tax_lines: z.array(z.object({ name: z.string(), rate: z.number(), amount: z.number() })),
  seller: partySchema,
  retailer: partySchema,
  lines: z.array(invoiceLineSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

// ---- ledger

export const ledgerEntrySchema = z.object({
  id: z.number(),
  date: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** Signed change to what the retailer owes: debits (invoice, opening, adjustment up) positive, credits negative. */
  amount: z.number(),
  debit: z.number(),
  credit: z.number(),
  reference: z.string(),
  /** What the retailer owes after this entry. */
  balance: z.number(),
  method: z.string().nullable(),
  receipt_no: z.string().nullable(),
  reason: z.string().nullable(),
  due_date: z.string().nullable(),
  order_id: z.number().nullable(),
  return_id: z.number().nullable(),
  reverses: z.number().nullable(),
  reversed_by: z.number().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ageingSchema = z.object({
  d0_30: z.number(),
  d31_60: z.number(),
  d61_90: z.number(),
  d90_plus: z.number(),
});
export type Ageing = z.infer<typeof ageingSchema>;

export const ledgerSchema = z.object({
  wholeseller_id: z.number(),
  retailer_id: z.number(),
  seller_name: z.string(),
  retailer_name: z.string(),
  store: z.string(),
  /** What the retailer owes (negative: a credit in the retailer's favour). */
  balance: z.number(),
  overdue: z.number(),
  ageing: ageingSchema,
  credit_limit: z.number().nullable(),
  payment_days: z.number(),
  on_limit: z.enum(ON_LIMIT),
  /** Open orders (not cancelled, not yet invoiced) that count against the credit limit. */
  open_orders: z.number(),
  last_payment_at: z.string().nullable(),
  /** Balance before the first entry of the range (0 without `from`). */
  opening_balance: z.number(),
  /** Whether the pair has an opening balance in force (it may lie before the entries answered). */
  has_opening: z.boolean(),
  /** With `limit`: whether the range has entries older than those answered. */
  earlier: z.boolean().optional(),
  entries: z.array(ledgerEntrySchema),
});
export type Ledger = z.infer<typeof ledgerSchema>;

export const ledgerQuerySchema = z
  .object({
    from: dateText.optional(),
    to: dateText.optional(),
    /** Only the newest `limit` entries of the range (still oldest first), with `earlier` saying whether there are more. */
    limit: z.coerce.number().int().min(1).max(MAX_STATEMENT_ENTRIES).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: MONEY_MSG.dateRangeInvalid });
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;

export const paymentCreateSchema = z
  .object({
    amount: rupees(MONEY_MSG.amountInvalid),
    method: paymentMethodSchema,
    reference: z
      .string()
      .trim()
      .max(MAX_REFERENCE, { error: MSG.tooLong(MAX_REFERENCE) })
      .optional()
      .default(''),
    note: z
      .string()
      .trim()
      .max(MAX_REASON, { error: MSG.tooLong(MAX_REASON) })
      .optional()
      .default(''),
  })
  .refine((p) => p.method === 'cash' || p.reference !== '', {
    error: MONEY_MSG.referenceRequired,
    path: ['reference'],
  });
export type PaymentCreate = z.input<typeof paymentCreateSchema>;
export const paymentResultSchema = z.object({
  id: z.number(),
  balance: z.number(),
  receipt_no: z.string(),
  warning: z.string().optional(),
});

export const adjustmentCreateSchema = z.object({
  amount: rupees(MONEY_MSG.adjustmentInvalid, { signed: true }),
  reason: reasonSchema,
});
export const openingCreateSchema = z.object({
  amount: rupees(MONEY_MSG.adjustmentInvalid, { signed: true }),
  reason: z
    .string()
    .trim()
    .max(MAX_REASON, { error: MSG.tooLong(MAX_REASON) })
    .optional()
    .default(''),
});
export const reversalCreateSchema = z.object({ reason: reasonSchema });
export const entryResultSchema = z.object({ id: z.number(), balance: z.number() });
export const entryParamsSchema = z.object({ retailerId: idSchema, entryId: idSchema });

export const termsSchema = z.object({
  credit_limit: z.union([z.null(), rupees(MONEY_MSG.creditLimitInvalid, { allowZero: true })]),
  payment_days: z
    .number({ error: MONEY_MSG.paymentDaysInvalid })
    .int({ error: MONEY_MSG.paymentDaysInvalid })
    .min(0, { error: MONEY_MSG.paymentDaysInvalid })
    .max(365, { error: MONEY_MSG.paymentDaysInvalid })
    .nullable(),
  on_limit: z.enum(ON_LIMIT, { error: MONEY_MSG.onLimitInvalid }),
});
/** PUT terms: any of the three; `payment_days: null` returns to the seller's default. */
export const termsUpdateSchema = termsSchema.partial();
export const termsResultSchema = z.object({
  credit_limit: z.number().nullable(),
  payment_days: z.number(),
  on_limit: z.enum(ON_LIMIT),
});

export const receivableSchema = z.object({
  retailer_id: z.number(),
  retailer_name: z.string(),
  store: z.string(),
  phone: z.string(),
  balance: z.number(),
  overdue: z.number(),
  credit_limit: z.number().nullable(),
  on_limit: z.enum(ON_LIMIT),
  last_payment_at: z.string().nullable(),
  /** What is left of the retailer's debits by their age. */
  ageing: ageingSchema,
});
export type Receivable = z.infer<typeof receivableSchema>;
export const RECEIVABLE_SORTS = ['balance', 'overdue', 'name', 'last_payment'] as const;
export const receivablesQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(MAX_SEARCH, { error: MSG.tooLong(MAX_SEARCH) })
    .optional(),
  overdue: z.enum(['1', 'true', '0', 'false']).optional(),
  sort: z.enum(RECEIVABLE_SORTS).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export const receivablesSchema = z.object({
  total: z.number(),
  totals: z.object({ balance: z.number(), overdue: z.number(), ageing: ageingSchema }),
  rows: z.array(receivableSchema),
});
export type Receivables = z.infer<typeof receivablesSchema>;
export const supplierAccountSchema = z.object({
  wholeseller_id: z.number(),
  seller_name: z.string(),
  phone: z.string(),
  balance: z.number(),
  overdue: z.number(),
  credit_limit: z.number().nullable(),
  last_payment_at: z.string().nullable(),
});

// ---- returns

export const returnCreateSchema = z.object({
  order_id: idSchema,
  lines: z
    .array(
      z.object({
        listing_id: idSchema,
        quantity: z.number().int().min(1).max(MAX_QUANTITY),
        reason: z.enum(RETURN_REASONS, { error: MONEY_MSG.returnReasonInvalid }),
        note: z
          .string()
          .trim()
          .max(MAX_REASON, { error: MSG.tooLong(MAX_REASON) })
          .optional()
          .default(''),
      }),
    )
    .min(1)
    .max(1000),
  note: z
    .string()
    .trim()
    .max(MAX_REASON, { error: MSG.tooLong(MAX_REASON) })
    .optional()
    .default(''),
});
export const returnUpdateSchema = z.object({
  status: z.enum(['Approved', 'Rejected', 'Received', 'Credited'], { error: MONEY_MSG.returnStatusInvalid }),
  /** With Approved: the approved quantity per line (a line not given is approved in full; 0 approves none of it). */
  lines: z
    .array(z.object({ listing_id: idSchema, quantity: z.number().int().min(0).max(MAX_QUANTITY) }))
    .max(1000)
    .optional(),
  /** Required with Rejected. */
  reason: z
    .string()
    .trim()
    .max(MAX_REASON, { error: MSG.tooLong(MAX_REASON) })
    .optional(),
  note: z
    .string()
    .trim()
    .max(MAX_REASON, { error: MSG.tooLong(MAX_REASON) })
    .optional(),
});
export const returnLineSchema = z.object({
  listing_id: z.number(),
  product_name: z.string(),
  quantity: z.number(),
  approved_quantity: z.number().nullable(),
  reason: z.enum(RETURN_REASONS),
  note: z.string(),
  unit_price: z.number(),
  offer: z.number(),
});
export const returnSchema = z.object({
  id: z.number(),
  order_id: z.number(),
  invoice_no: z.string(),
  wholeseller_id: z.number(),
  retailer_id: z.number(),
  seller_name: z.string(),
  store: z.string(),
  status: z.enum(RETURN_STATUSES),
  note: z.string(),
  reject_reason: z.string().nullable(),
  credit_amount: z.number().nullable(),
  created_at: z.string(),
  lines: z.array(returnLineSchema),
  timeline: z.array(
    z.object({
      from_status: z.string().nullable(),
      to_status: z.string(),
      changed_by_type: z.string(),
      changed_at: z.string(),
      note: z.string().nullable(),
    }),
  ),
});
export type Return = z.infer<typeof returnSchema>;
export const returnsQuerySchema = z.object({
  status: z.enum(RETURN_STATUSES).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export const returnSummarySchema = returnSchema.omit({ lines: true, timeline: true });
export type ReturnSummary = z.infer<typeof returnSummarySchema>;
export type SupplierAccount = z.infer<typeof supplierAccountSchema>;

/** The terms form: text fields, an empty limit for none and empty days for the seller's default. */
export const termsFormSchema = z.object({
  credit_limit: z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === '') return null;
      const n = Number(v);
      if (!/^\d+(\.\d{1,2})?$/.test(v) || n > MAX_LEDGER_AMOUNT) {
        ctx.addIssue({ code: 'custom', message: MONEY_MSG.creditLimitInvalid });
        return z.NEVER;
      }
      return n;
    }),
  payment_days: z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === '') return null;
      if (!/^\d{1,3}$/.test(v) || Number(v) > 365) {
        ctx.addIssue({ code: 'custom', message: MONEY_MSG.paymentDaysInvalid });
        return z.NEVER;
      }
      return Number(v);
    }),
  on_limit: z.enum(ON_LIMIT, { error: MONEY_MSG.onLimitInvalid }),
});

/** The seller's money settings form: default payment days (text), tax numbers and daily overdue reminders. */
export const moneySettingsFormSchema = z.object({
  payment_days: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, { error: MONEY_MSG.paymentDaysInvalid })
    .transform(Number)
    .refine((n) => n <= 365, { error: MONEY_MSG.paymentDaysInvalid }),
  ntn: z
    .string()
    .trim()
    .max(20, { error: MSG.tooLong(20) }),
  strn: z
    .string()
    .trim()
    .max(20, { error: MSG.tooLong(20) }),
  overdue_reminders: z.boolean(),
});
