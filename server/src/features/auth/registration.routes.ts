import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  MAX_NAME,
  MSG,
  phoneParamSchema,
  requiredText,
  retailerRegistrationSchema,
  sellerProfileSchema,
  sellerRegistrationSchema,
} from '@dawalink/shared';
import {
  newAccountApproval,
  phoneTaken,
  registerRetailer,
  registerSeller,
  storeNameAvailability,
} from './registration.service.js';
import { resetPinRoutes } from './reset-pin.routes.js';
import { spendLookup } from './lookup-limit.service.js';
import { createSession, deleteSession } from '../../identity/sessions.service.js';
import { getSellerProfile, loadSessionUser } from '../../identity/accounts-read.service.js';
import { setSessionCookies } from '../../plugins/session.js';
import { notFound } from '../../lib/errors.js';
import { publicBaseUrl } from '../../config.js';
import { clientAddress } from '../../lib/client-address.js';

const existsSchema = z.object({ exists: z.literal(true) });

/** Retailer and seller registration, phone look-ups, the public config and PIN reset. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  await app.register(resetPinRoutes);

  app.get(
    '/api/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Public settings the pages show: support e-mail and the base of store links',
        response: { 200: z.object({ support_email: z.string(), public_base_url: z.string() }) },
      },
    },
    async () => ({ support_email: config.SUPPORT_EMAIL, public_base_url: publicBaseUrl(config) }),
  );

  app.post(
    '/api/Retailers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Register a retailer (needs a verification token of purpose register for the phone)',
        description:
          'Body `{fullName, email, phone, store, address, password, verification_token}`. Answers the new retailer id as ' +
          'text/plain and signs the retailer in (sid + user cookies, browser session). The token is checked first; 409 when any ' +
          'account has the phone. Counts against the per-address look-up limit (429). With ACCOUNT_APPROVAL=all the ' +
          'retailer is created waiting for the admin: no sign-in, and the header `x-account-approval: waiting`.',
        body: retailerRegistrationSchema,
        response: { 200: z.string(), 400: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await spendLookup(db, config, clientAddress(request));
      const approval = newAccountApproval(config.ACCOUNT_APPROVAL, 'retailer');
      const id = await registerRetailer(db, request.body, approval);
      if (request.account) await deleteSession(db, request.account.sessionIdHash);
      reply.header('x-account-approval', approval);
      // A waiting account is not signed in: it may not order until the admin approves it.
      if (approval === 'waiting') return reply.type('text/plain; charset=utf-8').send(String(id));
      // Signed in at once, so that checkout can place the order right after (a new session id, as at sign-in).
      const session = await createSession(db, id, false);
      const user = await loadSessionUser(db, id);
      if (user) setSessionCookies(reply, config, session.id, false, user);
      return reply.type('text/plain; charset=utf-8').send(String(id));
    },
  );

  app.post(
    '/api/WholesellerControllerSignUp',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Register a seller (needs a verification token of purpose register for the phone)',
        description:
          'Body `{full_name?, busniess_name, address, email, phone, password, url?, verification_token}`. The store url ' +
          'is made from the business name (a `url` in the body is ignored). Answers the new seller (no PIN); no sign-in. ' +
          '400 "Store Name Already Registered, ..." when the store name is taken; the token is checked first; 409 when any ' +
          'account has the phone. Counts against the per-address look-up limit (429). With ACCOUNT_APPROVAL `sellers` or ' +
          '`all` the seller waits for the admin (status "Awaiting approval", header `x-account-approval: waiting`).',
        body: sellerRegistrationSchema,
        response: {
          200: sellerProfileSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await spendLookup(db, config, clientAddress(request));
      const approval = newAccountApproval(config.ACCOUNT_APPROVAL, 'seller');
      const id = await registerSeller(db, request.body, approval);
      reply.header('x-account-approval', approval);
      return (await getSellerProfile(db, id))!;
    },
  );

  for (const kind of [
    { path: '/api/Retailers/OTP/:phone', type: 'retailer', name: 'retailer' },
    { path: '/api/WholesellerControllerSignUp/OTP/:phone', type: 'seller', name: 'seller' },
  ] as const) {
    app.get(
      kind.path,
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: `Whether a ${kind.name} has this phone (200) or not (404); limited per IP`,
          params: phoneParamSchema,
          response: { 200: existsSchema, 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema },
        },
      },
      async (request) => {
        await spendLookup(db, config, clientAddress(request));
        if (!(await phoneTaken(db, request.params.phone, kind.type))) throw notFound(MSG.phoneNotFound);
        return { exists: true as const };
      },
    );
  }

  app.get(
    '/api/WholesellerControllerSignUp/StoreName/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Whether a business name makes a free store link (checked before the SMS code is sent)',
        params: z.object({ name: requiredText(MSG.businessNameRequired, MAX_NAME) }),
        response: {
          200: z.object({ available: z.boolean(), url: z.string() }),
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await spendLookup(db, config, clientAddress(request));
      return storeNameAvailability(db, request.params.name);
    },
  );
};
