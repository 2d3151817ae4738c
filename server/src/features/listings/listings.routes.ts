import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  errorResponseSchema,
  firstLinesQuerySchema,
  idParamSchema,
  idSchema,
  listingCreateBodySchema,
  listingSchema,
  listingPutSchema,
  pageOffsetSchema,
  cappedPagedSchema,
  pageQuerySchema,
  requestedPage,
  searchTermSchema,
  selectableProductSchema,
} from '@dawalink/shared';
import { assertOwnerOrAdmin, currentAccount } from '../../plugins/access.js';
import {
  addListings,
  deleteListing,
  findOwnListing,
  searchSelectable,
  searchSelectablePage,
  selectableCount,
  selectablePage,
  sellerListings,
  updateListing,
} from './listings.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const SELLER_OR_ADMIN = ['seller', 'admin'] as const;

/** The seller's own listings are reached by id; the admin may reach any (null = no owner filter). */
const ownerFilter = (request: FastifyRequest): number | null => {
  const account = currentAccount(request);
  return account.type === 'admin' ? null : account.id;
};

/**
 * A seller's product list (read, edit, delete, add from the catalogue) and the catalogue selection routes, which
 * live under /api/Admin in the spec but answer per seller: products the seller does not list yet.
 */
export const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/api/WholesellerCategory/:sellerId',
    {
      config: { access: SELLER_OR_ADMIN },
      schema: {
        tags: ['listings'],
        summary:
          "A seller's product list, by manufacturer then name (own list or the admin); `?first=N`: only its first N lines",
        params: z.object({ sellerId: idSchema }),
        querystring: firstLinesQuerySchema,
        response: { 200: z.array(listingSchema), ...errors },
      },
    },
    async (request) => {
      assertOwnerOrAdmin(request, request.params.sellerId);
      return sellerListings(db, request.params.sellerId, request.query.first);
    },
  );

  app.get(
    '/api/MedicalProducts/:id',
    {
      config: { access: SELLER_OR_ADMIN },
      schema: {
        tags: ['listings'],
        summary: 'One of my listings',
        params: idParamSchema,
        response: { 200: listingSchema, ...errors },
      },
    },
    async (request) => findOwnListing(db, ownerFilter(request), request.params.id),
  );

  app.put(
    '/api/MedicalProducts/:id',
    {
      config: { access: SELLER_OR_ADMIN },
      schema: {
        tags: ['listings'],
        summary:
          'Change offer, bonus and price, the scheme and the pack multiple of my listing (other body fields are ignored)',
        description:
          "Body: the spec's `offer`, `bonus`, `total_price` (total_price required with offer or bonus) and/or `scheme` " +
          '`{buy 1-10000, free 1-1000, starts, ends}` (dates YYYY-MM-DD or null, inclusive, ends not before starts; `null` removes ' +
          'the scheme) and `pack_multiple` (1-10000). Fields not sent keep their values.',
        params: idParamSchema,
        body: listingPutSchema,
        response: { 200: listingSchema, ...errors },
      },
    },
    async (request) => updateListing(db, ownerFilter(request), request.params.id, request.body),
  );

  app.delete(
    '/api/MedicalProducts/:id',
    {
      config: { access: SELLER_OR_ADMIN },
      schema: {
        tags: ['listings'],
        summary: 'Remove my listing (past orders keep their lines)',
        params: idParamSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await deleteListing(db, ownerFilter(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/MedicalProducts',
    {
      config: { access: ['seller'] },
      schema: {
        tags: ['listings'],
        summary: 'Add catalogue products to my market: one body or an array, all or none',
        body: listingCreateBodySchema,
        response: { 200: z.union([listingSchema, z.array(listingSchema)]), ...errors },
      },
    },
    async (request) => {
      const sellerId = currentAccount(request).id;
      const body = request.body;
      const rows = await addListings(db, sellerId, Array.isArray(body) ? body : [body]);
      return Array.isArray(body) ? rows : rows[0];
    },
  );

  app.get(
    '/api/Admin/products/length/:sellerId',
    {
      config: { access: SELLER_OR_ADMIN },
      schema: {
        tags: ['listings'],
        summary: 'How many catalogue products the seller can still add, as text',
        params: z.object({ sellerId: idSchema }),
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      assertOwnerOrAdmin(request, request.params.sellerId);
      const count = await selectableCount(db, request.params.sellerId);
      return reply.type('text/plain; charset=utf-8').send(String(count));
    },
  );

  app.get(
    '/api/Admin/products/:sellerId/:from/:to',
    {
      config: { access: SELLER_OR_ADMIN },
      schema: {
        tags: ['listings'],
        summary: 'A page of the catalogue the seller can still add: rows from..to-1 (at most 200)',
        params: z.object({ sellerId: idSchema, from: pageOffsetSchema, to: pageOffsetSchema }),
        response: { 200: z.array(selectableProductSchema), ...errors },
      },
    },
    async (request) => {
      const { sellerId, from, to } = request.params;
      assertOwnerOrAdmin(request, sellerId);
      return selectablePage(db, sellerId, from, to);
    },
  );

  app.get(
    '/api/Admin/product/search/:sellerId/:term',
    {
      config: { access: SELLER_OR_ADMIN },
      schema: {
        tags: ['listings'],
        summary: 'Search the catalogue the seller can still add by product name or manufacturer (at most 500)',
        description:
          'Every word of the term in the name or the manufacturer. Optional `offset` and `limit` (1-200, default 50) ' +
          'ask for one page instead: `{total, rows}`, `total` counting the matches up to 500; past 500 it is 500 and ' +
          '`total_capped` is true.',
        params: z.object({ sellerId: idSchema, term: searchTermSchema }),
        querystring: pageQuerySchema,
        response: {
          200: z.union([z.array(selectableProductSchema), cappedPagedSchema(selectableProductSchema)]),
          ...errors,
        },
      },
    },
    async (request) => {
      const { sellerId, term } = request.params;
      assertOwnerOrAdmin(request, sellerId);
      const page = requestedPage(request.query);
      return page ? searchSelectablePage(db, sellerId, term, page) : searchSelectable(db, sellerId, term);
    },
  );
};
