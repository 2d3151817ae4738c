import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  pageQuerySchema,
  pagedSchema,
  requestedPage,
  teamIdParamSchema,
  teamJoinBodySchema,
  teamMemberBodySchema,
  teamMemberSchema,
  teamRoleBodySchema,
  userResponseSchema,
} from '@dawalink/shared';
import { currentAccount } from '../../plugins/access.js';
import { setSessionCookies } from '../../plugins/session.js';
import { loadSessionUser } from '../../identity/accounts-read.service.js';
import { deleteSession } from '../../identity/sessions.service.js';
import { unauthorized } from '../../lib/errors.js';
import { addMember, changeRole, joinTeam, listMembers, removeMember } from './team.service.js';
import { listActions, listActionsPage } from './audit.service.js';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** One record of who did what on the seller side (`team_audit`). */
const auditRecordSchema = z.object({
  id: z.number(),
  actor_name: z.string(),
  member_id: z.number().nullable(),
  action: z.string(),
  object_id: z.number().nullable(),
  detail: z.string(),
  at: z.string(),
  /** The product of a listing or the store of a retailer acted on; null when there is none (an addition). */
  object_name: z.string().nullable(),
});

/** A seller's team (the owner's): members by phone with a role, joining by SMS code and PIN, who did what. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, sms } = app.deps;

  app.get(
    '/api/Team',
    {
      config: { access: ['seller'] },
      schema: {
        tags: ['team'],
        summary: "The seller's team members, pending and joined (the owner)",
        response: { 200: z.array(teamMemberSchema), ...refusals },
      },
    },
    async (request) => listMembers(db, currentAccount(request).id),
  );

  app.post(
    '/api/Team',
    {
      config: { access: ['seller'] },
      schema: {
        tags: ['team'],
        summary:
          'Add a member `{phone, name, role}` (the owner): 201, pending until they join; 409 for a phone already in use',
        body: teamMemberBodySchema,
        response: { 201: teamMemberSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const member = await addMember(db, sms, currentAccount(request), request.body);
      return reply.status(201).send(member);
    },
  );

  app.put(
    '/api/Team/:id',
    {
      config: { access: ['seller'] },
      schema: {
        tags: ['team'],
        summary: "Change a member's role `{role}` (the owner); the member's sessions end at once",
        params: teamIdParamSchema,
        body: teamRoleBodySchema,
        response: { 200: teamMemberSchema, ...refusals },
      },
    },
    async (request) => changeRole(db, currentAccount(request), request.params.id, request.body.role),
  );

  app.delete(
    '/api/Team/:id',
    {
      config: { access: ['seller'] },
      schema: {
        tags: ['team'],
        summary: 'Remove a member (the owner); their sessions end at once and their phone is free again',
        params: teamIdParamSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...refusals },
      },
    },
    async (request) => {
      await removeMember(db, currentAccount(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/Team/audit',
    {
      config: { access: ['seller'] },
      schema: {
        tags: ['team'],
        summary:
          'Who did what on the seller side, newest first (the owner): payments, price changes, imports, team changes',
        description:
          'Optional `offset` and `limit` (1-200, default 50) ask for one page instead of the newest 200: ' +
          '`{total, rows}`, `total` counting every record of the seller.',
        querystring: pageQuerySchema,
        response: { 200: z.union([z.array(auditRecordSchema), pagedSchema(auditRecordSchema)]), ...refusals },
      },
    },
    async (request) => {
      const page = requestedPage(request.query);
      const sellerId = currentAccount(request).id;
      return page ? listActionsPage(db, sellerId, page) : listActions(db, sellerId);
    },
  );

  app.post(
    '/api/Team/join',
    {
      config: { access: 'public' },
      schema: {
        tags: ['team'],
        summary:
          'An invited member joins `{verification_token, pin}` (token from the SMS code of purpose `team`); signs them in',
        body: teamJoinBodySchema,
        response: { 200: userResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const joined = await joinTeam(db, request.body);
      if (request.account) await deleteSession(db, request.account.sessionIdHash);
      const user = await loadSessionUser(db, joined.sellerId, joined.memberId);
      if (!user) throw unauthorized();
      setSessionCookies(reply, config, joined.session.id, false, user);
      return { user };
    },
  );
};
