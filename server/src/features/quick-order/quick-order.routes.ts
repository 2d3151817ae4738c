import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  idSchema,
  QUICK_ORDER_MAX_BYTES,
  QUICK_ORDER_MSG,
  quickOrderRequestSchema,
  quickOrderResultSchema,
} from '@dawalink/shared';
import { currentAccount } from '../../plugins/access.js';
import { assertQuickOrderStore, matchQuickOrder, spendQuickOrder } from './quick-order.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  410: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * The body may hold the text's limit even when every character is escaped in JSON (\uXXXX is six bytes); a larger
 * body is cut off while it arrives, never read whole, and answered with the same message as a long list.
 */
const BODY_LIMIT = QUICK_ORDER_MAX_BYTES * 4;

/** Quick order: a pasted list matched against a store's listings, for review before it goes into the cart. */
export const quickOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.post(
    '/api/QuickOrder/:sellerId',
    {
      // A seller's booker fills a retailer's order from the list it sent; the owner may too.
      config: { access: ['retailer', 'seller', 'admin'], staff: ['booker'] },
      bodyLimit: BODY_LIMIT,
      errorHandler: (error: FastifyError, _request, reply) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          return reply.status(400).send({ error: 'too_large', message: QUICK_ORDER_MSG.tooLarge });
        }
        throw error;
      },
      schema: {
        tags: ['quick-order'],
        summary: "Match a pasted list (`{text}`, one product a line) against a store's listings",
        description:
          "Each line's quantity is read before or after the name (1 when none); the line is matched by trigram word " +
          "similarity to the listing's product name and manufacturer, its words without a digit on their own too (a " +
          'strength alone matches nothing): the best match and up to 3 alternatives. Lines ' +
          'that match nothing are answered in `unmatched`. At most 500 lines or 64 KB (400). A signed-in retailer, ' +
          "the store's own seller, the admin; 20 calls a minute per account (429).",
        params: z.object({ sellerId: idSchema }),
        body: quickOrderRequestSchema,
        response: { 200: quickOrderResultSchema, ...errors },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      await assertQuickOrderStore(db, account, request.params.sellerId);
      await spendQuickOrder(db, config, account);
      return matchQuickOrder(db, request.params.sellerId, request.body.text);
    },
  );
};
