/**
 * API answers requested before the code that needs them has loaded (app/early.ts, on the first page of a visit):
 * the page's first GET of the same path takes the answer instead of asking again. Each answer is taken once, and
 * only within PREFETCH_TTL_MS of asking: later the page asks afresh, as it would without this.
 */
export const PREFETCH_TTL_MS = 15_000;

const pending = new Map<string, { at: number; response: Promise<Response> }>();

/**
 * Starts GET /api{path}; returns a copy of the answer for the caller to read (the original is kept for the page).
 */
export function prefetch(path: string): Promise<Response> {
  const response = fetch(`/api${path}`, { credentials: 'same-origin' });
  pending.set(path, { at: Date.now(), response });
  // Nobody may ever take it: a failed request must not become an unhandled rejection.
  response.catch(() => {});
  return response.then((r) => r.clone());
}

/** The answer prefetched for GET /api{path}, if one was asked for within the TTL and not yet taken. */
export function takePrefetched(path: string): Promise<Response> | undefined {
  const hit = pending.get(path);
  if (!hit) return undefined;
  pending.delete(path);
  return Date.now() - hit.at < PREFETCH_TTL_MS ? hit.response : undefined;
}

/** Forgets every answer not yet taken (on logout: nothing asked for one person is handed to the next). */
export function clearPrefetched() {
  pending.clear();
}
