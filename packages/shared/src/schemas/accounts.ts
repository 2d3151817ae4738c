import { z } from 'zod';
import { MSG } from '../messages.js';
import { MAX_NAME } from '../constants.js';
import { licenceSchema } from './licence-shape.js';
import {
  addressSchema,
  fullNameSchema,
  optionalEmailSchema,
  pinSchema,
  requiredText,
  storeNameSchema,
} from './common.js';

/** Seller profile update: phone and url are read-only; an empty password keeps the PIN. */
export const sellerProfileUpdateSchema = z.object({
  full_name: fullNameSchema,
  busniess_name: requiredText(MSG.businessNameRequired, MAX_NAME),
  address: addressSchema,
  email: optionalEmailSchema,
  password: z.union([z.literal(''), pinSchema]).optional(),
  /** The owner's current PIN, needed with a new `password` (the admin changing it needs none). */
  current_password: z.union([z.literal(''), pinSchema]).optional(),
});

/** A tax registration number printed on invoices (NTN or STRN): optional, short. */
const taxNumberSchema = z
  .string()
  .trim()
  .max(20, { error: MSG.tooLong(20) });

/** Retailer profile update; NTN and STRN (printed on invoices) are optional and keep their values when left out. */
export const retailerProfileUpdateSchema = z.object({
  fullName: fullNameSchema,
  store: storeNameSchema,
  address: addressSchema,
  email: optionalEmailSchema,
  ntn: taxNumberSchema.optional(),
  strn: taxNumberSchema.optional(),
  password: z.union([z.literal(''), pinSchema]).optional(),
  /** The owner's current PIN, needed with a new `password` (the admin changing it needs none). */
  current_password: z.union([z.literal(''), pinSchema]).optional(),
});

export const sellerProfileSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  busniess_name: z.string(),
  phone: z.string(),
  address: z.string(),
  email: z.string(),
  url: z.string(),
  status: z.string(),
  is_disabled: z.boolean(),
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

export const retailerProfileSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  phone: z.string(),
  store: z.string(),
  address: z.string(),
  email: z.string(),
  /** Tax numbers printed on its invoices: only once given (and never in the admin's lists). */
  ntn: z.string().optional(),
  strn: z.string().optional(),
  status: z.string(),
  is_disabled: z.boolean(),
  /** The drug-sale licence as recorded (null when none); `status` is pending until the admin verifies it. */
  licence: licenceSchema.nullable(),
});
export type RetailerProfile = z.infer<typeof retailerProfileSchema>;

/** Public seller info for a store page. */
export const sellerInfoSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  busniess_name: z.string(),
  address: z.string(),
  phone: z.string(),
  url: z.string(),
  /** The seller's minimum order value in rupees (0: none), so the cart can say how much more to add. */
  min_order_value: z.number().optional(),
});
export type SellerInfo = z.infer<typeof sellerInfoSchema>;
