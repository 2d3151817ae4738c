import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isSupportedTimeZone } from '../time-zones.js';

export const MIN_ORDER_VALUE_INVALID = 'Minimum order value must be an amount of 0 or more (0 for none)';
/** A seller's minimum order value in rupees, rounded to the paisa (0: none). No imports beyond zod and the zones: settings load early. */
export const minOrderValueSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? 0 : Number(v)) : v),
  z
    .number({ error: MIN_ORDER_VALUE_INVALID })
    .finite({ error: MIN_ORDER_VALUE_INVALID })
    .min(0, { error: MIN_ORDER_VALUE_INVALID })
    .max(10_000_000, { error: MIN_ORDER_VALUE_INVALID })
    .transform((v) => Math.round(v * 100) / 100),
);

/** A seller's settings (`GET`/`PUT /api/SellerSettings`): every seller setting lives here. */
export const sellerSettingsSchema = z.object({
  /** Text the retailer when an order becomes Shipped or Cancel. */
  notify_retailer_sms: z.boolean(),
  /** Take orders only from retailers with a verified, unexpired licence. */
  require_licence: z.boolean(),
  /** IANA time zone in which the seller's days (dashboard, lists, dates shown) begin and end. */
  time_zone: z.string(),
  /** Play a short sound on the seller's screens when a new order arrives. */
  new_order_sound: z.boolean(),
  /** Days from an invoice to its due date, for retailers without their own terms. */
  payment_days: z.number(),
  /** Tax lines added to every invoice: a name and a rate in percent of the invoice's subtotal (default none). */
  tax_lines: z.array(z.object({ name: z.string(), rate: z.number() })),
  /** Text retailers with an overdue balance once a day (never at night). */
  overdue_reminders: z.boolean(),
  /** The seller's tax numbers, printed on invoices when given. */
  ntn: z.string(),
  strn: z.string(),
  /** Record stock as batches with an expiry month; shipping then takes it from them, earliest expiry first. */
  track_batches: z.boolean(),
  /** Batches with fewer months than this left before their expiry month are not sold (0: any unexpired batch). */
  min_shelf_life_months: z.number(),
  /** Orders below this value (rupees, after offers) are refused; 0 for none. */
  min_order_value: z.number(),
});
export type SellerSettings = z.infer<typeof sellerSettingsSchema>;

/** What a seller has until they change it. */
export const DEFAULT_SELLER_SETTINGS: SellerSettings = {
  notify_retailer_sms: true,
  require_licence: false,
  time_zone: DEFAULT_TIME_ZONE,
  new_order_sound: false,
  payment_days: 30,
  tax_lines: [],
  overdue_reminders: false,
  ntn: '',
  strn: '',
  track_batches: false,
  min_shelf_life_months: 0,
  min_order_value: 0,
};

const TAX_NUMBER = z.string().trim().max(20, { error: 'Must be at most 20 characters' });

/** PUT takes any of the settings; the others keep their values. */
export const sellerSettingsUpdateSchema = z.object({
  notify_retailer_sms: z.boolean({ error: 'notify_retailer_sms must be true or false' }).optional(),
  require_licence: z.boolean({ error: 'require_licence must be true or false' }).optional(),
  time_zone: z
    .string({ error: 'time_zone must be a time zone name such as Asia/Karachi' })
    .refine(isSupportedTimeZone, { error: 'time_zone must be a time zone name such as Asia/Karachi' })
    .optional(),
  new_order_sound: z.boolean({ error: 'new_order_sound must be true or false' }).optional(),
  payment_days: z
    .number({ error: 'Payment days must be a whole number from 0 to 365' })
    .int({ error: 'Payment days must be a whole number from 0 to 365' })
    .min(0, { error: 'Payment days must be a whole number from 0 to 365' })
    .max(365, { error: 'Payment days must be a whole number from 0 to 365' })
    .optional(),
  tax_lines: z
    .array(
      z.object({
        name: z
          .string()
          .trim()
          .min(1, { error: 'Enter the tax name' })
          .max(40, { error: 'Must be at most 40 characters' }),
        rate: z
          .number({ error: 'Tax rate must be from 0 to 100 percent, two decimals at most' })
          .min(0, { error: 'Tax rate must be from 0 to 100 percent, two decimals at most' })
          .max(100, { error: 'Tax rate must be from 0 to 100 percent, two decimals at most' })
          .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
            error: 'Tax rate must be from 0 to 100 percent, two decimals at most',
          }),
      }),
    )
    .max(5, { error: 'At most 5 tax lines' })
    .optional(),
  overdue_reminders: z.boolean({ error: 'overdue_reminders must be true or false' }).optional(),
  ntn: TAX_NUMBER.optional(),
  strn: TAX_NUMBER.optional(),
  track_batches: z.boolean({ error: 'track_batches must be true or false' }).optional(),
  min_shelf_life_months: z
    .number({ error: 'Minimum shelf life must be a whole number of months from 0 to 60' })
    .int({ error: 'Minimum shelf life must be a whole number of months from 0 to 60' })
    .min(0, { error: 'Minimum shelf life must be a whole number of months from 0 to 60' })
    .max(60, { error: 'Minimum shelf life must be a whole number of months from 0 to 60' })
    .optional(),
  min_order_value: minOrderValueSchema.optional(),
});
export type SellerSettingsUpdate = z.infer<typeof sellerSettingsUpdateSchema>;
