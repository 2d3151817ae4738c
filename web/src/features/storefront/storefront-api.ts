import { queryOptions } from '@tanstack/react-query';
import { STORE_FIRST_LINES, storeApiPaths, type Listing, type RecentStoreRow, type SellerInfo } from '@dawalink/shared';
import { api } from '../../lib/api';
import { storeFirstScreen } from '../../lib/first-screen';

/** One queryOptions factory per query (DESIGN.md section 3), reused by pages and invalidation. */
export const storefrontQueries = {
  seller: (url: string) =>
    queryOptions({
      queryKey: ['store', url.toLowerCase(), 'seller'],
      queryFn: () => api.get<SellerInfo>(storeApiPaths.seller(url)),
      // 404 and 410 are answers, not hiccups: no retries for them.
      retry: (count, error) => count < 2 && !isStoreAnswer(error),
      staleTime: 60_000,
      // A store link's HTML brings the seller and the first lines (lib/first-screen.ts): no request for them.
      initialData: () => storeFirstScreen(url)?.seller,
      initialDataUpdatedAt: () => storeFirstScreen(url)?.readAt,
    }),
  listings: (url: string, sellerId: number) =>
    queryOptions({
      queryKey: ['store', url.toLowerCase(), 'listings', sellerId],
      queryFn: () => api.get<Listing[]>(storeApiPaths.listings(url, sellerId)),
      staleTime: 30_000,
    }),
  /** The list's first screenful alone: drawn while the whole list loads (a first visit on a slow network). */
  firstListings: (url: string, sellerId: number) =>
    queryOptions({
      queryKey: ['store', url.toLowerCase(), 'listings', sellerId, 'first'],
      queryFn: () => api.get<Listing[]>(storeApiPaths.firstListings(url, sellerId, STORE_FIRST_LINES)),
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
      queryKey: ['recent-stores', retailerId],
      queryFn: () => api.get<RecentStoreRow[]>(`/RecentStore/${retailerId}`),
    }),
};

function isStoreAnswer(error: unknown) {
  const status = (error as { status?: number })?.status;
  return status === 404 || status === 410 || status === 400;
}
