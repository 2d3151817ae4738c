import { apiPaths, MSG, storeApiPaths, type Listing } from '@dawalink/shared';
import { api, ApiError } from './api';
import { readUserCookie } from './user-cookie';
import { isOnline } from './online';
import { notify } from './notify';
import { compareWithList, orderBody, readQueue, toSend, updateQueued, type QueuedOrder } from './order-queue';
import { offlineMsg } from './i18n-offline';

/*
 * Sends the orders kept on the device (lib/order-queue.ts) when there is a connection: at start, when the browser
 * says it is back online, and every half minute while some wait (a phone can say "online" on a dead line). Before
 * each order goes, the store's current list is read and compared with the prices the retailer saw; any difference
 * stops it for the retailer to confirm. Loaded only for a signed-in retailer (lib/session.tsx).
 */

const RETRY_MS = 30_000;
const LOCK = 'dawalink-order-queue';

let retailerId: number | null = null;
let timer: number | undefined;
let running: Promise<void> | null = null;

/** Worth another try later: no connection, a server in trouble, throttled, or the session ended (sent after sign-in). */
const transient = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 0 || error.status >= 500 || error.status === 429 || error.status === 401);

/** One order: compare, then send with its key. Answers false when the connection failed (stop for now). */
async function sendOne(order: QueuedOrder): Promise<boolean> {
  updateQueued(order.key, { state: 'sending' });
  let listings: Listing[];
  try {
    listings = await api.get<Listing[]>(storeApiPaths.listings(order.url, order.sellerId));
  } catch (error) {
    if (transient(error)) {
      updateQueued(order.key, { state: 'waiting' });
      return false;
    }
    updateQueued(order.key, {
      state: 'failed',
      message: error instanceof ApiError ? error.message : MSG.errorOccurred,
    });
    return true;
  }
  const review = compareWithList(order.items, listings);
  if (review.length > 0) {
    updateQueued(order.key, { state: 'review', review });
    notify.warning(offlineMsg().changedToast(order.store), { toastId: `queued-${order.key}` });
    return true;
  }
  try {
    updateQueued(order.key, { tried: true });
    const id = Number(
      await api.post<string>(apiPaths.orders.place(), orderBody(order), { 'Idempotency-Key': order.key }),
    );
    updateQueued(order.key, {
      state: 'placed',
      orderId: id,
      doneAt: Date.now(),
      review: undefined,
      message: undefined,
    });
    notify.success(offlineMsg().sentToast(order.store, id), { toastId: `queued-${order.key}` });
    return true;
  } catch (error) {
    if (transient(error)) {
      updateQueued(order.key, { state: 'waiting' });
      return false;
    }
    if (error instanceof ApiError && error.status === 400) {
      // A line went out of stock or off the list between the read and the order (the server refused and placed
      // nothing): compare again, to show the retailer which.
      const again = await api.get<Listing[]>(storeApiPaths.listings(order.url, order.sellerId)).catch(() => null);
      const changes = again ? compareWithList(order.items, again) : [];
      if (changes.length > 0) {
        updateQueued(order.key, { state: 'review', review: changes });
        notify.warning(offlineMsg().changedToast(order.store), { toastId: `queued-${order.key}` });
        return true;
      }
    }
    updateQueued(order.key, {
      state: 'failed',
      message: error instanceof ApiError ? error.message : MSG.errorOccurred,
    });
    return true;
  }
}

async function drainNow() {
  if (retailerId === null || !isOnline()) return;
  // Only in the session of the retailer who placed them: signed out, or another account, and nothing goes.
  const me = readUserCookie();
  if (me?.type !== 'retailer' || me.id !== retailerId) {
    stopOrderQueue();
    return;
  }
  for (const order of toSend(readQueue(), retailerId)) {
    // Read afresh: another tab may have sent it meanwhile.
    const current = readQueue().find((o) => o.key === order.key);
    if (!current || (current.state !== 'waiting' && current.state !== 'sending')) continue;
    if (!(await sendOne(current))) break;
  }
}

/** Sends what waits, once at a time across the tabs of this browser (Web Locks where there are). */
export function sendQueuedOrders(): Promise<void> {
  if (running) return running;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const run = locks ? locks.request(LOCK, () => drainNow()) : drainNow();
  running = Promise.resolve(run)
    .catch(() => undefined)
    .then(() => {
      running = null;
      schedule();
    });
  return running;
}

function schedule() {
  window.clearTimeout(timer);
  timer = undefined;
  if (retailerId !== null && toSend(readQueue(), retailerId).length > 0)
    timer = window.setTimeout(() => void sendQueuedOrders(), RETRY_MS);
}

const onOnline = () => void sendQueuedOrders();

/** A signed-in retailer: send what they placed offline, now and whenever the connection returns. */
export function startOrderQueue(id: number) {
  if (retailerId === id) return;
  retailerId = id;
  window.addEventListener('online', onOnline);
  void sendQueuedOrders();
}

/** Signed out: their orders stay on the device, unsent, until they sign in again. */
export function stopOrderQueue() {
  retailerId = null;
  window.removeEventListener('online', onOnline);
  window.clearTimeout(timer);
}
