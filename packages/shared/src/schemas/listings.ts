import { z } from 'zod';
import { MSG } from '../messages.js';
import { bonusSchema, idSchema, offerSchema, priceSchema } from './common.js';

/**
 * A seller listing as the spec sends it. product_name, manufacturer, product_code, wholeseller_id and id are
 * accepted and ignored: the catalogue and the session own them.
 */
export const listingCreateSchema = z.object({
  product_id: idSchema,
  offer: offerSchema,
  bonus: bonusSchema,
  total_price: priceSchema(MSG.totalPriceRequired),
});
export const listingCreateBodySchema = z.union([listingCreateSchema, z.array(listingCreateSchema).min(1).max(1000)]);
export type ListingCreate = z.input<typeof listingCreateSchema>;

export const listingUpdateSchema = z.object({
  offer: offerSchema,
  bonus: bonusSchema,
  total_price: priceSchema(MSG.totalPriceRequired),
});
export type ListingUpdate = z.input<typeof listingUpdateSchema>;

/** A row of a seller's product list (also a row of a store page). */
export const listingSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  wholeseller_id: z.number(),
  product_name: z.string(),
  manufacturer: z.string(),
  offer: z.number(),
  bonus: z.string(),
  total_price: z.number(),
  product_code: z.string(),
  /** Buy N get M free with optional inclusive dates; null when none. */
  scheme: z.object({ buy: z.number(), free: z.number(), starts: z.string().nullable(), ends: z.string().nullable() }).nullable(),
  /** The retailer orders a multiple of this (1: any quantity). */
  pack_multiple: z.number(),
  /** The regulator's retail price of the catalogue product; null when the catalogue does not have it. */
  retail_price: z.number().nullable(),
});
export type Listing = z.infer<typeof listingSchema>;
