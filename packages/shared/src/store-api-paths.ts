/**
 * The store page's first API paths (relative to /api): its seller, then its product list. The page's queries and
 * its first-visit prefetch (web) ask for them; the server names the same paths in the store page's preload header,
 * so the browser can hand the page the answers it already has.
 */
export const storeApiPaths = {
  seller: (url: string) => `/WholesellerCategory/url/${encodeURIComponent(url)}`,
  listings: (url: string, sellerId: number) => `/WholesellerCategory/${encodeURIComponent(url)}/${sellerId}`,
};
