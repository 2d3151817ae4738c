import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  idParamSchema,
  returnCreateSchema,
  returnSchema,
  returnsQuerySchema,
  returnSummarySchema,
  returnUpdateSchema,
  RETURN_STATUSES,
} from '@dawalink/shared';
import { currentAccount } from '../../plugins/access.js';
import type { Deps } from '../../deps.js';
import { sendInLanguage } from '../../sms/in-language.js';
import { createReturn, findReturn, listReturns, updateReturn, type ReturnText } from './returns.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** A text about a return step; it never fails the step. */
async function text(deps: Deps, t: ReturnText) {
  try {
    if (t.phone) await sendInLanguage(deps, t.phone, t.write);
  } catch (error) {
    console.error(`return SMS failed: ${String(error)}`);
  }
}

/** Returns of invoiced goods: requested by the retailer, decided, received and credited by the seller. */
export const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(
    '/api/Returns',
    {
      config: { access: ['retailer'] },
      schema: {
        tags: ['returns'],
        summary:
          "Request a return (the order's retailer): `{order_id, lines:[{listing_id, quantity, reason, note?}], note?}` -> 201 `{id, status}`",
        description:
          'The order must be invoiced (409 `not_invoiced`). `reason`: `expired`, `near_expiry`, `broken` or `wrong_item`. ' +
          'Each quantity is at most what was supplied less what other returns (not rejected) hold. The seller gets an SMS.',
        body: returnCreateSchema,
        response: { 201: z.object({ id: z.number(), status: z.enum(RETURN_STATUSES) }), ...errors },
      },
    },
    async (request, reply) => {
      const { id, text: t } = await createReturn(db, currentAccount(request).id, request.body);
      await text(app.deps, t);
      return reply.status(201).send({ id, status: 'Requested' as const });
    },
  );

  app.get(
    '/api/Returns',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['returns'],
        summary:
          "The caller's returns, newest first (a seller: received; a retailer: requested; the admin: all); `status`, `offset`, `limit`",
        querystring: returnsQuerySchema,
        response: { 200: z.array(returnSummarySchema), ...errors },
      },
    },
    async (request) => listReturns(db, currentAccount(request), request.query),
  );

  app.get(
    '/api/Returns/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['returns'],
        summary: 'One return with its lines and timeline (its seller, its retailer, the admin)',
        params: idParamSchema,
        response: { 200: returnSchema, ...errors },
      },
    },
    async (request) => findReturn(db, currentAccount(request), request.params.id),
  );

  app.put(
    '/api/Returns/:id',
    {
      config: { access: ['seller'] },
      schema: {
        tags: ['returns'],
        summary: 'Move a return on (its seller): `{status, lines?, reason?, note?}` -> the return',
        description:
          'Requested -> `Approved` (`lines:[{listing_id, quantity}]` approves part of a line; lines not given are approved ' +
          'in full) or `Rejected` (`reason` required); Approved -> `Received`; Received -> `Credited`, which posts a ' +
          '`credit_note` to the ledger worth the approved quantities at the net price charged. Another move answers 409 ' +
          '`return_status`. The retailer gets an SMS at each step.',
        params: idParamSchema,
        body: returnUpdateSchema,
        response: { 200: returnSchema, ...errors },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      const { text: t } = await updateReturn(db, account, request.params.id, request.body);
      await text(app.deps, t);
      return findReturn(db, account, request.params.id);
    },
  );
};
