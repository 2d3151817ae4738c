import { ORDER_SEARCH_MIN_CHARS, ORDER_STATUS_FLOW, type OrderStatus } from './constants.js';

/*
 * The order desk's rules and defaults the screens need before any form: no zod here, so the desk's first load does
 * not carry the schemas (schemas/order-desk.ts and schemas/seller-orders.ts check its calls with these).
 */

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
export const DEFAULT_SORT_DIRECTION: Record<OrderSortKey, SortDirection> = {
  date: 'desc',
  total: 'desc',
  status: 'asc',
};

/** localStorage key under which the orders screen hands the ticked order ids to the print page. */
export const PRINT_ITEMS_KEY = 'Items';
