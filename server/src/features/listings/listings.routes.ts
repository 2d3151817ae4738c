import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the listings domain (see features/README.md). */
export const listingsRoutes: FastifyPluginAsyncZod = async () => {};
