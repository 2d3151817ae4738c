import { z } from 'zod';
import { MAX_ORDER_LINES } from '../constants.js';
import { idSchema } from './common.js';
import { listingSchema } from './listings.js';
import { quantitySchema } from './orders.js';

/**
 * A signed-in retailer's cart with one store, kept on the server so it follows the account to another phone
 * (`GET`/`PUT /api/Cart/{sellerId}`). PUT replaces the whole cart: the lines in the order they were added, each a
 * listing of that store once, at most MAX_ORDER_LINES (what one order takes). An empty list empties the cart.
 */
export const cartPutSchema = z
  .object({
    items: z
      .array(z.object({ listing_id: idSchema, quantity: quantitySchema }).strict())
      .max(MAX_ORDER_LINES, { error: `A cart holds at most ${MAX_ORDER_LINES} lines` })
      .refine((items) => new Set(items.map((i) => i.listing_id)).size === items.length, {
        error: 'Each listing may appear once',
      }),
  })
  .strict();
export type CartPut = z.infer<typeof cartPutSchema>;

/**
 * The cart as the server answers it: each line is today's listing row of the store (price, offer, bonus as the
 * store sells it now) with its quantity. Lines whose listing the store no longer sells are not answered.
 */
export const cartSchema = z.object({
  wholeseller_id: z.number(),
  items: z.array(listingSchema.extend({ quantity: z.number() })),
  /** When the cart last changed (ISO), or null for a cart never saved. */
  updated_at: z.string().nullable(),
});
export type ServerCart = z.infer<typeof cartSchema>;
