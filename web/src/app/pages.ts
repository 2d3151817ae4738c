import type { ComponentType } from 'react';
import {
  isPlaceholderUrl,
  STORE_FIRST_LINES,
  STORE_FIRST_SCREEN_ID,
  storeApiPaths,
  type UserType,
} from '@dawalink/shared';
import { prefetch } from '../lib/prefetch';
import { readUserCookie } from '../lib/user-cookie';

export type PageModule = { default: ComponentType };

export interface PageEntry {
  path: string;
  load: () => Promise<PageModule>;
  /** Who may see it: a role list, or 'user' for anyone signed in; none = public. */
  access?: readonly UserType[] | 'user';
  /** Wrapped in TanStack Query's provider (default); only the sign-in page opts out (JS budget). */
  queries?: boolean;
  /** The page draws its own header (store pages) or none (print slips). */
  bare?: boolean;
  /** The API calls the page makes first, started by app/early.ts while the page's code still loads. */
  prefetch?: (params: Record<string, string>) => void;
}

const SELLER = ['seller'] as const;
const RETAILER = ['retailer'] as const;
const ADMIN = ['admin'] as const;
const MONEY_SIDES = ['seller', 'retailer'] as const;

/** A money screen, through the money feature's one page index (features/money/money-pages.ts). */
const money = (name: string) => () => import('../features/money/money-pages').then((m) => m.moneyPages[name]());

/** A store's seller, then (with the seller's id) the first lines of its list: what the store page asks for first. */
function prefetchStore({ url }: Record<string, string>) {
  // Nothing to ask for when the HTML brought both: the server embeds them for the store it opens (lib/first-screen.ts).
  if (isPlaceholderUrl(url) || document.getElementById(STORE_FIRST_SCREEN_ID)) return;
  void prefetch(storeApiPaths.seller(url))
    .then((response) => (response.ok ? (response.json() as Promise<{ id?: unknown }>) : null))
    .then((seller) => {
      if (seller && typeof seller.id === 'number')
        void prefetch(storeApiPaths.firstListings(url, seller.id, STORE_FIRST_LINES)).catch(() => {});
    })
    .catch(() => {});
}

/** The signed-in seller's product list (the `user` cookie says who it is; the server checks the session). */
function prefetchSellerListings() {
  const user = readUserCookie();
  if (user?.type === 'seller') void prefetch(`/WholesellerCategory/${user.id}`).catch(() => {});
}

/** One of app/page-prefetch.ts's first calls, from its own chunk. */
const early = (name: 'sellerOrders' | 'receivables' | 'supplierAccounts' | 'retailerOrders') => () =>
  void import('./page-prefetch').then((m) => m[name]()).catch(() => {});

/**
 * Every page of both spec documents, in the router's order (app/router.tsx builds the routes from it; app/early.ts
 * matches the first URL against it). Paths match case-insensitively, as the spec's links differ in case.
 */
export const PAGES: PageEntry[] = [
  // access: sign-in, registration, PIN reset
  { path: '/', load: () => import('../features/auth/sign-in-page'), queries: false },
  { path: '/SignIn', load: () => import('../features/auth/sign-in-page'), queries: false },
  { path: '/Registration', load: () => import('../features/auth/registration-step1-page') },
  { path: '/Registration/:id', load: () => import('../features/auth/registration-step1-page') },
  { path: '/Registration2/:id', load: () => import('../features/auth/registration-step2-page') },
  { path: '/RegistrationOTPVerification', load: () => import('../features/auth/registration-otp-page') },
  { path: '/registeredsuccessfully', load: () => import('../features/auth/registered-page') },
  { path: '/wholesellerSignup', load: () => import('../features/auth/seller-signup-page') },
  { path: '/ForgotPin', load: () => import('../features/auth/forgot-pin-page') },
  { path: '/ForgotPinOTPVerification', load: () => import('../features/auth/forgot-pin-otp-page') },
  { path: '/SetNewPin', load: () => import('../features/auth/set-new-pin-page') },
  { path: '/retailerForgotPin/:url', load: () => import('../features/auth/forgot-pin-page') },
  { path: '/retailerSetNewPin/:url', load: () => import('../features/auth/set-new-pin-page') },

  // profiles and admin account lists
  { path: '/profile', load: () => import('../features/accounts/seller-profile-page'), access: SELLER },
  { path: '/retailerProfile', load: () => import('./retailer-profile-route'), access: RETAILER },
  { path: '/ViewRetailers', load: () => import('../features/accounts/admin-retailers-page'), access: ADMIN },
  { path: '/ViewWholesellers', load: () => import('../features/accounts/admin-wholesalers-page'), access: ADMIN },
  { path: '/AdminApprovals', load: () => import('../features/accounts/admin-approvals-page'), access: ADMIN },
  { path: '/AdminLicences', load: () => import('../features/licences/admin-licences-page'), access: ADMIN },

  // admin catalogue
  { path: '/AdminPanel', load: () => import('../features/catalogue/admin-products-page'), access: ADMIN },

  // seller workspace
  {
    path: '/WholesellerHome',
    load: () => import('../features/listings/product-list-page'),
    access: SELLER,
    prefetch: prefetchSellerListings,
  },
  { path: '/SelectProducts', load: () => import('../features/listings/select-products-page'), access: SELLER },
  { path: '/pricelist', load: () => import('../features/listings/price-list-page'), access: SELLER },
  {
    path: '/orders',
    load: () => import('../features/orders/seller-orders-page'),
    access: SELLER,
    prefetch: early('sellerOrders'),
  },
  { path: '/printorders', load: () => import('../features/orders/print-orders-page'), access: SELLER, bare: true },
  { path: '/dashboard', load: () => import('../features/orders/seller-dashboard-page'), access: SELLER },

  // trade money
  { path: '/receivables', load: money('receivables'), access: SELLER, prefetch: early('receivables') },
  { path: '/receivables/:retailerId', load: money('sellerStatement'), access: SELLER },
  { path: '/accounts', load: money('accounts'), access: RETAILER, prefetch: early('supplierAccounts') },
  { path: '/accounts/:sellerId', load: money('supplierStatement'), access: RETAILER },
  { path: '/returns', load: money('returns'), access: MONEY_SIDES },
  { path: '/returns/:id', load: money('returnDetail'), access: MONEY_SIDES },
  { path: '/requestReturn/:orderId', load: money('requestReturn'), access: RETAILER },
  { path: '/invoice/:orderId', load: money('invoice'), access: MONEY_SIDES },

  // seller team (the owner) and orders booked for retailers (the owner and order bookers)
  { path: '/team', load: () => import('../features/team/team-page'), access: SELLER },
  { path: '/team/activity', load: () => import('../features/team/team-activity-page'), access: SELLER },
  { path: '/joinTeam', load: () => import('../features/team/join-team-page') },
  { path: '/bookOrder', load: () => import('../features/team/book-order-page'), access: SELLER },
  { path: '/myRetailers', load: () => import('../features/team/my-retailers-page'), access: SELLER },

  // retailer
  { path: '/Home', load: () => import('../features/storefront/recent-stores-page'), access: 'user' },
  {
    path: '/ordersRetailer',
    load: () => import('../features/orders/retailer-orders-page'),
    access: RETAILER,
    prefetch: early('retailerOrders'),
  },
  { path: '/ordersRetailer/:store', load: () => import('../features/orders/retailer-orders-page'), access: RETAILER },

  // storefront, cart and checkout (public: a visitor registers at checkout)
  { path: '/cart/:url', load: () => import('../features/storefront/cart-page'), bare: true },
  { path: '/checkout', load: () => import('../features/storefront/checkout-page') },
  { path: '/phoneVerification/:url', load: () => import('../features/storefront/phone-verification-page') },
  { path: '/otpVerification/:url', load: () => import('../features/storefront/otp-verification-page') },
  { path: '/PINVerification/:url', load: () => import('../features/storefront/pin-verification-page') },
  { path: '/RetailerSignupCheckout/:url', load: () => import('../features/storefront/retailer-signup-checkout-page') },
  { path: '/loginCheckout/:url', load: () => import('../features/storefront/phone-verification-page') },
  { path: '/retailerlogin/:url', load: () => import('../features/storefront/phone-verification-page') },
  { path: '/orderplacedsucessfully/:url', load: () => import('../features/storefront/order-placed-page') },
  { path: '/:url', load: () => import('../features/storefront/store-page'), bare: true, prefetch: prefetchStore },
  { path: '*', load: () => import('../features/storefront/store-page') },
];

/**
 * The page a path opens, as the router picks it for these routes: segments compared case-insensitively, a
 * static segment beats a parameter, `*` last. Only used to start loading early: the router still decides.
 */
export function matchPage(pathname: string): { page: PageEntry; params: Record<string, string> } | null {
  const parts = pathname.split('/').filter(Boolean);
  let best: { page: PageEntry; params: Record<string, string>; score: number } | null = null;
  for (const page of PAGES) {
    if (page.path === '*') continue;
    const pattern = page.path.split('/').filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    let ok = true;
    for (let i = 0; i < pattern.length && ok; i++) {
      if (pattern[i].startsWith(':')) {
        try {
          params[pattern[i].slice(1)] = decodeURIComponent(parts[i]);
        } catch {
          ok = false;
        }
      } else if (pattern[i].toLowerCase() === parts[i].toLowerCase()) score++;
      else ok = false;
    }
    if (ok && (!best || score > best.score)) best = { page, params, score };
  }
  if (best) return { page: best.page, params: best.params };
  const fallback = PAGES.find((p) => p.path === '*');
  return fallback ? { page: fallback, params: {} } : null;
}
