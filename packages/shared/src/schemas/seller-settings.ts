import { z } from 'zod';

/** A seller's settings (`GET`/`PUT /api/SellerSettings`): every seller setting lives here. */
export const sellerSettingsSchema = z.object({
  /** Text the retailer when an order becomes Shipped or Cancel. */
  notify_retailer_sms: z.boolean(),
  /** Take orders only from retailers with a verified, unexpired licence. */
  require_licence: z.boolean(),
});
export type SellerSettings = z.infer<typeof sellerSettingsSchema>;

/** What a seller has until they change it. */
export const DEFAULT_SELLER_SETTINGS: SellerSettings = { notify_retailer_sms: true, require_licence: false };

/** PUT takes any of the settings; the others keep their values. */
export const sellerSettingsUpdateSchema = z.object({
  notify_retailer_sms: z.boolean({ error: 'notify_retailer_sms must be true or false' }).optional(),
  require_licence: z.boolean({ error: 'require_licence must be true or false' }).optional(),
});
export type SellerSettingsUpdate = z.infer<typeof sellerSettingsUpdateSchema>;
