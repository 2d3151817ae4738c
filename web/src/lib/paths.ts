import type { SellerRole, StaffRole } from '@dawalink/shared';
/** Every page path in one place; components build links from here, never from scattered strings. */
export const paths = {
  signIn: '/',
  signInAlt: '/SignIn',
  /** Sign-in that comes back to `next` (a page of this app) for a retailer, e.g. the store they were in. */
  signInReturningTo: (next: string) => `/?next=${encodeURIComponent(next)}`,
  home: '/Home',
  store: (url: string) => `/${encodeURIComponent(url)}`,
  cart: (url: string) => `/cart/${encodeURIComponent(url)}`,
  checkout: '/checkout',
  retailerSignupCheckout: (url: string) => `/RetailerSignupCheckout/${encodeURIComponent(url)}`,
  phoneVerification: (url: string) => `/phoneVerification/${encodeURIComponent(url)}`,
  otpVerification: (url: string) => `/otpVerification/${encodeURIComponent(url)}`,
  pinVerification: (url: string) => `/PINVerification/${encodeURIComponent(url)}`,
  orderPlaced: (url: string) => `/orderplacedsucessfully/${encodeURIComponent(url)}`,
  retailerOrders: '/ordersRetailer',
  retailerOrdersForStore: (store: string) => `/ordersRetailer/${encodeURIComponent(store)}`,
  retailerProfile: '/retailerProfile',
  sellerProfile: '/profile',
  sellerHome: '/WholesellerHome',
  selectProducts: '/SelectProducts',
  sellerOrders: '/orders',
  printOrders: '/printorders',
  sellerDashboard: '/dashboard',
  priceList: '/pricelist',
  registration: (id = 'new') => `/Registration/${encodeURIComponent(id)}`,
  registration2: (id = 'new') => `/Registration2/${encodeURIComponent(id)}`,
  registrationOtp: '/RegistrationOTPVerification',
  registered: '/registeredsuccessfully',
  sellerSignup: '/wholesellerSignup',
  forgotPin: '/ForgotPin',
  forgotPinOtp: '/ForgotPinOTPVerification',
  setNewPin: '/SetNewPin',
  retailerForgotPin: (url: string) => `/retailerForgotPin/${encodeURIComponent(url)}`,
  retailerSetNewPin: (url: string) => `/retailerSetNewPin/${encodeURIComponent(url)}`,
  adminProducts: '/AdminPanel',
  adminRetailers: '/ViewRetailers',
  adminWholesalers: '/ViewWholesellers',
  adminApprovals: '/AdminApprovals',
  team: '/team',
  teamActivity: '/team/activity',
  joinTeam: '/joinTeam',
  bookOrder: '/bookOrder',
  myRetailers: '/myRetailers',
  // trade money (one statement, return or invoice: lib/money-paths.ts)
  receivables: '/receivables',
  accounts: '/accounts',
  returns: '/returns',
  invoices: '/invoice',
} as const;

/**
 * The seller pages a team member's role may open (the owner opens every one): the web's mirror of the server's grants
 * (server/src/plugins/seller-roles.ts), which alone decide what a call may do. A seller page not listed is the owner's.
 * The first page of a role is where that member lands.
 */
export const STAFF_PAGES: Record<StaffRole, readonly string[]> = {
  clerk: [paths.sellerOrders, paths.printOrders, paths.invoices],
  booker: [paths.bookOrder, paths.myRetailers],
  accountant: [paths.sellerOrders, paths.printOrders, paths.receivables, paths.returns, paths.invoices],
  catalogue: [paths.sellerHome, paths.selectProducts, paths.priceList],
};

/** A seller's role (`owner` for the seller account itself), or null for a retailer, the admin or nobody. */
export const sellerRole = (user: { type: string; role?: SellerRole } | null | undefined): SellerRole | null =>
  user?.type === 'seller' ? (user.role ?? 'owner') : null;

/** Whether a signed-in user may open a page path (only a seller's staff role narrows it). */
export function mayOpen(user: { type: string; role?: SellerRole } | null | undefined, path: string): boolean {
  const role = sellerRole(user);
  if (!role || role === 'owner') return true;
  const wanted = path.toLowerCase();
  // A listed page opens with what follows it too (a retailer's statement under Receivables, one invoice).
  return STAFF_PAGES[role].some((p) => wanted === p.toLowerCase() || wanted.startsWith(`${p.toLowerCase()}/`));
}

/** Where a signed-in user lands after sign-in; a seller's team member on their role's first page. */
export const landingFor = (type: string, role?: SellerRole) =>
  type === 'admin'
    ? paths.adminProducts
    : type === 'seller'
      ? role && role !== 'owner'
        ? STAFF_PAGES[role][0]
        : paths.sellerHome
      : paths.retailerOrders;

/** A `next` page to return to after sign-in: only a path of this app, never another site. */
export function safeNext(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.includes('\\') ? next : null;
}

/** Where an already signed-in user is sent from the sign-in page. */
export const profileFor = (type: string, role?: SellerRole) =>
  type === 'admin'
    ? paths.adminProducts
    : type === 'seller'
      ? role && role !== 'owner'
        ? landingFor(type, role)
        : paths.sellerProfile
      : paths.retailerProfile;
