import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardQuerySchema, dashboardSchema, errorResponseSchema, idSchema } from '@dawalink/shared';
import { assertOwnerOrAdmin } from '../../plugins/access.js';
import { sellerDashboard, sellerTimeZone } from './dashboard.service.js';

/**
 * The seller dashboard figures: `GET /api/Dashboard/{sellerId}?days=7|30|90` (own or admin), days counted in the
 * seller's time zone setting; `&tz=Area/City` overrides it for one answer.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/api/Dashboard/:sellerId',
    {
      config: { access: ['seller', 'admin'] },
      schema: {
        tags: ['orders'],
        summary: 'Sales today/this week/this month, orders by status, daily sales, top products and top retailers',
        params: z.object({ sellerId: idSchema }),
        querystring: dashboardQuerySchema,
        response: {
          200: dashboardSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { sellerId } = request.params;
      assertOwnerOrAdmin(request, sellerId);
      const { days, tz } = request.query;
      reply.header('cache-control', 'private, no-store');
      return sellerDashboard(db, sellerId, days, tz ?? (await sellerTimeZone(db, sellerId)));
    },
  );
};
