import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { UserType } from '@dawalink/shared';
import { Layout, type RouteHandle } from './Layout';
import { ErrorPage } from './ErrorPage';
import { RequireRole, RequireUser } from './guards';

type PageModule = { default: ComponentType };

/**
 * A code-split page, optionally behind a role guard. Pages get TanStack Query's provider (app/query.tsx, loaded with
 * the page) unless `queries: false`: only the sign-in page opts out, to keep its JS small (JS budget, issue 7).
 */
function page(
  load: () => Promise<PageModule>,
  access?: readonly UserType[] | 'user',
  { queries = true }: { queries?: boolean } = {},
): RouteObject['lazy'] {
  return async () => {
    const [{ default: Page }, query] = await Promise.all([load(), queries ? import('./query') : null]);
    const guarded = (element: ReactNode) =>
      !access ? (
        element
      ) : access === 'user' ? (
        <RequireUser>{element}</RequireUser>
      ) : (
        <RequireRole roles={access}>{element}</RequireRole>
      );
    const Component = query
      ? () => <query.QueryProvider>{guarded(<Page />)}</query.QueryProvider>
      : () => guarded(<Page />);
    return { Component };
  };
}

const SELLER = ['seller'] as const;
const RETAILER = ['retailer'] as const;
const ADMIN = ['admin'] as const;
const bare: RouteHandle = { bare: true };

/** Every route of both spec documents. Paths match case-insensitively, as the spec's links differ in case. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorPage />,
    children: [
      // access: sign-in, registration, PIN reset
      { path: '/', lazy: page(() => import('../features/auth/SignInPage'), undefined, { queries: false }) },
      { path: '/SignIn', lazy: page(() => import('../features/auth/SignInPage'), undefined, { queries: false }) },
      { path: '/Registration', lazy: page(() => import('../features/auth/RegistrationStep1Page')) },
      { path: '/Registration/:id', lazy: page(() => import('../features/auth/RegistrationStep1Page')) },
      { path: '/Registration2/:id', lazy: page(() => import('../features/auth/RegistrationStep2Page')) },
      { path: '/RegistrationOTPVerification', lazy: page(() => import('../features/auth/RegistrationOtpPage')) },
      { path: '/registeredsuccessfully', lazy: page(() => import('../features/auth/RegisteredPage')) },
      { path: '/wholesellerSignup', lazy: page(() => import('../features/auth/SellerSignupPage')) },
      { path: '/ForgotPin', lazy: page(() => import('../features/auth/ForgotPinPage')) },
      { path: '/ForgotPinOTPVerification', lazy: page(() => import('../features/auth/ForgotPinOtpPage')) },
      { path: '/SetNewPin', lazy: page(() => import('../features/auth/SetNewPinPage')) },
      { path: '/retailerForgotPin/:url', lazy: page(() => import('../features/auth/ForgotPinPage')) },
      { path: '/retailerSetNewPin/:url', lazy: page(() => import('../features/auth/SetNewPinPage')) },

      // profiles and admin account lists
      { path: '/profile', lazy: page(() => import('../features/accounts/SellerProfilePage'), SELLER) },
      { path: '/retailerProfile', lazy: page(() => import('../features/accounts/RetailerProfilePage'), RETAILER) },
      { path: '/ViewRetailers', lazy: page(() => import('../features/accounts/AdminRetailersPage'), ADMIN) },
      { path: '/ViewWholesellers', lazy: page(() => import('../features/accounts/AdminWholesalersPage'), ADMIN) },

      // admin catalogue
      { path: '/AdminPanel', lazy: page(() => import('../features/catalogue/AdminProductsPage'), ADMIN) },

      // seller workspace
      { path: '/WholesellerHome', lazy: page(() => import('../features/listings/ProductListPage'), SELLER) },
      { path: '/SelectProducts', lazy: page(() => import('../features/listings/SelectProductsPage'), SELLER) },
      { path: '/pricelist', lazy: page(() => import('../features/listings/PriceListPage'), SELLER) },
      { path: '/orders', lazy: page(() => import('../features/orders/SellerOrdersPage'), SELLER) },
      { path: '/printorders', handle: bare, lazy: page(() => import('../features/orders/PrintOrdersPage'), SELLER) },
      { path: '/dashboard', lazy: page(() => import('../features/orders/SellerDashboardPage'), SELLER) },

      // retailer
      { path: '/Home', lazy: page(() => import('../features/storefront/RecentStoresPage'), 'user') },
      { path: '/ordersRetailer', lazy: page(() => import('../features/orders/RetailerOrdersPage'), RETAILER) },
      { path: '/ordersRetailer/:store', lazy: page(() => import('../features/orders/RetailerOrdersPage'), RETAILER) },

      // storefront, cart and checkout (public: a visitor registers at checkout)
      { path: '/cart/:url', handle: bare, lazy: page(() => import('../features/storefront/CartPage')) },
      { path: '/checkout', lazy: page(() => import('../features/storefront/CheckoutPage')) },
      { path: '/phoneVerification/:url', lazy: page(() => import('../features/storefront/PhoneVerificationPage')) },
      { path: '/otpVerification/:url', lazy: page(() => import('../features/storefront/OtpVerificationPage')) },
      { path: '/PINVerification/:url', lazy: page(() => import('../features/storefront/PinVerificationPage')) },
      { path: '/RetailerSignupCheckout/:url', lazy: page(() => import('../features/storefront/RetailerSignupCheckoutPage')) },
      { path: '/loginCheckout/:url', lazy: page(() => import('../features/storefront/PhoneVerificationPage')) },
      { path: '/retailerlogin/:url', lazy: page(() => import('../features/storefront/PhoneVerificationPage')) },
      { path: '/orderplacedsucessfully/:url', lazy: page(() => import('../features/storefront/OrderPlacedPage')) },
      { path: '/:url', handle: bare, lazy: page(() => import('../features/storefront/StorePage')) },
      { path: '*', lazy: page(() => import('../features/storefront/StorePage')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
