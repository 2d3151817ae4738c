import { z } from 'zod';
import { MSG } from '../messages.js';
import { LANGUAGES, SELLER_ROLES, USER_TYPES } from '../constants.js';
import {
  addressSchema,
  errorResponseSchema,
  emailSchema,
  fullNameSchema,
  optionalEmailSchema,
  otpCodeSchema,
  phoneSchema,
  pinSchema,
  registrationPhoneSchema,
  requiredText,
  storeNameSchema,
} from './common.js';
import { MAX_NAME } from '../constants.js';

export const loginBodySchema = z.object({
  phone: phoneSchema,
  pin: pinSchema,
  remember: z.boolean().optional().default(false),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** The signed-in user as `/api/auth/me` and the login answer give it. */
export const sessionUserSchema = z.object({
  id: z.number(),
  type: z.enum(USER_TYPES),
  phone: z.string(),
  fullName: z.string(),
  full_name: z.string(),
  store: z.string().optional(),
  busniess_name: z.string().optional(),
  address: z.string().optional(),
  email: z.string().optional(),
  url: z.string().optional(),
  /** A seller's role: `owner` for the seller account itself, the member's role for a team member. */
  role: z.enum(SELLER_ROLES).optional(),
  /** A team member's own id and name (the seller account has neither). */
  member_id: z.number().optional(),
  member_name: z.string().optional(),
  /** The account's language (`en` or `ur`): the pages, and the texts sent to it, are in it. */
  language: z.enum(LANGUAGES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
export const userResponseSchema = z.object({ user: sessionUserSchema });
/** `PUT /api/auth/language`: the signed-in account's language. */
export const languageBodySchema = z.object({ language: z.enum(LANGUAGES) });
/** The sign-in answer also tells the owner how many wrong PINs were tried since their last sign-in. */
/**
 * The sign-in's 401: the spec's message, how many more wrong PINs the phone may try before the next limit, and the
 * wait that limit brings in minutes (absent when it is the account lock that only a PIN reset lifts).
 */
export const loginErrorResponseSchema = errorResponseSchema.extend({
  tries_left: z.number().int().nonnegative().optional(),
  wait_minutes: z.number().positive().optional(),
});
export type LoginErrorResponse = z.infer<typeof loginErrorResponseSchema>;
export const loginResponseSchema = userResponseSchema.extend({
  wrong_pins_since_last_visit: z.number().int().nonnegative(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const OTP_PURPOSES = ['register', 'reset', 'team'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
export const otpSendBodySchema = z
  .object({
    purpose: z.enum(OTP_PURPOSES).optional().default('register'),
    /** The asking page's language: the code's text is in it when no account holds the phone (else the account's). */
    language: z.enum(LANGUAGES).optional(),
  })
  // Fastify hands an absent body over as null.
  .nullish()
  .transform((v) => v ?? { purpose: 'register' as const });
export const otpVerifyBodySchema = z.object({
  code: otpCodeSchema,
  purpose: z.enum(OTP_PURPOSES).optional().default('register'),
});
export const verificationTokenSchema = z
  .string({ error: MSG.verificationInvalid })
  .min(16, { error: MSG.verificationInvalid })
  .max(200, { error: MSG.verificationInvalid });

/** Retailer registration (step 2 and checkout): the spec's payload plus the verification token. */
export const retailerRegistrationSchema = z.object({
  fullName: fullNameSchema,
  email: optionalEmailSchema,
  phone: registrationPhoneSchema,
  store: storeNameSchema,
  address: addressSchema,
  password: pinSchema,
  verification_token: verificationTokenSchema,
});
export type RetailerRegistration = z.input<typeof retailerRegistrationSchema>;

/** Seller registration: both spec variants (full_name optional, defaults to the business name). */
export const sellerRegistrationSchema = z.object({
  full_name: fullNameSchema.optional(),
  busniess_name: requiredText(MSG.businessNameRequired, MAX_NAME),
  address: addressSchema,
  email: optionalEmailSchema,
  phone: registrationPhoneSchema,
  password: pinSchema,
  url: z.string().optional(),
  verification_token: verificationTokenSchema,
});
export type SellerRegistration = z.input<typeof sellerRegistrationSchema>;

/**
 * The seller form variant (/wholesellerSignup) as the browser checks it before sending. "Full Name" is the person;
 * "Business Name" names the store and its link. Left empty, the business is named by the Full Name, as the spec's
 * form does (its only name field, "Full Name", is the business name): then the name is checked as a business name
 * (5 characters or more, any characters) and only `busniess_name` is sent.
 */
export const sellerSignupFormSchema = z
  .object({
    full_name: z
      .string()
      .trim()
      .max(MAX_NAME, { error: MSG.tooLong(MAX_NAME) })
      .optional(),
    busniess_name: z
      .string()
      .trim()
      .max(MAX_NAME, { error: MSG.tooLong(MAX_NAME) }),
    address: addressSchema,
    email: emailSchema,
    phone: registrationPhoneSchema,
    password: z
      .string()
      .min(1, { error: MSG.passwordRequired })
      .refine((v) => v.length >= 3, { error: MSG.passwordMin })
      .pipe(z.string().regex(/^[0-9]{4}$/, { error: 'Password must be a 4-digit PIN' })),
    confirm_password: z.string(),
  })
  .superRefine((v, ctx) => {
    const business = v.busniess_name || v.full_name || '';
    if (business === '') ctx.addIssue({ code: 'custom', path: ['busniess_name'], message: MSG.businessNameRequired });
    else if (business.length < 5)
      ctx.addIssue({ code: 'custom', path: ['busniess_name'], message: MSG.businessNameMin });
    if (v.busniess_name !== '' && !v.full_name)
      ctx.addIssue({ code: 'custom', path: ['full_name'], message: MSG.fullNameRequired });
    else if (v.busniess_name !== '' && v.full_name && !/^[\p{L} ]+$/u.test(v.full_name)) {
      ctx.addIssue({ code: 'custom', path: ['full_name'], message: MSG.alphabetsOnly });
    }
  })
  .refine((v) => v.password === v.confirm_password, { path: ['confirm_password'], error: MSG.passwordsMismatch })
  .transform(({ full_name, busniess_name, ...rest }) => ({
    ...rest,
    busniess_name: busniess_name || full_name || '',
    ...(busniess_name && full_name ? { full_name } : {}),
  }));

/** PIN reset with an SMS verification token. */
export const resetPinSchema = z.object({
  phone: registrationPhoneSchema,
  password: pinSchema,
  verification_token: verificationTokenSchema,
});
