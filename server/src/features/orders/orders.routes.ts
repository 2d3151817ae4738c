import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the orders domain (see features/README.md). */
export const ordersRoutes: FastifyPluginAsyncZod = async () => {};
