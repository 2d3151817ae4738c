import { STORE_ICON_PATHS, type StoreIconName } from '@dawalink/shared';
import { escapeHtml } from './page-html.js';

/*
 * The store's own header as the server draws it before the app (web/src/features/storefront/store-header.tsx): on a
 * store link's page (features/storefront/store-preview.ts) and on its cart (plugins/first-screens-store.ts). The
 * links and the language switch on its right come with the app; the title and the Seller Info button are where
 * the app draws them.
 */

/** What web/src/features/storefront/store-icons.tsx renders for the icon. */
export function storeIcon(name: StoreIconName, size: number): string {
  return `<svg width="${size}" height="${size}" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor"><path d="${STORE_ICON_PATHS[name]}"></path></svg>`;
}

/** The brand mark of the app shell (index.html's, between its marks) at the size the store header draws it. */
export function storeHeaderLogo(shell: string): string {
  return (/<svg[\s\S]*?<\/svg>/.exec(shell)?.[0] ?? '').replace(/width="\d+" height="\d+"/, 'width="28" height="28"');
}

/** The header's markup: the logo, the store's name, the Seller Info button (`sellerInfo`: its label). */
export function storeHeaderMarkup(storeName: string, logo: string, sellerInfo: string): string {
  return (
    `<nav class="navbar navbar-light bg-white app-navbar store-navbar shadow-sm navbar-expand-lg"><div class="container-xl flex-nowrap">` +
    `<div class="d-flex align-items-center gap-2 store-title-wrap"><span class="d-none d-sm-inline-flex">${logo}</span>` +
    `<h1 class="h5 mb-0 store-title text-truncate" dir="auto">${escapeHtml(storeName)}</h1>` +
    `<button type="button" class="btn btn-link p-1 icon-touch text-brand" aria-label="${escapeHtml(sellerInfo)}" tabindex="-1">${storeIcon('info', 20)}</button></div></div></nav>`
  );
}
