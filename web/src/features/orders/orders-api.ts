import { queryOptions } from '@tanstack/react-query';
import {
  apiPaths,
  moneyApiPaths,
  type Dashboard,
  type Order,
  type OrderBulkStatusResponse,
  type OrderStatus,
  type OrderStatusCounts,
  type OrderSortKey,
  type Receivables,
  type SortDirection,
} from '@dawalink/shared';
import { api } from '../../lib/api';
import { startFromPage } from '../../lib/prefetch';
import { queryKeys } from '../../lib/query-keys';
import { saveSellerSettings } from '../../lib/seller-settings';

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

/** The orders feature's query keys: each list's prefix refreshes every page of it. */
export const orderKeys = {
  sellerOrders: queryKeys.sellerOrders,
  sellerSettings: queryKeys.sellerSettings,
  dashboard: queryKeys.dashboard,
};

/** Query factories of the seller's orders screen (hooks and invalidation share the keys). */
export const sellerOrderQueries = {
  counts: (sellerId: number) =>
    queryOptions({
      queryKey: [...orderKeys.sellerOrders(), sellerId, 'counts'],
      queryFn: () => api.get<OrderStatusCounts>(apiPaths.orders.sellerCounts(sellerId)),
      ...startFromPage<OrderStatusCounts>(apiPaths.orders.sellerCounts(sellerId)),
    }),
  page: (sellerId: number, page: number, view: OrderListView) =>
    queryOptions({
      queryKey: [...orderKeys.sellerOrders(), sellerId, 'page', page, view],
      queryFn: () => api.get<Order[]>(apiPaths.orders.sellerPage(sellerId, page, listQuery(view))),
      ...startFromPage<Order[]>(apiPaths.orders.sellerPage(sellerId, page, listQuery(view))),
    }),
  search: (sellerId: number, text: string, view: OrderListView) =>
    queryOptions({
      queryKey: [...orderKeys.sellerOrders(), sellerId, 'search', text, view],
      queryFn: () => api.get<Order[]>(apiPaths.orders.sellerSearch(sellerId, text, listQuery(view))),
    }),
  one: (orderId: number) =>
    queryOptions({
      queryKey: [...queryKeys.order(orderId), 'row'],
      queryFn: () => api.get<Order[]>(apiPaths.orders.one(orderId)),
      staleTime: 0,
    }),
};

/** My Orders: the retailer's own orders, optionally with one store (under the key placing an order refreshes). */
export const retailerOrderQueries = {
  count: (id: number, store: string) =>
    queryOptions({
      queryKey: [...queryKeys.retailerOrders(), id, store, 'count'],
      queryFn: async () => Number(await api.get<string>(apiPaths.orders.retailerCount(id, store))),
    }),
  page: (id: number, store: string, page: number) =>
    queryOptions({
      queryKey: [...queryKeys.retailerOrders(), id, store, 'page', page],
      queryFn: () => api.get<Order[]>(apiPaths.orders.retailerPage(id, store, page)),
    }),
  search: (id: number, store: string, term: string) =>
    queryOptions({
      queryKey: [...queryKeys.retailerOrders(), id, store, 'search', term],
      queryFn: () => api.get<Order[]>(apiPaths.orders.retailerSearch(id, store, term)),
    }),
};

/** The dashboard's query; new live orders refresh every one of them. */
export const dashboardQueries = {
  seller: (sellerId: number, days: number) =>
    queryOptions({
      queryKey: [...orderKeys.dashboard(), sellerId, days],
      queryFn: () => api.get<Dashboard>(apiPaths.orders.dashboard(sellerId, days)),
      ...startFromPage<Dashboard>(apiPaths.orders.dashboard(sellerId, days)),
      staleTime: 15_000,
    }),
  /** The receivables totals and ageing (one row is enough: the totals are the seller's whole book). */
  receivables: () =>
    queryOptions({
      queryKey: [...orderKeys.dashboard(), 'receivables'],
      queryFn: () => api.get<Receivables>(moneyApiPaths.receivables({ limit: 1 })),
      ...startFromPage<Receivables>(moneyApiPaths.receivables({ limit: 1 })),
      staleTime: 15_000,
    }),
};

export { sellerSettingsQuery } from '../../lib/seller-settings';

/** The orders feature's writes. */
export const ordersApi = {
  /** One order's status (the spec's route), or several at once; both keep the note in the timeline. */
  saveStatus(orderIds: number[], status: OrderStatus, note: string): Promise<unknown> {
    const body = note.trim() ? { status, note: note.trim() } : { status };
    if (orderIds.length === 1) return api.put<Order>(apiPaths.orders.one(orderIds[0]), body);
    return api.put<OrderBulkStatusResponse>(apiPaths.orders.bulkStatus(), { ids: orderIds, ...body });
  },
  saveSettings: saveSellerSettings,
};
