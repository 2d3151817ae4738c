import {
  DEVICE_CART_ATTRIBUTE,
  DEVICE_CART_WORDS_ID,
  sellerInfoSchema,
  storeApiPaths,
  type Catalogue,
  type DeviceCartWords,
} from '@dawalink/shared';
import { escapeHtml } from '../lib/page-html.js';
import { storeHeaderLogo, storeHeaderMarkup } from '../lib/store-header-html.js';
import { formField, spinner, type FirstScreen, type PageAssets } from './first-screen-parts.js';

/*
 * The cart and the checkout (web/src/features/storefront/cart-page.tsx, checkout-page.tsx) as they open, for
 * anyone (a visitor orders through them). What is in the cart lives on the device (web/src/lib/cart-store.ts), so
 * the server draws the page around it (the store's header on the cart, the form on the checkout) and the cart's
 * panel without its lines and total; the device's own small script (web/src/first-paint/device-cart.ts) draws
 * those from its storage as soon as the page is parsed, seconds before the app's code is in on a slow phone.
 */

/**
 * The cart's panel (cart-panel.tsx) for the store `url` (empty: the store last opened), its lines and total left to
 * the device: a spinner until its script has drawn them.
 */
const cartPanel = (t: Catalogue, url: string, action: string) =>
  `<section class="cart-panel" aria-label="${escapeHtml(t.STOREFRONT_MSG.yourOrder)}" ${DEVICE_CART_ATTRIBUTE}="${escapeHtml(url)}">` +
  `<h2 class="h5 mb-3">${escapeHtml(t.STOREFRONT_MSG.yourOrder)}</h2><div data-cart-lines="">${spinner(t.UI_MSG.loading)}</div>` +
  `<div class="d-flex justify-content-between align-items-center border-top pt-3 mt-2"><span class="fw-semibold">${escapeHtml(t.SHOP_UI.total)}</span>` +
  `<span class="fw-bold money fs-5" data-testid="cart-total" data-cart-total="">&nbsp;</span></div>` +
  `<button type="button" class="w-100 mt-3 btn btn-primary btn-lg" tabindex="-1">${escapeHtml(action)}</button></section>`;

/** A message with one value, the value's place marked for the device's script (DeviceCartWords). */
const template = (message: (value: string) => string) => message('\u0000');

/** The cart panel's words and the device's script that draws the lines, when the build has it. */
function deviceCart(t: Catalogue, assets: PageAssets): string {
  if (!assets.deviceCartScript) return '';
  const words: DeviceCartWords = {
    noItemsAdded: t.MSG.noItemsAdded,
    remove: t.SHOP_UI.remove,
    quantityOf: template(t.SHOP_UI.quantityOf),
    decrease: t.SHOP_UI.decrease,
    increase: t.SHOP_UI.increase,
    each: template(t.SHOP_UI.each),
    offerOff: template((value) => t.ORDER_DESK_MSG.offerOff(value as unknown as number)),
  };
  return (
    `<script type="application/json" id="${DEVICE_CART_WORDS_ID}">${JSON.stringify(words).replace(/</g, '\\u003c')}</script>` +
    `<script src="${escapeHtml(assets.deviceCartScript)}"></script>`
  );
}

export const STORE_FIRST_SCREENS: Record<string, FirstScreen> = {
  // The store's cart: its header with the store's name (public, as on the store's own page), the panel's heading.
  '/cart/:url': {
    for: () => true,
    bare: true,
    afterRoot: deviceCart,
    data: {
      reads: (_user, _id, url) => [storeApiPaths.seller(url)],
      draw: (t, [answer], _language, _user, _id, url, logo) => {
        const seller = sellerInfoSchema.safeParse(answer);
        if (!seller.success) return undefined;
        return (
          storeHeaderMarkup(seller.data.busniess_name, storeHeaderLogo(logo), t.STOREFRONT_MSG.sellerInfo) +
          `<main class="container py-4" style="max-width: 640px;"><div class="page-card">${cartPanel(t, url, t.SHOP_UI.checkout)}` +
          `<p class="text-center mt-3 mb-0"><a href="/${encodeURIComponent(url)}" tabindex="-1">${escapeHtml(t.SHOP_UI.continueShopping)}</a></p></div></main>`
        );
      },
    },
  },
  // The checkout's form; the cart beside it (below it on a phone) is the last store's, which only the device knows.
  // Without a store opened on this device, the line that says so (the device's script shows it).
  '/checkout': {
    for: () => true,
    afterRoot: deviceCart,
    draw: (t) => {
      const T = t.SHOP_UI;
      return (
        `<main class="container py-4" data-with-store=""><h1 class="h3 mb-3">${escapeHtml(T.checkout)}</h1><div class="g-3 row"><div class="col-lg-7">` +
        `<div class="page-card"><h2 class="h5 mb-3">${escapeHtml(T.yourDetails)}</h2>` +
        formField(T.fullName) +
        formField(T.phoneNo) +
        formField(T.emailOptional) +
        formField(T.storeName) +
        formField(T.address, { lines: 2 }) +
        `</div></div><div class="col-lg-5"><div class="page-card cart-sticky">` +
        `<p class="small text-muted mb-2">${escapeHtml(T.orderingFrom)} <a tabindex="-1" data-ordering-from="">&nbsp;</a></p>` +
        `${cartPanel(t, '', t.STOREFRONT_MSG.orderNow)}</div></div></div></main>` +
        `<main class="container" data-no-store="" hidden><div class="page-card auth-card text-center"><h1 class="h4">${escapeHtml(T.checkout)}</h1>` +
        `<p class="text-muted">${escapeHtml(t.STOREFRONT_MSG.checkoutStoreMissing)}</p><a tabindex="-1">${escapeHtml(t.STOREFRONT_MSG.recentSuppliers)}</a></div></main>`
      );
    },
  },
};
