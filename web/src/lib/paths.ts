/** Every page path in one place; components build links from here, never from scattered strings. */
export const paths = {
  signIn: '/',
  signInAlt: '/SignIn',
  /** Sign-in that comes back to `next` (a page of this app) for a retailer, e.g. the store they were in. */
  signInReturningTo: (next: string) => `/?next=${encodeURIComponent(next)}`,
  home: '/Home',
  /** The installed app's start (its web app manifest's start_url): the retailer's last store. */
  launch: '/launch',
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
} as const;

/** Where a signed-in user lands after sign-in. */
export const landingFor = (type: string) =>
  type === 'admin' ? paths.adminProducts : type === 'seller' ? paths.sellerHome : paths.retailerOrders;

/** A `next` page to return to after sign-in: only a path of this app, never another site. */
export function safeNext(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.includes('\\') ? next : null;
}

/** Where an already signed-in user is sent from the sign-in page. */
export const profileFor = (type: string) =>
  type === 'admin' ? paths.adminProducts : type === 'seller' ? paths.sellerProfile : paths.retailerProfile;
