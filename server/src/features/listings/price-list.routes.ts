import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Price list import and export. */
export const priceListRoutes: FastifyPluginAsyncZod = async () => {};
