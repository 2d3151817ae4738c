import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  apiPaths,
  type AccountStatusFilter,
  type AdminAccountFilters as SharedFilters,
  type AdminAccountKind,
  type AdminAccountCounts,
  type AdminRetailer,
  type AdminWholesaler,
  type ApprovalDecision,
  type ApprovalDecisionBody,
  type RetailerProfile,
  type SellerProfile,
} from '@dawalink/shared';
import { api } from '../../lib/api';
import { startFromPage } from '../../lib/prefetch';
import { announceApprovalsChanged } from '../../lib/approvals-count';

export type { AdminAccountKind };
export type AdminAccount<K extends AdminAccountKind> = K extends 'retailers' ? AdminRetailer : AdminWholesaler;

/** The list's filters, kept in the page's address so a filtered view can be linked and reloaded. */
export interface AdminAccountFilters extends SharedFilters {
  status?: AccountStatusFilter;
}

const PATHS = { retailers: apiPaths.retailers, wholesalers: apiPaths.sellers } satisfies Record<
  AdminAccountKind,
  unknown
>;

/** The accounts feature's query keys: `adminAccounts(kind)` is the prefix a change of an account refreshes. */
export const accountKeys = {
  adminAccounts: (kind: AdminAccountKind) => ['admin-accounts', kind] as const,
  profile: (kind: 'seller' | 'retailer', id: number) => ['profile', kind, id] as const,
};

/** One queryOptions factory per admin list query; `all(kind)` is the prefix for invalidation after a change. */
export const adminAccountQueries = {
  all: accountKeys.adminAccounts,
  page: <K extends AdminAccountKind>(kind: K, page: number, search: string, filters: AdminAccountFilters = {}) =>
    queryOptions({
      queryKey: [...accountKeys.adminAccounts(kind), 'page', page, search, filters],
      // One call: the page, and the count of every match as `X-Total-Count`.
      queryFn: () => api.getPage<AdminAccount<K>>(apiPaths.adminAccounts.page(kind, page, search, filters)),
      ...startFromPage<{ total: number; rows: AdminAccount<K>[] }>(
        apiPaths.adminAccounts.page(kind, page, search, filters),
      ),
      placeholderData: keepPreviousData,
    }),
  /** Per-status and duplicate counts for the filter buttons. */
  counts: (kind: AdminAccountKind, search: string) =>
    queryOptions({
      queryKey: [...accountKeys.adminAccounts(kind), 'counts', search],
      queryFn: () => api.get<AdminAccountCounts>(apiPaths.adminAccounts.counts(kind, search)),
      ...startFromPage<AdminAccountCounts>(apiPaths.adminAccounts.counts(kind, search)),
      placeholderData: keepPreviousData,
    }),
  /** The queue: a page of the accounts of one kind waiting for approval, oldest first, and how many wait in all. */
  waiting: <K extends AdminAccountKind>(kind: K, page: number) =>
    queryOptions({
      queryKey: [...accountKeys.adminAccounts(kind), 'waiting', page],
      queryFn: () => api.getPage<AdminAccount<K>>(apiPaths.adminAccounts.waiting(kind, page)),
      ...startFromPage<{ total: number; rows: AdminAccount<K>[] }>(apiPaths.adminAccounts.waiting(kind, page)),
      placeholderData: keepPreviousData,
    }),
  decisions: (kind: AdminAccountKind, id: number) =>
    queryOptions({
      queryKey: [...accountKeys.adminAccounts(kind), 'decisions', id],
      queryFn: () => api.get<ApprovalDecision[]>(apiPaths.adminAccounts.decisions(kind, id)),
    }),
};

/** The signed-in person's own profile. */
export const profileQueries = {
  seller: (id: number) =>
    queryOptions({
      queryKey: accountKeys.profile('seller', id),
      queryFn: () => api.get<SellerProfile>(apiPaths.sellers.one(id)),
    }),
  retailer: (id: number) =>
    queryOptions({
      queryKey: accountKeys.profile('retailer', id),
      queryFn: () => api.get<RetailerProfile>(apiPaths.retailers.one(id)),
    }),
};

/** The accounts feature's writes. */
export const accountsApi = {
  setDisabled: <K extends AdminAccountKind>(kind: K, id: number, isDisabled: boolean) =>
    api.put<AdminAccount<K>>(PATHS[kind].setDisabled(id), { is_disabled: isDisabled }),
  /** Approve or reject a waiting account; the nav's queue count follows. */
  decide: async (id: number, body: ApprovalDecisionBody) => {
    const row = await api.post<AdminRetailer | AdminWholesaler>(`/Admin/approvals/${id}`, body);
    announceApprovalsChanged();
    return row;
  },
  saveSellerProfile: (id: number, body: object) => api.put<SellerProfile>(apiPaths.sellers.one(id), body),
  saveRetailerProfile: (id: number, body: object) => api.put<RetailerProfile>(apiPaths.retailers.one(id), body),
};
