import { z } from 'zod';
import { LICENCE_DOCUMENT_TYPES, LICENCE_STATUSES, LICENCE_TYPES } from '../licence-rules.js';

/*
 * The shape of a licence as the API answers it, apart from the input rules (schemas/licences.ts) so that the
 * retailer profile's schema can name it without pulling those rules and their texts into every page.
 */
export const licenceDocumentInfoSchema = z.object({
  content_type: z.enum(LICENCE_DOCUMENT_TYPES),
  size: z.number(),
  uploaded_at: z.string(),
});

export const licenceSchema = z.object({
  number: z.string(),
  type: z.enum(LICENCE_TYPES),
  province: z.string(),
  expires: z.string(),
  status: z.enum(LICENCE_STATUSES),
  /** The admin's reason when rejected; null otherwise. */
  reason: z.string().nullable(),
  /** True when the expiry date has passed (Pakistan time). */
  expired: z.boolean(),
  document: licenceDocumentInfoSchema.nullable(),
  updated_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type Licence = z.infer<typeof licenceSchema>;
