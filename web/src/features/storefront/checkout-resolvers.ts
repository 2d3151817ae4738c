import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { checkoutFormSchema, checkoutPhoneSchema, retailerSignupCheckoutSchema } from '@dawalink/shared';

/*
 * The checkout forms' checks, from the shared schemas: each page loads this at its form's first check
 * (lib/lazy-resolver.ts), so zod is not on the way of a checkout step's first paint on a slow phone. Kept out of the
 * `storefront` chunk group (web/vite.config.ts): there it would bring zod to the store page.
 */
export const checkoutPhoneForm = z.object({ phone: checkoutPhoneSchema });
export const phoneResolver = zodResolver(checkoutPhoneForm);
export const checkoutResolver = zodResolver(checkoutFormSchema);
export const signupResolver = zodResolver(retailerSignupCheckoutSchema);
/** Registered already (a retry after the order failed): the PIN is not asked again. */
export const registeredSignupResolver = zodResolver(retailerSignupCheckoutSchema.extend({ password: z.string() }));
