import { z } from 'zod';
import { PRICE_ROW_STATUSES } from '../price-list.js';

/** One row of the uploaded file as the preview shows it. `row` is the line number in the file (header = 1). */
export const priceListPreviewRowSchema = z.object({
  row: z.number(),
  status: z.enum(PRICE_ROW_STATUSES),
  reason: z.string().nullable(),
  product_id: z.number().nullable(),
  product_code: z.string(),
  product_name: z.string(),
  manufacturer: z.string(),
  offer: z.number().nullable(),
  bonus: z.string(),
  total_price: z.number().nullable(),
  /** The listing's values before the import, for changed rows. */
  old_offer: z.number().nullable(),
  old_bonus: z.string().nullable(),
  old_total_price: z.number().nullable(),
  /** From an availability (or stock) column: in_stock, short or out_of_stock; null when the file has none. */
  availability: z.string().nullable().optional(),
  /** From batch, expiry and quantity columns: the batch this row adds or updates; null when none. */
  batch: z.object({ batch_no: z.string(), expiry: z.string(), quantity: z.number() }).nullable().optional(),
});
export type PriceListPreviewRow = z.infer<typeof priceListPreviewRowSchema>;

export const priceListCountsSchema = z.object({
  new: z.number(),
  changed: z.number(),
  unchanged: z.number(),
  refused: z.number(),
});
export type PriceListCounts = z.infer<typeof priceListCountsSchema>;

export const priceListPreviewSchema = z.object({
  import_id: z.string(),
  format: z.enum(['csv', 'xlsx']),
  /** How the text was decoded; anything but utf-8 is worth a notice. */
  encoding: z.string(),
  columns: z.array(z.string()),
  counts: priceListCountsSchema,
  rows: z.array(priceListPreviewRowSchema),
  expires_at: z.string(),
});
export type PriceListPreview = z.infer<typeof priceListPreviewSchema>;

export const priceListApplyBodySchema = z
  .object({
    import_id: z.string().min(16).max(100),
    /** Without it, a file with refused rows changes nothing (all or nothing); with it, the refused rows are left out. */
    skip_refused: z.boolean().optional().default(false),
  })
  .strict();

export const priceListApplyResultSchema = z.object({
  inserted: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  skipped: z.number(),
});
export type PriceListApplyResult = z.infer<typeof priceListApplyResultSchema>;
