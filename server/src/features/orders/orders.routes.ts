import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cappedPagedSchema,
  errorResponseSchema,
  idParamSchema,
  idSchema,
  orderBulkStatusResponseSchema,
  orderBulkStatusSchema,
  orderDetailsResponseSchema,
  orderHistoryEntrySchema,
  orderItemSchema,
  orderSchema,
  orderStatusCountsSchema,
  orderUpdateSchema,
  pageOffsetSchema,
  pageQuerySchema,
  requestedPage,
  searchTermSchema,
  sellerOrdersQuerySchema,
} from '@dawalink/shared';
import { assertOwnerOrAdmin, currentAccount } from '../../plugins/access.js';
import {
  changeOrdersStatus,
  findVisibleOrder,
  orderDetails,
  orderHistory,
  orderItems,
  searchSellerOrders,
  searchSellerOrdersPage,
  sellerOrderStatusCounts,
  sellerOrdersCount,
  sellerOrdersPage,
} from './orders.service.js';
import { textRetailersAboutStatus } from './order-status-sms.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const SELLER_OR_ADMIN = ['seller', 'admin'] as const;

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
        summary: 'How many orders a seller has received, as text (`?status=`: of that status)',
        params: z.object({ sellerId: idSchema }),
        querystring: sellerOrdersQuerySchema.pick({ status: true }),
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { sellerId } = request.params;
      assertOwnerOrAdmin(request, sellerId);
      const count = await sellerOrdersCount(db, sellerId, request.query.status);
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
        description:
          'Optional `status` keeps one status; `sort` (`date`, `total`, `status`) and `dir` (`asc`, `desc`) order the matches. ' +
          'Optional `offset` and `limit` (1-200, default 50) ask for one page instead of the first 200: `{total, rows}`, ' +
          '`total` counting the matches up to 200; past that `total` is 200 and `total_capped` is true.',
        params: z.object({ sellerId: idSchema, text: searchTermSchema }),
        querystring: sellerOrdersQuerySchema.extend(pageQuerySchema.shape),
        response: { 200: z.union([z.array(orderSchema), cappedPagedSchema(orderSchema)]), ...errors },
      },
    },
    async (request) => {
      const { sellerId, text } = request.params;
      assertOwnerOrAdmin(request, sellerId);
      const page = requestedPage(request.query);
      return page
        ? searchSellerOrdersPage(db, sellerId, text, request.query, page)
        : searchSellerOrders(db, sellerId, text, request.query);
    },
  );

  app.get(
    '/api/OrdersCategory/seller/:sellerId/:start/:end',
    {
      config: { access: SELLER_OR_ADMIN },
      schema: {
        tags: ['orders'],
        summary: "A page of a seller's orders, newest first: rows start..end-1 (at most 200)",
        description:
          'Optional `status` keeps one status; `sort` (`date`, `total`, `status`: workflow order, Pending first) and ' +
          '`dir` (`asc`, `desc`; default newest, largest, Pending first) order the rows before the offsets apply.',
        params: z.object({ sellerId: idSchema, start: pageOffsetSchema, end: pageOffsetSchema }),
        querystring: sellerOrdersQuerySchema,
        response: { 200: z.array(orderSchema), ...errors },
      },
    },
    async (request) => {
      const { sellerId, start, end } = request.params;
      assertOwnerOrAdmin(request, sellerId);
      return sellerOrdersPage(db, sellerId, start, end, request.query);
    },
  );

  app.get(
    '/api/OrdersCategory/seller/counts/:sellerId',
    {
      config: { access: SELLER_OR_ADMIN },
      schema: {
        tags: ['orders'],
        summary: "A seller's order count in all and per status: {total, by_status:[{status, count}]} (workflow order)",
        params: z.object({ sellerId: idSchema }),
        response: { 200: orderStatusCountsSchema, ...errors },
      },
    },
    async (request) => {
      const { sellerId } = request.params;
      assertOwnerOrAdmin(request, sellerId);
      return sellerOrderStatusCounts(db, sellerId);
    },
  );

  app.put(
    '/api/Orders/status',
    {
      config: { access: SELLER_OR_ADMIN },
      schema: {
        tags: ['orders'],
        summary: 'Change the status of several orders at once: {ids, status, note?}, all or none',
        description:
          'Every id must be an order of the caller (the admin: any order), else 404 and nothing changes. Answers ' +
          '`{orders, changed}`. Orders that become Shipped or Cancel text their retailer when the seller setting ' +
          '`notify_retailer_sms` is on.',
        body: orderBulkStatusSchema,
        response: { 200: orderBulkStatusResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { ids, status, note } = request.body;
      const result = await changeOrdersStatus(db, currentAccount(request), ids, status, note);
      await textRetailersAboutStatus(app.deps, result.changed, status);
      return { orders: result.orders, changed: result.changed.length };
    },
  );

  app.get(
    '/api/Orders/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['orders'],
        summary:
          'One order, as an array with the order first (the seller who received it, the retailer who placed it, the admin)',
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
        summary:
          "Change an order's status (only `status` and an optional `note` of the body are taken); records who and when",
        description:
          "The note joins the order's timeline. An order that becomes Shipped or Cancel texts its retailer when the " +
          'seller setting `notify_retailer_sms` is on.',
        params: idParamSchema,
        body: orderUpdateSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => {
      const { status, note } = request.body;
      const result = await changeOrdersStatus(db, currentAccount(request), [request.params.id], status, note);
      await textRetailersAboutStatus(app.deps, result.changed, status);
      return result.orders[0];
    },
  );

  app.get(
    '/api/Orders/:id/items',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['orders'],
        summary:
          "An order's lines: the unit T.P (`price`), the `offer` (percent) and the line's amount after it (`net`)",
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
        summary: 'An order with its lines and its seller: {order_items, order_details: [order], seller} (print slips)',
        params: idParamSchema,
        response: { 200: orderDetailsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const order = await findVisibleOrder(db, currentAccount(request), request.params.id);
      return orderDetails(db, order);
    },
  );

  app.get(
    '/api/Orders/:id/history',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['orders'],
        summary:
          "An order's status changes, oldest first, with who made them (and the seller's notes, not for the retailer)",
        params: idParamSchema,
        response: { 200: z.array(orderHistoryEntrySchema), ...errors },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      const order = await findVisibleOrder(db, account, request.params.id);
      return orderHistory(db, order.id, account.type !== 'retailer');
    },
  );
};
