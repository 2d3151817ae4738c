import { z } from 'zod';
import { USER_TYPES } from '../constants.js';
import { orderItemSchema, orderSchema } from './orders.js';

/**
 * Answers of the per-order routes that the seller workspace, the retailer's orders and the print slips share.
 * `order_details` is a one-element array, like `GET /api/Orders/{id}`: the earlier version answered rows of a query
 * and its screens read the first one.
 */
export const orderDetailsResponseSchema = z.object({
  order_items: z.array(orderItemSchema),
  order_details: z.array(orderSchema),
  /** The seller as the slip's letterhead shows them (their current business name, address and phone). */
  seller: z.object({ busniess_name: z.string(), address: z.string(), phone: z.string() }),
});
export type OrderDetailsResponse = z.infer<typeof orderDetailsResponseSchema>;

/** One step of an order's status timeline, oldest first. `from_status` is null for the order's creation. */
export const orderHistoryEntrySchema = z.object({
  from_status: z.string().nullable(),
  to_status: z.string(),
  changed_by_name: z.string().nullable(),
  changed_by_type: z.enum(USER_TYPES).nullable(),
  changed_at: z.string(),
  /** The seller's note with the change; only the seller and the admin read it (null for the retailer). */
  note: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** A catalogue product offered on the selection screen (not yet listed by this seller, not disabled). */
export const selectableProductSchema = z.object({
  id: z.number(),
  product_name: z.string(),
  manufacturer: z.string(),
  offer: z.number(),
  bonus: z.string(),
  total_price: z.number(),
  product_code: z.string(),
});
export type SelectableProduct = z.infer<typeof selectableProductSchema>;
