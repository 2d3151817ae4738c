import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A retailer's own orders. */
export const retailerOrdersRoutes: FastifyPluginAsyncZod = async () => {};
