import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the storefront domain (see features/README.md). */
export const storefrontRoutes: FastifyPluginAsyncZod = async () => {};
