import { z } from 'zod';
import { MSG } from '../messages.js';
import { MANUFACTURERS, MAX_NAME } from '../constants.js';
import { bonusSchema, offerSchema, priceSchema, requiredText } from './common.js';

export const manufacturerSchema = z
  .string({ error: MSG.selectManufacturer })
  .trim()
  .min(1, { error: MSG.selectManufacturer })
  .max(MAX_NAME, { error: MSG.tooLong(MAX_NAME) })
  .refine((v) => v !== 'Select', { error: MSG.selectManufacturer });

/** Admin product create: code optional (the product-code rule fills it). */
export const catalogueProductCreateSchema = z.object({
  product_code: z.string().trim().max(20).optional().default(''),
  product_name: requiredText(MSG.productNameRequired, MAX_NAME),
  manufacturer: manufacturerSchema,
  offer: offerSchema,
  bonus: bonusSchema,
  total_price: priceSchema(MSG.totalPriceRequired),
});
export type CatalogueProductCreate = z.input<typeof catalogueProductCreateSchema>;

export const catalogueProductUpdateSchema = catalogueProductCreateSchema.extend({
  manufacturer: manufacturerSchema.pipe(z.string()).refine((v) => v.length > 0, { error: MSG.pleaseSelectManufacturer }),
});

export const catalogueProductSchema = z.object({
  id: z.number(),
  product_code: z.string(),
  product_name: z.string(),
  manufacturer: z.string(),
  offer: z.number(),
  bonus: z.string(),
  total_price: z.number(),
  is_disabled: z.boolean(),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

export { MANUFACTURERS };
