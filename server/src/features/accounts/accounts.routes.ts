import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the accounts domain (see features/README.md). */
export const accountsRoutes: FastifyPluginAsyncZod = async () => {};
