import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer (pages, API, errors, 404s), set on the raw response before any handler
 * runs. The header set is fixed by the options, so helmet runs once at start and each request copies its result:
 * @fastify/helmet rebuilt the helmet middleware, and re-parsed the CSP directives, on every request (measured:
 * about 2% of the CPU of a page of orders; docs/performance.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const res = reply.raw;
    for (let i = 0; i < headers.length; i++) res.setHeader(headers[i][0], headers[i][1]);
    done();
  });
}

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
