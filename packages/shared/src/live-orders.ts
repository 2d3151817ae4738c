/*
 * What the live orders stream (`GET /api/Orders/live`) sends for each new order, and its reading in the browser.
 * Checked by hand rather than with zod: the stream runs on every page of a signed-in seller, and a schema here
 * brought zod (~25 KB gzip) to each of them.
 */

export interface LiveOrderEvent {
  id: number;
  store: string;
  total: number;
  order_Date: string;
  /** The retailer's phone: tells apart two stores of the same name. */
  phone_no?: string | null;
}

/** The event in an `order` message's data, or null when the text is not one (it is then ignored). */
export function readLiveOrderEvent(data: string): LiveOrderEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const phone = v.phone_no;
  if (
    typeof v.id !== 'number' ||
    typeof v.store !== 'string' ||
    typeof v.total !== 'number' ||
    typeof v.order_Date !== 'string'
  )
    return null;
  if (phone !== undefined && phone !== null && typeof phone !== 'string') return null;
  return {
    id: v.id,
    store: v.store,
    total: v.total,
    order_Date: v.order_Date,
    phone_no: phone as string | null | undefined,
  };
}
