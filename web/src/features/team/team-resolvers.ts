import { zodResolver } from '@hookform/resolvers/zod';
import { bookerRetailerRegistrationSchema, teamMemberBodySchema } from '@dawalink/shared';

/*
 * The team screens' checks, from the shared schemas: loaded when a form is about to be used (lib/lazy-resolver.ts),
 * so zod is not on the way of the team list's or the booking page's first paint on a slow phone.
 */
export const memberResolver = zodResolver(teamMemberBodySchema);
/** A retailer registered at the counter: the fields the booker fills in, before the SMS code gives the token. */
export const retailerFieldsSchema = bookerRetailerRegistrationSchema.omit({ verification_token: true });
