import { apiPaths, storeApiPaths, type CartPut, type SellerInfo, type ServerCart } from '@dawalink/shared';
import { api } from './api';
import { allCarts, cartKey, getCart, setCart, subscribeCarts, type CartItem } from './cart';
import { readJson, removeKey, writeJson } from './storage';
import { QUEUE_KEY } from './order-queue';

/*
 * A signed-in retailer's carts live on the server (GET/PUT /api/Cart/{sellerId}), so they follow the account to
 * another phone; the browser's carts (lib/cart.ts) are the working copy. A visitor's carts stay in the browser and
 * are merged into the account's at sign-in. Every call to the server goes through one queue and sends the cart as it
 * is when the call leaves (not as it was when it was asked for), so the last state the person made is the one kept.
 */

/** The retailer whose server carts the browser's carts mirror; absent while they are a visitor's. */
const OWNER_KEY = 'cartOwner';
/**
 * Stores whose cart changed here and has not reached the server yet (offline, a failed call): kept across reloads,
 * so a cart filled offline is sent when the connection returns and is never replaced by the server's older copy.
 */
const UNSENT_KEY = 'cartUnsent';
const PUSH_DELAY_MS = 400;

let retailerId: number | null = null;
let ready: Promise<void> = Promise.resolve();
let stopListening: (() => void) | null = null;
let queue: Promise<unknown> = Promise.resolve();
let applying = false;
let listeningForPagehide = false;
let synced: Record<string, string> = {};
const timers = new Map<string, number>();
const sellerIds = new Map<string, Promise<number>>();

function enqueue<T>(task: () => Promise<T>): Promise<T | undefined> {
  const run = queue.then(task, task).catch(() => undefined);
  queue = run;
  return run;
}

function sellerIdOf(url: string): Promise<number> {
  const key = cartKey(url);
  let id = sellerIds.get(key);
  if (!id) {
    id = api.get<SellerInfo>(storeApiPaths.seller(key)).then((s) => s.id);
    id.catch(() => sellerIds.delete(key));
    sellerIds.set(key, id);
  }
  return id;
}

const bodyOf = (items: CartItem[]): CartPut => ({
  items: items.map((i) => ({ listing_id: i.id, quantity: i.quantity })),
});
const itemsOf = (cart: ServerCart): CartItem[] =>
  cart.items.map((i) => ({
    id: i.id,
    product_name: i.product_name,
    manufacturer: i.manufacturer,
    offer: i.offer,
    bonus: i.bonus,
    total_price: i.total_price,
    quantity: i.quantity,
    availability: i.availability,
  }));

/**
 * `server` with the edits that turned `before` into `now` (quantities set, lines added or removed); `server` itself
 * when there were none (a refresh of prices or stock is not an edit).
 */
export function withEdits(server: CartItem[], before: CartItem[], now: CartItem[]): CartItem[] {
  const was = new Map(before.map((i) => [i.id, i.quantity]));
  const set = now.filter((i) => was.get(i.id) !== i.quantity);
  const removed = new Set(before.filter((b) => !now.some((n) => n.id === b.id)).map((b) => b.id));
  if (set.length === 0 && removed.size === 0) return server;
  const touched = new Set([...removed, ...set.map((i) => i.id)]);
  return [...server.filter((s) => !touched.has(s.id)), ...set];
}

/** Writes a cart that came from the server without sending it back. */
function apply(url: string, items: CartItem[]) {
  applying = true;
  try {
    setCart(url, items);
  } finally {
    applying = false;
  }
  synced[cartKey(url)] = JSON.stringify(getCart(url));
}

const unsent = () => new Set(readJson<string[]>(UNSENT_KEY, []));
function markUnsent(url: string, on: boolean) {
  const set = unsent();
  if (set.has(url) === on) return;
  if (on) set.add(url);
  else set.delete(url);
  if (set.size > 0) writeJson(UNSENT_KEY, [...set]);
  else removeKey(UNSENT_KEY);
}

function push(url: string) {
  return enqueue(async () => {
    if (retailerId === null) return;
    const items = getCart(url);
    const answer = await api.put<ServerCart>(apiPaths.cart(await sellerIdOf(url)), bodyOf(items));
    if (JSON.stringify(getCart(url)) === JSON.stringify(items)) markUnsent(cartKey(url), false);
    // Lines the server did not keep (no longer sold) leave the browser's cart too, unless it changed meanwhile.
    if (JSON.stringify(getCart(url)) === JSON.stringify(items) && answer.items.length !== items.length)
      apply(url, itemsOf(answer));
    else synced[cartKey(url)] = JSON.stringify(items);
  });
}

/** The account's cart and the browser's, as one: the browser's quantity for a line both have. */
function mergeUp(url: string) {
  return enqueue(async () => {
    const sellerId = await sellerIdOf(url);
    const server = itemsOf(await api.get<ServerCart>(apiPaths.cart(sellerId)));
    const local = getCart(url);
    const merged = [...server.filter((s) => !local.some((l) => l.id === s.id)), ...local];
    apply(url, merged);
    await api.put<ServerCart>(apiPaths.cart(sellerId), bodyOf(merged));
  });
}

/** Sends a store's cart a moment after it changed (typing a quantity is several changes). */
function onCartsChanged() {
  if (retailerId === null || applying) return;
  const carts = allCarts();
  const urls = new Set([...Object.keys(carts), ...Object.keys(synced)]);
  for (const url of urls) {
    const now = JSON.stringify(carts[url] ?? []);
    if (now === (synced[url] ?? '[]')) continue;
    synced[url] = now;
    markUnsent(url, true);
    window.clearTimeout(timers.get(url));
    timers.set(
      url,
      window.setTimeout(() => {
        timers.delete(url);
        void push(url);
      }, PUSH_DELAY_MS),
    );
  }
}

/** Sends at once what waits for its delay (before a read, or when the page goes). */
function flush(url?: string) {
  for (const [key, timer] of timers) {
    if (url !== undefined && key !== cartKey(url)) continue;
    window.clearTimeout(timer);
    timers.delete(key);
    void push(key);
  }
}

/**
 * Starts the sync for a signed-in retailer (again for the same one: nothing). The first time on this browser for
 * this account, the visitor's carts are merged into the account's.
 */
export function startCartSync(id: number): Promise<void> {
  if (retailerId === id) return ready;
  retailerId = id;
  synced = Object.fromEntries(Object.entries(allCarts()).map(([url, items]) => [url, JSON.stringify(items)]));
  stopListening?.();
  stopListening = subscribeCarts(onCartsChanged);
  if (!listeningForPagehide) {
    window.addEventListener('pagehide', () => flush());
    window.addEventListener('online', pushUnsent);
  }
  listeningForPagehide = true;
  if (readJson<number | null>(OWNER_KEY, null) !== id) {
    const uploads = Object.keys(allCarts()).map((url) => mergeUp(url));
    ready = Promise.all(uploads).then(() => writeJson(OWNER_KEY, id));
  } else ready = Promise.resolve();
  void ready.then(pushUnsent);
  // The orders this retailer placed offline go too (lib/order-queue-sender.ts, loaded only when some are kept).
  if (readJson<unknown>(QUEUE_KEY, null) !== null)
    void import('./order-queue-sender').then((queue) => queue.startOrderQueue(id));
  return ready;
}

/** Sends the carts changed while the server could not be reached. */
function pushUnsent() {
  if (retailerId === null) return;
  for (const url of unsent()) void push(url);
}

/** Signed out: the account's carts stay on the server and leave this browser (the next person must not see them). */
export function stopCartSync() {
  if (retailerId === null && readJson<number | null>(OWNER_KEY, null) === null) return;
  retailerId = null;
  stopListening?.();
  stopListening = null;
  for (const timer of timers.values()) window.clearTimeout(timer);
  timers.clear();
  if (readJson<number | null>(OWNER_KEY, null) !== null) {
    for (const url of Object.keys(allCarts())) setCart(url, []);
    removeKey(OWNER_KEY);
  }
  removeKey(UNSENT_KEY);
  synced = {};
}

/**
 * A store page of a signed-in retailer: the account's cart with that store, as another phone may have left it
 * (what this browser still has to send goes first).
 */
export async function pullCart(id: number, url: string, sellerId: number): Promise<void> {
  await startCartSync(id);
  sellerIds.set(cartKey(url), Promise.resolve(sellerId));
  flush(url);
  if (unsent().has(cartKey(url))) void push(url);
  await enqueue(async () => {
    // A cart changed here that the server has not taken yet (offline) is newer than the server's: it stays.
    if (unsent().has(cartKey(url))) return;
    const before = getCart(url);
    const server = itemsOf(await api.get<ServerCart>(apiPaths.cart(sellerId)));
    // Lines added, changed or removed here while the answer was on its way (a quick tap on Add on a slow network)
    // are newer than it: they go on top of the server's cart, and up to the server.
    const edited = withEdits(server, before, getCart(url));
    apply(url, edited);
    if (edited !== server) {
      markUnsent(cartKey(url), true);
      void push(url);
    }
  });
}
