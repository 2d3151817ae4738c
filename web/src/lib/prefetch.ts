import { FIRST_SCREEN_ANSWERS_ID } from '@dawalink/shared';
/**
 * API answers requested before the code that needs them has loaded (app/early.ts, on the first page of a visit):
 * the page's first GET of the same path takes the answer instead of asking again. Each answer is taken once, and
 * only within PREFETCH_TTL_MS of asking: later the page asks afresh, as it would without this.
 */
export const PREFETCH_TTL_MS = 15_000;

/**
 * The answers a signed-in page's HTML came with, when the server drew its first screen with them (server/src/
 * plugins/first-screens.ts), keyed by path; read from the page once.
 */
let embedded: Map<string, unknown> | null = null;

function embeddedAnswers(): Map<string, unknown> {
  if (embedded) return embedded;
  embedded = new Map();
  const text = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_ANSWERS_ID)?.textContent;
  try {
    const answers = text ? (JSON.parse(text) as unknown) : null;
    if (answers && typeof answers === 'object')
      for (const [path, body] of Object.entries(answers)) embedded.set(path, body);
  } catch {
    // A page without them: the page asks the API as usual.
  }
  return embedded;
}

/**
 * The answer to GET /api{path} that the page's HTML came with, taken once and only within PREFETCH_TTL_MS of the
 * page's load (later the page asks afresh, as it would without it).
 */
export function takeEmbedded<T>(path: string): T | undefined {
  const answers = embeddedAnswers();
  if (!answers.has(path)) return undefined;
  const body = answers.get(path) as T;
  answers.delete(path);
  return performance.now() < PREFETCH_TTL_MS ? body : undefined;
}

/**
 * A query's start from the answer the page's HTML came with (TanStack Query's initial data, as fresh as the page):
 * the page's first render then draws what the server drew, with nothing to wait for.
 */
export function startFromPage<T>(path: string) {
  return { initialData: () => takeEmbedded<T>(path), initialDataUpdatedAt: () => performance.timeOrigin };
}

const pending = new Map<string, { at: number; response: Promise<Response> }>();

/**
 * Starts GET /api{path}; returns a copy of the answer for the caller to read (the original is kept for the page).
 */
export function prefetch(path: string): Promise<Response> {
  // The page came with it: nothing to ask for.
  const answers = embeddedAnswers();
  if (answers.has(path)) {
    const body = JSON.stringify(answers.get(path));
    return Promise.resolve(new Response(body, { headers: { 'content-type': 'application/json' } }));
  }
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
  embedded = new Map();
}
