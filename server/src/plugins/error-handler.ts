import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MSG } from '@dawalink/shared';
import { AppError } from '../lib/errors.js';

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
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ ...error.values, error: error.code, message: error.message });
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
        status === 429
          ? MSG.tooManyRequests
          : status === 404
            ? MSG.notFound
            : status === 401
              ? MSG.notSignedIn
              : MSG.badRequest;
      return reply.status(status).send({ error: STATUS_CODES[status] ?? 'bad_request', message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'internal', message: MSG.errorOccurred });
  });
}
