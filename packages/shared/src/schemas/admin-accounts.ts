import { z } from 'zod';
import { retailerProfileSchema, sellerProfileSchema } from './accounts.js';
import { ACCOUNT_APPROVALS } from '../account-states.js';
import { approvalDecisionSchema, duplicateRefSchema } from './account-approval.js';

/** Added to both lists: approval state, the last decision on it, and the accounts it may duplicate. */
const adminAccountExtras = {
  approval: z.enum(ACCOUNT_APPROVALS),
  decision: approvalDecisionSchema.nullable(),
  duplicate_of: z.array(duplicateRefSchema),
};

/** A retailer as the admin's list shows it: the profile plus when it joined and how much it ordered. */
export const adminRetailerSchema = retailerProfileSchema.omit({ licence: true }).extend({
  created_at: z.string(),
  orders_count: z.number(),
  ...adminAccountExtras,
});
export type AdminRetailer = z.infer<typeof adminRetailerSchema>;

/** A wholesaler as the admin's list shows it: the profile plus its catalogue size and orders received. */
export const adminWholesalerSchema = sellerProfileSchema.extend({
  created_at: z.string(),
  orders_count: z.number(),
  listings_count: z.number(),
  ...adminAccountExtras,
});
export type AdminWholesaler = z.infer<typeof adminWholesalerSchema>;

/** The account status as a word, next to the is_disabled flag. */
export const accountStatusText = (isDisabled: boolean) => (isDisabled ? 'Disabled' : 'Active');
