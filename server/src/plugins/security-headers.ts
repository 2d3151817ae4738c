import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers that govern only a document a browser renders (a page, a PDF in a tab): its browsing-context
 * group and agent cluster, its DNS prefetching, and switches for Internet Explorer, Flash and Acrobat. A data answer
 * of the API (JSON, plain text, CSV; never rendered: nosniff) goes without them, so every such answer is ~250 bytes
 * lighter on a phone's connection and has six headers fewer to write and to parse (docs/performance.md, "Per-request
 * cost, round five"). It keeps what applies to any resource: CSP (frame-ancestors among it), nosniff,
 * X-Frame-Options, HSTS, the referrer policy and Cross-Origin-Resource-Policy (no other site may embed it).
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
 * The Content-Security-Policy of a data answer: it loads nothing and no page may frame it. A page's policy lists
 * what a rendered document may load (scripts, styles, fonts, the worker, the manifest: ~230 bytes); a JSON answer
 * opened in a tab loads nothing, so `default-src 'none'` is both stricter and ~190 bytes shorter on every answer.
 */
export const DATA_ANSWER_CSP = "default-src 'none';frame-ancestors 'none'";

/**
 * Helmet's security headers on every answer (pages, API, errors, 404s), set on the raw response before any handler
 * runs. The header set is fixed by the options, so helmet runs once at start and each request copies its result:
 * @fastify/helmet rebuilt the helmet middleware, and re-parsed the CSP directives, on every request (measured:
 * about 2% of the CPU of a page of orders; docs/performance.md). API answers leave out the document-only ones and
 * carry the data answer's CSP; one that turns out to be a file a browser shows gets the page's set back.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const pageHeaders = helmetHeaders(options);
  const isDocumentOnly = (name: string) => DOCUMENT_ONLY_HEADERS.some((h) => h.toLowerCase() === name.toLowerCase());
  const isCsp = (name: string) => name.toLowerCase() === 'content-security-policy';
  const apiHeaders = pageHeaders
    .filter(([name]) => !isDocumentOnly(name))
    .map(([name, value]): [string, string] => [name, isCsp(name) ? DATA_ANSWER_CSP : value]);
  const documentHeaders = pageHeaders.filter(([name]) => isDocumentOnly(name) || isCsp(name));
  const set = (res: ServerResponse, headers: Array<[string, string]>) => {
    for (let i = 0; i < headers.length; i++) res.setHeader(headers[i][0], headers[i][1]);
  };
  app.addHook('onRequest', (request, reply, done) => {
    set(reply.raw, isApiAnswer(request.url) ? apiHeaders : pageHeaders);
    done();
  });
  // An API answer that is a file a browser may show (a PDF, a licence's image) is a document after all: the
  // document-only headers and the page's CSP, the set a PDF in a tab has always been served with.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiAnswer(request.url) && !isDataType(reply.getHeader('content-type'))) set(reply.raw, documentHeaders);
    done(null, payload);
  });
}

/** JSON, plain text and CSV: what the API answers as data, never rendered as a document (nosniff). */
const isDataType = (type: unknown) =>
  typeof type === 'string' && /^(application\/json|text\/plain|text\/csv)\b/i.test(type);

/** An answer of the API, except the OpenAPI pages (Swagger UI) under /api/docs, which are documents. */
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
