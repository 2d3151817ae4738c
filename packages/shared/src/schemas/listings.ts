import { z } from 'zod';
import { MSG } from '../messages.js';
import { bonusSchema, idSchema, offerSchema, priceSchema } from './common.js';
import { STOCK_MSG } from '../messages-stock.js';
import { availabilitySchema, AVAILABILITIES } from './stock.js';

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

/**
 * The body of `PUT /api/MedicalProducts/{id}`: the edit form's fields (a body with offer or bonus must carry the
 * price, as the spec's form always does) and/or `availability` alone (the one-tap setter). Absent fields keep
 * their values.
 */
export const listingPutSchema = listingUpdateSchema
  .partial()
  .extend({ availability: availabilitySchema.optional() })
  .superRefine((body, ctx) => {
    const given = Object.values(body).some((v) => v !== undefined);
    if (!given) ctx.addIssue({ code: 'custom', message: STOCK_MSG.updateEmpty });
    else if ((body.offer !== undefined || body.bonus !== undefined) && body.total_price === undefined) {
      ctx.addIssue({ code: 'custom', path: ['total_price'], message: MSG.totalPriceRequired });
    }
  });
export type ListingPut = z.input<typeof listingPutSchema>;

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
  availability: z.enum(AVAILABILITIES),
  /** The shortest expiry on sale ("YYYY-MM") when the seller tracks batches, else null. */
  expiry: z.string().nullable(),
});
export type Listing = z.infer<typeof listingSchema>;
