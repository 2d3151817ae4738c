import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import { type Listing, type SellerInfo } from '@dawalink/shared';
import { ApiError, errorMessage } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { getCart, refreshCart, setCart } from '../../lib/cart';
import { orderKey } from './checkout-session';
import { storefrontApi, storefrontQueries, type PlacedOrder } from './storefront-api';
import { isNetworkError, savedAsOf } from '../../lib/offline-store';
import { isOnline } from '../../lib/online';
import { enqueueOrder } from '../../lib/order-queue';

/** A signed-in retailer's order may be kept on the device when there is no connection (lib/order-queue.ts). */
interface KeepOffline {
  retailerId: number;
  /** Called once the order is kept (the cart is then empty). */
  onKept: () => void;
}
import { isLicenceRefusal } from './licence-refusal';
import { MSG } from '../../lib/i18n';
import { storefrontMsg } from '../../lib/i18n-storefront';

interface OrderContact {
  store?: string;
  phone_no?: string;
  address?: string;
}

/**
 * Places the cart of one store as an order. Prices are the server's; the Idempotency-Key stays the same across
 * retries of the same order until it is placed, and changes with the cart. A line the store stopped selling refreshes the cart (with a notice) instead.
 * Resolves to the order id, or null when the order was not placed (the reason has been shown).
 */
export function usePlaceOrder(url: string) {
  const queryClient = useQueryClient();
  const [placing, setPlacing] = useState(false);
  /** Why the seller's credit limit refused the last try (shown in the form; the cart stays). */
  const [refusal, setRefusal] = useState<string | null>(null);
  /** A licence refusal, shown beside the Order button with the way to fix it (the cart is kept). */
  const [licenceRefusal, setLicenceRefusal] = useState<{ message: string; restricted: boolean } | null>(null);

  /** Reloads the store's list and brings the cart to it, saying which lines went. */
  const syncCart = useCallback(
    async (storeUrl: string) => {
      try {
        const seller = await queryClient.fetchQuery(storefrontQueries.seller(storeUrl));
        await queryClient.invalidateQueries({ queryKey: storefrontQueries.listings(storeUrl, seller.id).queryKey });
        const listings = await queryClient.fetchQuery(storefrontQueries.listings(storeUrl, seller.id));
        notifyRefresh(refreshCart(storeUrl, listings));
      } catch {
        notify.error(MSG.listingUnavailable);
      }
    },
    [queryClient],
  );

  const place = useCallback(
    async (contact: OrderContact = {}, keep?: KeepOffline): Promise<PlacedOrder | null> => {
      const items = getCart(url);
      if (items.length === 0) {
        notify.error(MSG.addItemsToCart);
        return null;
      }
      setPlacing(true);
      setRefusal(null);
      let seller: SellerInfo | undefined;
      let key = '';
      setLicenceRefusal(null);
      try {
        seller = await queryClient.fetchQuery(storefrontQueries.seller(url));
        const body = {
          wholeseller_id: seller.id,
          items: items.map((i) => ({ listing_id: i.id, quantity: i.quantity })),
          ...Object.fromEntries(Object.entries(contact).filter(([, v]) => v !== undefined && v !== '')),
        };
        key = orderKey.forOrder(url, body);
        const placed = await storefrontApi.placeOrder(body, key);
        orderKey.clear(url);
        setCart(url, []);
        await queryClient.invalidateQueries({ queryKey: queryKeys.retailerOrders() });
        return placed;
      } catch (error) {
        if (keep && seller && key && isNetworkError(error) && !isOnline()) {
          // No connection: the order waits on the device with the same key, and goes when the connection returns,
          // at these prices or not at all. (Online, a lost answer is shown, and a retry sends the same key.)
          enqueueOrder({
            key,
            retailerId: keep.retailerId,
            url,
            sellerId: seller.id,
            store: seller.busniess_name,
            items,
            pricesAsOf: savedAsOf(url) ?? Date.now(),
          });
          orderKey.clear(url);
          setCart(url, []);
          void import('../../lib/order-queue-sender').then((queue) => queue.startOrderQueue(keep.retailerId));
          keep.onKept();
        } else if (error instanceof ApiError && error.code === 'idempotency_key_reused') {
          // Cannot happen with keys made per order body, but if it does, the next try gets a fresh key.
          orderKey.clear(url);
          notify.error(errorMessage(error));
        } else if (error instanceof ApiError && error.code === 'out_of_stock') {
          // The server names the lines; the refreshed cart marks them so the retailer can remove them.
          orderKey.clear(url);
          notify.error(errorMessage(error));
          await syncCart(url);
        } else if (isLicenceRefusal(error)) {
          orderKey.clear(url);
          setLicenceRefusal({ message: error.message, restricted: error.code === 'licence_restricted' });
        } else if (error instanceof ApiError && error.code === 'listing_unavailable') {
          // The key's attempt was refused and rolled back; a fresh key for the corrected cart.
          orderKey.clear(url);
          await syncCart(url);
        } else if (error instanceof ApiError && error.code === 'credit_limit') {
          // The balance, the limit and what to pay, beside the order button; a fresh key for the next try.
          orderKey.clear(url);
          setRefusal(error.message);
        } else {
          notify.error(errorMessage(error));
        }
        return null;
      } finally {
        setPlacing(false);
      }
    },
    [url, queryClient, syncCart],
  );

  return { place, placing, refusal, licenceRefusal };
}

/** Tells the person what a cart refresh changed. */
export function notifyRefresh({ dropped, changed }: { dropped: string[]; changed: boolean }) {
  if (dropped.length > 0) notify.warning(storefrontMsg().linesDropped(dropped), { toastId: 'cart-dropped' });
  else if (changed) notify.info(storefrontMsg().pricesUpdated, { toastId: 'cart-prices' });
}

export type { Listing, SellerInfo };
