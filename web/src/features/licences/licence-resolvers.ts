import { zodResolver } from '@hookform/resolvers/zod';
import { licenceReviewSchema, licenceUpdateSchema } from '@dawalink/shared';

/*
 * The licence screens' checks, from the shared schemas: loaded when a form is about to be used (lib/lazy-resolver.ts),
 * so zod is not on the way of the admin's licence queue, or the retailer's profile with its licence, to their first
 * paint.
 */
export const reviewResolver = zodResolver(licenceReviewSchema);
export const updateResolver = zodResolver(licenceUpdateSchema);
