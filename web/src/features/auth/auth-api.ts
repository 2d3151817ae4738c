import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, storeApiPaths, type SellerInfo, type SellerProfile } from '@dawalink/shared';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** The store a registration link names (no retries: a refusal means "register as from the sign-in page"). */
const registrationStoreQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.storeSeller(id),
    queryFn: () => api.get<SellerInfo>(storeApiPaths.seller(id)),
    retry: false,
    staleTime: 60_000,
  });

/**
 * The store a registration was opened from (/Registration/{url}, the store page's Register link): `isLink` while the
 * id looks like a store and has not been refused (a mistyped or closed store registers as from the sign-in page),
 * `known` and its business name once the store has answered. 'new' is the sign-in page's link.
 */
export function useRegistrationStore(id: string): { isLink: boolean; known: boolean; name: string | null } {
  const link = id !== '' && id.toLowerCase() !== 'new';
  const seller = useQuery({ ...registrationStoreQuery(id), enabled: link });
  return { isLink: link && !seller.isError, known: link && seller.isSuccess, name: seller.data?.busniess_name ?? null };
}

/** The sign-up and PIN-reset writes (a retailer's registration is in lib/sign-in.ts: the checkout sends it too). */
export const authApi = {
  storeNameFree: async (name: string) =>
    (await api.get<{ available: boolean }>(apiPaths.sellers.storeName(name))).available,
  registerSeller: (body: object) => api.post<SellerProfile>(apiPaths.sellers.create(), body),
  resetPin: (body: { phone: string; password: string; verification_token?: string }) =>
    api.post(apiPaths.auth.resetPin(), body),
};
