import { queryOptions } from '@tanstack/react-query';
import {
  apiPaths,
  STORE_FIRST_LINES,
  storeApiPaths,
  type Listing,
  type RecentStoreRow,
  type SellerInfo,
} from '@dawalink/shared';
import { api } from '../../lib/api';
import { storeFirstScreen } from '../../lib/first-screen';
import { takeEmbedded } from '../../lib/prefetch';
import { queryKeys } from '../../lib/query-keys';
import { readThrough } from '../../lib/offline-store';

/** The storefront's own query keys (a store's are shared: lib/query-keys.ts). */
export const storefrontKeys = {
  recent: (retailerId: number) => ['recent-stores', retailerId] as const,
};

/** One queryOptions factory per query (DESIGN.md section 3), reused by pages and invalidation. */
export const storefrontQueries = {
  seller: (url: string) =>
    queryOptions({
      queryKey: queryKeys.storeSeller(url),
      // Offline: the copy saved at the last visit (lib/offline-store.ts); 'always' runs the read offline to get it.
      queryFn: () => readThrough(url, 'seller', () => api.get<SellerInfo>(storeApiPaths.seller(url))),
      networkMode: 'always',
      // 404 and 410 are answers, not hiccups: no retries for them.
      retry: (count, error) => count < 2 && !isStoreAnswer(error),
      staleTime: 60_000,
      // A store link's HTML brings the seller and the first lines (lib/first-screen.ts), its cart's the seller
      // (lib/prefetch.ts): no request for it.
      initialData: () => storeFirstScreen(url)?.seller ?? takeEmbedded<SellerInfo>(storeApiPaths.seller(url)),
      initialDataUpdatedAt: () => storeFirstScreen(url)?.readAt ?? performance.timeOrigin,
    }),
  listings: (url: string, sellerId: number) =>
    queryOptions({
      queryKey: [...queryKeys.store(url), 'listings', sellerId],
      queryFn: () => readThrough(url, 'listings', () => api.get<Listing[]>(storeApiPaths.listings(url, sellerId))),
      networkMode: 'always',
      staleTime: 30_000,
    }),
  /** The list's first screenful alone: drawn while the whole list loads (a first visit on a slow network). */
  firstListings: (url: string, sellerId: number) =>
    queryOptions({
      queryKey: [...queryKeys.store(url), 'listings', sellerId, 'first'],
      queryFn: () => api.get<Listing[]>(storeApiPaths.firstListings(url, sellerId, STORE_FIRST_LINES)),
      // Offline it fails at once, and the whole list's read answers from the saved copy.
      networkMode: 'always',
      staleTime: 30_000,
      initialData: () => {
        const first = storeFirstScreen(url);
        return first?.seller.id === sellerId ? first.firstLines : undefined;
      },
      initialDataUpdatedAt: () => storeFirstScreen(url)?.readAt,
      retry: false,
    }),
  recent: (retailerId: number) =>
    queryOptions({
      queryKey: storefrontKeys.recent(retailerId),
      queryFn: () => api.get<RecentStoreRow[]>(apiPaths.recentStores.ofRetailer(retailerId)),
    }),
};

/** The storefront's writes and one-off reads. */
export const storefrontApi = {
  /** A store by its link, to open it (Recent Visited Suppliers' "open a store" box). */
  findStore: (slug: string) => api.get<SellerInfo>(storeApiPaths.seller(slug)),
  /** A signed-in retailer's visit, for their Recent Visited Suppliers. */
  visitStore: (url: string) => api.post(apiPaths.recentStores.visit(), { url }),
  /** Places an order; the key makes a retry of the same order safe (answers the order id). */
  /** The new order's id and, when the pair has a credit limit, where the retailer stands against it (headers). */
  placeOrder: async (body: object, idempotencyKey: string): Promise<PlacedOrder> => {
    const { data, headers } = await api.postWithHeaders<string>(apiPaths.orders.place(), body, {
      'Idempotency-Key': idempotencyKey,
    });
    const balance = headers.get('credit-balance');
    const limit = headers.get('credit-limit');
    return {
      id: Number(data),
      credit:
        balance !== null && limit !== null
          ? { balance: Number(balance), limit: Number(limit), warning: headers.get('credit-warning') ?? undefined }
          : undefined,
    };
  },
};

function isStoreAnswer(error: unknown) {
  const status = (error as { status?: number })?.status;
  return status === 404 || status === 410 || status === 400;
}

/** A placed order: its id and the retailer's credit position with the seller, when the pair has a limit. */
export interface PlacedOrder {
  id: number;
  credit?: { balance: number; limit: number; warning?: string };
}
