import { z } from 'zod';
import { lineBatchSchema } from './stock.js';
import { MSG } from '../messages.js';
import { MAX_ORDER_LINES, MAX_QUANTITY, ORDER_STATUSES, normaliseStatus } from '../constants.js';
import { addressSchema, idSchema, requiredText } from './common.js';
import { MAX_NAME, MAX_STATUS_NOTE } from '../constants.js';

const QUANTITY_WHOLE = 'Quantity must be a whole number of at least 1';
/** One message for a line over the cap, whether it was sent so or became so when its repeats were merged. */
const QUANTITY_AT_MOST = `Quantity must be at most ${MAX_QUANTITY}`;

export const quantitySchema = z
  .number({ error: QUANTITY_WHOLE })
  .int({ error: QUANTITY_WHOLE })
  .min(1, { error: QUANTITY_WHOLE })
  .max(MAX_QUANTITY, { error: QUANTITY_AT_MOST });

/**
 * Placing an order: the server prices every line from the seller's listing. Totals, prices, status and names in
 * the body are ignored.
 */
export const orderCreateSchema = z.object({
  wholeseller_id: idSchema,
  items: z
    .array(z.object({ listing_id: idSchema, quantity: quantitySchema }))
    .min(1, { error: MSG.addItemsToCart })
    .max(MAX_ORDER_LINES)
    // Lines of one listing become one line with their quantities added: the cap holds for that merged line too.
    .superRefine((items, ctx) => {
      const merged = new Map<number, number>();
      items.forEach((item, index) => {
        const quantity = (merged.get(item.listing_id) ?? 0) + item.quantity;
        merged.set(item.listing_id, quantity);
        if (quantity > MAX_QUANTITY && quantity - item.quantity <= MAX_QUANTITY) {
          ctx.addIssue({ code: 'custom', path: [index, 'quantity'], message: QUANTITY_AT_MOST });
        }
      });
    }),
  store: requiredText(MSG.enterStoreName, MAX_NAME).optional(),
  phone_no: z.string().max(20).optional(),
  address: addressSchema.optional(),
  /** A seller's owner or order booker places the order for this retailer (ignored when a retailer orders). */
  retailer_id: idSchema.optional(),
});
export type OrderCreate = z.input<typeof orderCreateSchema>;

export const orderStatusSchema = z.string({ error: MSG.selectProductStatus }).transform((v, ctx) => {
  const status = normaliseStatus(v);
  if (!status) {
    ctx.addIssue({ code: 'custom', message: MSG.selectProductStatus });
    return z.NEVER;
  }
  return status;
});

/** The seller's optional note with a status change: trimmed, empty is none. */
export const statusNoteSchema = z
  .string()
  .trim()
  .max(MAX_STATUS_NOTE, { error: MSG.tooLong(MAX_STATUS_NOTE) })
  .nullish()
  .transform((v) => v || undefined);

/** The spec's PUT body: only `status` (and an optional note for the timeline) is taken; the rest belongs to the order. */
export const orderUpdateSchema = z.object({ status: orderStatusSchema, note: statusNoteSchema });

export const orderSchema = z.object({
  id: z.number(),
  retailer_id: z.number(),
  retailer_name: z.string(),
  wholeseller_id: z.number(),
  total: z.number(),
  totalItems: z.number(),
  status: z.enum(ORDER_STATUSES),
  order_Date: z.string(),
  store: z.string(),
  seller_store: z.string(),
  phone_no: z.string(),
  seller_phone_no: z.string(),
  address: z.string(),
  products: z.string(),
  quantity: z.number(),
  /** The seller's team member who booked it for the retailer; null when the retailer ordered. */
  booked_by: z.string().nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderItemSchema = z.object({
  id: z.number(),
  productName: z.string(),
  quantity: z.number(),
  /** The unit T.P charged. */
  price: z.number(),
  /** The offer (percent) the line was charged with. */
  offer: z.number(),
  /** The line's amount after the offer (lineNet of price, quantity and offer). */
  net: z.number(),
  /** Free goods the line earned under the listing's scheme, computed by the server when the order was placed. */
  bonus_quantity: z.number(),
  orderId: z.number(),
  /** Batches the line shipped from (sellers who track batches), earliest expiry first: the slip prints them. */
  batches: z.array(lineBatchSchema).optional(),
  /** The seller's listing the line was ordered from (null once the listing is gone): invoices and returns name it. */
  listing_id: z.number().nullable().optional(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;
