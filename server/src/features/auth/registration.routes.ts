import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Retailer and seller registration, phone look-ups and PIN reset. */
export const registrationRoutes: FastifyPluginAsyncZod = async () => {};
