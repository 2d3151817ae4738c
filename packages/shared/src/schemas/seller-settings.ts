import { z } from 'zod';

/** Where a seller's days begin and end until they choose another zone. */
export const DEFAULT_TIME_ZONE = 'Asia/Karachi';

/**
 * The time zones a seller may choose: the runtime's IANA list (Intl.supportedValuesOf), plus UTC, which that list
 * leaves out although every database and browser knows it.
 */
export function supportedTimeZones(): string[] {
  const list = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIME_ZONE];
  return list.includes('UTC') ? list : [...list, 'UTC'];
}
let zoneSet: Set<string> | null = null;
export function isSupportedTimeZone(name: string): boolean {
  zoneSet ??= new Set(supportedTimeZones());
  return zoneSet.has(name);
}

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
});
export type SellerSettings = z.infer<typeof sellerSettingsSchema>;

/** What a seller has until they change it. */
export const DEFAULT_SELLER_SETTINGS: SellerSettings = {
  notify_retailer_sms: true,
  require_licence: false,
  time_zone: DEFAULT_TIME_ZONE,
  new_order_sound: false,
};

/** PUT takes any of the settings; the others keep their values. */
export const sellerSettingsUpdateSchema = z.object({
  notify_retailer_sms: z.boolean({ error: 'notify_retailer_sms must be true or false' }).optional(),
  require_licence: z.boolean({ error: 'require_licence must be true or false' }).optional(),
  time_zone: z
    .string({ error: 'time_zone must be a time zone name such as Asia/Karachi' })
    .refine(isSupportedTimeZone, { error: 'time_zone must be a time zone name such as Asia/Karachi' })
    .optional(),
  new_order_sound: z.boolean({ error: 'new_order_sound must be true or false' }).optional(),
});
export type SellerSettingsUpdate = z.infer<typeof sellerSettingsUpdateSchema>;
