import { z } from 'zod';
import { MAX_NAME, SELLER_ROLES } from '../constants.js';
import { TEAM_MSG } from '../messages-team.js';
import { SELLER_MSG } from '../messages-seller.js';
import { addressSchema, fullNameSchema, pinSchema, registrationPhoneSchema, storeNameSchema } from './common.js';
import { verificationTokenSchema } from './auth.js';
import { pageQuerySchema } from './paging.js';

export const sellerRoleSchema = z.enum(SELLER_ROLES, { error: TEAM_MSG.roleInvalid });

export const teamMemberBodySchema = z.object({
  phone: registrationPhoneSchema,
  name: z
    .string({ error: TEAM_MSG.memberNameRequired })
    .trim()
    .min(1, { error: TEAM_MSG.memberNameRequired })
    .max(MAX_NAME),
  role: sellerRoleSchema,
});
export type TeamMemberBody = z.input<typeof teamMemberBodySchema>;

export const teamRoleBodySchema = z.object({ role: sellerRoleSchema });

export const teamMemberSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  name: z.string(),
  role: sellerRoleSchema,
  state: z.enum(['pending', 'joined']),
  created_at: z.string(),
  joined_at: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamJoinBodySchema = z.object({
  phone: registrationPhoneSchema.optional(),
  verification_token: verificationTokenSchema,
  pin: pinSchema,
});

export const teamIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A retailer the booker may book for: the seller's own (they ordered before) or any registered one found by phone. */
export const bookingRetailerSchema = z.object({
  id: z.number().int(),
  store: z.string(),
  full_name: z.string(),
  phone: z.string(),
  address: z.string(),
  last_ordered: z.string().nullable(),
  days_since_order: z.number().int().nullable(),
  orders: z.number().int(),
});
export type BookingRetailer = z.infer<typeof bookingRetailerSchema>;

export const bookingRetailerSearchSchema = z.object({ q: z.string().trim().max(60).optional().default('') });
/** GET /api/Booking/retailers: a search, or (addition) one page of the list without a search (`{total, rows}`). */
export const bookingRetailerQuerySchema = bookingRetailerSearchSchema
  .extend(pageQuerySchema.shape)
  .refine((query) => query.q === '' || (query.offset === undefined && query.limit === undefined), {
    error: SELLER_MSG.pageWithSearch,
  });

/** A new retailer registered by the booker: the retailer reads out the SMS code (its verification token proves it). */
export const bookerRetailerRegistrationSchema = z.object({
  phone: registrationPhoneSchema,
  fullName: fullNameSchema,
  store: storeNameSchema,
  address: addressSchema,
  /** Typed by the retailer on the booker's phone: their own PIN for signing in later. */
  pin: pinSchema,
  verification_token: verificationTokenSchema,
});
export type BookerRetailerRegistration = z.input<typeof bookerRetailerRegistrationSchema>;
