import { z } from 'zod';
import { QUICK_ORDER_MSG } from '../messages-quickorder.js';
import { QUICK_ORDER_MAX_BYTES, quickOrderLimit } from '../quick-order.js';
import { idSchema } from './common.js';

/**
 * `POST /api/QuickOrder/{sellerId}` `{text}`: the pasted list. Refused with a clear message beyond
 * QUICK_ORDER_MAX_BYTES (UTF-8) or QUICK_ORDER_MAX_LINES lines that name something.
 */
export const quickOrderRequestSchema = z
  .object({
    text: z
      .string({ error: QUICK_ORDER_MSG.textRequired })
      .max(QUICK_ORDER_MAX_BYTES, { error: QUICK_ORDER_MSG.tooLarge })
      .superRefine((text, ctx) => {
        if (text.trim() === '') {
          ctx.addIssue({ code: 'custom', message: QUICK_ORDER_MSG.textRequired });
          return;
        }
        const limit = quickOrderLimit(text);
        if (limit.kind === 'too_large') ctx.addIssue({ code: 'custom', message: QUICK_ORDER_MSG.tooLarge });
        if (limit.kind === 'too_many_lines') ctx.addIssue({ code: 'custom', message: QUICK_ORDER_MSG.tooManyLines });
      }),
  })
  .strict();
export type QuickOrderRequest = z.infer<typeof quickOrderRequestSchema>;

const matchSchema = z.object({ listing_id: z.number(), product_name: z.string() });

/** Each line that matched: the best listing and up to three alternatives; the lines that matched nothing as pasted. */
export const quickOrderResultSchema = z.object({
  lines: z.array(
    z.object({
      input: z.string(),
      listing_id: z.number(),
      product_name: z.string(),
      quantity: z.number(),
      alternatives: z.array(matchSchema),
    }),
  ),
  unmatched: z.array(z.string()),
});
export type QuickOrderResult = z.infer<typeof quickOrderResultSchema>;
export type QuickOrderMatchLine = QuickOrderResult['lines'][number];

/**
 * `POST /api/ShareLinks`: a signed link to a document that anyone holding it may open until it expires (for
 * forwarding on WhatsApp): an order's invoice PDF, or the statement PDF of a ledger (`party_id`: the other side).
 */
export const shareLinkCreateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('invoice'), order_id: idSchema }).strict(),
  z.object({ kind: z.literal('statement'), party_id: idSchema }).strict(),
]);
export type ShareLinkCreate = z.infer<typeof shareLinkCreateSchema>;

export const shareLinkSchema = z.object({ url: z.string(), expires_at: z.string(), hours: z.number() });
export type ShareLink = z.infer<typeof shareLinkSchema>;
