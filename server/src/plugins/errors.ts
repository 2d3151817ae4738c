import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MSG } from '@dawalink/shared';

/** An error a person may read: its status, a short code and the spec's message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, 'bad_request', message);
export const unauthorized = (message: string = MSG.notSignedIn) => new AppError(401, 'unauthorized', message);
export const forbidden = (message: string = MSG.forbidden) => new AppError(403, 'forbidden', message);
export const notFound = (message: string = MSG.notFound) => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const tooMany = (message: string, retryAfterSeconds?: number) =>
  new AppError(429, 'too_many_requests', message, retryAfterSeconds ? { 'retry-after': String(Math.ceil(retryAfterSeconds)) } : {});

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/** One error handler: every failure answers `{error, message}`; a 5xx never shows its cause. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).headers(error.headers).send({ error: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message && !first.message.startsWith('Invalid input') ? first.message : MSG.badRequest;
      return reply.status(400).send({ error: 'validation', message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema');
      return reply.status(500).send({ error: 'internal', message: MSG.errorOccurred });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 429 ? MSG.tooManyRequests : status === 404 ? MSG.notFound : status === 401 ? MSG.notSignedIn : MSG.badRequest;
      return reply.status(status).send({ error: STATUS_CODES[status] ?? 'bad_request', message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'internal', message: MSG.errorOccurred });
  });
}

/** Postgres unique violation (23505), optionally on a named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; detail?: string; message?: string };
  if (e?.code !== '23505') return false;
  if (!constraint) return true;
  return (e.constraint ?? '').includes(constraint) || (e.message ?? '').includes(constraint);
}
