import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, MSG, orderCreateSchema } from '@dawalink/shared';
import { currentAccount } from '../../plugins/access.js';
import { badRequest } from '../../lib/errors.js';
import { notifyNewOrder, type OrderFeed } from './live-orders.service.js';
import { placeOrder } from './place-order.service.js';
import { bookingFor, recordBooking } from '../team/booking.service.js';

/** An Idempotency-Key as clients make them (UUIDs and similar): printable ASCII, at most 100 characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

/** Placing an order (POST /api/Orders); a new one wakes the feed of live orders at once. */
export const placeOrderRoutes: FastifyPluginAsyncZod<{ feed: OrderFeed }> = async (app, { feed }) => {
  const { db } = app.deps;

  app.post(
    '/api/Orders',
    {
      // A seller's owner or order booker books for a retailer (`retailer_id`); see features/team/booking.service.ts.
      config: { access: ['retailer', 'seller'] },
      schema: {
        tags: ['orders'],
        summary:
          "Place an order (retailer; or a seller's owner or booker for `retailer_id`): priced on the server in one transaction; honours Idempotency-Key",
        description:
          'Body `{wholeseller_id, items:[{listing_id, quantity}], store?, phone_no?, address?}`. Prices, totals, names and ' +
          'status are never taken from the body. Answers the new order id as text/plain. The same Idempotency-Key again ' +
          'answers the same id without placing a second order; the same key with a different body answers 422 ' +
          '`idempotency_key_reused` and places nothing. With a credit limit on the pair (PUT /api/Ledger/{retailerId}/terms), ' +
          'what counts is the ledger balance plus open orders plus this one: past a `block` limit the order answers 409 ' +
          '`credit_limit`; with `warn` it is placed and the headers `credit-balance`, `credit-limit` and `credit-warning` ' +
          'say so (`credit-balance` and `credit-limit` come whenever the pair has a limit).',
        body: orderCreateSchema,
        response: {
          200: z.string(),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          410: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const rawKey = request.headers['idempotency-key'];
      const key = Array.isArray(rawKey) ? rawKey[0] : rawKey;
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) throw badRequest(MSG.invalidIdempotencyKey);
      const account = currentAccount(request);
      const booking = account.type === 'seller' ? await bookingFor(db, account, request.body) : null;
      const placed = await placeOrder(db, booking?.retailerId ?? account.id, request.body, key);
      if (placed.created) {
        if (booking) await recordBooking(app.deps, booking, placed);
        feed.wake();
        // A courtesy text to the seller (NOTIFY_SELLER_SMS=1); it never fails the order.
        void notifyNewOrder(app.deps, placed);
      } else reply.header('idempotent-replayed', 'true');
      // The answer stays the id as text (the spec's contract): a pair's credit position travels in headers.
      if (placed.credit) {
        reply
          .header('credit-balance', String(placed.credit.balance))
          .header('credit-limit', String(placed.credit.limit));
        if (placed.credit.warning) reply.header('credit-warning', placed.credit.warning);
      }
      return reply.type('text/plain; charset=utf-8').send(String(placed.orderId));
    },
  );
};
