import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  addressSchema,
  fullNameSchema,
  optionalEmailSchema,
  pinSchema,
  registrationPhoneSchema,
  sellerSignupFormSchema,
  storeNameSchema,
} from '@dawalink/shared';
import { MSG } from '../../lib/i18n';

/*
 * The sign-up and Forgot PIN forms' checks, from the shared schemas: each page loads this at its form's first focus
 * or check (lib/lazy-resolver.ts), so zod is not on the way of the page's first paint on a slow phone.
 */

/** Registration step 1, "Business Details". */
export const registrationStep1Form = z.object({
  user_as: z.enum(['retailer', 'wholeseller'], { error: MSG.selectUser }),
  store: storeNameSchema,
  address: addressSchema,
});
export const registrationStep1Resolver = zodResolver(registrationStep1Form);

/** Registration step 2, "Personal Details". */
export const registrationStep2Form = z.object({
  fullName: fullNameSchema,
  phone: registrationPhoneSchema,
  email: optionalEmailSchema,
  pin: pinSchema,
});
export const registrationStep2Resolver = zodResolver(registrationStep2Form);

/** Forgot PIN: the phone. */
export const forgotPinForm = z.object({ phone: registrationPhoneSchema });
export const forgotPinResolver = zodResolver(forgotPinForm);

/** The seller's one-page Registration Form. */
export const sellerSignupResolver = zodResolver(sellerSignupFormSchema);
