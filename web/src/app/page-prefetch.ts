import { apiPaths, moneyApiPaths, RECEIVABLES_OPENING_SORT } from '@dawalink/shared';
import { prefetch } from '../lib/prefetch';
import { readUserCookie } from '../lib/user-cookie';

/*
 * The first API calls of the signed-in pages people open most (app/pages.ts), asked for by app/early.ts while the
 * page's code still loads: without this a page's data went out only once its chunk and every chunk it imports had
 * come and it had drawn (on a slow link, seconds after the first paint). A chunk of its own, loaded at once, so the
 * entry does not carry the paths. Each path is the one the page asks for (lib/prefetch.ts hands the answer over only
 * on the same path); the `user` cookie says who is signed in, the server checks the session as for any call.
 */

const ask = (...paths: string[]) => paths.forEach((path) => void prefetch(path).catch(() => {}));

/** The id of the signed-in account if it is of `type`. */
function signedIn(type: 'seller' | 'retailer'): number | null {
  const user = readUserCookie();
  return user?.type === type ? user.id : null;
}

/** The order desk as it opens: its counts, the first page of all orders newest first, the seller's settings. */
export function sellerOrders() {
  const id = signedIn('seller');
  if (id !== null)
    ask(apiPaths.orders.sellerCounts(id), apiPaths.orders.sellerPage(id, 1, ''), apiPaths.sellers.settings());
}

/** Receivables as it opens: the first page, largest balance first. */
export function receivables() {
  if (signedIn('seller') !== null)
    ask(
      moneyApiPaths.receivablesPage({ q: '', overdue: false, ...RECEIVABLES_OPENING_SORT, page: 1 }),
      apiPaths.sellers.settings(),
    );
}

/** The retailer's accounts with each supplier. */
export function supplierAccounts() {
  if (signedIn('retailer') !== null) ask(moneyApiPaths.supplierAccounts());
}

/** My Orders as it opens: the count and the first page, every store. */
export function retailerOrders() {
  const id = signedIn('retailer');
  if (id !== null) ask(apiPaths.orders.retailerCount(id, ''), apiPaths.orders.retailerPage(id, '', 1));
}
