import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, type CatalogueProduct, type CatalogueProductCreate, type CatalogueProductUpdate } from '@dawalink/shared';
import { api } from '../../lib/api';

const searchParam = (search: string) => (search ? `search=${encodeURIComponent(search)}` : '');

/** One queryOptions factory per query; `all` is the prefix every catalogue query shares, for invalidation. */
export const catalogueQueries = {
  all: ['admin-products'] as const,
  page: (page: number, search: string) =>
    queryOptions({
      queryKey: [...catalogueQueries.all, 'page', page, search],
      queryFn: () => {
        const from = (page - 1) * PAGE_SIZE;
        const q = [`from=${from}`, `to=${from + PAGE_SIZE}`, searchParam(search)].filter(Boolean).join('&');
        return api.get<CatalogueProduct[]>(`/Admin?${q}`);
      },
      placeholderData: keepPreviousData,
    }),
  count: (search: string) =>
    queryOptions({
      queryKey: [...catalogueQueries.all, 'count', search],
      queryFn: async () => Number(await api.get<string>(`/Admin/length${search ? `?${searchParam(search)}` : ''}`)),
      placeholderData: keepPreviousData,
    }),
};

export const catalogueApi = {
  create: (body: CatalogueProductCreate) => api.post<CatalogueProduct>('/Admin', body),
  update: (id: number, body: CatalogueProductUpdate) => api.put<CatalogueProduct>(`/Admin/${id}`, body),
  setDisabled: (id: number, isDisabled: boolean) => api.put<CatalogueProduct>(`/Admin/UpdateStatus/${id}`, { is_disabled: isDisabled }),
};
