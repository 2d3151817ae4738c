import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** New orders pushed to the seller's Orders screen. */
export const liveOrdersRoutes: FastifyPluginAsyncZod = async () => {};
