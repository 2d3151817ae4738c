import rtlBootstrap from 'bootstrap/dist/css/bootstrap.rtl.min.css?inline';
import theme from '../theme.css?inline';
import storefront from '../features/storefront/storefront.css?inline';
// The pages the server draws with their data: their stylesheets are the entry's too (main.tsx).
import money from '../features/money/money.css?inline';
import ageingBar from '../components/ageing-bar.css?inline';
import dashboard from '../features/orders/dashboard.css?inline';
import sellerOrders from '../features/orders/seller-orders.css?inline';
import tickBox from '../components/tick-box.css?inline';
import adminAccounts from '../features/accounts/admin-accounts.css?inline';
import listings from '../features/listings/listings.css?inline';
import access from '../features/auth/access.css?inline';
import urduFont from './urdu-font.css?inline';
import urdu from './urdu.css?inline';

/*
 * The right-to-left stylesheet's text: Bootstrap's RTL build with the app's entry stylesheets, the Urdu font's faces
 * and the Urdu rules, in one <style> (urdu-style.ts). The web build writes the same text out as app-rtl.css, which the
 * server puts inline in every page it sends in Urdu (web/vite.config.ts, rtlStylesheet). The font's faces are inline
 * with the rest, not a stylesheet of the chunk's own: a second copy of the @font-face rules, arriving after the first
 * paint, made new faces that swapped in and grew every line.
 */
export const rtlSheetText = [
  rtlBootstrap,
  theme,
  storefront,
  money,
  ageingBar,
  dashboard,
  sellerOrders,
  tickBox,
  adminAccounts,
  listings,
  access,
  urduFont,
  urdu,
].join('\n');
