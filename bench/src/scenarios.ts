import { STATEMENT_PAGE } from '@dawalink/shared';
import { BENCH } from './scales.js';

/** One request the benchmark repeats under load, against our server and (unless oursOnly) the baseline. */
export interface Scenario {
  name: string;
  title: string;
  method: 'GET' | 'POST';
  path: string;
  /** Which session cookie the request carries. */
  as?: 'seller' | 'retailer';
  body?: string;
  headers?: Record<string, string>;
  /** A body per request (sign-in cycles through many phones). */
  bodies?: () => string;
  /** A path per request (each invoice is issued for another order). */
  paths?: () => string;
  /** Run against our server only (no baseline counterpart). */
  oursOnly?: boolean;
  write?: boolean;
}

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
): Scenario[] {
  const big = BENCH.bigSeller;
  const orderBody = JSON.stringify({
    wholeseller_id: big.id,
    items: Array.from({ length: 10 }, (_, k) => ({ listing_id: 1 + k * 487, quantity: 1 + (k % 5) })),
  });
  let n = 0;
  let nextOrder = 0;
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
      title: 'Seller orders, page 200 (rows 9,950-10,000)',
      method: 'GET',
      path: `/api/OrdersCategory/seller/${big.id}/9950/10000`,
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
      as: 'retailer',
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
      name: 'store-gzip',
      title: 'Store listing with Accept-Encoding: gzip',
      method: 'GET',
      path: `/api/WholesellerCategory/${big.url}/${big.id}`,
      headers: { 'accept-encoding': 'gzip' },
      oursOnly: true,
    },
  ];
}
