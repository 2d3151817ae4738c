import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { STORE_FIRST_LINES, storeApiPaths, type Language, type Listing } from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import { encodedPage, type EncodedPage } from '../../lib/http-encoding.js';
import type { StorePageLookup } from '../../plugins/web-app.js';
import type { StoreListingCache } from './store-listing-cache.js';
import { pageWithStorePreview } from './store-preview.js';
import { sellerInfoByUrl } from './storefront.service.js';

/** A path of one segment that can be a store link (`/{url}`), echoed as is into the preload's address. */
const STORE_PATH = /^\/([\w.-]{1,200})$/;

/**
 * A store link's page (docs/performance.md, "Front end"): its HTML holds the store's first lines, drawn by the
 * server, and the page's first data (the seller and the first lines: store-preview.ts), so a buyer reads them before
 * the scripts have loaded and the app asks the API for neither; built and compressed once per store version (the
 * store cache's entry) and seller profile. When no preview can be made (a build without the shell's marks, a
 * failure), the answer is index.html with `Link: rel=preload` for the seller and the first lines instead, so the
 * browser fetches both while it reads the HTML; the page's own requests (web/src/app/pages.ts) take the preloaded
 * answers (same `storeApiPaths`). Undefined for a path that names no enabled store. One page per language (the
 * device's, plugins/web-app.ts), each made when first asked for.
 */
export function storePages(db: Kysely<Database>, cache: StoreListingCache, log: FastifyBaseLogger): StorePageLookup {
  return (indexHtml) => {
    /**
     * Per cache entry (a store version) and language: the seller it was drawn with and its page. Goes with the
     * entry.
     */
    type Preview = { seller: string; page: Promise<EncodedPage | undefined> };
    const previews = new WeakMap<object, Partial<Record<Language, Preview>>>();
    return async (pathname, language) => {
      const url = STORE_PATH.exec(pathname)?.[1];
      if (!url) return undefined;
      const seller = await sellerInfoByUrl(db, url).catch(() => undefined);
      if (!seller) return undefined;
      const link = storePreloads(url, seller.id);
      try {
        const entry = await cache.get(url, seller.id);
        // The seller's own fields are drawn too (name, address...): a profile change makes a new page.
        const sellerKey = JSON.stringify(seller);
        const inLanguages = previews.get(entry) ?? {};
        previews.set(entry, inLanguages);
        let preview = inLanguages[language];
        if (!preview || preview.seller !== sellerKey) {
          const lines = JSON.parse(cache.firstLines(entry, STORE_FIRST_LINES).json.toString()) as Listing[];
          const html = pageWithStorePreview(indexHtml[language], seller, lines, language);
          // A quicker brotli than index.html's: a buyer waits for it once per store version.
          preview = { seller: sellerKey, page: html ? encodedPage(html, 9) : Promise.resolve(undefined) };
          inLanguages[language] = preview;
        }
        const page = await preview.page;
        // With the data in the page, the app asks for neither: no preload (an unused one is a console warning).
        return page ? { page } : { link };
      } catch (error) {
        // Only the head start is lost: the page loads the store itself.
        log.warn({ err: error, url }, 'store preview failed');
        return { link };
      }
    };
  };
}

/** The Link header that preloads a store page's first two API answers: its seller, the first screen of its list. */
function storePreloads(url: string, sellerId: number): string {
  // crossorigin (anonymous): the same credentials mode as the page's fetch(), so the browser hands it the answer.
  return [storeApiPaths.seller(url), storeApiPaths.firstListings(url, sellerId, STORE_FIRST_LINES)]
    .map((apiPath) => `</api${apiPath}>; rel=preload; as=fetch; crossorigin`)
    .join(', ');
}
