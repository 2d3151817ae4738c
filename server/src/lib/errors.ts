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

/** Postgres unique violation (23505), optionally on a named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; detail?: string; message?: string };
  if (e?.code !== '23505') return false;
  if (!constraint) return true;
  return (e.constraint ?? '').includes(constraint) || (e.message ?? '').includes(constraint);
}
