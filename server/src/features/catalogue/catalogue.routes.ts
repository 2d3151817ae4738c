import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCountQuerySchema,
  adminListQuerySchema,
  catalogueProductCreateSchema,
  catalogueProductSchema,
  catalogueProductUpdateSchema,
  errorResponseSchema,
  idParamSchema,
  updateStatusBodySchema,
} from '@dawalink/shared';
import {
  countProducts,
  createProduct,
  getProduct,
  listProducts,
  setProductDisabled,
  updateProduct,
} from './catalogue.service.js';

const ADMIN = ['admin'] as const;
const refusals = { 401: errorResponseSchema, 403: errorResponseSchema } as const;

/**
 * The admin's shared catalogue (spec: POST/GET /Admin, GET/PUT /Admin/{id}, PUT /Admin/UpdateStatus/{id}).
 * The seller's catalogue selection under /Admin/products/... lives in the listings domain.
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(
    '/api/Admin',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['catalogue'],
        summary: 'Add a catalogue product (admin)',
        description:
          'Body `{product_code?, product_name, manufacturer, offer?, bonus?, total_price}`. An empty product_code gets the ' +
          'spec\'s product-code rule. Same name and manufacturer again: 400 "Product Already added for the company".',
        body: catalogueProductCreateSchema,
        response: { 200: catalogueProductSchema, 400: errorResponseSchema, ...refusals },
      },
    },
    async (request) => createProduct(db, request.body),
  );

  app.get(
    '/api/Admin',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['catalogue'],
        summary: 'Catalogue products (admin), disabled ones included, in brand order',
        description:
          "Without a query: every product (the spec's plain GET). Optional `from` and `to` (offsets, to exclusive, at " +
          'most 500 rows) and `search` (name, manufacturer or code contains) page the list; the total is in the ' +
          '`X-Total-Count` header and at `GET /api/Admin/length?search=`.',
        querystring: adminListQuerySchema,
        response: { 200: z.array(catalogueProductSchema), 400: errorResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const [rows, total] = await Promise.all([
        listProducts(db, query),
        query.from !== undefined ? countProducts(db, query.search) : Promise.resolve(null),
      ]);
      reply.header('x-total-count', String(total ?? rows.length));
      return rows;
    },
  );

  app.get(
    '/api/Admin/length',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['catalogue'],
        summary: 'Number of catalogue products (admin), optionally matching `search`, as text',
        querystring: adminCountQuerySchema,
        response: { 200: z.string(), 400: errorResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const n = await countProducts(db, request.query.search);
      return reply.type('text/plain; charset=utf-8').send(String(n));
    },
  );

  app.get(
    '/api/Admin/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['catalogue'],
        summary: 'One catalogue product (admin)',
        params: idParamSchema,
        response: { 200: catalogueProductSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...refusals },
      },
    },
    async (request) => getProduct(db, request.params.id),
  );

  app.put(
    '/api/Admin/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['catalogue'],
        summary: 'Edit a catalogue product (admin)',
        description:
          'Body `{id?, product_name, manufacturer, offer?, bonus?, total_price, product_code?}`: the path id wins; ' +
          'is_disabled is changed only through UpdateStatus; a missing product_code keeps the stored one, an empty one gets the product-code rule again.',
        params: idParamSchema,
        body: catalogueProductUpdateSchema,
        response: { 200: catalogueProductSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...refusals },
      },
    },
    async (request) => updateProduct(db, request.params.id, request.body),
  );

  app.put(
    '/api/Admin/UpdateStatus/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['catalogue'],
        summary: 'Activate or deactivate a catalogue product (admin)',
        description:
          'Body optional `{is_disabled?: boolean}`; without it the flag toggles. A disabled product vanishes from product ' +
          'selection and every store; existing orders keep their lines.',
        params: idParamSchema,
        body: updateStatusBodySchema,
        response: { 200: catalogueProductSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...refusals },
      },
    },
    async (request) => setProductDisabled(db, request.params.id, request.body.is_disabled),
  );
};
