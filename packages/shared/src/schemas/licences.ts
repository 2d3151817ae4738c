import { z } from 'zod';
import { LICENCE_MSG } from '../messages-licences.js';
import {
  LICENCE_STATUSES,
  LICENCE_TYPES,
  licenceToday,
  MAX_LICENCE_NUMBER,
  MAX_LICENCE_REASON,
  PROVINCES,
} from '../licence-rules.js';
import { licenceSchema } from './licence-shape.js';
import { pagedSchema, pageQuerySchema } from './paging.js';

export * from './licence-shape.js';

/** Short and other common spellings, compared as letters only (case, spaces and hyphens aside). */
const PROVINCE_ALIASES: Record<string, (typeof PROVINCES)[number]> = {
  kpk: 'Khyber Pakhtunkhwa',
  kp: 'Khyber Pakhtunkhwa',
  nwfp: 'Khyber Pakhtunkhwa',
  ict: 'Islamabad Capital Territory',
  islamabad: 'Islamabad Capital Territory',
  federal: 'Islamabad Capital Territory',
  gb: 'Gilgit-Baltistan',
  ajk: 'Azad Jammu and Kashmir',
  azadkashmir: 'Azad Jammu and Kashmir',
  azadjammukashmir: 'Azad Jammu and Kashmir',
  baluchistan: 'Balochistan',
};
const lettersOf = (v: string) => v.toLowerCase().replace(/[^a-z]/g, '');

/** A calendar date as YYYY-MM-DD that exists (no 31 February); an ISO time after it is dropped. */
const isoDate = z
  .string({ error: LICENCE_MSG.expiresInvalid })
  .trim()
  .max(40, { error: LICENCE_MSG.expiresInvalid })
  .transform((v, ctx) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(v);
    const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
    if (!m || !d || d.toISOString().slice(0, 10) !== `${m[1]}-${m[2]}-${m[3]}` || Number(m[1]) > 2200) {
      ctx.addIssue({ code: 'custom', message: LICENCE_MSG.expiresInvalid });
      return z.NEVER;
    }
    return `${m[1]}-${m[2]}-${m[3]}`;
  });

export const provinceSchema = z
  .string({ error: LICENCE_MSG.provinceInvalid })
  .trim()
  .max(60, { error: LICENCE_MSG.provinceInvalid })
  .transform((v, ctx) => {
    const key = lettersOf(v);
    const found = PROVINCES.find((p) => lettersOf(p) === key) ?? PROVINCE_ALIASES[key];
    if (!key || !found) {
      ctx.addIssue({ code: 'custom', message: LICENCE_MSG.provinceInvalid });
      return z.NEVER;
    }
    return found;
  });

/** `PUT /api/Retailers/{id}/licence`: what the retailer records; the status is the server's. */
export const licenceUpdateSchema = z.object({
  number: z
    .string({ error: LICENCE_MSG.numberRequired })
    .trim()
    .min(1, { error: LICENCE_MSG.numberRequired })
    .max(MAX_LICENCE_NUMBER, { error: `At most ${MAX_LICENCE_NUMBER} characters` })
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u, { error: LICENCE_MSG.numberInvalid }),
  type: z.enum(LICENCE_TYPES, { error: LICENCE_MSG.typeInvalid }),
  province: provinceSchema,
  expires: isoDate.refine((d) => d >= licenceToday(), { error: LICENCE_MSG.expiresPast }),
});
export type LicenceUpdate = z.input<typeof licenceUpdateSchema>;

/** The admin's decision, `PUT /api/Admin/licences/{retailerId}`: a rejection says why. */
export const licenceReviewSchema = z
  .object({
    status: z.enum(['verified', 'rejected'], { error: LICENCE_MSG.statusInvalid }),
    reason: z
      .string()
      .trim()
      .max(MAX_LICENCE_REASON, { error: `At most ${MAX_LICENCE_REASON} characters` })
      .nullish()
      .transform((v) => v ?? ''),
  })
  .refine((b) => b.status !== 'rejected' || b.reason !== '', { error: LICENCE_MSG.reasonRequired, path: ['reason'] });
export type LicenceReview = z.input<typeof licenceReviewSchema>;

/** A retailer's licence as a seller who trades with them, the admin, or the retailer sees it. */
export const retailerLicenceSchema = z.object({
  retailer_id: z.number(),
  full_name: z.string(),
  store: z.string(),
  phone: z.string(),
  licence: licenceSchema.nullable(),
});
export type RetailerLicence = z.infer<typeof retailerLicenceSchema>;

/** Most rows the queue answers a caller that asks for no page (the spec's plain list). */
export const LICENCE_QUEUE_MAX = 500;
export const licenceQueueQuerySchema = z
  .object({
    status: z
      .enum(['all', ...LICENCE_STATUSES])
      .optional()
      .default('all'),
  })
  .extend(pageQuerySchema.shape);
export const licenceQueueRowSchema = retailerLicenceSchema.extend({ licence: licenceSchema });
export type LicenceQueueRow = z.infer<typeof licenceQueueRowSchema>;
export const licenceQueueSchema = z.array(licenceQueueRowSchema);
export const licenceQueuePageSchema = pagedSchema(licenceQueueRowSchema);
