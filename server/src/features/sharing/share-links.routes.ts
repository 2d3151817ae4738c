import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, shareLinkCreateSchema, shareLinkSchema } from '@dawalink/shared';
import { currentAccount } from '../../plugins/access.js';
import { notFound } from '../../lib/errors.js';
import { invoiceOfOrder } from '../invoices/invoices.service.js';
import { invoicePdf, statementPdf } from '../invoices/pdf.js';
import { ledgerOf } from '../ledger/ledger.service.js';
import { deviceLanguage } from '../../plugins/web-app.js';
import { createShareLink, verifyDocument } from './share-links.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** Signed, expiring links to an invoice or a statement, for sharing on WhatsApp (no paid API: wa.me links). */
export const shareLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.post(
    '/api/ShareLinks',
    {
      // Staff who may read invoices (clerk, accountant) share them; statements are the accountant's (the service).
      config: { access: ['seller', 'retailer', 'admin'], staff: ['clerk', 'accountant'] },
      schema: {
        tags: ['sharing'],
        summary:
          'A signed link to an invoice (`{kind:"invoice", order_id}`) or a statement (`{kind:"statement", party_id}`) that expires',
        description:
          "The invoice: its order's seller, retailer or the admin (404 until invoiced). The statement: the caller's " +
          'ledger with `party_id` (a seller names a retailer, a retailer a seller). Answers 201 `{url, expires_at, ' +
          'hours}`; the link opens without signing in until it expires (SHARE_LINK_TTL_HOURS, 72 by default).',
        body: shareLinkCreateSchema,
        response: { 201: shareLinkSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createShareLink(db, config, currentAccount(request), request.body)),
  );

  app.get(
    '/api/shared/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sharing'],
        summary:
          'The document a shared link names, as a PDF; 404 when the link was not signed here or was changed, 410 once expired',
        description:
          'In the language the opening device chose (its `language` cookie, as pages are), else the language of the ' +
          'account that made the link (carried in the token; a token without one is English).',
        params: z.object({ token: z.string().max(200) }),
        response: {
          200: z.any().describe('PDF file (application/pdf)'),
          404: errorResponseSchema,
          410: errorResponseSchema,
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const doc = await verifyDocument(db, config, request.params.token);
      const language = deviceLanguage(request) ?? doc.language;
      let pdf: Uint8Array;
      let filename: string;
      if (doc.kind === 'invoice') {
        const invoice = await invoiceOfOrder(db, doc.orderId);
        if (!invoice) throw notFound();
        pdf = await invoicePdf(invoice, language);
        filename = `${invoice.invoice_no}.pdf`;
      } else {
        pdf = await statementPdf(await ledgerOf(db, doc.sellerId, doc.retailerId), {}, language);
        filename = `statement-${doc.sellerId}-${doc.retailerId}.pdf`;
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .header('content-language', language)
        .header('x-robots-tag', 'noindex')
        .send(Buffer.from(pdf));
    },
  );
};
