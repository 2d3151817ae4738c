import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { isValidPin, retailerProfileUpdateSchema, sellerProfileUpdateSchema } from '@dawalink/shared';
import { MSG } from '../../lib/i18n';

/*
 * The profile forms' checks: the shared update schemas with the PIN change boxes. Loaded when a form is about to be
 * used (lib/lazy-resolver.ts), so zod is not on the way of the profile pages' first paint on a slow phone.
 */

/** Empty keeps the PIN; otherwise all four digits. */
const optionalPinSchema = z.string().refine((v) => v === '' || isValidPin(v), { error: MSG.passcodeRequired });

/** The profile form's PIN boxes: the current PIN that authorises a change, and the new PIN (empty keeps the current one). */
const pinChangeShape = { password: optionalPinSchema, current_password: optionalPinSchema };

/** A new PIN is set only with the current one: said beside the current PIN boxes before anything is sent. */
function requireCurrentPin(values: { password: string; current_password: string }, ctx: z.RefinementCtx) {
  if (values.password && !values.current_password) {
    ctx.addIssue({ code: 'custom', path: ['current_password'], message: MSG.currentPinRequired });
  }
}

export const retailerProfileForm = retailerProfileUpdateSchema.extend(pinChangeShape).superRefine(requireCurrentPin);
export const sellerProfileForm = sellerProfileUpdateSchema.extend(pinChangeShape).superRefine(requireCurrentPin);
export const retailerProfileResolver = zodResolver(retailerProfileForm);
export const sellerProfileResolver = zodResolver(sellerProfileForm);
