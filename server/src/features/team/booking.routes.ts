import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookerRetailerRegistrationSchema,
  bookingRetailerQuerySchema,
  bookingRetailerSchema,
  errorResponseSchema,
  pageQuerySchema,
  pagedSchema,
  requestedPage,
  teamIdParamSchema,
} from '@dawalink/shared';
import { currentAccount } from '../../plugins/access.js';
import {
  bookedOrder,
  bookedOrders,
  bookedOrdersPage,
  bookingRetailers,
  bookingRetailersPage,
  registerRetailerForBooking,
} from './booking.service.js';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

const bookedOrderSchema = z.object({
  id: z.number(),
  retailer_id: z.number(),
  store: z.string(),
  total: z.number(),
  status: z.string(),
  order_date: z.string(),
  booked_by: z.string(),
  total_items: z.number(),
});
const bookedOrderDetailSchema = bookedOrderSchema.extend({
  items: z.array(
    z.object({
      listing_id: z.number().nullable(),
      product_name: z.string(),
      quantity: z.number(),
      price: z.number(),
      offer: z.number(),
      net: z.number(),
    }),
  ),
});

/**
 * Orders booked for retailers by the seller's owner or an order booker: finding and registering retailers, the
 * booker's own bookings. The order itself is `POST /api/Orders` with `retailer_id`.
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/api/Booking/retailers',
    {
      config: { access: ['seller'], staff: ['booker'] },
      schema: {
        tags: ['team'],
        summary:
          "Retailers to book for: without `q` the booker's own (the owner: all of the seller's) with `last_ordered` and `days_since_order`; with `q` a search by store, name or phone among the seller's retailers, and any registered retailer by its whole phone",
        description:
          'Without `q`, optional `offset` and `limit` (1-200, default 50) ask for one page of the list instead of its ' +
          'first 200: `{total, rows}`, `total` counting every retailer of the list. With `q` they are refused (400).',
        querystring: bookingRetailerQuerySchema,
        response: { 200: z.union([z.array(bookingRetailerSchema), pagedSchema(bookingRetailerSchema)]), ...refusals },
      },
    },
    async (request) => {
      const page = requestedPage(request.query);
      const account = currentAccount(request);
      return page ? bookingRetailersPage(db, account, page) : bookingRetailers(db, account, request.query.q);
    },
  );

  app.post(
    '/api/Booking/retailers',
    {
      config: { access: ['seller'], staff: ['booker'] },
      schema: {
        tags: ['team'],
        summary:
          'Register a new retailer at the counter `{phone, fullName, store, address, pin, verification_token}` (the code the retailer got by `POST /api/OTP/{phone}` and read out); 201 the retailer, nobody signed in',
        body: bookerRetailerRegistrationSchema,
        response: { 201: bookingRetailerSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await registerRetailerForBooking(app.deps, currentAccount(request), request.body)),
  );

  app.get(
    '/api/Booking/orders',
    {
      config: { access: ['seller'], staff: ['booker'] },
      schema: {
        tags: ['team'],
        summary: "Booked orders, newest first: a booker's own, the owner's all",
        description:
          'Optional `offset` and `limit` (1-200, default 50) ask for one page instead of the newest 200: ' +
          '`{total, rows}`, `total` counting every booked order the caller may see.',
        querystring: pageQuerySchema,
        response: { 200: z.union([z.array(bookedOrderSchema), pagedSchema(bookedOrderSchema)]), ...refusals },
      },
    },
    async (request) => {
      const page = requestedPage(request.query);
      const account = currentAccount(request);
      return page ? bookedOrdersPage(db, account, page) : bookedOrders(db, account);
    },
  );

  app.get(
    '/api/Booking/orders/:id',
    {
      config: { access: ['seller'], staff: ['booker'] },
      schema: {
        tags: ['team'],
        summary: "One booked order with its lines; another booker's booking answers 404",
        params: teamIdParamSchema,
        response: { 200: bookedOrderDetailSchema, ...refusals },
      },
    },
    async (request) => bookedOrder(db, currentAccount(request), request.params.id),
  );
};
