import { queryOptions } from '@tanstack/react-query';
import { apiPaths, moneyApiPaths, type Invoice, type OrderDetailsResponse, type OrderHistoryEntry } from '@dawalink/shared';
import { api } from './api';
import { queryKeys } from './query-keys';

/** One order's details and history, shown by the order modal, the print page and the order-placed page. */
export const orderQueries = {
  details: (orderId: number) =>
    queryOptions({
      queryKey: [...queryKeys.order(orderId), 'details'],
      queryFn: () => api.get<OrderDetailsResponse>(apiPaths.orders.details(orderId)),
    }),
  history: (orderId: number) =>
    queryOptions({
      queryKey: [...queryKeys.order(orderId), 'history'],
      queryFn: () => api.get<OrderHistoryEntry[]>(apiPaths.orders.history(orderId)),
    }),
  /** The order's invoice; 404 until it is invoiced (not retried: that is an answer, not a failure). */
  invoice: (orderId: number) =>
    queryOptions({
      queryKey: [...queryKeys.order(orderId), 'invoice'],
      queryFn: () => api.get<Invoice>(moneyApiPaths.invoice(orderId)),
      retry: false,
    }),
};
