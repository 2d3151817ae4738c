import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type OrderDetailsResponse, type OrderHistoryEntry } from '@dawalink/shared';
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
};
