import { z } from 'zod';
import {
  MAX_ADDRESS,
  MAX_EMAIL,
  MAX_NAME,
  MAX_PRICE,
  MAX_SEARCH,
  PIN_PATTERN,
  OTP_LENGTH,
  MAX_BONUS,
} from '../constants.js';
import { MSG } from '../messages.js';
import { SELLER_MSG } from '../messages-seller.js';
import { roundToPaisa } from '../money.js';
import { isValidPhone, normalisePhone } from '../phone.js';

/** Required trimmed text with the spec's message and the server's length limit. */
export const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: MSG.tooLong(max) });

/** Phone as typed: pattern checked, +92 rewritten to 0, separators dropped. */
export const phoneSchema = z
  .string({ error: MSG.phoneRequired })
  .trim()
  .min(1, { error: MSG.phoneRequired })
  .max(20, { error: MSG.phoneInvalid })
  .refine(isValidPhone, { error: MSG.phoneInvalid })
  .transform(normalisePhone);

/** Registration and profile phones must also have at least 11 characters once normalised. */
export const registrationPhoneSchema = phoneSchema.refine((p) => p.length >= 11, { error: MSG.phoneInvalid });

/** Phone in a URL path: same rules, one message. */
export const phoneParamSchema = z.object({ phone: registrationPhoneSchema });

export const pinSchema = z.string({ error: MSG.passcodeRequired }).regex(PIN_PATTERN, { error: MSG.passcodeRequired });

export const otpCodeSchema = z
  .string({ error: MSG.otpMismatch })
  .regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), { error: MSG.otpMismatch });

export const fullNameSchema = requiredText(MSG.fullNameRequired, MAX_NAME).regex(/^[\p{L} ]+$/u, {
  error: MSG.alphabetsOnly,
});

export const storeNameSchema = requiredText(MSG.storeRequired, MAX_NAME);
export const addressSchema = requiredText(MSG.addressRequired, MAX_ADDRESS);

export const emailSchema = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, { error: MSG.emailRequired })
  .max(MAX_EMAIL, { error: MSG.tooLong(MAX_EMAIL) })
  .pipe(z.email({ error: MSG.emailInvalid }));

/** Optional e-mail: empty or missing is fine, anything else must be an address. */
export const optionalEmailSchema = z
  .union([z.literal(''), z.null(), z.undefined(), emailSchema])
  .transform((v) => (v ? v : ''));

/** A positive database id in a path, e.g. `/api/Orders/{id}`. */
export const idSchema = z.coerce
  .number({ error: MSG.notFound })
  .int({ error: MSG.notFound })
  .positive({ error: MSG.notFound })
  .max(2_147_483_647, { error: MSG.notFound });
export const idParamSchema = z.object({ id: idSchema });

export const searchTermSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_SEARCH, { error: MSG.tooLong(MAX_SEARCH) });

/** Money typed into a form or sent as a number: required, finite, 0 or more, two decimals at most. */
export const priceSchema = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
    z
      .number({ error: message })
      .finite({ error: message })
      .min(0, { error: message })
      .max(MAX_PRICE, { error: message })
      .transform(roundToPaisa),
  );

/** Offer percentage: empty becomes 0. */
export const offerSchema = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : typeof v === 'string' ? Number(v) : v),
  z.number({ error: 'Offer must be a number' }).finite().min(0, { error: 'Offer must be between 0 and 100' }).max(100, {
    error: 'Offer must be between 0 and 100',
  }),
);

/** Bonus: free text up to 50 characters in the store, "None" and empty stored as "". */
export const bonusSchema = z.preprocess(
  (v) => (v === null || v === undefined || v === 0 || v === '0' || v === 'None' ? '' : v),
  z
    .string()
    .trim()
    .max(MAX_BONUS, { error: MSG.tooLong(MAX_BONUS) }),
);

/** The shape every error answer has. */
/**
 * Every error answer: a code and the English text; an answer whose text has values in it carries them as fields
 * beside (error-texts.ts: the credit limit's amounts, the products out of stock), so a page writes it in its language.
 */
export const errorResponseSchema = z.looseObject({ error: z.string(), message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Offsets of the spec's paged routes (`/{from}/{to}`): whole numbers from 0. */
export const pageOffsetSchema = z.coerce
  .number({ error: SELLER_MSG.invalidPage })
  .int({ error: SELLER_MSG.invalidPage })
  .min(0, { error: SELLER_MSG.invalidPage })
  .max(100_000_000, { error: SELLER_MSG.invalidPage });
