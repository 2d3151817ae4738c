import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the catalogue domain (see features/README.md). */
export const catalogueRoutes: FastifyPluginAsyncZod = async () => {};
