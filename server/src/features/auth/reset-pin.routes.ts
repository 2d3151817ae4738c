import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, resetPinSchema } from '@dawalink/shared';
import { resetPin } from './reset-pin.service.js';

/** Forgot PIN: a new PIN with a verification token of purpose `reset`. Registered by registration.routes.ts. */
export const resetPinRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.post(
    '/api/auth/reset-pin',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new PIN after an SMS code (purpose reset)',
        description:
          'Body `{phone, password, verification_token}`. The same PIN as before answers 400 "Write a new Password" and ' +
          'keeps the token usable. Ends every session of the account and clears its sign-in lockout.',
        body: resetPinSchema,
        response: { 200: z.object({ ok: z.literal(true) }), 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      await resetPin(db, request.body);
      return { ok: true as const };
    },
  );
};
