import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  idSchema,
  listingSchema,
  MAX_NAME,
  orderSchema,
  searchTermSchema,
} from '@dawalink/shared';
import { assertOwnerOrAdmin, currentAccount } from '../../plugins/access.js';
import { badRequest } from '../../lib/errors.js';
import {
  MAX_PAGE_SPAN,
  reorder,
  retailerOrderCount,
  retailerOrders,
  retailerOrdersPage,
  searchRetailerOrders,
} from './retailer-orders.service.js';

/** `?store=`: only the orders with one seller (its url or business name). */
const storeQuery = z.object({ store: z.string().trim().max(MAX_NAME).optional() });
const offsetSchema = z.coerce.number().int().min(0).max(10_000_000);
const listErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const RETAILER_OR_ADMIN = ['retailer', 'admin'] as const;

/** A retailer's own orders (the admin may read any retailer's). */
export const retailerOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/api/OrdersCategory/:userId',
    {
      config: { access: RETAILER_OR_ADMIN },
      schema: {
        tags: ['orders'],
        summary: "A retailer's orders, newest first (the retailer itself or the admin)",
        params: z.object({ userId: idSchema }),
        querystring: storeQuery,
        response: { 200: z.array(orderSchema), ...listErrors },
      },
    },
    async (request) => {
      assertOwnerOrAdmin(request, request.params.userId);
      return retailerOrders(db, { retailerId: request.params.userId, store: request.query.store });
    },
  );

  app.get(
    '/api/OrdersCategory/length/:userId',
    {
      config: { access: RETAILER_OR_ADMIN },
      schema: {
        tags: ['orders'],
        summary: "Number of a retailer's orders, as text",
        params: z.object({ userId: idSchema }),
        querystring: storeQuery,
        response: { 200: z.string(), ...listErrors },
      },
    },
    async (request, reply) => {
      assertOwnerOrAdmin(request, request.params.userId);
      const n = await retailerOrderCount(db, { retailerId: request.params.userId, store: request.query.store });
      return reply.type('text/plain; charset=utf-8').send(String(n));
    },
  );

  app.get(
    '/api/OrdersCategory/search/:userId/:text',
    {
      config: { access: RETAILER_OR_ADMIN },
      schema: {
        tags: ['orders'],
        summary: "Search a retailer's orders by number, seller store, status or product (at most 200, newest first)",
        params: z.object({ userId: idSchema, text: searchTermSchema }),
        querystring: storeQuery,
        response: { 200: z.array(orderSchema), ...listErrors },
      },
    },
    async (request) => {
      assertOwnerOrAdmin(request, request.params.userId);
      return searchRetailerOrders(
        db,
        { retailerId: request.params.userId, store: request.query.store },
        request.params.text,
      );
    },
  );

  app.get(
    '/api/OrdersCategory/:userId/:start/:end',
    {
      config: { access: RETAILER_OR_ADMIN },
      schema: {
        tags: ['orders'],
        summary: "A page of a retailer's orders by offsets (start = (page-1)*50, end = page*50)",
        params: z.object({ userId: idSchema, start: offsetSchema, end: offsetSchema }),
        querystring: storeQuery,
        response: { 200: z.array(orderSchema), ...listErrors },
      },
    },
    async (request) => {
      const { userId, start, end } = request.params;
      assertOwnerOrAdmin(request, userId);
      if (end <= start || end - start > MAX_PAGE_SPAN)
        throw badRequest(`end must be after start, at most ${MAX_PAGE_SPAN} apart`);
      return retailerOrdersPage(db, { retailerId: userId, store: request.query.store }, start, end);
    },
  );

  app.get(
    '/api/Orders/:id/reorder',
    {
      config: { access: ['retailer'] },
      schema: {
        tags: ['orders'],
        summary: "Order again: one of the retailer's orders as today's listing rows of that store",
        params: z.object({ id: idSchema }),
        response: {
          200: z.object({
            url: z.string(),
            wholeseller_id: z.number(),
            seller_store: z.string(),
            items: z.array(listingSchema.extend({ quantity: z.number() })),
            missing: z.array(z.string()),
          }),
          ...listErrors,
          410: errorResponseSchema,
        },
      },
    },
    async (request) => reorder(db, currentAccount(request).id, request.params.id),
  );
};
