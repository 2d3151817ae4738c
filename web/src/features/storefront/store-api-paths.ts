/** The store page's API paths (relative to /api), shared by its queries and the first-visit prefetch (app/pages.ts). */
export const storeApiPaths = {
  seller: (url: string) => `/WholesellerCategory/url/${encodeURIComponent(url)}`,
  listings: (url: string, sellerId: number) => `/WholesellerCategory/${encodeURIComponent(url)}/${sellerId}`,
};
