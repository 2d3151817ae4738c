import { z } from 'zod';
import { MSG } from '../messages.js';
import { MANUFACTURERS, MAX_NAME, MAX_SEARCH } from '../constants.js';
import { bonusSchema, offerSchema, priceSchema, requiredText } from './common.js';
import { retailPriceSchema } from './schemes.js';

export const MAX_PRODUCT_CODE = 20;

/**
 * A manufacturer as the admin picks it. The UI offers MANUFACTURERS; the server takes any non-empty name so that
 * products imported with a brand outside the list can still be edited. "Select" is the dropdown's placeholder.
 */
const manufacturerWith = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(MAX_NAME, { error: MSG.tooLong(MAX_NAME) })
    .refine((v) => v !== 'Select', { error: message });

export const manufacturerSchema = manufacturerWith(MSG.selectManufacturer);

const productCodeSchema = z
  .string()
  .trim()
  .max(MAX_PRODUCT_CODE, { error: MSG.tooLong(MAX_PRODUCT_CODE) });

/**
 * Schedule G (sold by a pharmacy only) and controlled medicines: a retailer with a medical store's licence cannot
 * order them. Missing on an edit keeps the stored flag.
 */
const restrictionFlags = {
  schedule_g: z.boolean({ error: 'schedule_g must be true or false' }).optional(),
  controlled: z.boolean({ error: 'controlled must be true or false' }).optional(),
};

/** Admin product create: code optional (the product-code rule fills it when empty). */
export const catalogueProductCreateSchema = z.object({
  product_code: productCodeSchema.optional().default(''),
  product_name: requiredText(MSG.productNameRequired, MAX_NAME),
  manufacturer: manufacturerSchema,
  offer: offerSchema,
  bonus: bonusSchema,
  total_price: priceSchema(MSG.totalPriceRequired),
  /** The regulator's fixed retail price; empty for none. */
  retail_price: retailPriceSchema.optional(),
  ...restrictionFlags,
});
export type CatalogueProductCreate = z.input<typeof catalogueProductCreateSchema>;

/**
 * Admin product edit (spec: body id, product_name, manufacturer, offer, bonus, total_price). The id of the path
 * wins over any id in the body; a missing product_code keeps the stored one, an empty one gets the name's default code; the edit form's brand
 * message is "Please Select a Manufacturer".
 */
export const catalogueProductUpdateSchema = z.object({
  product_code: productCodeSchema.optional(),
  product_name: requiredText(MSG.productNameRequired, MAX_NAME),
  manufacturer: manufacturerWith(MSG.pleaseSelectManufacturer),
  offer: offerSchema,
  bonus: bonusSchema,
  total_price: priceSchema(MSG.totalPriceRequired),
  /** Missing keeps the stored retail price; empty or null clears it. */
  retail_price: retailPriceSchema.optional(),
  ...restrictionFlags,
});
export type CatalogueProductUpdate = z.input<typeof catalogueProductUpdateSchema>;

export const catalogueProductSchema = z.object({
  id: z.number(),
  product_code: z.string(),
  product_name: z.string(),
  manufacturer: z.string(),
  offer: z.number(),
  bonus: z.string(),
  total_price: z.number(),
  is_disabled: z.boolean(),
  retail_price: z.number().nullable(),
  schedule_g: z.boolean(),
  controlled: z.boolean(),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

/**
 * Optional paging and search on the admin's lists (`GET /api/Admin`, `GET /api/Retailers`,
 * `GET /api/WholesellerControllerSignUp`): without `from`/`to` the whole list comes back, as the spec's plain GET.
 * Offsets follow the spec's other paged calls: from = (page-1)*50, to = page*50 (exclusive).
 */
export const adminListQuerySchema = z
  .object({
    from: z.coerce.number().int().min(0).max(10_000_000).optional(),
    to: z.coerce.number().int().min(1).max(10_000_000).optional(),
    search: z
      .string()
      .trim()
      .max(MAX_SEARCH, { error: MSG.tooLong(MAX_SEARCH) })
      .optional(),
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined), { error: 'Give both from and to, or neither' })
  .refine((q) => q.from === undefined || q.to === undefined || (q.to > q.from && q.to - q.from <= 500), {
    error: 'A page is from < to, at most 500 rows',
  });
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;
export const adminCountQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(MAX_SEARCH, { error: MSG.tooLong(MAX_SEARCH) })
    .optional(),
});

/** Body of the activation toggles: without `is_disabled` the flag flips. Nothing else is taken. */
export const updateStatusBodySchema = z
  .object({ is_disabled: z.boolean({ error: 'is_disabled must be true or false' }).optional() })
  .optional()
  .nullable()
  .transform((b) => b ?? {});

export { MANUFACTURERS };
