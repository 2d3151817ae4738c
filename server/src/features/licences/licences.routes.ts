import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  idParamSchema,
  LICENCE_DOCUMENT_MAX_BYTES,
  licenceQueuePageSchema,
  licenceQueueQuerySchema,
  licenceQueueSchema,
  licenceReviewSchema,
  licenceSchema,
  licenceUpdateSchema,
  requestedPage,
  retailerLicenceSchema,
} from '@dawalink/shared';
import type { FastifyRequest } from 'fastify';
import { currentAccount } from '../../plugins/access.js';
import { notFound } from '../../lib/errors.js';
import { documentFileName } from './licence-document.js';
import {
  documentTooLarge,
  licenceQueue,
  licenceQueuePage,
  readLicenceDocument,
  recordLicence,
  reviewLicence,
  uploadLicenceDocument,
  viewRetailerLicence,
} from './licences.service.js';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
} as const;
const retailerIdParamSchema = z.object({ retailerId: idParamSchema.shape.id });

/**
 * The upload arrives as the raw request body, in any of these types (browsers send the file's own type; tools send
 * octet-stream). The declared type is never trusted: the bytes decide. None of them is a type a cross-site form may
 * send without a preflight, and the CSRF guard checks Origin on every PUT.
 */
const UPLOAD_TYPES = ['application/octet-stream', 'image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
/** A little above the limit, so the handler (not the parser) refuses a too-large file with a clear text. */
const PARSER_LIMIT = LICENCE_DOCUMENT_MAX_BYTES + 1024 * 1024;
const VIEWERS = ['retailer', 'seller', 'admin'] as const;
/**
 * The retailer's own licence routes check the path's id before the body is validated, so another account's id
 * answers 404 whatever the body holds (its existence does not leak through a 400).
 */
const ownLicenceOnly = async (request: FastifyRequest) => {
  const caller = currentAccount(request);
  if (caller.type !== 'retailer' || String(caller.id) !== String((request.params as { id?: unknown }).id))
    throw notFound();
};
const WHO_VIEWS =
  'The retailer itself, the admin, and a seller the retailer has ordered from; anyone else 404 (its existence does not leak).';

/** Retailers' drug-sale licences: recording, the document, the admin's verification. */
export const licencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, sms } = app.deps;

  // Scoped to this plugin: the rest of the API still takes JSON only.
  app.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: PARSER_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.put(
    '/api/Retailers/:id/licence',
    {
      config: { access: ['retailer'] },
      preValidation: ownLicenceOnly,
      schema: {
        tags: ['licences'],
        summary: "Record or change the retailer's drug-sale licence (the retailer itself)",
        description:
          'Body `{number, type, province, expires}`: type `pharmacy`, `medical_store` or `distributor`; province one of ' +
          "Pakistan's (any case, hyphens aside; short forms KPK, ICT, GB, AJK accepted); expires `YYYY-MM-DD`, refused when before today (Pakistan time). " +
          "Any change makes the licence `pending` until the admin reviews it. Another account's id: 404.",
        params: idParamSchema,
        body: licenceUpdateSchema,
        response: { 200: licenceSchema, ...refusals },
      },
    },
    async (request) => recordLicence(db, currentAccount(request), request.params.id, request.body),
  );

  app.get(
    '/api/Retailers/:id/licence',
    {
      // A seller's clerks, bookers and accountants see the licences of the retailers they serve.
      config: { access: VIEWERS, staff: ['clerk', 'booker', 'accountant'] },
      schema: {
        tags: ['licences'],
        summary: "A retailer's licence with the retailer's name and store",
        description: WHO_VIEWS + ' `licence` is null when none is recorded.',
        params: idParamSchema,
        response: { 200: retailerLicenceSchema, ...refusals },
      },
    },
    async (request) => viewRetailerLicence(db, currentAccount(request), request.params.id),
  );

  app.put(
    '/api/Retailers/:id/licence/document',
    {
      config: { access: ['retailer'] },
      preValidation: ownLicenceOnly,
      bodyLimit: PARSER_LIMIT,
      onRequest: async (request) => {
        // Refuse before reading the body when the size is announced.
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > LICENCE_DOCUMENT_MAX_BYTES) throw documentTooLarge();
      },
      schema: {
        tags: ['licences'],
        summary: 'Upload the licence photo or PDF as the raw body (the retailer itself)',
        description:
          'JPEG, PNG, WebP or PDF, at most 5 MB, told by its first bytes (not the name or Content-Type). Replaces an ' +
          'earlier document and makes the licence `pending`. 400 empty, 409 `licence_missing` before the details are ' +
          'recorded, 413 too large, 415 another kind of file; nothing is written on a refusal.',
        params: idParamSchema,
        response: {
          200: licenceSchema,
          ...refusals,
          409: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
    },
    async (request) => uploadLicenceDocument(db, currentAccount(request), request.params.id, request.body),
  );

  app.get(
    '/api/Retailers/:id/licence/document',
    {
      // A seller's clerks, bookers and accountants see the licences of the retailers they serve.
      config: { access: VIEWERS, staff: ['clerk', 'booker', 'accountant'] },
      schema: {
        tags: ['licences'],
        summary: 'The licence document as uploaded (image/jpeg, image/png, image/webp or application/pdf)',
        description: WHO_VIEWS + ' 404 when no document was uploaded.',
        params: idParamSchema,
        response: { 200: z.any().describe('the file'), ...refusals },
      },
    },
    async (request, reply) => {
      const doc = await readLicenceDocument(db, currentAccount(request), request.params.id);
      const name = documentFileName(request.params.id, doc.contentType);
      // A photo is shown in the page; a PDF is downloaded rather than rendered in our origin.
      const disposition = doc.contentType === 'application/pdf' ? 'attachment' : 'inline';
      return reply
        .type(doc.contentType)
        .header('content-disposition', `${disposition}; filename="${name}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
        .header('cache-control', 'private, no-store')
        .send(doc.content);
    },
  );

  app.get(
    '/api/Admin/licences',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['licences'],
        summary:
          'Recorded licences for review (admin): pending first, oldest change first; then rejected, then verified (at most 500)',
        description:
          'Optional `offset` and `limit` (1-200, default 50) ask for one page instead: `{total, rows}`, `total` counting ' +
          'every licence of the status.',
        querystring: licenceQueueQuerySchema,
        response: { 200: z.union([licenceQueueSchema, licenceQueuePageSchema]), ...refusals },
      },
    },
    async (request) => {
      const page = requestedPage(request.query);
      return page ? licenceQueuePage(db, request.query.status, page) : licenceQueue(db, request.query.status);
    },
  );

  app.put(
    '/api/Admin/licences/:retailerId',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['licences'],
        summary: "Verify or reject a retailer's licence (admin)",
        description:
          'Body `{status, reason}`: status `verified` or `rejected`; a rejection needs a reason (at most 200 characters). ' +
          'The retailer is told by SMS. 404 when the retailer has no licence.',
        params: retailerIdParamSchema,
        body: licenceReviewSchema,
        response: { 200: licenceSchema, ...refusals },
      },
    },
    async (request) => reviewLicence(db, sms, currentAccount(request).id, request.params.retailerId, request.body),
  );
};
