import { localize, MSG } from './i18n';
import { takePrefetched } from './prefetch';

/** An answer of the API that is not 2xx, with the server's `{error, message}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The whole error answer, for the fields some routes add beside `{error, message}` (the sign-in's tries left). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

type Body = unknown;

async function request<T>(method: string, path: string, body?: Body, headers: Record<string, string> = {}): Promise<T> {
  return (await send<T>(method, path, body, headers)).data;
}

/** The call itself: the answer's body and its headers (a few routes say more in headers than in the body). */
async function send<T>(
  method: string,
  path: string,
  body?: Body,
  headers: Record<string, string> = {},
): Promise<{ data: T; headers: Headers }> {
  let response: Response;
  try {
    // The first visit's first calls may already be on their way (app/early.ts).
    const early = method === 'GET' ? takePrefetched(path) : undefined;
    response = await (early ??
      fetch(`/api${path}`, {
        method,
        credentials: 'same-origin',
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }));
  } catch {
    throw new ApiError(0, 'network', MSG.errorOccurred);
  }
  const type = response.headers.get('content-type') ?? '';
  const payload = type.includes('application/json') ? await response.json().catch(() => null) : await response.text();
  if (!response.ok) {
    const p = payload && typeof payload === 'object' ? (payload as { error?: string; message?: string }) : null;
    throw new ApiError(
      response.status,
      p?.error ?? 'error',
      p?.message ? localize(p.message, p) : MSG.errorOccurred,
      p ?? {},
    );
  }
  return { data: payload as T, headers: response.headers };
}

/** The typed API client: paths are relative to /api. */
export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: Body, headers?: Record<string, string>) =>
    request<T>('POST', path, body ?? {}, headers),
  /** A POST whose answer headers matter too (placing an order: the credit position). */
  postWithHeaders: <T>(path: string, body?: Body, headers?: Record<string, string>) =>
    send<T>('POST', path, body ?? {}, headers),
  /** A page of an admin list and the count of every match, which the list routes send as `X-Total-Count`. */
  getPage: async <T>(path: string): Promise<{ total: number; rows: T[] }> => {
    const { data, headers } = await send<T[]>('GET', path);
    return { total: Number(headers.get('x-total-count') ?? data.length), rows: data };
  },
  put: <T>(path: string, body?: Body) => request<T>('PUT', path, body ?? {}),
  delete: <T>(path: string) => request<T>('DELETE', path),
};

/** The message to show for a failed call: the server's text, or the spec's generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : MSG.errorOccurred;
}
