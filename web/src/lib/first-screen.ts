import { STORE_FIRST_SCREEN_ID, type Listing, type SellerInfo } from '@dawalink/shared';

/** A store link's first data, embedded by the server in its HTML (server/src/features/storefront/store-preview.ts). */
interface StoreFirstScreen {
  seller: SellerInfo;
  /** The first STORE_FIRST_LINES lines of the list: the answer of storeApiPaths.firstListings. */
  firstLines: Listing[];
  /** When the page was read: the data is as fresh as an answer received then (queries' staleTime counts from it). */
  readAt: number;
}

let read = false;
let embedded: StoreFirstScreen | null = null;

/**
 * The embedded first data of the store `url`, if this page came with it. Read from the page once, by the store
 * page's first query; a page of another store, or an older server without it, gets undefined and asks the API as
 * before.
 */
export function storeFirstScreen(url: string): StoreFirstScreen | undefined {
  if (!read) {
    read = true;
    const text = document.getElementById(STORE_FIRST_SCREEN_ID)?.textContent;
    try {
      const data = text ? (JSON.parse(text) as Omit<StoreFirstScreen, 'readAt'>) : null;
      embedded =
        data && typeof data.seller?.url === 'string' && Array.isArray(data.firstLines)
          ? { ...data, readAt: Date.now() }
          : null;
    } catch {
      embedded = null;
    }
  }
  return embedded && embedded.seller.url.toLowerCase() === url.trim().toLowerCase() ? embedded : undefined;
}
