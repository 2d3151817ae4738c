/**
 * The store page's first API paths (relative to /api): its seller, then its product list (first lines, then all). The page's queries and
 * its first-visit prefetch (web) ask for them; the server names the same paths in the store page's preload header,
 * so the browser can hand the page the answers it already has.
 */
/**
 * The store page asks for its first lines alone (`?first=`), draws them, then loads the whole list: on a slow
 * mobile network a 5,000-line list is ~65 KB compressed, the first screenful ~3 KB (docs/performance.md). Here, not
 * in constants.ts: the web app's small entry chunk imports this file and nothing else of the package.
 */
export const STORE_FIRST_LINES = 40;

/**
 * A store link's HTML carries the page's first data beside the server-drawn first screen: the seller and the first
 * lines (the answers of `storeApiPaths.seller` and `.firstListings`), as JSON in
 * `<script type="application/json" id={STORE_FIRST_SCREEN_ID}>` (data, not code: the CSP has nothing to allow).
 * The page starts from it instead of asking the API for both.
 */
/**
 * The id of the JSON data block in a signed-in page's HTML when the server drew its first screen with the caller's
 * data (server/src/plugins/first-screens.ts): the API answers it drew with, keyed by their paths under /api.
 */
export const FIRST_SCREEN_ANSWERS_ID = 'first-screen-answers';

export const STORE_FIRST_SCREEN_ID = 'store-first-screen';

/**
 * The attribute on #root of a store link's HTML while it holds the server-drawn first screen: the page then loads
 * its code after that screen is painted and renders beside it until it can take its place (web/src/lib/preview.ts).
 */
export const STORE_PREVIEW_ATTRIBUTE = 'data-preview';

/**
 * The attribute on #root of a signed-in page's HTML while it holds the page's first screen drawn by the server (its
 * heading and what shows before any data: server/src/plugins/first-screens.ts). The page loads its code after that
 * screen is painted (web/src/app/early.ts); React's first render, the page itself, replaces it.
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/**
 * The cart's panel drawn by the server on the cart and the checkout (server/src/plugins/first-screens-store.ts):
 * this attribute holds the store's link (empty on the checkout, which orders from the store last opened), and the
 * device's own script (web/src/first-paint/device-cart.ts) draws the cart's lines into it from the device's storage
 * before the app has loaded, with the words of the JSON block DEVICE_CART_WORDS_ID.
 */
export const DEVICE_CART_ATTRIBUTE = 'data-device-cart';
export const DEVICE_CART_WORDS_ID = 'device-cart-words';

/**
 * The cart panel's words in the page's language; a message with a value holds U+0000 where the value goes (the
 * script puts the value in).
 */
export interface DeviceCartWords {
  noItemsAdded: string;
  remove: string;
  quantityOf: string;
  decrease: string;
  increase: string;
  each: string;
  offerOff: string;
}

export const storeApiPaths = {
  seller: (url: string) => `/WholesellerCategory/url/${encodeURIComponent(url)}`,
  listings: (url: string, sellerId: number) => `/WholesellerCategory/${encodeURIComponent(url)}/${sellerId}`,
  /** Only the list's first `lines` lines (the first screen, drawn before the whole list has come). */
  firstListings: (url: string, sellerId: number, lines: number) =>
    `/WholesellerCategory/${encodeURIComponent(url)}/${sellerId}?first=${lines}`,
};

/**
 * Store paths a person may type without filling them in: the spec answers "Please Enter the URL in the Browser"
 * (the store, cart and phone pages), and nothing is asked of the API for them (the first-visit prefetch).
 */
const PLACEHOLDERS = new Set([':url', '{url}', 'url', '%7burl%7d', '<url>', 'undefined', 'null', ':id', '{id}']);
export function isPlaceholderUrl(url: string | undefined): boolean {
  if (!url) return true;
  const u = url.trim().toLowerCase();
  return u === '' || PLACEHOLDERS.has(u) || u.startsWith(':') || (u.startsWith('{') && u.endsWith('}'));
}
