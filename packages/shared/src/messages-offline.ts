import { formatDateTime } from './dates.js';

/**
 * Texts of the installable app and of ordering offline: the offline banner, the saved store's "Prices as of", the
 * orders kept on the device until the connection returns (web/src/lib/order-queue.ts).
 */
export const OFFLINE_MSG = {
  bannerTitle: 'You are offline.',
  bannerWorks: 'Saved stores, your cart and placing orders still work: orders are sent when the connection returns.',
  bannerWaits: 'Sign-in, registration, order history and new stores wait.',
  pricesAsOf: (at: number) => `Prices as of ${formatDateTime(new Date(at))}`,
  savedCopy: 'Saved on this phone: the store may have changed its prices since.',
  noSavedCopy: 'This store has not been opened on this phone before, so it cannot be shown offline.',
  queuedToast: 'No connection: your order is kept on this phone and will be sent when the connection returns.',
  pendingTitle: 'Orders placed offline',
  waiting: 'Waiting for connection',
  sending: 'Sending…',
  placed: (id: number) => `Placed: Order #${id}`,
  failed: 'Not placed',
  needsConfirm: 'Prices or stock changed: please confirm',
  sentToast: (store: string, id: number) => `Your order to ${store} was sent: Order #${id}`,
  changedToast: (store: string) => `Prices or stock changed at ${store}: open My Orders to confirm your waiting order`,
  waitingCount: (n: number) => (n === 1 ? '1 order waiting for connection' : `${n} orders waiting for connection`),
  reviewTitle: 'Confirm the new prices',
  reviewIntro: (store: string) =>
    `${store} changed prices or stock since you placed this order. Nothing has been sent. Check the lines and confirm to send it at the new prices.`,
  lineGone: 'No longer sold: left out',
  lineOutOfStock: 'Out of stock: left out',
  wasPrice: 'Was',
  nowPrice: 'Now',
  confirmSend: 'Confirm and send',
  discard: 'Discard order',
  keepWaiting: 'Close',
  nothingLeft: 'No line of this order can be ordered any more.',
  pendingItems: (n: number) => (n === 1 ? '1 item' : `${n} items`),
  review: 'Review',
  remove: 'Remove',
  product: 'Product',
  total: 'Total',
  offerOff: (offer: number) => `${offer}% off`,
} as const;
