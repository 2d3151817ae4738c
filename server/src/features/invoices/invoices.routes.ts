import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParamSchema, invoiceCreateSchema, invoiceSchema } from '@dawalink/shared';
import { currentAccount } from '../../plugins/access.js';
import { notFound } from '../../lib/errors.js';
import { findVisibleOrder } from '../orders/orders.service.js';
import { invoiceOfOrder, issueInvoiceFor } from './invoices.service.js';
import { invoicePdf } from './pdf.js';
import { languageOfAccount } from '../../sms/in-language.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** An order's invoice: issued by the seller (or when the order becomes Shipped), read by both parties and the admin. */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(
    '/api/Orders/:id/invoice',
    {
      config: { access: ['seller'] },
      schema: {
        tags: ['invoices'],
        summary: "Issue the invoice of an order now (the order's seller): body `{lines?:[{listing_id, supplied}]}`",
        description:
          'Lines not given are supplied in full; `supplied` is 0 up to the quantity ordered (short supply). The number ' +
          "is the seller's next (`KMT-2026-000123`, no gaps) and the invoice is posted to the ledger as a debit in the " +
          'same transaction. 409 `already_invoiced` when the order has one, 409 `order_cancelled` for a cancelled order.',
        params: idParamSchema,
        body: invoiceCreateSchema,
        response: { 201: invoiceSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const account = currentAccount(request);
      const invoice = await issueInvoiceFor(db, account.id, request.params.id, request.body?.lines, account.id);
      return reply.status(201).send(invoice);
    },
  );

  app.get(
    '/api/Orders/:id/invoice',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['invoices'],
        summary: "An order's invoice (its seller, its retailer, the admin); 404 until the order is invoiced",
        params: idParamSchema,
        response: { 200: invoiceSchema, ...errors },
      },
    },
    async (request) => {
      const order = await findVisibleOrder(db, currentAccount(request), request.params.id);
      const invoice = await invoiceOfOrder(db, order.id);
      if (!invoice) throw notFound();
      return invoice;
    },
  );

  app.get(
    '/api/Orders/:id/invoice.pdf',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['invoices'],
        summary: "An order's invoice as a PDF file (application/pdf), for the same callers",
        params: idParamSchema,
        response: { 200: z.any().describe('PDF file (application/pdf)'), ...errors },
      },
    },
    async (request, reply) => {
      const order = await findVisibleOrder(db, currentAccount(request), request.params.id);
      const invoice = await invoiceOfOrder(db, order.id);
      if (!invoice) throw notFound();
      const pdf = await invoicePdf(invoice, await languageOfAccount(db, currentAccount(request).id));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.invoice_no}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
