import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  PAGE_SIZE,
  type AdminAccountCounts,
  type AdminRetailer,
  type AdminWholesaler,
  type ApprovalDecision,
  type ApprovalDecisionBody,
  type AccountStatusFilter,
} from '@dawalink/shared';
import { api } from '../../lib/api';
import { announceApprovalsChanged } from '../../lib/approvals-count';

export type AdminAccountKind = 'retailers' | 'wholesalers';
export type AdminAccount<K extends AdminAccountKind> = K extends 'retailers' ? AdminRetailer : AdminWholesaler;

/** The list's filters, kept in the page's address so a filtered view can be linked and reloaded. */
export interface AdminAccountFilters {
  status?: AccountStatusFilter;
  duplicates?: boolean;
  duplicateOf?: number;
}

const BASE: Record<AdminAccountKind, string> = { retailers: '/Retailers', wholesalers: '/WholesellerControllerSignUp' };

function queryString(parts: Record<string, string | number | undefined>) {
  const q = Object.entries(parts)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
  return q ? `?${q}` : '';
}

const filterParams = (search: string, f: AdminAccountFilters) => ({
  search: search || undefined,
  status: f.status,
  duplicates: f.duplicates ? 1 : undefined,
  duplicate_of: f.duplicateOf,
});

/** One queryOptions factory per query; `all(kind)` is the prefix for invalidation after a change. */
export const adminAccountQueries = {
  all: (kind: AdminAccountKind) => ['admin-accounts', kind] as const,
  page: <K extends AdminAccountKind>(kind: K, page: number, search: string, filters: AdminAccountFilters = {}) =>
    queryOptions({
      queryKey: [...adminAccountQueries.all(kind), 'page', page, search, filters],
      queryFn: () => {
        const from = (page - 1) * PAGE_SIZE;
        return api.get<Array<AdminAccount<K>>>(
          `${BASE[kind]}${queryString({ from, to: from + PAGE_SIZE, ...filterParams(search, filters) })}`,
        );
      },
      placeholderData: keepPreviousData,
    }),
  count: (kind: AdminAccountKind, search: string, filters: AdminAccountFilters = {}) =>
    queryOptions({
      queryKey: [...adminAccountQueries.all(kind), 'count', search, filters],
      queryFn: async () =>
        Number(await api.get<string>(`${BASE[kind]}/length${queryString(filterParams(search, filters))}`)),
      placeholderData: keepPreviousData,
    }),
  /** Per-status and duplicate counts for the filter buttons. */
  counts: (kind: AdminAccountKind, search: string) =>
    queryOptions({
      queryKey: [...adminAccountQueries.all(kind), 'counts', search],
      queryFn: () => api.get<AdminAccountCounts>(`${BASE[kind]}/counts${queryString({ search: search || undefined })}`),
      placeholderData: keepPreviousData,
    }),
  /** The queue: accounts of one kind waiting for approval, oldest first. */
  waiting: <K extends AdminAccountKind>(kind: K) =>
    queryOptions({
      queryKey: [...adminAccountQueries.all(kind), 'waiting'],
      queryFn: () => api.get<Array<AdminAccount<K>>>(`${BASE[kind]}?status=waiting&dir=asc&from=0&to=200`),
    }),
  decisions: (kind: AdminAccountKind, id: number) =>
    queryOptions({
      queryKey: [...adminAccountQueries.all(kind), 'decisions', id],
      queryFn: () => api.get<ApprovalDecision[]>(`${BASE[kind]}/${id}/decisions`),
    }),
};

export const adminAccountsApi = {
  setDisabled: <K extends AdminAccountKind>(kind: K, id: number, isDisabled: boolean) =>
    api.put<AdminAccount<K>>(`${BASE[kind]}/UpdateStatus/${id}`, { is_disabled: isDisabled }),
  decide: async (id: number, body: ApprovalDecisionBody) => {
    const row = await api.post<AdminRetailer | AdminWholesaler>(`/Admin/approvals/${id}`, body);
    announceApprovalsChanged();
    return row;
  },
};
