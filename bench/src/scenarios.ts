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
  /** Run against our server only (no baseline counterpart). */
  oursOnly?: boolean;
  write?: boolean;
}

/** The scenarios on the large data set: `retailers` sign in in turn; the terms are frequent words of the data. */
export function scenarios(retailers: number, orderTerm: string, catalogueTerm: string): Scenario[] {
  const big = BENCH.bigSeller;
  const orderBody = JSON.stringify({
    wholeseller_id: big.id,
    items: Array.from({ length: 10 }, (_, k) => ({ listing_id: 1 + k * 487, quantity: 1 + (k % 5) })),
  });
  let n = 0;
  const signInPhones = Math.min(retailers, 5_000);
  return [
    { name: 'store', title: `Store listing, ${big.url} (5,000 lines)`, method: 'GET', path: `/api/WholesellerCategory/${big.url}/${big.id}` },
    { name: 'orders-p1', title: 'Seller orders, page 1 (rows 0-50)', method: 'GET', path: `/api/OrdersCategory/seller/${big.id}/0/50`, as: 'seller' },
    { name: 'orders-p200', title: 'Seller orders, page 200 (rows 9,950-10,000)', method: 'GET', path: `/api/OrdersCategory/seller/${big.id}/9950/10000`, as: 'seller' },
    { name: 'orders-search', title: `Seller order search "${orderTerm}"`, method: 'GET', path: `/api/OrdersCategory/seller/search/${big.id}/${encodeURIComponent(orderTerm)}`, as: 'seller' },
    { name: 'catalogue-search', title: `Catalogue search "${catalogueTerm}" (product selection)`, method: 'GET', path: `/api/Admin/product/search/${big.id}/${encodeURIComponent(catalogueTerm)}`, as: 'seller' },
    { name: 'place-order', title: 'Place an order of 10 lines (POST /api/Orders)', method: 'POST', path: '/api/Orders', as: 'retailer', body: orderBody, write: true },
    {
      name: 'sign-in',
      title: 'Sign-in (POST /api/auth/login, argon2id verify)',
      method: 'POST',
      path: '/api/auth/login',
      write: true,
      bodies: () => {
        const g = 1 + (n++ % signInPhones);
        return JSON.stringify({ phone: `${BENCH.retailerPhonePrefix}${String(g).padStart(7, '0')}`, pin: BENCH.pin, remember: false });
      },
    },
    { name: 'store-gzip', title: 'Store listing with Accept-Encoding: gzip', method: 'GET', path: `/api/WholesellerCategory/${big.url}/${big.id}`, headers: { 'accept-encoding': 'gzip' }, oursOnly: true },
  ];
}
