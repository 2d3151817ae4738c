import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCountQuerySchema,
  adminListQuerySchema,
  adminRetailerSchema,
  adminWholesalerSchema,
  errorResponseSchema,
  idParamSchema,
  updateStatusBodySchema,
} from '@dawalink/shared';
import {
  countRetailers,
  countWholesalers,
  listRetailers,
  listWholesalers,
  setAccountDisabled,
} from './admin-accounts.service.js';

const ADMIN = ['admin'] as const;
const refusals = { 401: errorResponseSchema, 403: errorResponseSchema } as const;
const PAGING =
  'Without a query: every account (the spec\'s plain GET), newest first. Optional `from` and `to` (offsets, to ' +
  'exclusive, at most 500 rows) and `search` (name, store, phone, address, e-mail contains) page the list; the total ' +
  'is in the `X-Total-Count` header and at `.../length?search=` as text. Never includes a PIN.';

/** The admin's retailer and wholesaler lists and activation (spec: GET /Retailers, PUT /Retailers/UpdateStatus/{id}, ...). */
export const adminAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  const kinds = [
    { base: '/api/Retailers', kind: 'retailer', tag: 'Retailers', schema: adminRetailerSchema, list: listRetailers, count: countRetailers },
    {
      base: '/api/WholesellerControllerSignUp',
      kind: 'seller',
      tag: 'Wholesalers',
      schema: adminWholesalerSchema,
      list: listWholesalers,
      count: countWholesalers,
    },
  ] as const;

  for (const k of kinds) {
    app.get(
      k.base,
      {
        config: { access: ADMIN },
        schema: {
          tags: ['accounts'],
          summary: `${k.tag} (admin)`,
          description: PAGING,
          querystring: adminListQuerySchema,
          response: { 200: z.array(k.schema), 400: errorResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const [rows, total] = await Promise.all([
          (k.list as typeof listRetailers | typeof listWholesalers)(db, query),
          query.from !== undefined ? k.count(db, query.search) : Promise.resolve(null),
        ]);
        reply.header('x-total-count', String(total ?? rows.length));
        return rows;
      },
    );

    app.get(
      `${k.base}/length`,
      {
        config: { access: ADMIN },
        schema: {
          tags: ['accounts'],
          summary: `Number of ${k.tag.toLowerCase()} (admin), optionally matching \`search\`, as text`,
          querystring: adminCountQuerySchema,
          response: { 200: z.string(), 400: errorResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const n = await k.count(db, request.query.search);
        return reply.type('text/plain; charset=utf-8').send(String(n));
      },
    );

    app.put(
      `${k.base}/UpdateStatus/:id`,
      {
        config: { access: ADMIN },
        schema: {
          tags: ['accounts'],
          summary: `Activate or deactivate a ${k.kind === 'seller' ? 'wholesaler' : 'retailer'} (admin)`,
          description:
            'Body optional `{is_disabled?: boolean}`; without it the flag toggles. Disabling ends every session of the ' +
            'account; it can no longer sign in ("Your Profile has been disabled by Admin")' +
            (k.kind === 'seller' ? ' and its store answers 410.' : '.') +
            ' Answers the account as the list shows it.',
          params: idParamSchema,
          body: updateStatusBodySchema,
          response: { 200: k.schema, 400: errorResponseSchema, 404: errorResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const { id } = request.params;
        await setAccountDisabled(db, k.kind, id, request.body.is_disabled);
        const [row] = await (k.list as typeof listRetailers | typeof listWholesalers)(db, {}, id);
        return row;
      },
    );
  }
};
