import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placing an order (POST /api/Orders). */
export const placeOrderRoutes: FastifyPluginAsyncZod = async () => {};
