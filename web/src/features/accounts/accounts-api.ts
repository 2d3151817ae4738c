import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPaths, type AdminRetailer, type AdminWholesaler, type RetailerProfile, type SellerProfile } from '@dawalink/shared';
import { api } from '../../lib/api';

export type AdminAccountKind = 'retailers' | 'wholesalers';
export type AdminAccount<K extends AdminAccountKind> = K extends 'retailers' ? AdminRetailer : AdminWholesaler;

const PATHS = { retailers: apiPaths.retailers, wholesalers: apiPaths.sellers } satisfies Record<AdminAccountKind, unknown>;

/** The accounts feature's query keys: `adminAccounts(kind)` is the prefix a toggle refreshes. */
export const accountKeys = {
  adminAccounts: (kind: AdminAccountKind) => ['admin-accounts', kind] as const,
  profile: (kind: 'seller' | 'retailer', id: number) => ['profile', kind, id] as const,
};

/** One queryOptions factory per admin list query. */
export const adminAccountQueries = {
  page: <K extends AdminAccountKind>(kind: K, page: number, search: string) =>
    queryOptions({
      queryKey: [...accountKeys.adminAccounts(kind), 'page', page, search],
      queryFn: () => api.get<Array<AdminAccount<K>>>(PATHS[kind].adminPage(page, search)),
      placeholderData: keepPreviousData,
    }),
  count: (kind: AdminAccountKind, search: string) =>
    queryOptions({
      queryKey: [...accountKeys.adminAccounts(kind), 'count', search],
      queryFn: async () => Number(await api.get<string>(PATHS[kind].adminCount(search))),
      placeholderData: keepPreviousData,
    }),
};

/** The signed-in person's own profile. */
export const profileQueries = {
  seller: (id: number) =>
    queryOptions({ queryKey: accountKeys.profile('seller', id), queryFn: () => api.get<SellerProfile>(apiPaths.sellers.one(id)) }),
  retailer: (id: number) =>
    queryOptions({ queryKey: accountKeys.profile('retailer', id), queryFn: () => api.get<RetailerProfile>(apiPaths.retailers.one(id)) }),
};

/** The accounts feature's writes. */
export const accountsApi = {
  setDisabled: <K extends AdminAccountKind>(kind: K, id: number, isDisabled: boolean) =>
    api.put<AdminAccount<K>>(PATHS[kind].setDisabled(id), { is_disabled: isDisabled }),
  saveSellerProfile: (id: number, body: object) => api.put<SellerProfile>(apiPaths.sellers.one(id), body),
  saveRetailerProfile: (id: number, body: object) => api.put<RetailerProfile>(apiPaths.retailers.one(id), body),
};
