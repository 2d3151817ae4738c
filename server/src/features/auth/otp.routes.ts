import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  MSG,
  TEAM_MSG,
  otpSendBodySchema,
  otpVerifyBodySchema,
  phoneParamSchema,
} from '@dawalink/shared';
import { sendCode, verifyCode } from './otp.service.js';
import { conflict, notFound } from '../../lib/errors.js';
import { phoneOwner } from '../../identity/phone-owner.service.js';
import { spendLookup } from './lookup-limit.service.js';
import { clientAddress } from '../../lib/client-address.js';

/** SMS codes and verification tokens (DESIGN.md sections 5 and 6). */
export const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, sms } = app.deps;

  app.post(
    '/api/OTP/:phone',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Text a 4-digit code to a phone (purpose register, reset, or team: an invited member joining)',
        description:
          "The text is in the language of the account holding the phone; a phone no account holds gets the body's " +
          "`language` (`en` or `ur`, the asking page's), else English.",
        params: phoneParamSchema,
        body: otpSendBodySchema,
        response: {
          200: z.object({ ok: z.literal(true), resend_after: z.number() }),
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { phone } = request.params;
      const { purpose, language } = request.body;
      if (purpose === 'reset') {
        // A reset code goes only to a registered phone (the admin's included): no text, no cost otherwise. The
        // answer tells whether the phone is registered, so it counts against the per-address look-up limit.
        await spendLookup(db, config, clientAddress(request));
        const account = await db.selectFrom('accounts').select('id').where('phone', '=', phone).executeTakeFirst();
        if (!account) throw notFound(MSG.phoneNotFound);
      }
      if (purpose === 'team') {
        // A joining code goes only to a phone a seller has invited and that has not joined yet.
        await spendLookup(db, config, clientAddress(request));
        const owner = await phoneOwner(db, phone);
        if (owner?.kind !== 'member') throw notFound(TEAM_MSG.noInvite);
        if (owner.joined) throw conflict(TEAM_MSG.alreadyJoined);
      }
      const { resendAfter } = await sendCode(db, config, sms, { phone, purpose, ip: clientAddress(request), language });
      return { ok: true as const, resend_after: resendAfter };
    },
  );

  app.post(
    '/api/OTP/:phone/verify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Check a code; answers a single-use verification token (15 minutes)',
        params: phoneParamSchema,
        body: otpVerifyBodySchema,
        response: {
          200: z.object({ verification_token: z.string() }),
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const token = await verifyCode(db, config, {
        phone: request.params.phone,
        purpose: request.body.purpose,
        code: request.body.code,
      });
      return { verification_token: token };
    },
  );
};
