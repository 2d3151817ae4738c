import { z } from 'zod';
import { STOCK_MSG } from '../messages-stock.js';

import { dayInZone } from '../time-zones.js';
import { AVAILABILITIES, type Availability } from '../stock.js';

export const availabilitySchema = z.enum(AVAILABILITIES, { error: STOCK_MSG.availabilityInvalid });

/**
 * Words a price list's availability or stock column may hold, folded to lower case without spaces, dashes or
 * underscores ("In stock", "out-of-stock", "OOS", "yes"/"no", a number of packs: 0 is out of stock).
 */
export function parseAvailability(raw: unknown): Availability | null {
  if (typeof raw === 'number') return raw > 0 ? 'in_stock' : raw === 0 ? 'out_of_stock' : null;
  const text = String(raw ?? '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  if (text === '') return null;
  if (/^\d+$/.test(text)) return Number(text) > 0 ? 'in_stock' : 'out_of_stock';
  if (['instock', 'available', 'yes', 'y', 'in', 'stock'].includes(text)) return 'in_stock';
  if (['short', 'low', 'limited', 'lowstock', 'shortsupply'].includes(text)) return 'short';
  if (['outofstock', 'out', 'oos', 'no', 'n', 'unavailable', 'none', 'nil'].includes(text)) return 'out_of_stock';
  return null;
}

export const MAX_BATCH_NO = 40;
export const MAX_BATCH_QUANTITY = 10_000_000;
/** How far ahead an expiry month may be: beyond it is a typing mistake, not a medicine. */
const MAX_EXPIRY_YEARS = 15;

/** "YYYY-MM" of a moment in Pakistan (the month a batch is judged in). */
export function monthOf(now: Date = new Date()): string {
  return dayInZone(now, 'Asia/Karachi').slice(0, 7);
}

/** "YYYY-MM" plus `n` months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * An expiry month as people write it: "2027-03", "03/27", "03/2027", "3-2027" or a date ("2027-03-31", the day is
 * ignored); a spreadsheet date arrives as a Date. Answers "YYYY-MM" or null when it is not a month.
 */
export function parseExpiryMonth(raw: unknown): string | null {
  if (raw instanceof Date && !Number.isNaN(raw.getTime())) {
    return `${raw.getUTCFullYear()}-${String(raw.getUTCMonth() + 1).padStart(2, '0')}`;
  }
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  let y: number;
  let m: number;
  let match = /^(\d{4})[-/.](\d{1,2})(?:[-/.]\d{1,2})?$/.exec(text);
  if (match) {
    y = Number(match[1]);
    m = Number(match[2]);
  } else if ((match = /^(\d{1,2})[-/.](\d{2}|\d{4})$/.exec(text))) {
    m = Number(match[1]);
    y = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  } else {
    return null;
  }
  if (m < 1 || m > 12 || y < 2000 || y > 2200) return null;
  return `${y}-${String(m).padStart(2, '0')}`;
}

/** An expiry month that is a month, not before this one and not absurdly far ahead; normalised to "YYYY-MM". */
export const expiryMonthSchema = z.unknown().transform((raw, ctx) => {
  const month = parseExpiryMonth(raw);
  if (month === null) {
    ctx.addIssue({ code: 'custom', message: STOCK_MSG.expiryInvalid });
    return z.NEVER;
  }
  const now = monthOf();
  if (month < now) {
    ctx.addIssue({ code: 'custom', message: STOCK_MSG.expiryPast });
    return z.NEVER;
  }
  if (month > addMonths(now, MAX_EXPIRY_YEARS * 12)) {
    ctx.addIssue({ code: 'custom', message: STOCK_MSG.expiryTooFar });
    return z.NEVER;
  }
  return month;
});

export const batchNoSchema = z
  .string({ error: STOCK_MSG.batchNoRequired })
  .trim()
  .min(1, { error: STOCK_MSG.batchNoRequired })
  .max(MAX_BATCH_NO, { error: STOCK_MSG.batchNoTooLong(MAX_BATCH_NO) })
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} \-/.]*$/u, { error: STOCK_MSG.batchNoInvalid });

export const batchQuantitySchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ error: STOCK_MSG.quantityInvalid })
    .int({ error: STOCK_MSG.quantityInvalid })
    .min(0, { error: STOCK_MSG.quantityInvalid })
    .max(MAX_BATCH_QUANTITY, { error: STOCK_MSG.quantityInvalid }),
);

/** `POST /api/MedicalProducts/{id}/batches`: one batch of a listing. */
export const batchCreateSchema = z.object({
  batch_no: batchNoSchema,
  expiry: expiryMonthSchema,
  quantity: batchQuantitySchema,
});
export type BatchCreate = z.input<typeof batchCreateSchema>;

/** `PUT /api/Batches/{id}`: any of the fields; the others keep their values. */
export const batchUpdateSchema = z
  .object({
    batch_no: batchNoSchema.optional(),
    expiry: expiryMonthSchema.optional(),
    quantity: batchQuantitySchema.optional(),
  })
  .refine((b) => b.batch_no !== undefined || b.expiry !== undefined || b.quantity !== undefined, {
    error: STOCK_MSG.batchUpdateEmpty,
  });
export type BatchUpdate = z.input<typeof batchUpdateSchema>;

/** A batch as answered: `expiry` is "YYYY-MM". */
export const batchSchema = z.object({
  id: z.number(),
  listing_id: z.number(),
  batch_no: z.string(),
  expiry: z.string(),
  quantity: z.number(),
});
export type Batch = z.infer<typeof batchSchema>;

/** What went out of one batch on an order line (slip, invoice). */
export const lineBatchSchema = z.object({ batch_no: z.string(), expiry: z.string(), quantity: z.number() });
export type LineBatch = z.infer<typeof lineBatchSchema>;
