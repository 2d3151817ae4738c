import { apiPaths, type QuickOrderResult } from '@dawalink/shared';
import { api } from './api';

/**
 * Quick order's one call, shared by every screen that fills a cart from a pasted list (the store page, an order
 * booked for a retailer): the list matched against the store's listings, for review.
 */
export const matchQuickOrder = (sellerId: number, text: string) =>
  api.post<QuickOrderResult>(apiPaths.quickOrder(sellerId), { text });

/** A reviewed line as it goes into a cart: the listing chosen, the quantity typed; one line per listing. */
export interface QuickOrderPick {
  listing_id: number;
  quantity: number;
}
