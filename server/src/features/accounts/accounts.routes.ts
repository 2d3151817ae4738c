import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  errorResponseSchema,
  idParamSchema,
  retailerProfileSchema,
  retailerProfileUpdateSchema,
  sellerProfileSchema,
  sellerProfileUpdateSchema,
} from '@dawalink/shared';
import {
  isPersistentSession,
  readRetailerProfile,
  readSellerProfile,
  updateRetailerProfile,
  updateSellerProfile,
} from './accounts.service.js';
import { currentAccount } from '../../plugins/access.js';
import { USER_COOKIE } from '../../plugins/session.js';
import { loadSessionUser } from '../../identity/accounts-read.service.js';
import { SESSION_TTL_MS } from '../../identity/sessions.service.js';
import { clientAddress } from '../../lib/client-address.js';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
} as const;
const OWN =
  "The account itself or the admin; another account's id answers 404 (its existence does not leak), the other role 403. " +
  'Never returns a PIN.';
const PUT_NOTE =
  ' Only the fields below are read: id, phone, url, is_disabled in the body are ignored. A non-empty `password` ' +
  '(4 digits) sets a new PIN and ends every other session of the account; the account itself must send its current PIN as ' +
  '`current_password` (400 when missing or wrong, counted like a wrong PIN at sign-in), the admin need not.';

/** Profiles (spec: GET/PUT /WholesellerControllerSignUp/{id}, GET/PUT /Retailers/{id}). */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  /** After editing their own profile, the UI's `user` cookie shows the new names at once. */
  async function refreshUserCookie(request: FastifyRequest, reply: FastifyReply, id: number) {
    const caller = currentAccount(request);
    if (caller.id !== id) return;
    const user = await loadSessionUser(db, id);
    if (!user) return;
    const persistent = await isPersistentSession(db, caller.sessionIdHash);
    reply.setCookie(USER_COOKIE, JSON.stringify(user), {
      path: '/',
      sameSite: 'lax',
      secure: config.COOKIE_SECURE ?? false,
      httpOnly: false,
      maxAge: persistent ? Math.floor(SESSION_TTL_MS / 1000) : undefined,
    });
  }

  app.get(
    '/api/WholesellerControllerSignUp/:id',
    {
      config: { access: ['seller', 'admin'] },
      schema: {
        tags: ['accounts'],
        summary: 'A seller profile',
        description: OWN,
        params: idParamSchema,
        response: { 200: sellerProfileSchema, ...refusals },
      },
    },
    async (request) => readSellerProfile(db, currentAccount(request), request.params.id),
  );

  app.put(
    '/api/WholesellerControllerSignUp/:id',
    {
      config: { access: ['seller', 'admin'] },
      schema: {
        tags: ['accounts'],
        summary: 'Update a seller profile',
        description: OWN + PUT_NOTE,
        params: idParamSchema,
        body: sellerProfileUpdateSchema,
        response: { 200: sellerProfileSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { profile } = await updateSellerProfile(db, currentAccount(request), request.params.id, request.body, {
        config,
        ip: clientAddress(request),
      });
      await refreshUserCookie(request, reply, profile.id);
      return profile;
    },
  );

  app.get(
    '/api/Retailers/:id',
    {
      config: { access: ['retailer', 'admin'] },
      schema: {
        tags: ['accounts'],
        summary: 'A retailer profile',
        description: OWN,
        params: idParamSchema,
        response: { 200: retailerProfileSchema, ...refusals },
      },
    },
    async (request) => readRetailerProfile(db, currentAccount(request), request.params.id),
  );

  app.put(
    '/api/Retailers/:id',
    {
      config: { access: ['retailer', 'admin'] },
      schema: {
        tags: ['accounts'],
        summary: 'Update a retailer profile',
        description: OWN + PUT_NOTE,
        params: idParamSchema,
        body: retailerProfileUpdateSchema,
        response: { 200: retailerProfileSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { profile } = await updateRetailerProfile(db, currentAccount(request), request.params.id, request.body, {
        config,
        ip: clientAddress(request),
      });
      await refreshUserCookie(request, reply, profile.id);
      return profile;
    },
  );
};
