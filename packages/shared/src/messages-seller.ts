/** Texts of the seller workspace that messages.ts does not have (kept apart to avoid edit races). */
export const SELLER_MSG = {
  productUnavailable: 'This product is not available in the catalogue',
  invalidPage: 'Invalid page',
  pageOffset: 'offset must be a whole number from 0',
  pageLimit: 'limit must be a whole number from 1 to 200',
  /** GET /api/Booking/retailers: its search answers at most 20, and only the list without one is paged. */
  pageWithSearch: 'Ask for a page (offset, limit) or search (q), not both',
} as const;
