import { z } from 'zod';
import { MAX_BULK_ORDERS, ORDER_SEARCH_MIN_CHARS, ORDER_STATUS_FLOW, ORDER_STATUSES, type OrderStatus } from '../constants.js';
import { MSG } from '../messages.js';
import { idSchema } from './common.js';
import { orderSchema, orderStatusSchema, statusNoteSchema } from './orders.js';

/**
 * Does a change from `from` to `to` go back in the workflow (Pending, Payment Received, Shipped, Delivered)? Such a
 * change is allowed (the spec enforces no order) but the screens ask first. Reopening a cancelled order goes back;
 * cancelling goes forward from any step.
 */
export function isBackwardStatus(from: string, to: string): boolean {
  if (from === to) return false;
  if (from === 'Cancel') return true;
  if (to === 'Cancel') return false;
  const rank = (s: string) => (ORDER_STATUS_FLOW as readonly string[]).indexOf(s);
  return rank(to) < rank(from);
}

/** Statuses that text the retailer when an order reaches them (seller setting `notify_retailer_sms`). */
export const RETAILER_SMS_STATUSES: readonly OrderStatus[] = ['Shipped', 'Cancel'];

/** An order number typed into the search box ("7", "#7"): searchable from one digit. */
export function orderNumberOf(term: string): number | null {
  const t = term.trim();
  return /^#?\d{1,9}$/.test(t) ? Number(t.replace('#', '')) : null;
}

/** The orders screen asks the server from three characters, or from one digit for an order number. */
export function isOrderSearchable(term: string): boolean {
  const t = term.trim();
  return t.length >= ORDER_SEARCH_MIN_CHARS || orderNumberOf(t) !== null;
}

export const ORDER_SORT_KEYS = ['date', 'total', 'status'] as const;
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/** Newest and largest first; statuses in workflow order (Pending first). */
export const DEFAULT_SORT_DIRECTION: Record<OrderSortKey, SortDirection> = { date: 'desc', total: 'desc', status: 'asc' };

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
