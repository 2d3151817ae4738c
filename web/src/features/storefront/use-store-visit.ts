import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Listing } from '@dawalink/shared';
import { refreshCart, rememberStore } from '../../lib/cart';
import { storefrontApi, storefrontKeys } from './storefront-api';
import { notifyRefresh } from './use-place-order';

/**
 * What a visit to a store does besides drawing it: the store is remembered (the cart's way back), a signed-in
 * retailer's visit goes to their Recent Visited Suppliers and their cart with this store is loaded from the
 * account, and the cart follows every fresh product list (saying what changed).
 */
export function useStoreVisit(
  url: string,
  sellerId: number,
  retailerId: number | null,
  listings: Listing[] | undefined,
) {
  const queryClient = useQueryClient();

  useEffect(() => {
    rememberStore(url);
  }, [url]);

  useEffect(() => {
    if (retailerId === null) return;
    storefrontApi
      .visitStore(url)
      .then(() => queryClient.invalidateQueries({ queryKey: storefrontKeys.recent(retailerId) }))
      .catch(() => {
        // Not worth troubling the buyer about.
      });
  }, [retailerId, url, queryClient]);

  // The account's cart is kept on the server (another phone may have changed it): loaded here, and sent back as
  // it changes (lib/cart-sync.ts, loaded only for retailers).
  useEffect(() => {
    if (retailerId === null) return;
    void import('../../lib/cart-sync').then((sync) => sync.pullCart(retailerId, url, sellerId));
  }, [retailerId, url, sellerId]);

  // Prices shown are the latest.
  useEffect(() => {
    if (listings) notifyRefresh(refreshCart(url, listings));
  }, [listings, url]);
}
