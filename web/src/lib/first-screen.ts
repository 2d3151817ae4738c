import { STORE_FIRST_SCREEN_ID, type Listing, type SellerInfo } from '@dawalink/shared';

/** A store link's first data, embedded by the server in its HTML (server/src/features/storefront/store-preview.ts). */
export interface StoreFirstScreen {
  seller: SellerInfo;
  /** The first STORE_FIRST_LINES lines of the list: the answer of storeApiPaths.firstListings. */
  firstLines: Listing[];
}

let read = false;
let embedded: StoreFirstScreen | null = null;
/** When the page was loaded: the data is as fresh as an answer received then (queries' staleTime counts from it). */
export let firstScreenAt = 0;

/**
 * The embedded first data of the store `url`, if this page came with it. Read once (entry chunk, before the app
 * loads); a page of another store, or an older server without it, gets undefined and asks the API as before.
 */
export function storeFirstScreen(url: string): StoreFirstScreen | undefined {
  if (!read) {
    read = true;
    firstScreenAt = Date.now();
    const text = document.getElementById(STORE_FIRST_SCREEN_ID)?.textContent;
    try {
      const data = text ? (JSON.parse(text) as StoreFirstScreen) : null;
      embedded = data && typeof data.seller?.url === 'string' && Array.isArray(data.firstLines) ? data : null;
    } catch {
      embedded = null;
    }
  }
  return embedded && embedded.seller.url.toLowerCase() === url.trim().toLowerCase() ? embedded : undefined;
}
