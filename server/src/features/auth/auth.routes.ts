import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  languageBodySchema,
  loginBodySchema,
  loginErrorResponseSchema,
  loginResponseSchema,
  MSG,
  userResponseSchema,
} from '@dawalink/shared';
import { checkPin, WrongPinError } from '../../identity/login.service.js';
import { createSession, deleteSession } from '../../identity/sessions.service.js';
import { loadSessionUser } from '../../identity/accounts-read.service.js';
import { clearSessionCookies, setSessionCookies } from '../../plugins/session.js';
import { currentAccount } from '../../plugins/access.js';
import { unauthorized } from '../../lib/errors.js';
import { clientAddress } from '../../lib/client-address.js';
import { setAccountLanguage } from './language.service.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with phone and PIN (seller, retailer or admin)',
        body: loginBodySchema,
        response: {
          200: loginResponseSchema,
          400: errorResponseSchema,
          401: loginErrorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { phone, pin, remember } = request.body;
      let outcome;
      try {
        outcome = await checkPin(db, config, { phone, pin, ip: clientAddress(request) });
      } catch (error) {
        if (!(error instanceof WrongPinError)) throw error;
        // The spec's 401, and how many tries are left before the next limit (the sign-in form says so).
        return reply.status(401).send({
          error: error.code,
          message: error.message,
          tries_left: error.triesLeft,
          ...(error.waitMinutes !== null && { wait_minutes: error.waitMinutes }),
        });
      }
      const { accountId, memberId, wrongPinsSinceLastVisit } = outcome;
      // A new session id at every sign-in; the previous one (if any) ends.
      if (request.account) await deleteSession(db, request.account.sessionIdHash);
      const session = await createSession(db, accountId, remember, memberId);
      const user = await loadSessionUser(db, accountId, memberId);
      if (!user) throw unauthorized(MSG.phoneOrPinMismatch);
      setSessionCookies(reply, config, session.id, remember, user);
      return { user, wrong_pins_since_last_visit: wrongPinsSinceLastVisit };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out (ends the session)',
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      if (request.account) await deleteSession(db, request.account.sessionIdHash);
      clearSessionCookies(reply, config);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: userResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      const user = await loadSessionUser(db, account.id, account.memberId);
      if (!user) throw unauthorized();
      return { user };
    },
  );

  app.put(
    '/api/auth/language',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: "Set the signed-in account's language (en or ur): its pages and the texts sent to it",
        body: languageBodySchema,
        response: { 200: userResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      if (!(await setAccountLanguage(db, account.id, request.body.language))) throw unauthorized();
      const user = await loadSessionUser(db, account.id);
      if (!user) throw unauthorized();
      return { user };
    },
  );
};
