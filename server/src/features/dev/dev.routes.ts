import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { phoneSchema } from '@dawalink/shared';
import { notFound } from '../../lib/errors.js';

/** The dev outbox: texts sent to a phone, oldest first. Only with DEV_OUTBOX=1 and never in production. */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  app.get(
    '/api/dev/sms',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary: 'Texts sent to a phone (DEV_OUTBOX=1 only)',
        querystring: z.object({ phone: phoneSchema }),
        response: { 200: z.array(z.object({ phone: z.string(), text: z.string(), sent_at: z.string() })) },
      },
    },
    async (request) => {
      if (!config.DEV_OUTBOX || config.NODE_ENV === 'production') throw notFound();
      const rows = await db
        .selectFrom('sms_outbox')
        .select(['phone', 'text', 'sent_at'])
        .where('phone', '=', request.query.phone)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ phone: r.phone, text: r.text, sent_at: new Date(r.sent_at).toISOString() }));
    },
  );
};
