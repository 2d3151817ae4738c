import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartPutSchema, cartSchema, errorResponseSchema, idSchema } from '@dawalink/shared';
import { currentAccount } from '../../plugins/access.js';
import { readCart, saveCart } from './cart.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  410: errorResponseSchema,
};
const params = z.object({ sellerId: idSchema });

/** The signed-in retailer's cart with one store (`GET`/`PUT /api/Cart/{sellerId}`); the retailer is the session's. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/api/Cart/:sellerId',
    {
      config: { access: ['retailer'] },
      schema: {
        tags: ['storefront'],
        summary: "The signed-in retailer's cart with one store: today's listing rows with their quantities",
        params,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => readCart(db, currentAccount(request).id, request.params.sellerId),
  );

  app.put(
    '/api/Cart/:sellerId',
    {
      config: { access: ['retailer'] },
      schema: {
        tags: ['storefront'],
        summary:
          "Replace the signed-in retailer's cart with one store: {items: [{listing_id, quantity}]} (an empty list empties it)",
        description:
          "Lines are kept in the order sent. Listings that are not this store's are dropped; the answer is the cart as " +
          "saved, with today's prices. At most as many lines as one order takes, each listing once.",
        params,
        body: cartPutSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => saveCart(db, currentAccount(request).id, request.params.sellerId, request.body),
  );
};
