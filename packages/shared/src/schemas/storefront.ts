import { z } from 'zod';
import { MAX_NAME, MAX_STORE_FIRST_LINES } from '../constants.js';
import { MSG } from '../messages.js';
import { isValidPhone, normalisePhone } from '../phone.js';
import { addressSchema, fullNameSchema, optionalEmailSchema, pinSchema, requiredText } from './common.js';

/** A store url in a path: the slug as typed (the server compares it lower-cased). */
export const storeUrlSchema = z
  .string()
  .trim()
  .min(1, { error: MSG.enterUrl })
  .max(MAX_NAME, { error: MSG.storeNotFound });

/**
 * GET a product list (a store's, a seller's own): `?first=N` answers only its first N lines, in the same order (the
 * page's first screen).
 */
export const firstLinesQuerySchema = z.object({
  first: z.coerce
    .number({ error: MSG.badRequest })
    .int({ error: MSG.badRequest })
    .min(1, { error: MSG.badRequest })
    .max(MAX_STORE_FIRST_LINES, { error: MSG.badRequest })
    .optional(),
});

/**
 * POST /RecentStore: the spec sends retailer_id, url, store, phone and address; only the url is taken — the
 * retailer is the session's and the store's details come from the seller's record.
 */
export const recentStoreCreateSchema = z.object({ url: storeUrlSchema });

export const recentStoreSchema = z.object({
  retailer_id: z.number(),
  wholeseller_id: z.number(),
  url: z.string(),
  store: z.string(),
  phone: z.string(),
  address: z.string(),
  visited_at: z.string(),
  /** The retailer's last order with this store (its id for "Order again", its date), or null for none yet. */
  last_order_id: z.number().nullable(),
  last_order_date: z.string().nullable(),
});
export type RecentStoreRow = z.infer<typeof recentStoreSchema>;

/** Checkout and the phone step: the phone must be exactly 11 characters once +92 is rewritten (spec section 9). */
export const checkoutPhoneSchema = z
  .string({ error: MSG.phoneEnter })
  .trim()
  .min(1, { error: MSG.phoneEnter })
  .max(20, { error: MSG.phoneEnterValid })
  .refine(isValidPhone, { error: MSG.phoneEnterValid })
  .transform(normalisePhone)
  .refine((p) => p.length === 11, { error: MSG.phoneEnterValid });

/** Checkout address: "Address is Required" when empty, at least 10 characters otherwise. */
export const checkoutAddressSchema = addressSchema.refine((a) => a.length >= 10, { error: MSG.completeAddress });

export const checkoutStoreSchema = requiredText(MSG.enterStoreName, MAX_NAME);

/** The /checkout screen: Full name, phone, optional e-mail, store name, address. */
export const checkoutFormSchema = z.object({
  fullName: fullNameSchema,
  phone: checkoutPhoneSchema,
  email: optionalEmailSchema,
  store: checkoutStoreSchema,
  address: checkoutAddressSchema,
});

/** Registration at checkout: the checkout fields plus the new PIN. */
export const retailerSignupCheckoutSchema = checkoutFormSchema.extend({ password: pinSchema });
