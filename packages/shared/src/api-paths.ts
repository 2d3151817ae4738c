import { PAGE_SIZE } from './constants.js';
import { pageParams } from './page-params.js';

/**
 * The API's paths (relative to /api), built by function so that a caller never spells one by hand: the web's data
 * modules ask for them (the store page's own are `storeApiPaths`). Text in a path is encoded here.
 */
const enc = encodeURIComponent;
/** The `from/to` pair of a 50-line page (pages count from 1). */
const span = (page: number) => `${(page - 1) * PAGE_SIZE}/${page * PAGE_SIZE}`;
/** `?a=1&b=2` of the given params without the empty ones, or nothing. */
export function queryString(params: Record<string, string | number | null | undefined>): string {
  const pairs = Object.entries(params).filter(([, value]) => value !== null && value !== undefined && value !== '');
  return pairs.length ? `?${pairs.map(([key, value]) => `${key}=${enc(String(value))}`).join('&')}` : '';
}
/** An admin list's page: `?from=&to=&search=` (50 a page). */
const adminPage = (page: number, search: string) =>
  queryString({ from: (page - 1) * PAGE_SIZE, to: page * PAGE_SIZE, search });

/** The admin's account lists of each kind (the spec's paths; filters are optional query parameters). */
const ADMIN_LISTS = { retailers: '/Retailers', wholesalers: '/WholesellerControllerSignUp' } as const;
export type AdminAccountKind = keyof typeof ADMIN_LISTS;
/** An admin list's filters, as the page's address holds them. */
export interface AdminAccountFilters {
  status?: string;
  duplicates?: boolean;
  duplicateOf?: number;
}

export const apiPaths = {
  auth: {
    me: () => '/auth/me',
    login: () => '/auth/login',
    logout: () => '/auth/logout',
    language: () => '/auth/language',
    resetPin: () => '/auth/reset-pin',
  },
  otp: {
    send: (phone: string) => `/OTP/${enc(phone)}`,
    verify: (phone: string) => `/OTP/${enc(phone)}/verify`,
  },
  config: () => '/config',
  retailers: {
    create: () => '/Retailers',
    one: (id: number) => `/Retailers/${id}`,
    /** 200 when a retailer has this phone, 404 when none. */
    byPhone: (phone: string) => `/Retailers/OTP/${enc(phone)}`,
    adminPage: (page: number, search: string) => `/Retailers${adminPage(page, search)}`,
    adminCount: (search: string) => `/Retailers/length${queryString({ search })}`,
    setDisabled: (id: number) => `/Retailers/UpdateStatus/${id}`,
  },
  sellers: {
    create: () => '/WholesellerControllerSignUp',
    one: (id: number) => `/WholesellerControllerSignUp/${id}`,
    /** 200 when a wholesaler has this phone, 404 when none. */
    byPhone: (phone: string) => `/WholesellerControllerSignUp/OTP/${enc(phone)}`,
    storeName: (name: string) => `/WholesellerControllerSignUp/StoreName/${enc(name)}`,
    adminPage: (page: number, search: string) => `/WholesellerControllerSignUp${adminPage(page, search)}`,
    adminCount: (search: string) => `/WholesellerControllerSignUp/length${queryString({ search })}`,
    setDisabled: (id: number) => `/WholesellerControllerSignUp/UpdateStatus/${id}`,
    settings: () => '/SellerSettings',
  },
  catalogue: {
    create: () => '/Admin',
    one: (id: number) => `/Admin/${id}`,
    page: (page: number, search: string) => `/Admin${adminPage(page, search)}`,
    count: (search: string) => `/Admin/length${queryString({ search })}`,
    setDisabled: (id: number) => `/Admin/UpdateStatus/${id}`,
    /** The products a seller may still add to their list. */
    selectableCount: (sellerId: number) => `/Admin/products/length/${sellerId}`,
    selectablePage: (sellerId: number, page: number) => `/Admin/products/${sellerId}/${span(page)}`,
    /** One page of a catalogue search with the count of every match (`{total, rows}`). */
    selectableSearch: (sellerId: number, term: string, page: number) =>
      `/Admin/product/search/${sellerId}/${enc(term)}${queryString(pageParams(page))}`,
  },
  listings: {
    ofSeller: (sellerId: number) => `/WholesellerCategory/${sellerId}`,
    /** Only the list's first `lines` lines, in its order (the page's first screen, drawn before the whole list). */
    firstOfSeller: (sellerId: number, lines: number) => `/WholesellerCategory/${sellerId}?first=${lines}`,
    add: () => '/MedicalProducts',
    one: (id: number) => `/MedicalProducts/${id}`,
    priceListPreview: () => '/PriceList/preview',
    priceListApply: () => '/PriceList/apply',
    batches: (listingId: number) => `/MedicalProducts/${listingId}/batches`,
    batch: (batchId: number) => `/Batches/${batchId}`,
  },
  orders: {
    place: () => '/Orders',
    one: (orderId: number) => `/Orders/${orderId}`,
    details: (orderId: number) => `/Orders/${orderId}/items/details`,
    history: (orderId: number) => `/Orders/${orderId}/history`,
    reorder: (orderId: number) => `/Orders/${orderId}/reorder`,
    bulkStatus: () => '/Orders/status',
    /** The seller's order lists; `listQuery` is the optional `?status=&sort=&dir=`. */
    sellerCounts: (sellerId: number) => `/OrdersCategory/seller/counts/${sellerId}`,
    sellerPage: (sellerId: number, page: number, listQuery: string) =>
      `/OrdersCategory/seller/${sellerId}/${span(page)}${listQuery}`,
    /**
     * A search, `listQuery` as the page's. Without `page` the spec's answer (every match up to its cap, the screen
     * hides paging while searching); with it one page and the count of the matches up to 200 (`{total, rows}`,
     * `total_capped` past 200).
     */
    sellerSearch: (sellerId: number, text: string, listQuery: string, page?: number) => {
      if (page === undefined) return `/OrdersCategory/seller/search/${sellerId}/${enc(text)}${listQuery}`;
      const { offset, limit } = pageParams(page);
      return `/OrdersCategory/seller/search/${sellerId}/${enc(text)}${listQuery}${listQuery ? '&' : '?'}offset=${offset}&limit=${limit}`;
    },
    /** The retailer's own orders, optionally with one store. */
    retailerCount: (retailerId: number, store: string) =>
      `/OrdersCategory/length/${retailerId}${queryString({ store })}`,
    retailerPage: (retailerId: number, store: string, page: number) =>
      `/OrdersCategory/${retailerId}/${span(page)}${queryString({ store })}`,
    retailerSearch: (retailerId: number, store: string, term: string) =>
      `/OrdersCategory/search/${retailerId}/${enc(term)}${queryString({ store })}`,
    /** The dashboard's days are in the seller's time zone setting unless `tz` names another. */
    dashboard: (sellerId: number, days: number, tz?: string) => `/Dashboard/${sellerId}${queryString({ days, tz })}`,
  },
  cart: (sellerId: number) => `/Cart/${sellerId}`,
  recentStores: {
    visit: () => '/RecentStore',
    ofRetailer: (retailerId: number) => `/RecentStore/${retailerId}`,
  },
  quickOrder: (sellerId: number) => `/QuickOrder/${sellerId}`,
  shareLinks: () => '/ShareLinks',
  /** The admin's lists: one page (with every match's count as `X-Total-Count`), and the counts by status. */
  adminAccounts: {
    page: (kind: AdminAccountKind, page: number, search: string, filters: AdminAccountFilters = {}) =>
      `${ADMIN_LISTS[kind]}${queryString({
        from: (page - 1) * PAGE_SIZE,
        to: page * PAGE_SIZE,
        search,
        status: filters.status,
        duplicates: filters.duplicates ? 1 : undefined,
        duplicate_of: filters.duplicateOf,
      })}`,
    counts: (kind: AdminAccountKind, search: string) => `${ADMIN_LISTS[kind]}/counts${queryString({ search })}`,
    decisions: (kind: AdminAccountKind, id: number) => `${ADMIN_LISTS[kind]}/${id}/decisions`,
    /** The approval queue's page: the waiting accounts, oldest first. */
    waiting: (kind: AdminAccountKind, page: number) =>
      `${ADMIN_LISTS[kind]}${queryString({ status: 'waiting', dir: 'asc', from: (page - 1) * PAGE_SIZE, to: page * PAGE_SIZE })}`,
  },
};
