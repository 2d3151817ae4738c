import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  batchCreateSchema,
  batchSchema,
  batchUpdateSchema,
  errorResponseSchema,
  idParamSchema,
} from '@dawalink/shared';
import { currentAccount } from '../../plugins/access.js';
import { addBatch, deleteBatch, listBatches, updateBatch } from './stock.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * A seller's batches per listing (batch number, expiry month, quantity). Reached through the seller's own listing
 * or batch id; another seller's answers 404. Availability is set on the listing itself (PUT /api/MedicalProducts/{id}).
 */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/api/MedicalProducts/:id/batches',
    {
      config: { access: ['seller'], staff: ['catalogue'] },
      schema: {
        tags: ['stock'],
        summary:
          "My listing's batches, earliest expiry first: [{id, listing_id, batch_no, expiry:'YYYY-MM', quantity}]",
        params: idParamSchema,
        response: { 200: z.array(batchSchema), ...errors },
      },
    },
    async (request) => listBatches(db, currentAccount(request).id, request.params.id),
  );

  app.post(
    '/api/MedicalProducts/:id/batches',
    {
      config: { access: ['seller'], staff: ['catalogue'] },
      schema: {
        tags: ['stock'],
        summary: 'Add a batch to my listing: {batch_no, expiry, quantity}',
        description:
          '`expiry` is a month ("2027-03", "03/27" or "03/2027"), not before the current month; `quantity` a whole ' +
          'number from 0; `batch_no` 1 to 40 letters, digits, spaces and - / . (unique per listing: 409 `batch_exists`).',
        params: idParamSchema,
        body: batchCreateSchema,
        response: { 201: batchSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addBatch(db, currentAccount(request).id, request.params.id, request.body)),
  );

  app.put(
    '/api/Batches/:id',
    {
      config: { access: ['seller'], staff: ['catalogue'] },
      schema: {
        tags: ['stock'],
        summary: 'Change a batch of mine: any of {batch_no, expiry, quantity}',
        params: idParamSchema,
        body: batchUpdateSchema,
        response: { 200: batchSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => updateBatch(db, currentAccount(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/Batches/:id',
    {
      config: { access: ['seller'], staff: ['catalogue'] },
      schema: {
        tags: ['stock'],
        summary: 'Remove a batch of mine (orders already shipped keep the batch number and expiry they printed)',
        params: idParamSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await deleteBatch(db, currentAccount(request).id, request.params.id);
      return { ok: true as const };
    },
  );
};
