/** Store link slug from a business name: lower-case letters and digits joined by dashes. */
export function storeSlug(businessName: string): string {
  return businessName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** Store page paths that are app routes, never store slugs. */
export const RESERVED_SLUGS = new Set([
  'signin',
  'home',
  'cart',
  'checkout',
  'wholesellerhome',
  'selectproducts',
  'orders',
  'printorders',
  'profile',
  'retailerprofile',
  'registration',
  'registration2',
  'forgotpin',
  'registrationotpverification',
  'setnewpin',
  'forgotpinotpverification',
  'registeredsuccessfully',
  'wholesellersignup',
  'adminpanel',
  'viewretailers',
  'viewwholesellers',
  'ordersretailer',
  'wholeseller',
  'phoneverification',
  'otpverification',
  'pinverification',
  'retailersignupcheckout',
  'orderplacedsucessfully',
  'logincheckout',
  'retailerlogin',
  'retailerforgotpin',
  'retailersetnewpin',
  'api',
  'static',
  'assets',
  'url',
  'dashboard',
  'pricelist',
  'launch',
  'receivables',
  'accounts',
  'returns',
  'requestreturn',
  'invoice',
  'adminlicences',
]);
