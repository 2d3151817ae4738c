import { apiPaths, type Listing } from '@dawalink/shared';
import { api } from './api';
import { addToCart } from './cart';

interface Reorder {
  url: string;
  items: Array<Listing & { quantity: number }>;
  missing: string[];
}

/**
 * "Order again": the lines of one of the retailer's orders, at today's prices, added to that store's cart
 * (GET /api/Orders/{id}/reorder). Answers the store url and the names of lines the store no longer sells, or null
 * when it sells none of them any more.
 */
export async function fillCartFromOrder(orderId: number): Promise<{ url: string; missing: string[] } | null> {
  const r = await api.get<Reorder>(apiPaths.orders.reorder(orderId));
  if (r.items.length === 0) return null;
  for (const item of r.items) addToCart(r.url, item, item.quantity);
  return { url: r.url, missing: r.missing };
}
