import { z } from 'zod';
import { MAX_PRICE } from '../constants.js';
import { roundToPaisa } from '../money.js';
import { SCHEME_MSG } from '../messages-schemes.js';

export const MAX_SCHEME_BUY = 10_000;
export const MAX_SCHEME_FREE = 1_000;
export const MAX_PACK_MULTIPLE = 10_000;

/** A whole number typed into a form ("12") or sent as a number; empty is missing. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );

function isCalendarDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** A scheme's start or end day: YYYY-MM-DD, or empty / null / missing for open-ended. */
export const schemeDateSchema = z
  .preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: SCHEME_MSG.dateInvalid })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: SCHEME_MSG.dateInvalid })
      .refine(isCalendarDay, { error: SCHEME_MSG.dateInvalid })
      .nullable(),
  )
  .optional()
  .transform((v) => v ?? null);

export const schemeBuySchema = wholeNumber(SCHEME_MSG.buyInvalid, 1, MAX_SCHEME_BUY);
export const schemeFreeSchema = wholeNumber(SCHEME_MSG.freeInvalid, 1, MAX_SCHEME_FREE);

/** `scheme` of PUT /api/MedicalProducts/{id}: buy N get M free, optional inclusive dates. */
export const schemeInputSchema = z
  .object(
    {
      buy: schemeBuySchema,
      free: schemeFreeSchema,
      starts: schemeDateSchema,
      ends: schemeDateSchema,
    },
    { error: SCHEME_MSG.schemeIncomplete },
  )
  .refine((s) => !s.starts || !s.ends || s.ends >= s.starts, { error: SCHEME_MSG.endsBeforeStarts, path: ['ends'] });
export type SchemeInput = z.input<typeof schemeInputSchema>;

/** Units per pack: a retailer orders whole packs (1: any quantity). */
export const packMultipleSchema = wholeNumber(SCHEME_MSG.packMultipleInvalid, 1, MAX_PACK_MULTIPLE);

/** Money that may be empty: rupees, 0 or more, rounded to the paisa; empty and null are none. */
export const optionalAmountSchema = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: message })
      .finite({ error: message })
      .min(0, { error: message })
      .max(MAX_PRICE, { error: message })
      .transform(roundToPaisa)
      .nullable(),
  );

/** The regulator's retail price of a catalogue product (empty: not known). */
export const retailPriceSchema = optionalAmountSchema(SCHEME_MSG.retailPriceInvalid);

/** The seller's edit form's scheme and pack boxes as typed (flat text boxes). */
export const listingTermsFormFields = {
  scheme_buy: z.string(),
  scheme_free: z.string(),
  scheme_starts: z.string(),
  scheme_ends: z.string(),
  pack_multiple: z.string(),
};
type TermsForm = { [K in keyof typeof listingTermsFormFields]: string };

/**
 * The form's boxes as PUT takes them: `scheme` (null when every scheme box is empty) and `pack_multiple` (empty is
 * 1). Errors go to the box they belong to.
 */
export function listingTermsFromForm(
  f: TermsForm,
  ctx: z.RefinementCtx,
): { scheme: z.output<typeof schemeInputSchema> | null; pack_multiple: number } | null {
  let scheme: z.output<typeof schemeInputSchema> | null = null;
  let ok = true;
  if ([f.scheme_buy, f.scheme_free, f.scheme_starts, f.scheme_ends].some((v) => v.trim() !== '')) {
    const parsed = schemeInputSchema.safeParse({
      buy: f.scheme_buy,
      free: f.scheme_free,
      starts: f.scheme_starts,
      ends: f.scheme_ends,
    });
    if (parsed.success) scheme = parsed.data;
    else {
      ok = false;
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: [`scheme_${String(issue.path[0] ?? 'buy')}`] });
      }
    }
  }
  const pack = packMultipleSchema.safeParse(f.pack_multiple.trim() === '' ? 1 : f.pack_multiple);
  if (!pack.success) {
    ok = false;
    ctx.addIssue({ code: 'custom', message: SCHEME_MSG.packMultipleInvalid, path: ['pack_multiple'] });
  }
  return ok && pack.success ? { scheme, pack_multiple: pack.data } : null;
}
