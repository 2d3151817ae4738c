import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers that govern only a document a browser renders (a page): its browsing-context group and agent
 * cluster, its DNS prefetching, and switches for Internet Explorer, Flash and Acrobat. An /api answer is JSON, never
 * rendered (nosniff, a JSON content type), so it goes without them: every API answer is ~250 bytes lighter on a
 * phone's connection, and has six headers fewer to write and to parse (docs/performance.md, "Per-request cost,
 * round five"). It keeps what applies to any resource: CSP (frame-ancestors among it), nosniff, X-Frame-Options,
 * HSTS, the referrer policy and Cross-Origin-Resource-Policy (no other site may embed the JSON).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
] as const;

/**
 * Helmet's security headers on every answer (pages, API, errors, 404s), set on the raw response before any handler
 * runs. The header set is fixed by the options, so helmet runs once at start and each request copies its result:
 * @fastify/helmet rebuilt the helmet middleware, and re-parsed the CSP directives, on every request (measured:
 * about 2% of the CPU of a page of orders; docs/performance.md). API answers leave out the document-only ones.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const pageHeaders = helmetHeaders(options);
  const documentOnly = new Set<string>(DOCUMENT_ONLY_HEADERS.map((name) => name.toLowerCase()));
  const apiHeaders = pageHeaders.filter(([name]) => !documentOnly.has(name.toLowerCase()));
  app.addHook('onRequest', (request, reply, done) => {
    const headers = isApiAnswer(request.url) ? apiHeaders : pageHeaders;
    const res = reply.raw;
    for (let i = 0; i < headers.length; i++) res.setHeader(headers[i][0], headers[i][1]);
    done();
  });
}

/** An /api answer is JSON, except the OpenAPI pages (Swagger UI) under /api/docs, which are documents. */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** The headers helmet sets for these options (it removes X-Powered-By, which Node never sends). */
function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const captured = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => void captured.set(name, value),
    removeHeader: (name: string) => void captured.delete(name),
  };
  let failure: unknown;
  // helmet's middleware is synchronous and reads nothing from the request for options without nonce functions.
  helmet(options)({} as never, response as never, (error?: unknown) => (failure = error));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  if (captured.size === 0) throw new Error('helmet set no headers');
  return [...captured];
}
