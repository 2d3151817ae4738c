import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  idSchema,
  listingSchema,
  recentStoreCreateSchema,
  recentStoreSchema,
  sellerInfoSchema,
  firstLinesQuerySchema,
  storeUrlSchema,
} from '@dawalink/shared';
import { assertOwnerOrAdmin, currentAccount } from '../../plugins/access.js';
import { recentStores, recordVisit, sellerIdByUrlOrStore, sellerInfoByUrl } from './storefront.service.js';
import { sendStoreListing } from './store-listing-http.js';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 410: errorResponseSchema };

/** Store pages (public), the seller id behind a store link, and a retailer's recently visited stores. */
export const storefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const { storeCache } = app;

  app.get(
    '/api/WholesellerCategory/url/:url',
    {
      config: { access: 'public' },
      schema: {
        tags: ['storefront'],
        summary: 'Seller info for a store link (404 unknown, 410 disabled seller)',
        params: z.object({ url: storeUrlSchema }),
        response: { 200: sellerInfoSchema, ...errors },
      },
    },
    async (request) => sellerInfoByUrl(db, request.params.url),
  );

  app.get(
    '/api/WholesellerCategory/wholeseller/:url',
    {
      config: { access: 'public' },
      schema: {
        tags: ['storefront'],
        summary: 'The seller id for a store url or business name, as text',
        params: z.object({ url: storeUrlSchema }),
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const id = await sellerIdByUrlOrStore(db, request.params.url);
      return reply.type('text/plain; charset=utf-8').send(String(id));
    },
  );

  app.get(
    '/api/WholesellerCategory/:url/:wholesellerId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['storefront'],
        summary: "A store's product list (enabled products of an enabled seller); `?first=N`: only its first N lines",
        params: z.object({ url: storeUrlSchema, wholesellerId: idSchema }),
        querystring: firstLinesQuerySchema,
        response: { 200: z.array(listingSchema), ...errors },
      },
    },
    // Served from the per-version cache with ETag/304 and precompressed bodies (store-listing-cache.ts, store-listing-http.ts).
    async (request, reply) =>
      sendStoreListing(
        storeCache,
        request,
        reply,
        request.params.url,
        request.params.wholesellerId,
        request.query.first,
      ),
  );

  app.get(
    '/api/RecentStore/:retailerId',
    {
      config: { access: ['retailer', 'admin'] },
      schema: {
        tags: ['storefront'],
        summary: 'Stores a retailer visited, most recent first (the retailer itself or the admin)',
        params: z.object({ retailerId: idSchema }),
        response: {
          200: z.array(recentStoreSchema),
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      assertOwnerOrAdmin(request, request.params.retailerId);
      return recentStores(db, request.params.retailerId);
    },
  );

  app.post(
    '/api/RecentStore',
    {
      config: { access: ['retailer'] },
      schema: {
        tags: ['storefront'],
        summary: "Records the signed-in retailer's visit to a store (only `url` is taken)",
        body: recentStoreCreateSchema,
        response: {
          200: z.object({ ok: z.literal(true) }),
          401: errorResponseSchema,
          403: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      await recordVisit(db, currentAccount(request).id, request.body.url);
      return { ok: true as const };
    },
  );
};
