import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, DEFAULT_TIME_ZONE, type SellerSettings, type SellerSettingsUpdate } from '@dawalink/shared';
import { api } from './api';
import { startFromPage } from './prefetch';
import { useSession } from './session';
import { queryKeys } from './query-keys';

/** The signed-in seller's settings (`GET /api/SellerSettings`): read by the order desk, the layout and dates. */
export const sellerSettingsQuery = queryOptions({
  queryKey: queryKeys.sellerSettings(),
  queryFn: () => api.get<SellerSettings>(apiPaths.sellers.settings()),
  ...startFromPage<SellerSettings>(apiPaths.sellers.settings()),
  staleTime: 5 * 60_000,
});
export const saveSellerSettings = (changes: SellerSettingsUpdate) =>
  api.put<SellerSettings>(apiPaths.sellers.settings(), changes);

/**
 * The zone a seller's screens show dates in: their `time_zone` setting, so that a clerk's "today" is the
 * dashboard's (the default zone while the settings load). Undefined for anyone else: their browser's zone.
 */
export function useSellerTimeZone(): string | undefined {
  const { user } = useSession();
  const isSeller = user?.type === 'seller';
  const settings = useQuery({ ...sellerSettingsQuery, enabled: isSeller });
  return isSeller ? (settings.data?.time_zone ?? DEFAULT_TIME_ZONE) : undefined;
}
