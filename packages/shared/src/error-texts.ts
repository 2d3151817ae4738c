import type { Catalogue } from './i18n.js';

/** A value an error answer carries beside `{error, message}` for its text. */
export type ErrorValue = string | number | string[];
type Values = Record<string, ErrorValue | undefined>;

const s = (v: ErrorValue | undefined) => String(v ?? '');
const n = (v: ErrorValue | undefined) => Number(v);
const list = (v: ErrorValue | undefined) => (Array.isArray(v) ? v : [s(v)]);

/**
 * The server's error texts that have values in them, by the answer's `error` code: the answer carries the values as
 * fields beside `{error, message}`, so a page writes the text in its own language from them (the English `message`
 * is this text in English). `fields` are the values a text needs; an answer without them keeps its `message`.
 * One code may have several texts: `text` tells them apart by the fields the answer has.
 */
export const ERROR_TEXTS = {
  credit_limit: {
    fields: ['seller', 'balance', 'open', 'limit', 'to_pay'],
    text: (t: Catalogue, v: Values) =>
      t.MONEY_MSG.creditLimitBlocked(s(v.seller), n(v.balance), n(v.open), n(v.limit), n(v.to_pay)),
  },
  out_of_stock: {
    fields: ['products'],
    text: (t: Catalogue, v: Values) =>
      list(v.products).length === 1
        ? t.STOCK_MSG.outOfStock(list(v.products)[0])
        : t.STOCK_MSG.outOfStockMany(list(v.products)),
  },
  licence_required: {
    fields: ['seller', 'licence'],
    text: (t: Catalogue, v: Values) => {
      const seller = s(v.seller);
      if (v.licence === 'none') return t.LICENCE_ORDER_MSG.requiredNone(seller);
      if (v.licence === 'expired') return t.LICENCE_ORDER_MSG.requiredExpired(seller, s(v.expires));
      if (v.licence === 'rejected') return t.LICENCE_ORDER_MSG.requiredRejected(seller, s(v.reason));
      return t.LICENCE_ORDER_MSG.requiredPending(seller);
    },
  },
  licence_restricted: {
    fields: ['products'],
    text: (t: Catalogue, v: Values) => t.LICENCE_ORDER_MSG.restricted(list(v.products)),
  },
  pack_multiple: {
    fields: ['product', 'pack'],
    text: (t: Catalogue, v: Values) => t.SCHEME_MSG.notPackMultiple(s(v.product), n(v.pack)),
  },
  min_order_value: {
    fields: ['minimum', 'short'],
    text: (t: Catalogue, v: Values) => t.SCHEME_MSG.belowMinimum(n(v.minimum), n(v.short)),
  },
  account_rejected: {
    fields: ['reason'],
    text: (t: Catalogue, v: Values) => t.ADMIN_MSG.registrationRejected(s(v.reason)),
  },
  /** Sign-in waits in minutes, a new code in seconds. */
  too_many_requests: {
    fields: [],
    text: (t: Catalogue, v: Values) =>
      v.wait_minutes !== undefined
        ? t.MSG.signInWait(n(v.wait_minutes))
        : v.wait_seconds !== undefined
          ? t.MSG.otpResendWait(n(v.wait_seconds))
          : undefined,
  },
  /** The price list import's file errors. */
  price_list_columns: {
    fields: ['found'],
    text: (t: Catalogue, v: Values) => t.MSG_BEYOND.missingColumns(s(v.found)),
  },
  price_list_cell: {
    fields: ['row', 'column'],
    text: (t: Catalogue, v: Values) => t.MSG_BEYOND.fileControlCharacter(n(v.row), s(v.column)),
  },
  price_list_rows: {
    fields: ['max'],
    text: (t: Catalogue, v: Values) => t.MSG_BEYOND.fileTooManyRows(n(v.max)),
  },
  payload_too_large: {
    fields: ['max_mb'],
    text: (t: Catalogue, v: Values) => t.LICENCE_MSG.fileTooLarge(n(v.max_mb)),
  },
} satisfies Record<string, { fields: string[]; text: (t: Catalogue, v: Values) => string | undefined }>;

export type ErrorTextCode = keyof typeof ERROR_TEXTS;

/**
 * An error answer's text in `texts`' language, written from its code and values; undefined when the code has no
 * text with values or the answer lacks one of them (the caller then keeps, or translates, the `message`).
 */
export function errorTextIn(texts: Catalogue, code: string, body: Record<string, unknown>): string | undefined {
  const entry = (
    ERROR_TEXTS as Record<string, { fields: string[]; text: (t: Catalogue, v: Values) => string | undefined }>
  )[code];
  if (!entry || !entry.fields.every((field) => body[field] !== undefined && body[field] !== null)) return undefined;
  return entry.text(texts, body as Values);
}
