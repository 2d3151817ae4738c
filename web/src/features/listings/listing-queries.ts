import { queryOptions } from '@tanstack/react-query';
import { matchesSearchTerm, PAGE_SIZE, type Listing, type SelectableProduct } from '@dawalink/shared';
import { api } from '../../lib/api';

/** One factory per query of the seller's product list and catalogue selection (hooks and invalidation share them). */
export const listingQueries = {
  all: ['listings'] as const,
  list: (sellerId: number) =>
    queryOptions({ queryKey: ['listings', 'list', sellerId], queryFn: () => api.get<Listing[]>(`/WholesellerCategory/${sellerId}`) }),
  selectableCount: (sellerId: number) =>
    queryOptions({
      queryKey: ['listings', 'selectable', sellerId, 'count'],
      queryFn: async () => Number(await api.get<string>(`/Admin/products/length/${sellerId}`)),
    }),
  selectablePage: (sellerId: number, page: number) =>
    queryOptions({
      queryKey: ['listings', 'selectable', sellerId, 'page', page],
      queryFn: () => api.get<SelectableProduct[]>(`/Admin/products/${sellerId}/${(page - 1) * PAGE_SIZE}/${page * PAGE_SIZE}`),
    }),
  selectableSearch: (sellerId: number, term: string) =>
    queryOptions({
      queryKey: ['listings', 'selectable', sellerId, 'search', term],
      queryFn: () => api.get<SelectableProduct[]>(`/Admin/product/search/${sellerId}/${encodeURIComponent(term)}`),
    }),
};

/** The spec's product list search: over every field value of a row, case-insensitive, by the shared word rule. */
export function matchesSearch(row: Record<string, unknown>, text: string): boolean {
  return matchesSearchTerm(Object.values(row).map((v) => (v === null || v === undefined ? v : String(v))), text);
}
