import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  idParamSchema,
  idSchema,
  orderDetailsResponseSchema,
  orderHistoryEntrySchema,
  orderItemSchema,
  orderSchema,
  orderUpdateSchema,
  searchTermSchema,
} from '@dawalink/shared';
import { assertOwnerOrAdmin, currentAccount } from '../../plugins/access.js';
import {
  findVisibleOrder,
  orderHistory,
  orderItems,
  searchSellerOrders,
  sellerOrdersCount,
  sellerOrdersPage,
  updateOrderStatus,
} from './orders.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const SELLER_OR_ADMIN = ['seller', 'admin'] as const;
/** Offsets of the spec's page routes: whole numbers from 0. */
const offsetSchema = z.coerce.number({ error: 'Invalid page' }).int({ error: 'Invalid page' }).min(0, { error: 'Invalid page' }).max(100_000_000);

/**
 * The seller's orders (list, count, search) and the routes on one order (read, status, lines, history).
 * The seller routes take the seller id in the path like the spec; it must be the caller's own id (or the admin's
 * choice), anything else answers 404.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/api/OrdersCategory/seller/length/:sellerId',
    {
      config: { access: SELLER_OR_ADMIN },
      schema: {
        tags: ['orders'],
        summary: "How many orders a seller has received, as text",
        params: z.object({ sellerId: idSchema }),
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { sellerId } = request.params;
      assertOwnerOrAdmin(request, sellerId);
      const count = await sellerOrdersCount(db, sellerId);
      return reply.type('text/plain; charset=utf-8').send(String(count));
    },
  );

  app.get(
    '/api/OrdersCategory/seller/search/:sellerId/:text',
    {
      config: { access: SELLER_OR_ADMIN },
      schema: {
        tags: ['orders'],
        summary: "Search a seller's orders by store, retailer name, phone or order no (newest first, at most 200)",
        params: z.object({ sellerId: idSchema, text: searchTermSchema }),
        response: { 200: z.array(orderSchema), ...errors },
      },
    },
    async (request) => {
      const { sellerId, text } = request.params;
      assertOwnerOrAdmin(request, sellerId);
      return searchSellerOrders(db, sellerId, text);
    },
  );

  app.get(
    '/api/OrdersCategory/seller/:sellerId/:start/:end',
    {
      config: { access: SELLER_OR_ADMIN },
      schema: {
        tags: ['orders'],
        summary: "A page of a seller's orders, newest first: rows start..end-1 (at most 200)",
        params: z.object({ sellerId: idSchema, start: offsetSchema, end: offsetSchema }),
        response: { 200: z.array(orderSchema), ...errors },
      },
    },
    async (request) => {
      const { sellerId, start, end } = request.params;
      assertOwnerOrAdmin(request, sellerId);
      return sellerOrdersPage(db, sellerId, start, end);
    },
  );

  app.get(
    '/api/Orders/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['orders'],
        summary: 'One order, as an array with the order first (the seller who received it, the retailer who placed it, the admin)',
        params: idParamSchema,
        response: { 200: z.array(orderSchema), ...errors },
      },
    },
    async (request) => [await findVisibleOrder(db, currentAccount(request), request.params.id)],
  );

  app.put(
    '/api/Orders/:id',
    {
      config: { access: SELLER_OR_ADMIN },
      schema: {
        tags: ['orders'],
        summary: "Change an order's status (only `status` of the body is taken); records who and when",
        params: idParamSchema,
        body: orderUpdateSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => updateOrderStatus(db, currentAccount(request), request.params.id, request.body.status),
  );

  app.get(
    '/api/Orders/:id/items',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['orders'],
        summary: "An order's lines",
        params: idParamSchema,
        response: { 200: z.array(orderItemSchema), ...errors },
      },
    },
    async (request) => {
      const order = await findVisibleOrder(db, currentAccount(request), request.params.id);
      return orderItems(db, order.id);
    },
  );

  app.get(
    '/api/Orders/:id/items/details',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['orders'],
        summary: 'An order with its lines: {order_items, order_details: [order]} (print slips)',
        params: idParamSchema,
        response: { 200: orderDetailsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const order = await findVisibleOrder(db, currentAccount(request), request.params.id);
      return { order_items: await orderItems(db, order.id), order_details: [order] };
    },
  );

  app.get(
    '/api/Orders/:id/history',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['orders'],
        summary: "An order's status changes, oldest first, with who made them",
        params: idParamSchema,
        response: { 200: z.array(orderHistoryEntrySchema), ...errors },
      },
    },
    async (request) => {
      const order = await findVisibleOrder(db, currentAccount(request), request.params.id);
      return orderHistory(db, order.id);
    },
  );
};
