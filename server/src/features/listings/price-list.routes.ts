import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  MSG_BEYOND,
  PRICE_LIST_MAX_BYTES,
  priceListApplyBodySchema,
  priceListApplyResultSchema,
  priceListPreviewSchema,
} from '@dawalink/shared';
import { currentAccount } from '../../plugins/access.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { readPriceListFile } from './price-list-file.js';
import { applyPriceList, exportPriceList, previewPriceList } from './price-list.service.js';

/** The file comes as the raw request body; these types are what browsers and tools send for CSV and Excel. */
const FILE_TYPES = [
  'application/octet-stream',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
];
/** A little above the 10 MB the seller is told, so that the handler (not the parser) refuses with a clear text. */
const PARSER_LIMIT = PRICE_LIST_MAX_BYTES + 2 * 1024 * 1024;
const tooLarge = () => new AppError(413, 'payload_too_large', MSG_BEYOND.fileTooLarge);

/** Price list import (preview, apply) and export for the signed-in seller. */
export const priceListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  // Scoped to this plugin: the rest of the API still takes JSON only. None of these types is one a cross-site
  // form may send without a preflight, and the CSRF guard checks Origin on every POST anyway.
  app.addContentTypeParser(FILE_TYPES, { parseAs: 'buffer', bodyLimit: PARSER_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/PriceList/preview',
    {
      config: { access: ['seller'] },
      bodyLimit: PARSER_LIMIT,
      onRequest: async (request) => {
        // Refuse before reading the body when the size is announced.
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > PRICE_LIST_MAX_BYTES) throw tooLarge();
      },
      schema: {
        tags: ['listings'],
        summary:
          'Preview a price list file (CSV or .xlsx as the raw body): every row new, changed, unchanged or refused',
        response: {
          200: priceListPreviewSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw badRequest(MSG_BEYOND.fileEmpty);
      if (body.length > PRICE_LIST_MAX_BYTES) throw tooLarge();
      const file = await readPriceListFile(body);
      return previewPriceList(db, currentAccount(request).id, file);
    },
  );

  app.post(
    '/api/PriceList/apply',
    {
      config: { access: ['seller'] },
      schema: {
        tags: ['listings'],
        summary: 'Apply a previewed price list in one transaction (all or nothing)',
        body: priceListApplyBodySchema,
        response: {
          200: priceListApplyResultSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) =>
      applyPriceList(db, currentAccount(request).id, request.body.import_id, request.body.skip_refused),
  );

  app.get(
    '/api/PriceList/export',
    {
      config: { access: ['seller'] },
      schema: {
        tags: ['listings'],
        summary: "Download the seller's price list as CSV (the import format)",
        response: { 200: z.string().describe('CSV text'), 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const csv = await exportPriceList(db, currentAccount(request).id);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="price-list-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
