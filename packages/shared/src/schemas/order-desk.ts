import { z } from 'zod';
import { MAX_BULK_ORDERS, ORDER_STATUSES } from '../constants.js';
import { ORDER_SORT_KEYS, SORT_DIRECTIONS } from '../order-desk.js';
import { MSG } from '../messages.js';
import { idSchema } from './common.js';
import { orderSchema, orderStatusSchema, statusNoteSchema } from './orders.js';

/**
 * Optional query of the seller's order list, count and search: `status` keeps one status, `sort` and `dir` order
 * the rows. Without them the routes answer as the spec documents (all orders, newest first).
 */
export const sellerOrdersQuerySchema = z.object({
  status: orderStatusSchema.optional(),
  sort: z.enum(ORDER_SORT_KEYS, { error: `sort must be one of ${ORDER_SORT_KEYS.join(', ')}` }).optional(),
  dir: z.enum(SORT_DIRECTIONS, { error: 'dir must be asc or desc' }).optional(),
});
export type SellerOrdersQuery = z.output<typeof sellerOrdersQuerySchema>;

/** How many orders a seller has, in all and per status (every status, in workflow order, zeros included). */
export const orderStatusCountsSchema = z.object({
  total: z.number(),
  by_status: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number() })),
});
export type OrderStatusCounts = z.infer<typeof orderStatusCountsSchema>;

/** Several orders to one status at once: all of them or none (an order that is not the caller's answers 404). */
export const orderBulkStatusSchema = z.object({
  ids: z
    .array(idSchema, { error: MSG.selectOrders })
    .min(1, { error: MSG.selectOrders })
    .max(MAX_BULK_ORDERS, { error: `At most ${MAX_BULK_ORDERS} orders at once` })
    .transform((ids) => [...new Set(ids)]),
  status: orderStatusSchema,
  note: statusNoteSchema,
});
export type OrderBulkStatus = z.input<typeof orderBulkStatusSchema>;

export const orderBulkStatusResponseSchema = z.object({
  /** The orders after the change, in the order their ids were sent. */
  orders: z.array(orderSchema),
  /** How many of them changed status (an order already at the status is left as it was). */
  changed: z.number(),
});
export type OrderBulkStatusResponse = z.infer<typeof orderBulkStatusResponseSchema>;
