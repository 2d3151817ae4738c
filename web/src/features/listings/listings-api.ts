import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  apiPaths,
  SELLER_LIST_FIRST_LINES,
  type Availability,
  type Batch,
  type BatchCreate,
  type Listing,
  type ListingCreate,
  type CappedPaged,
  type PriceListApplyResult,
  type PriceListPreview,
  type SelectableProduct,
} from '@dawalink/shared';
import { api } from '../../lib/api';
import { startFromPage } from '../../lib/prefetch';
import { uploadWithProgress } from './price-list-upload';

/** The listings feature's query keys: every query starts with `all()`, which a write refreshes. */
export const listingKeys = {
  all: () => ['listings'] as const,
  selectable: (sellerId: number) => [...listingKeys.all(), 'selectable', sellerId] as const,
  batches: (listingId: number) => [...listingKeys.all(), 'batches', listingId] as const,
};

/** One factory per query of the seller's product list and catalogue selection (hooks and invalidation share them). */
export const listingQueries = {
  list: (sellerId: number) =>
    queryOptions({
      queryKey: [...listingKeys.all(), 'list', sellerId],
      queryFn: () => api.get<Listing[]>(apiPaths.listings.ofSeller(sellerId)),
    }),
  /**
   * The list's first lines as the page's HTML came with them (server/src/plugins/first-screens-listings.ts), shown
   * until the whole list has come; never asked for on its own: a page opened within the app waits for the list.
   */
  firstLines: (sellerId: number) =>
    queryOptions({
      queryKey: [...listingKeys.all(), 'list', sellerId, 'first'],
      queryFn: () => api.get<Listing[]>(apiPaths.listings.firstOfSeller(sellerId, SELLER_LIST_FIRST_LINES)),
      ...startFromPage<Listing[]>(apiPaths.listings.firstOfSeller(sellerId, SELLER_LIST_FIRST_LINES)),
      enabled: false,
    }),
  batches: (listingId: number) =>
    queryOptions({
      queryKey: listingKeys.batches(listingId),
      queryFn: () => api.get<Batch[]>(apiPaths.listings.batches(listingId)),
    }),
  selectableCount: (sellerId: number) =>
    queryOptions({
      queryKey: [...listingKeys.selectable(sellerId), 'count'],
      queryFn: async () => Number(await api.get<string>(apiPaths.catalogue.selectableCount(sellerId))),
      // The page's HTML may come with both first answers (server/src/plugins/first-screens-listings.ts); the count,
      // text on the wire, is embedded as the number it reads as.
      ...startFromPage<number>(apiPaths.catalogue.selectableCount(sellerId)),
    }),
  selectablePage: (sellerId: number, page: number) =>
    queryOptions({
      queryKey: [...listingKeys.selectable(sellerId), 'page', page],
      queryFn: () => api.get<SelectableProduct[]>(apiPaths.catalogue.selectablePage(sellerId, page)),
      ...startFromPage<SelectableProduct[]>(apiPaths.catalogue.selectablePage(sellerId, page)),
    }),
  /** One page of a search and the count of every match; the page on screen stays while the next one loads. */
  selectableSearch: (sellerId: number, term: string, page: number) =>
    queryOptions({
      queryKey: [...listingKeys.selectable(sellerId), 'search', term, page],
      queryFn: () => api.get<CappedPaged<SelectableProduct>>(apiPaths.catalogue.selectableSearch(sellerId, term, page)),
      placeholderData: keepPreviousData,
    }),
};

/** The listings feature's writes. */
export const listingsApi = {
  add: (lines: ListingCreate[]) => api.post<Listing[]>(apiPaths.listings.add(), lines),
  /** A listing with the seller's changes: the route takes the whole line. */
  update: (listing: Listing, changes: Partial<Record<keyof Listing, unknown>>) =>
    api.put<Listing>(apiPaths.listings.one(listing.id), { ...listing, ...changes }),
  remove: (listing: Listing) => api.delete(apiPaths.listings.one(listing.id)),
  /** The one-tap setter: only `availability` is sent, so nothing else of the line changes. */
  setAvailability: ({ listing, availability }: { listing: Listing; availability: Availability }) =>
    api.put<Listing>(apiPaths.listings.one(listing.id), { availability }),
  addBatch: ({ listingId, batch }: { listingId: number; batch: BatchCreate }) =>
    api.post<Batch>(apiPaths.listings.batches(listingId), batch),
  removeBatch: (batchId: number) => api.delete(apiPaths.listings.batch(batchId)),
  previewPriceList: (file: Blob, onProgress: (fraction: number) => void) =>
    uploadWithProgress<PriceListPreview>(apiPaths.listings.priceListPreview(), file, onProgress),
  applyPriceList: (importId: string, skipRefused: boolean) =>
    api.post<PriceListApplyResult>(apiPaths.listings.priceListApply(), {
      import_id: importId,
      skip_refused: skipRefused,
    }),
};
