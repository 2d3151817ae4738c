import { queryOptions } from '@tanstack/react-query';
import type { Dashboard } from '@dawalink/shared';
import { api } from '../../lib/api';

/** The dashboard's query, its days in the seller's time zone (their setting); new live orders invalidate `all`. */
export const dashboardQueries = {
  all: ['dashboard'] as const,
  seller: (sellerId: number, days: number) =>
    queryOptions({
      queryKey: ['dashboard', sellerId, days],
      queryFn: () => api.get<Dashboard>(`/Dashboard/${sellerId}?days=${days}`),
      staleTime: 15_000,
    }),
};
