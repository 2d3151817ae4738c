import { z } from 'zod';
import { MSG } from '../messages.js';
import { bonusSchema, idSchema, offerSchema, priceSchema } from './common.js';
import { STOCK_MSG } from '../messages-stock.js';
import { availabilitySchema } from './stock.js';
import { AVAILABILITIES } from '../stock.js';
import { listingTermsFormFields, listingTermsFromForm, packMultipleSchema, schemeInputSchema } from './schemes.js';

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
 * PUT /api/MedicalProducts/{id}: the spec's price fields (total_price required whenever offer or bonus come), and
 * the listing's terms: `scheme` (null removes it) and `pack_multiple`. A body of only the terms leaves the prices be.
 */
export const listingPutSchema = z
  .object({
    offer: offerSchema.optional(),
    bonus: bonusSchema.optional(),
    total_price: priceSchema(MSG.totalPriceRequired).optional(),
    scheme: schemeInputSchema.nullable().optional(),
    pack_multiple: packMultipleSchema.optional(),
    /** The one-tap setter: may come alone. */
    availability: availabilitySchema.optional(),
  })
  .superRefine((b, ctx) => {
    if (!Object.values(b).some((v) => v !== undefined))
      ctx.addIssue({ code: 'custom', message: STOCK_MSG.updateEmpty });
    else if ((b.offer !== undefined || b.bonus !== undefined) && b.total_price === undefined) {
      ctx.addIssue({ code: 'custom', message: MSG.totalPriceRequired, path: ['total_price'] });
    }
  });
export type ListingPut = z.input<typeof listingPutSchema>;

/** The seller's edit form: the spec's fields and the scheme and pack boxes, giving the PUT body. */
export const listingEditFormSchema = z
  .object({ ...listingUpdateSchema.shape, ...listingTermsFormFields })
  .transform((f, ctx) => {
    const terms = listingTermsFromForm(f, ctx);
    if (!terms) return z.NEVER;
    return { offer: f.offer, bonus: f.bonus, total_price: f.total_price, ...terms };
  });

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
  /** Buy N get M free with optional inclusive dates; null when none. */
  scheme: z
    .object({ buy: z.number(), free: z.number(), starts: z.string().nullable(), ends: z.string().nullable() })
    .nullable(),
  /** The retailer orders a multiple of this (1: any quantity). */
  pack_multiple: z.number(),
  /** The regulator's retail price of the catalogue product; null when the catalogue does not have it. */
  retail_price: z.number().nullable(),
});
export type Listing = z.infer<typeof listingSchema>;
