import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adjustmentCreateSchema,
  entryParamsSchema,
  entryResultSchema,
  errorResponseSchema,
  idSchema,
  ledgerQuerySchema,
  ledgerSchema,
  openingCreateSchema,
  paymentCreateSchema,
  paymentResultSchema,
  receivablesQuerySchema,
  receivablesSchema,
  reversalCreateSchema,
  supplierAccountSchema,
  termsResultSchema,
  termsUpdateSchema,
} from '@dawalink/shared';
import { currentAccount } from '../../plugins/access.js';
import { sendInLanguage } from '../../sms/in-language.js';
import { statementPdf } from '../invoices/pdf.js';
import { languageOfAccount } from '../../sms/in-language.js';
import {
  ledgerOf,
  receivables,
  recordAdjustment,
  recordPayment,
  reverseEntry,
  supplierAccounts,
  updateTerms,
} from './ledger.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const withConflict = { ...errors, 409: errorResponseSchema };
const retailerParams = z.object({ retailerId: idSchema });
const sellerParams = z.object({ sellerId: idSchema });
const SELLER = ['seller'] as const;
const RETAILER = ['retailer'] as const;

/**
 * The ledger (khata) of each seller with each retailer. A seller names the retailer in the path and a retailer names
 * the seller, so a caller only ever reaches a ledger it is a party to; a pair that has never traded answers 404.
 */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, sms } = app.deps;

  app.get(
    '/api/Ledger',
    {
      config: { access: SELLER },
      schema: {
        tags: ['ledger'],
        summary:
          "The seller's receivables: each retailer's balance, overdue and last payment, with the seller's totals",
        description:
          '`q` searches store, name and phone; `overdue=1` keeps retailers with an overdue amount; `sort` `balance` ' +
          '(default), `overdue`, `name` or `last_payment`, `dir` `asc`/`desc`; `offset` and `limit` (default 50, at most 200).',
        querystring: receivablesQuerySchema,
        response: { 200: receivablesSchema, ...errors },
      },
    },
    async (request) => receivables(db, currentAccount(request).id, request.query),
  );

  app.get(
    '/api/Ledger/seller',
    {
      config: { access: RETAILER },
      schema: {
        tags: ['ledger'],
        summary: "The retailer's accounts: each seller's balance and overdue amount (largest balance first)",
        response: { 200: z.array(supplierAccountSchema), ...errors },
      },
    },
    async (request) => supplierAccounts(db, currentAccount(request).id),
  );

  app.get(
    '/api/Ledger/:retailerId',
    {
      config: { access: SELLER },
      schema: {
        tags: ['ledger'],
        summary:
          "The seller's ledger with a retailer: balance, overdue, ageing, terms and entries (`from`, `to`: YYYY-MM-DD; `limit`: only the newest entries, with `earlier`)",
        params: retailerParams,
        querystring: ledgerQuerySchema,
        response: { 200: ledgerSchema, ...errors },
      },
    },
    async (request) => ledgerOf(db, currentAccount(request).id, request.params.retailerId, request.query),
  );

  app.get(
    '/api/Ledger/:retailerId/statement.pdf',
    {
      config: { access: SELLER },
      schema: {
        tags: ['ledger'],
        summary: "The statement of the seller's ledger with a retailer as a PDF (`from`, `to`)",
        params: retailerParams,
        querystring: ledgerQuerySchema,
        response: { 200: z.any().describe('PDF file (application/pdf)'), ...errors },
      },
    },
    async (request, reply) => {
      const ledger = await ledgerOf(db, currentAccount(request).id, request.params.retailerId, request.query);
      return sendPdf(
        reply,
        await statementPdf(ledger, request.query, await languageOfAccount(db, currentAccount(request).id)),
        `statement-${ledger.retailer_id}.pdf`,
      );
    },
  );

  app.post(
    '/api/Ledger/:retailerId/payments',
    {
      config: { access: SELLER },
      schema: {
        tags: ['ledger'],
        summary:
          'Record a payment from the retailer: `{amount, method, reference, note?}` -> 201 `{id, balance, receipt_no, warning?}`',
        description:
          '`method`: `cash`, `bank_transfer`, `jazzcash`, `easypaisa` or `cheque` (a reference is required except for cash). ' +
          'A payment larger than the balance is recorded and leaves a credit; the answer then carries `warning`. The ' +
          'retailer gets an SMS receipt.',
        params: retailerParams,
        body: paymentCreateSchema,
        response: { 201: paymentResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const account = currentAccount(request);
      const { sms: text, ...result } = await recordPayment(
        db,
        account.id,
        request.params.retailerId,
        request.body,
        account.id,
      );
      try {
        await sendInLanguage({ db, sms }, text.phone, (t) =>
          t.MONEY_MSG.paymentReceiptSms(text.seller, text.amount, result.receipt_no, result.balance),
        );
      } catch (error) {
        request.log.error({ err: error }, 'payment receipt SMS failed');
      }
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/Ledger/:retailerId/adjustments',
    {
      config: { access: SELLER },
      schema: {
        tags: ['ledger'],
        summary:
          'Post an adjustment with a reason: `{amount, reason}` (positive raises what the retailer owes) -> 201 `{id, balance}`',
        params: retailerParams,
        body: adjustmentCreateSchema,
        response: { 201: entryResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const account = currentAccount(request);
      const { amount, reason } = request.body;
      return reply
        .status(201)
        .send(
          await recordAdjustment(db, account.id, request.params.retailerId, 'adjustment', amount, reason, account.id),
        );
    },
  );

  app.post(
    '/api/Ledger/:retailerId/opening',
    {
      config: { access: SELLER },
      schema: {
        tags: ['ledger'],
        summary:
          'Post the opening balance: `{amount, reason?}` once per retailer (409 `opening_exists`) -> 201 `{id, balance}`',
        params: retailerParams,
        body: openingCreateSchema,
        response: { 201: entryResultSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const account = currentAccount(request);
      const { amount, reason } = request.body;
      return reply
        .status(201)
        .send(await recordAdjustment(db, account.id, request.params.retailerId, 'opening', amount, reason, account.id));
    },
  );

  app.post(
    '/api/Ledger/:retailerId/entries/:entryId/reversal',
    {
      config: { access: SELLER },
      schema: {
        tags: ['ledger'],
        summary: 'Reverse an entry with a reason `{reason}`: a new entry of the opposite amount -> 201 `{id, balance}`',
        description:
          'Entries are never edited or deleted. An entry is reversed once (409 `already_reversed`); a reversal is not reversed (409 `not_reversible`).',
        params: entryParamsSchema,
        body: reversalCreateSchema,
        response: { 201: entryResultSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const account = currentAccount(request);
      const { retailerId, entryId } = request.params;
      return reply
        .status(201)
        .send(await reverseEntry(db, account.id, retailerId, entryId, request.body.reason, account.id));
    },
  );

  app.put(
    '/api/Ledger/:retailerId/terms',
    {
      config: { access: SELLER },
      schema: {
        tags: ['ledger'],
        summary:
          'Set the terms with a retailer: `{credit_limit, payment_days, on_limit}` (any of them) -> the terms in force',
        description:
          "`credit_limit` in rupees, null for none; `payment_days` 0-365, null for the seller's default " +
          '(SellerSettings `payment_days`); `on_limit` `warn` (orders go through, the answer carries the balance) or ' +
          '`block` (orders past the limit answer 409 `credit_limit`).',
        params: retailerParams,
        body: termsUpdateSchema,
        response: { 200: termsResultSchema, ...errors },
      },
    },
    async (request) => updateTerms(db, currentAccount(request).id, request.params.retailerId, request.body),
  );

  app.get(
    '/api/Ledger/seller/:sellerId',
    {
      config: { access: RETAILER },
      schema: {
        tags: ['ledger'],
        summary: "The retailer's ledger with a seller, the same shape as the seller's (`from`, `to`, `limit`)",
        params: sellerParams,
        querystring: ledgerQuerySchema,
        response: { 200: ledgerSchema, ...errors },
      },
    },
    async (request) => ledgerOf(db, request.params.sellerId, currentAccount(request).id, request.query),
  );

  app.get(
    '/api/Ledger/seller/:sellerId/statement.pdf',
    {
      config: { access: RETAILER },
      schema: {
        tags: ['ledger'],
        summary: "The statement of the retailer's ledger with a seller as a PDF (`from`, `to`)",
        params: sellerParams,
        querystring: ledgerQuerySchema,
        response: { 200: z.any().describe('PDF file (application/pdf)'), ...errors },
      },
    },
    async (request, reply) => {
      const ledger = await ledgerOf(db, request.params.sellerId, currentAccount(request).id, request.query);
      return sendPdf(
        reply,
        await statementPdf(ledger, request.query, await languageOfAccount(db, currentAccount(request).id)),
        `statement-${ledger.wholeseller_id}.pdf`,
      );
    },
  );

  app.get(
    '/api/Admin/ledger/:sellerId/:retailerId',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['ledger'],
        summary: 'Any ledger, for the admin (`from`, `to`, `limit`)',
        params: z.object({ sellerId: idSchema, retailerId: idSchema }),
        querystring: ledgerQuerySchema,
        response: { 200: ledgerSchema, ...errors },
      },
    },
    async (request) => ledgerOf(db, request.params.sellerId, request.params.retailerId, request.query),
  );
};

function sendPdf(reply: import('fastify').FastifyReply, pdf: Uint8Array, filename: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf));
}
