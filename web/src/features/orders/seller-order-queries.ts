import { queryOptions } from '@tanstack/react-query';
import {
  PAGE_SIZE,
  type Order,
  type OrderBulkStatusResponse,
  type OrderStatus,
  type OrderStatusCounts,
  type OrderSortKey,
  type SortDirection,
} from '@dawalink/shared';
import { api } from '../../lib/api';

/** The order desk's view of the list: one status (or all) and a sort. */
export interface OrderListView {
  status: OrderStatus | null;
  sort: OrderSortKey;
  dir: SortDirection;
}

/** The optional query the list routes take; nothing for the spec's default (all orders, newest first). */
export function listQuery(view: OrderListView): string {
  const params = new URLSearchParams();
  if (view.status) params.set('status', view.status);
  if (view.sort !== 'date' || view.dir !== 'desc') {
    params.set('sort', view.sort);
    params.set('dir', view.dir);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Query factories of the seller's orders screen (hooks and invalidation share the keys). */
export const sellerOrderQueries = {
  all: ['seller-orders'] as const,
  counts: (sellerId: number) =>
    queryOptions({
      queryKey: ['seller-orders', sellerId, 'counts'],
      queryFn: () => api.get<OrderStatusCounts>(`/OrdersCategory/seller/counts/${sellerId}`),
    }),
  page: (sellerId: number, page: number, view: OrderListView) =>
    queryOptions({
      queryKey: ['seller-orders', sellerId, 'page', page, view],
      queryFn: () =>
        api.get<Order[]>(`/OrdersCategory/seller/${sellerId}/${(page - 1) * PAGE_SIZE}/${page * PAGE_SIZE}${listQuery(view)}`),
    }),
  search: (sellerId: number, text: string, view: OrderListView) =>
    queryOptions({
      queryKey: ['seller-orders', sellerId, 'search', text, view],
      queryFn: () => api.get<Order[]>(`/OrdersCategory/seller/search/${sellerId}/${encodeURIComponent(text)}${listQuery(view)}`),
    }),
  one: (orderId: number) =>
    queryOptions({ queryKey: ['order', orderId, 'row'], queryFn: () => api.get<Order[]>(`/Orders/${orderId}`), staleTime: 0 }),
};

/** One order's status (the spec's route), or several at once; both keep the note in the timeline. */
export function saveStatus(orderIds: number[], status: OrderStatus, note: string): Promise<unknown> {
  const body = note.trim() ? { status, note: note.trim() } : { status };
  if (orderIds.length === 1) return api.put<Order>(`/Orders/${orderIds[0]}`, body);
  return api.put<OrderBulkStatusResponse>('/Orders/status', { ids: orderIds, ...body });
}

export { saveSellerSettings, sellerSettingsQuery } from '../../lib/seller-settings';
