import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  apiPaths,
  type CatalogueProduct,
  type CatalogueProductCreate,
  type CatalogueProductUpdate,
} from '@dawalink/shared';
import { startFromPage } from '../../lib/prefetch';
import { api } from '../../lib/api';

/** The catalogue's query keys: `all()` is the prefix every catalogue query shares, for invalidation. */
export const catalogueKeys = {
  all: () => ['admin-products'] as const,
};

/** One queryOptions factory per query. */
export const catalogueQueries = {
  /** One page and the count of every match, in one call (the count comes as `X-Total-Count`). */
  page: (page: number, search: string) =>
    queryOptions({
      queryKey: [...catalogueKeys.all(), 'page', page, search],
      queryFn: () => api.getPage<CatalogueProduct>(apiPaths.catalogue.page(page, search)),
      ...startFromPage<{ total: number; rows: CatalogueProduct[] }>(apiPaths.catalogue.page(page, search)),
      placeholderData: keepPreviousData,
    }),
};

export const catalogueApi = {
  create: (body: CatalogueProductCreate) => api.post<CatalogueProduct>(apiPaths.catalogue.create(), body),
  update: (id: number, body: CatalogueProductUpdate) => api.put<CatalogueProduct>(apiPaths.catalogue.one(id), body),
  setDisabled: (id: number, isDisabled: boolean) =>
    api.put<CatalogueProduct>(apiPaths.catalogue.setDisabled(id), { is_disabled: isDisabled }),
};
