import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountHistorySchema,
  adminAccountCountsSchema,
  adminAccountFilterSchema,
  adminCountQuerySchema,
  adminListQuerySchema,
  adminRetailerSchema,
  adminWholesalerSchema,
  approvalCountSchema,
  approvalDecisionBodySchema,
  errorResponseSchema,
  idParamSchema,
  updateStatusBodySchema,
} from '@dawalink/shared';
import {
  accountCounts,
  accountDecisions,
  countRetailers,
  countWholesalers,
  decideApproval,
  listRetailers,
  listWholesalers,
  setAccountDisabled,
  waitingCounts,
} from './admin-accounts.service.js';
import { currentAccount } from '../../plugins/access.js';
import { sendInLanguage } from '../../sms/in-language.js';
import { publicBaseUrl } from '../../config.js';

const ADMIN = ['admin'] as const;
const refusals = { 401: errorResponseSchema, 403: errorResponseSchema } as const;
const PAGING =
  "Without a query: every account (the spec's plain GET), newest first. Optional `from` and `to` (offsets, to " +
  'exclusive, at most 500 rows) and `search` (name, store, phone, address, e-mail contains) page the list; the total ' +
  'is in the `X-Total-Count` header and at `.../length?search=` as text. Never includes a PIN. Additions, all ' +
  'optional: `status` (`active`, `disabled`, `waiting` for approval, `rejected`), `duplicates=1` (only accounts ' +
  'flagged as possible duplicates), `duplicate_of={id}` (that account and those it may duplicate), `dir=asc` ' +
  '(oldest registration first: the approval queue). Rows carry `created_at` (registration), `approval`, `decision` ' +
  '(the last one taken on the account: who, when, why) and `duplicate_of` ([{id, name, matches}], `matches` ' +
  '`store_address` or `name_phone`).';
const listQuery = adminListQuerySchema.and(adminAccountFilterSchema);
const countQuery = adminCountQuerySchema.and(adminAccountFilterSchema);

/** The admin's retailer and wholesaler lists and activation (spec: GET /Retailers, PUT /Retailers/UpdateStatus/{id}, ...). */
export const adminAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, sms } = app.deps;

  const kinds = [
    {
      base: '/api/Retailers',
      kind: 'retailer',
      tag: 'Retailers',
      schema: adminRetailerSchema,
      list: listRetailers,
      count: countRetailers,
    },
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
          querystring: listQuery,
          response: { 200: z.array(k.schema), 400: errorResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const [rows, total] = await Promise.all([
          (k.list as typeof listRetailers | typeof listWholesalers)(db, query),
          query.from !== undefined ? k.count(db, query.search, query) : Promise.resolve(null),
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
          summary: `Number of ${k.tag.toLowerCase()} (admin), optionally matching \`search\` and the list's filters, as text`,
          querystring: countQuery,
          response: { 200: z.string(), 400: errorResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const n = await k.count(db, request.query.search, request.query);
        return reply.type('text/plain; charset=utf-8').send(String(n));
      },
    );

    app.get(
      `${k.base}/:id/decisions`,
      {
        config: { access: ADMIN },
        schema: {
          tags: ['accounts'],
          summary: `Addition: every decision on a ${k.kind === 'seller' ? 'wholesaler' : 'retailer'}'s account (approval, rejection, deactivation, activation), newest first (admin)`,
          params: idParamSchema,
          response: { 200: accountHistorySchema, 400: errorResponseSchema, 404: errorResponseSchema, ...refusals },
        },
      },
      async (request) => accountDecisions(db, k.kind, request.params.id),
    );

    app.get(
      `${k.base}/counts`,
      {
        config: { access: ADMIN },
        schema: {
          tags: ['accounts'],
          summary: `Addition: ${k.tag.toLowerCase()} per status and flagged as possible duplicates (admin), within \`search\``,
          querystring: adminCountQuerySchema,
          response: { 200: adminAccountCountsSchema, 400: errorResponseSchema, ...refusals },
        },
      },
      async (request) => accountCounts(db, k.kind, request.query.search),
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
        await setAccountDisabled(db, k.kind, id, request.body?.is_disabled, currentAccount(request).id);
        const [row] = await (k.list as typeof listRetailers | typeof listWholesalers)(db, {}, id);
        return row;
      },
    );
  }

  app.get(
    '/api/Admin/approvals/count',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['accounts'],
        summary: 'Addition: accounts waiting for approval (the nav badge) and the ACCOUNT_APPROVAL mode',
        response: { 200: approvalCountSchema, ...refusals },
      },
    },
    async () => ({ mode: config.ACCOUNT_APPROVAL, ...(await waitingCounts(db)) }),
  );

  app.post(
    '/api/Admin/approvals/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['accounts'],
        summary: 'Addition: approve or reject an account waiting for approval',
        description:
          'Body `{decision: "approve"}` or `{decision: "reject", reason}` (reason 1-200 characters, told to the applicant). ' +
          'Recorded with the admin and the time. Approval texts the account that it may sign in; rejection texts the ' +
          'reason. A rejected account may still be approved. 409 `not_waiting` otherwise. Answers the account as its ' +
          'list shows it.',
        params: idParamSchema,
        body: approvalDecisionBodySchema,
        response: {
          200: z.union([adminRetailerSchema, adminWholesalerSchema]),
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...refusals,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const { kind, phone } = await decideApproval(
        db,
        id,
        body.decision,
        body.reason ?? null,
        currentAccount(request).id,
      );
      // The decision stands whatever the gateway does; a failed text is only logged.
      try {
        await sendInLanguage({ db, sms }, phone, (t) =>
          body.decision === 'approve'
            ? t.ADMIN_MSG.approvedSms(publicBaseUrl(config))
            : t.ADMIN_MSG.rejectedSms(body.reason),
        );
      } catch (error) {
        request.log.error({ err: error }, 'approval SMS failed');
      }
      const [row] = kind === 'retailer' ? await listRetailers(db, {}, id) : await listWholesalers(db, {}, id);
      return row;
    },
  );
};
