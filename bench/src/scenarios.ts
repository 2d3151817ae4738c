import { STATEMENT_PAGE } from '@dawalink/shared';
import { BENCH } from './scales.js';

/** One request the benchmark repeats under load, against our server and (unless oursOnly) the baseline. */
export interface Scenario {
  name: string;
  title: string;
  method: 'GET' | 'POST';
  path: string;
  /** Which session cookie the request carries (the booker: seller 1's order booker, a team member). */
  as?: 'seller' | 'retailer' | 'buyer' | 'booker';
  body?: string;
  headers?: Record<string, string>;
  /** A body per request (sign-in cycles through many phones). */
  bodies?: () => string;
  /** A path per request (each invoice is issued for another order). */
  paths?: () => string;
  /** Run against our server only (no baseline counterpart). */
  oursOnly?: boolean;
  write?: boolean;
  /**
   * A POST that changes nothing another side or run reads (the quick order: its rate counter only), so the tools
   * that load the data as it is (`bench:pair`, `bench:split`) may run it beside the GET requests.
   */
  changesNothing?: boolean;
  /** Fewer connections than the run's, for a request that takes a second or more (more would only queue). */
  connections?: number;
  /** Seconds before a request counts as an error (autocannon's timeout; 10 unless set). */
  timeoutSeconds?: number;
  /**
   * The shortest slice, in seconds, that measures this scenario: a request of several seconds answers nothing
   * inside the run's usual 5 s slices, and a side that answered nothing fails its targets.
   */
  minSliceSeconds?: number;
}

/** What the newer scenarios need from the data (run.ts reads it from the database). */
export interface ScenarioData {
  /** The quick-order store's seller id and the pasted list for it (paste.ts). */
  quickOrder?: { sellerId: number; text: string };
  /** Retailer account ids the booker books for, one after the other. */
  bookFor?: number[];
  /** Orders of the big store: the deep page is page 200 when there are that many (large), else the last full one. */
  bigSellerOrders?: number;
}

/** The order every order scenario places: 10 lines of the big store. */
export const orderItems = () =>
  Array.from({ length: 10 }, (_, k) => ({ listing_id: 1 + k * 487, quantity: 1 + (k % 5) }));

/**
 * The scenarios on the large data set: `retailers` sign in in turn; the terms are frequent words of the data;
 * `retailerOne` is the account id of retailer 1 (the 10,000-entry statement); `toInvoice` are orders of seller 1
 * without an invoice, handed out one per request (baseline and ours share them, so each is invoiced once).
 */
export function scenarios(
  retailers: number,
  orderTerm: string,
  catalogueTerm: string,
  retailerOne = 0,
  toInvoice: number[] = [],
  data: ScenarioData = {},
): Scenario[] {
  const big = BENCH.bigSeller;
  const orderBody = JSON.stringify({ wholeseller_id: big.id, items: orderItems() });
  let n = 0;
  let nextOrder = 0;
  let nextBooking = 0;
  const bookFor = data.bookFor ?? [];
  const deep = Math.max(0, Math.floor(Math.min(9_950, (data.bigSellerOrders ?? 10_000) - 50) / 50) * 50);
  const deepRows = `${deep.toLocaleString('en')}-${(deep + 50).toLocaleString('en')}`;
  const signInPhones = Math.min(retailers, 5_000);
  return [
    {
      name: 'store',
      title: `Store listing, ${big.url} (5,000 lines)`,
      method: 'GET',
      path: `/api/WholesellerCategory/${big.url}/${big.id}`,
    },
    {
      name: 'orders-p1',
      title: 'Seller orders, page 1 (rows 0-50)',
      method: 'GET',
      path: `/api/OrdersCategory/seller/${big.id}/0/50`,
      as: 'seller',
    },
    {
      name: 'orders-p200',
      title: `Seller orders, page ${deep / 50 + 1} (rows ${deepRows})`,
      method: 'GET',
      path: `/api/OrdersCategory/seller/${big.id}/${deep}/${deep + 50}`,
      as: 'seller',
    },
    {
      name: 'orders-search',
      title: `Seller order search "${orderTerm}"`,
      method: 'GET',
      path: `/api/OrdersCategory/seller/search/${big.id}/${encodeURIComponent(orderTerm)}`,
      as: 'seller',
    },
    {
      name: 'catalogue-search',
      title: `Catalogue search "${catalogueTerm}" (product selection)`,
      method: 'GET',
      path: `/api/Admin/product/search/${big.id}/${encodeURIComponent(catalogueTerm)}`,
      as: 'seller',
    },
    {
      name: 'orders-search-page',
      title: `Seller order search "${orderTerm}", page 1 with the total (?offset=0&limit=50)`,
      method: 'GET',
      path: `/api/OrdersCategory/seller/search/${big.id}/${encodeURIComponent(orderTerm)}?offset=0&limit=50`,
      as: 'seller',
    },
    {
      name: 'catalogue-search-page',
      title: `Catalogue search "${catalogueTerm}", page 1 with the total (?offset=0&limit=50)`,
      method: 'GET',
      path: `/api/Admin/product/search/${big.id}/${encodeURIComponent(catalogueTerm)}?offset=0&limit=50`,
      as: 'seller',
    },
    {
      name: 'place-order',
      title: 'Place an order of 10 lines (POST /api/Orders)',
      method: 'POST',
      path: '/api/Orders',
      as: 'buyer',
      body: orderBody,
      write: true,
    },
    {
      name: 'sign-in',
      title: 'Sign-in (POST /api/auth/login, argon2id verify)',
      method: 'POST',
      path: '/api/auth/login',
      write: true,
      bodies: () => {
        const g = 1 + (n++ % signInPhones);
        return JSON.stringify({
          phone: `${BENCH.retailerPhonePrefix}${String(g).padStart(7, '0')}`,
          pin: BENCH.pin,
          remember: false,
        });
      },
    },
    {
      name: 'ledger-receivables',
      title: `Receivables, page 1 (GET /api/Ledger, ${retailers.toLocaleString('en')} retailers with a ledger)`,
      method: 'GET',
      path: '/api/Ledger',
      as: 'seller',
    },
    {
      name: 'ledger-statement',
      title: `Statement of ${BENCH.statementEntries.toLocaleString('en')} entries, newest ${STATEMENT_PAGE} (GET /api/Ledger/{retailerId}?limit=${STATEMENT_PAGE})`,
      method: 'GET',
      path: `/api/Ledger/${retailerOne}?limit=${STATEMENT_PAGE}`,
      as: 'seller',
    },
    {
      name: 'invoice-issue',
      title: 'Issue an invoice (POST /api/Orders/{id}/invoice, 5 lines)',
      method: 'POST',
      path: `/api/Orders/${toInvoice[0] ?? 0}/invoice`,
      as: 'seller',
      body: '{}',
      write: true,
      // Past the prepared orders the ids repeat and answer 409: counted as errors, so a run that is too long shows.
      paths: () => `/api/Orders/${toInvoice[nextOrder++ % Math.max(1, toInvoice.length)] ?? 0}/invoice`,
    },
    {
      name: 'quick-order',
      title: `Quick order: ${BENCH.pastedLines} pasted lines on a 5,000-line store (POST /api/QuickOrder/{sellerId})`,
      method: 'POST',
      path: `/api/QuickOrder/${data.quickOrder?.sellerId ?? 0}`,
      as: 'retailer',
      body: JSON.stringify({ text: data.quickOrder?.text ?? '' }),
      changesNothing: true,
      // About a second of PostgreSQL per request on the 2-core machine: 32 at once would only wait in its queue.
      connections: 4,
      // Seconds per request on a busy machine (11-13 s on the large data at a load average of 30): not an error.
      timeoutSeconds: 30,
      // 3-5 s a request on a quiet machine: a slice holds a few answers per connection only from 30 s on.
      minSliceSeconds: 30,
    },
    {
      name: 'booked-order',
      title: 'Booked order: the booker places 10 lines for a retailer (POST /api/Orders with retailer_id)',
      method: 'POST',
      path: '/api/Orders',
      as: 'booker',
      write: true,
      body: JSON.stringify({ wholeseller_id: big.id, retailer_id: bookFor[0] ?? 0, items: orderItems() }),
      bodies: () =>
        JSON.stringify({
          wholeseller_id: big.id,
          retailer_id: bookFor[nextBooking++ % Math.max(1, bookFor.length)] ?? 0,
          items: orderItems(),
        }),
    },
    {
      name: 'store-gzip',
      title: 'Store listing with Accept-Encoding: gzip',
      method: 'GET',
      path: `/api/WholesellerCategory/${big.url}/${big.id}`,
      headers: { 'accept-encoding': 'gzip' },
      oursOnly: true,
    },
    {
      name: 'orders-p1-browser',
      title: `Seller orders, page 1, as a browser asks for it (Accept-Encoding: ${BROWSER_ACCEPT_ENCODING})`,
      method: 'GET',
      path: `/api/OrdersCategory/seller/${big.id}/0/50`,
      as: 'seller',
      // What Chrome sends: every answer a browser gets is compressed, which the baseline never does.
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
      oursOnly: true,
    },
  ];
}

/** The Accept-Encoding of Chrome (and so of the phones at the counters). */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
