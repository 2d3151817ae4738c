import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The seller dashboard figures. */
export const dashboardRoutes: FastifyPluginAsyncZod = async () => {};
