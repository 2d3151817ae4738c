import { queryOptions } from '@tanstack/react-query';
import type { Dashboard } from '@dawalink/shared';
import { api } from '../../lib/api';

/** The dashboard's query; new live orders invalidate `all`. */
export const dashboardQueries = {
  all: ['dashboard'] as const,
  seller: (sellerId: number, days: number, tz: string) =>
    queryOptions({
      queryKey: ['dashboard', sellerId, days, tz],
      queryFn: () => api.get<Dashboard>(`/Dashboard/${sellerId}?days=${days}&tz=${encodeURIComponent(tz)}`),
      staleTime: 15_000,
    }),
};
