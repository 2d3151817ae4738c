import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, type AdminRetailer, type AdminWholesaler } from '@dawalink/shared';
import { api } from '../../lib/api';

export type AdminAccountKind = 'retailers' | 'wholesalers';
export type AdminAccount<K extends AdminAccountKind> = K extends 'retailers' ? AdminRetailer : AdminWholesaler;

const BASE: Record<AdminAccountKind, string> = { retailers: '/Retailers', wholesalers: '/WholesellerControllerSignUp' };
const searchParam = (search: string) => (search ? `search=${encodeURIComponent(search)}` : '');

/** One queryOptions factory per query; `all(kind)` is the prefix for invalidation after a toggle. */
export const adminAccountQueries = {
  all: (kind: AdminAccountKind) => ['admin-accounts', kind] as const,
  page: <K extends AdminAccountKind>(kind: K, page: number, search: string) =>
    queryOptions({
      queryKey: [...adminAccountQueries.all(kind), 'page', page, search],
      queryFn: () => {
        const from = (page - 1) * PAGE_SIZE;
        const q = [`from=${from}`, `to=${from + PAGE_SIZE}`, searchParam(search)].filter(Boolean).join('&');
        return api.get<Array<AdminAccount<K>>>(`${BASE[kind]}?${q}`);
      },
      placeholderData: keepPreviousData,
    }),
  count: (kind: AdminAccountKind, search: string) =>
    queryOptions({
      queryKey: [...adminAccountQueries.all(kind), 'count', search],
      queryFn: async () => Number(await api.get<string>(`${BASE[kind]}/length${search ? `?${searchParam(search)}` : ''}`)),
      placeholderData: keepPreviousData,
    }),
};

export const adminAccountsApi = {
  setDisabled: <K extends AdminAccountKind>(kind: K, id: number, isDisabled: boolean) =>
    api.put<AdminAccount<K>>(`${BASE[kind]}/UpdateStatus/${id}`, { is_disabled: isDisabled }),
};
