import { useSyncExternalStore } from 'react';
import { cartTotal, type CartItem } from './cart';
import { readJson, writeJson } from './storage';

/*
 * Orders placed without a connection, kept on the device (local storage, `orderQueue`) until they are sent
 * (lib/order-queue-sender.ts). Each keeps the Idempotency-Key it was given when placed, for every try, so an answer
 * lost on a bad line never doubles it; and the lines with the prices the retailer saw, so it is never sent at
 * other prices: a change brings it back to the retailer to confirm ('review').
 */

export type QueuedState =
  /** Kept until the connection returns. */
  | 'waiting'
  /** On its way (a tab left in this state is retried: the same key makes that safe). */
  | 'sending'
  /** Prices or stock changed: the retailer confirms the new lines, or discards the order. */
  | 'review'
  /** Refused by the server for a reason a retry does not cure (credit limit, licence): `message` says why. */
  | 'failed'
  | 'placed';

/** A line whose price, offer or availability differs from what the retailer saw. */
export interface LineChange {
  id: number;
  product_name: string;
  quantity: number;
  was: { total_price: number; offer: number };
  /** The line as the store sells it now; null when it can no longer be ordered. */
  now: { total_price: number; offer: number; manufacturer: string; bonus: string } | null;
  reason: 'price' | 'gone' | 'out_of_stock';
}

export interface QueuedOrder {
  key: string;
  retailerId: number;
  url: string;
  sellerId: number;
  store: string;
  items: CartItem[];
  /** When the retailer placed it, and when the prices they saw were read. */
  createdAt: number;
  pricesAsOf: number | null;
  state: QueuedState;
  /** True once a try may have reached the server: a later change then keeps the key (see confirmReview). */
  tried?: boolean;
  orderId?: number;
  message?: string;
  review?: LineChange[];
  /** When it was placed (a placed order leaves the list a day later). */
  doneAt?: number;
}

/** The listing fields the comparison reads. */
export interface ListingNow {
  id: number;
  product_name: string;
  manufacturer: string;
  offer: number;
  bonus: string;
  total_price: number;
  availability?: string;
}

export const QUEUE_KEY = 'orderQueue';
const KEEP_PLACED_MS = 24 * 3600_000;

/**
 * What differs between the lines the retailer saw and the store's list now: a price or offer, a line no longer
 * sold, a line out of stock. Empty when the order can go as it is.
 */
export function compareWithList(items: CartItem[], listings: ListingNow[]): LineChange[] {
  const byId = new Map(listings.map((l) => [l.id, l]));
  const changes: LineChange[] = [];
  for (const item of items) {
    const l = byId.get(item.id);
    const was = { total_price: item.total_price, offer: item.offer };
    const base = { id: item.id, product_name: item.product_name, quantity: item.quantity, was };
    if (!l) changes.push({ ...base, now: null, reason: 'gone' });
    else if (l.availability === 'out_of_stock') changes.push({ ...base, now: null, reason: 'out_of_stock' });
    else if (l.total_price !== item.total_price || l.offer !== item.offer)
      changes.push({
        ...base,
        now: { total_price: l.total_price, offer: l.offer, manufacturer: l.manufacturer, bonus: l.bonus },
        reason: 'price',
      });
  }
  return changes;
}

/** The order's lines as they would go after the retailer confirms a review: new prices, lines that can't go left out. */
export function linesAfterReview(order: Pick<QueuedOrder, 'items' | 'review'>): CartItem[] {
  const changes = new Map((order.review ?? []).map((c) => [c.id, c]));
  const out: CartItem[] = [];
  for (const item of order.items) {
    const change = changes.get(item.id);
    if (!change) out.push(item);
    else if (change.now) out.push({ ...item, ...change.now });
  }
  return out;
}

/** The order's body for POST /api/Orders: ids and quantities only, the server prices them. */
export const orderBody = (order: Pick<QueuedOrder, 'sellerId' | 'items'>) => ({
  wholeseller_id: order.sellerId,
  items: order.items.map((i) => ({ listing_id: i.id, quantity: i.quantity })),
});

export const queuedTotal = (order: Pick<QueuedOrder, 'items'>) => cartTotal(order.items);

// ---- storage ----

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: QueuedOrder[] = [];

function isOrder(v: unknown): v is QueuedOrder {
  const o = v as QueuedOrder;
  return (
    !!o &&
    typeof o.key === 'string' &&
    Number.isInteger(o.retailerId) &&
    typeof o.url === 'string' &&
    Array.isArray(o.items) &&
    typeof o.state === 'string'
  );
}

export function readQueue(now = Date.now()): QueuedOrder[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(QUEUE_KEY);
  } catch {
    raw = null;
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  const parsed = readJson<unknown>(QUEUE_KEY, []);
  cached = Array.isArray(parsed)
    ? parsed.filter(isOrder).filter((o) => !(o.state === 'placed' && now - (o.doneAt ?? 0) > KEEP_PLACED_MS))
    : [];
  return cached;
}

function writeQueue(orders: QueuedOrder[]) {
  writeJson(QUEUE_KEY, orders);
  listeners.forEach((l) => l());
}

/** Keeps an order placed without a connection; answers it. */
export function enqueueOrder(order: Omit<QueuedOrder, 'state' | 'createdAt'> & { createdAt?: number }): QueuedOrder {
  const queued: QueuedOrder = { createdAt: Date.now(), ...order, state: 'waiting' };
  writeQueue([...readQueue().filter((o) => o.key !== queued.key), queued]);
  return queued;
}

/** Changes one kept order (by its key); answers it as changed, or undefined when it is gone. */
export function updateQueued(key: string, patch: Partial<QueuedOrder>): QueuedOrder | undefined {
  let updated: QueuedOrder | undefined;
  writeQueue(readQueue().map((o) => (o.key === key ? (updated = { ...o, ...patch }) : o)));
  return updated;
}

export function removeQueued(key: string) {
  writeQueue(readQueue().filter((o) => o.key !== key));
}

/**
 * The retailer confirmed the new lines of a reviewed order: it waits again with them, to be compared once more
 * before it goes. The key stays: if an earlier try did reach the server, the server answers that order rather
 * than placing a second one.
 */
export function confirmReview(key: string): QueuedOrder | undefined {
  const order = readQueue().find((o) => o.key === key);
  if (!order || order.state !== 'review') return undefined;
  const items = linesAfterReview(order);
  if (items.length === 0) {
    removeQueued(key);
    return undefined;
  }
  return updateQueued(key, { items, state: 'waiting', review: undefined, message: undefined, pricesAsOf: Date.now() });
}

/** Orders still to send, for one retailer (waiting, or left mid-send by a closed tab). */
export const toSend = (orders: QueuedOrder[], retailerId: number) =>
  orders.filter((o) => o.retailerId === retailerId && (o.state === 'waiting' || o.state === 'sending'));

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === QUEUE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const NONE: QueuedOrder[] = [];
let lastFor: { id: number | null; from: QueuedOrder[]; out: QueuedOrder[] } = { id: null, from: NONE, out: NONE };

/** One retailer's kept orders, live. */
export function useQueuedOrders(retailerId: number | null): QueuedOrder[] {
  return useSyncExternalStore(
    subscribeQueue,
    () => {
      if (retailerId === null) return NONE;
      const all = readQueue();
      if (lastFor.id !== retailerId || lastFor.from !== all)
        lastFor = { id: retailerId, from: all, out: all.filter((o) => o.retailerId === retailerId) };
      return lastFor.out;
    },
    () => NONE,
  );
}
