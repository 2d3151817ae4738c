import { queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, type Order } from '@dawalink/shared';
import { api } from '../../lib/api';

/** Query factories of the seller's orders screen (hooks and invalidation share the keys). */
export const sellerOrderQueries = {
  all: ['seller-orders'] as const,
  count: (sellerId: number) =>
    queryOptions({
      queryKey: ['seller-orders', sellerId, 'count'],
      queryFn: async () => Number(await api.get<string>(`/OrdersCategory/seller/length/${sellerId}`)),
    }),
  page: (sellerId: number, page: number) =>
    queryOptions({
      queryKey: ['seller-orders', sellerId, 'page', page],
      queryFn: () => api.get<Order[]>(`/OrdersCategory/seller/${sellerId}/${(page - 1) * PAGE_SIZE}/${page * PAGE_SIZE}`),
    }),
  search: (sellerId: number, text: string) =>
    queryOptions({
      queryKey: ['seller-orders', sellerId, 'search', text],
      queryFn: () => api.get<Order[]>(`/OrdersCategory/seller/search/${sellerId}/${encodeURIComponent(text)}`),
    }),
  one: (orderId: number) =>
    queryOptions({ queryKey: ['order', orderId, 'row'], queryFn: () => api.get<Order[]>(`/Orders/${orderId}`), staleTime: 0 }),
};
