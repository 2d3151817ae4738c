import { z } from 'zod';
import { MSG } from '../messages.js';
import { MAX_ORDER_LINES, MAX_QUANTITY, ORDER_STATUSES, normaliseStatus } from '../constants.js';
import { addressSchema, idSchema, requiredText } from './common.js';
import { MAX_NAME } from '../constants.js';

export const quantitySchema = z
  .number({ error: 'Quantity must be a whole number of at least 1' })
  .int({ error: 'Quantity must be a whole number of at least 1' })
  .min(1, { error: 'Quantity must be a whole number of at least 1' })
  .max(MAX_QUANTITY, { error: `Quantity must be at most ${MAX_QUANTITY}` });

/**
 * Placing an order: the server prices every line from the seller's listing. Totals, prices, status and names in
 * the body are ignored.
 */
export const orderCreateSchema = z.object({
  wholeseller_id: idSchema,
  items: z
    .array(z.object({ listing_id: idSchema, quantity: quantitySchema }))
    .min(1, { error: MSG.addItemsToCart })
    .max(MAX_ORDER_LINES),
  store: requiredText(MSG.enterStoreName, MAX_NAME).optional(),
  phone_no: z.string().max(20).optional(),
  address: addressSchema.optional(),
});
export type OrderCreate = z.input<typeof orderCreateSchema>;

export const orderStatusSchema = z
  .string({ error: MSG.selectProductStatus })
  .transform((v, ctx) => {
    const status = normaliseStatus(v);
    if (!status) {
      ctx.addIssue({ code: 'custom', message: MSG.selectProductStatus });
      return z.NEVER;
    }
    return status;
  });

/** The spec's PUT body: only `status` is taken, everything else belongs to the order. */
export const orderUpdateSchema = z.object({ status: orderStatusSchema });

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
});
export type Order = z.infer<typeof orderSchema>;

export const orderItemSchema = z.object({
  id: z.number(),
  productName: z.string(),
  quantity: z.number(),
  price: z.number(),
  orderId: z.number(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;
