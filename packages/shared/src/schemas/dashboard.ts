import { z } from 'zod';
import { DASHBOARD_DAYS } from '../constants.js';

const figureSchema = z.object({ sales: z.number(), orders: z.number() });

export const dashboardQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((d) => (DASHBOARD_DAYS as readonly number[]).includes(d), { error: 'days must be 7, 30 or 90' })
    .optional()
    .default(30),
  /**
   * An IANA time zone that overrides the seller's setting for this one answer; without it the days are the
   * seller's (`time_zone` of `/api/SellerSettings`, Asia/Karachi by default), the same as their lists.
   */
  tz: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/, { error: 'Unknown time zone' })
    .optional(),
});

export const dashboardSchema = z.object({
  /** Sales leave out cancelled orders; order counts too. */
  today: figureSchema,
  week: figureSchema,
  month: figureSchema,
  days: z.number(),
  tz: z.string(),
  by_status: z.array(z.object({ status: z.string(), count: z.number() })),
  daily: z.array(z.object({ day: z.string(), sales: z.number(), orders: z.number() })),
  top_products: z.array(z.object({ product_name: z.string(), quantity: z.number(), sales: z.number() })),
  top_retailers: z.array(
    z.object({
      retailer_id: z.number(),
      store: z.string(),
      retailer_name: z.string(),
      /** The retailer's phone: tells apart two stores of the same name. */
      phone: z.string(),
      orders: z.number(),
      sales: z.number(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
