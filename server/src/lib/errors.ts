import { ENGLISH, ERROR_TEXTS, MSG, type Catalogue, type ErrorTextCode, type ErrorValue } from '@dawalink/shared';

/**
 * An error a person may read: its status, a short code and the spec's message; `values` go in the answer beside
 * `{error, message}` when the text has values in them (so a page can write it in its own language).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly values: Record<string, ErrorValue> = {},
  ) {
    super(message);
  }
}

/**
 * An error whose text has values in it (ERROR_TEXTS in @dawalink/shared): the English message is written from the
 * same values the answer carries, so the two always agree.
 */
export function errorWithValues<C extends ErrorTextCode>(
  statusCode: number,
  code: C,
  values: Record<string, ErrorValue>,
  headers: Record<string, string> = {},
): AppError {
  const message = ERROR_TEXTS[code].text(ENGLISH as unknown as Catalogue, values) ?? MSG.badRequest;
  return new AppError(statusCode, code, message, headers, values);
}

export const badRequest = (message: string) => new AppError(400, 'bad_request', message);
export const unauthorized = (message: string = MSG.notSignedIn) => new AppError(401, 'unauthorized', message);
export const forbidden = (message: string = MSG.forbidden) => new AppError(403, 'forbidden', message);
export const notFound = (message: string = MSG.notFound) => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
/** The `retry-after` header of a 429. */
export const retryAfter = (seconds?: number): Record<string, string> =>
  seconds ? { 'retry-after': String(Math.ceil(seconds)) } : {};
export const tooMany = (message: string, retryAfterSeconds?: number) =>
  new AppError(429, 'too_many_requests', message, retryAfter(retryAfterSeconds));

/** Postgres unique violation (23505), optionally on a named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; detail?: string; message?: string };
  if (e?.code !== '23505') return false;
  if (!constraint) return true;
  return (e.constraint ?? '').includes(constraint) || (e.message ?? '').includes(constraint);
}
