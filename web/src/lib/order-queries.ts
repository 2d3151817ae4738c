import { queryOptions } from '@tanstack/react-query';
import {
  apiPaths,
  moneyApiPaths,
  type Invoice,
  type OrderDetailsResponse,
  type OrderHistoryEntry,
} from '@dawalink/shared';
import { api, ApiError } from './api';
import { startFromPage } from './prefetch';
import { queryKeys } from './query-keys';

/** One order's details and history, shown by the order modal, the print page and the order-placed page. */
export const orderQueries = {
  details: (orderId: number) =>
    queryOptions({
      queryKey: [...queryKeys.order(orderId), 'details'],
      queryFn: () => api.get<OrderDetailsResponse>(apiPaths.orders.details(orderId)),
      ...startFromPage<OrderDetailsResponse>(apiPaths.orders.details(orderId)),
    }),
  history: (orderId: number) =>
    queryOptions({
      queryKey: [...queryKeys.order(orderId), 'history'],
      queryFn: () => api.get<OrderHistoryEntry[]>(apiPaths.orders.history(orderId)),
    }),
  /** The order's invoice; null until it is invoiced (the route's 404: an answer, not a failure). */
  invoice: (orderId: number) =>
    queryOptions({
      queryKey: [...queryKeys.order(orderId), 'invoice'],
      queryFn: () =>
        api.get<Invoice>(moneyApiPaths.invoice(orderId)).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }),
      ...startFromPage<Invoice | null>(moneyApiPaths.invoice(orderId)),
      retry: false,
    }),
};
