import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The admin's retailer and wholesaler lists and activation. */
export const adminAccountsRoutes: FastifyPluginAsyncZod = async () => {};
