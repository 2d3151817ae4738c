import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** SMS codes and verification tokens. */
export const otpRoutes: FastifyPluginAsyncZod = async () => {};
