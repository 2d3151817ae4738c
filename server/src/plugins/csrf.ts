import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Mutations must come from our own pages: a browser sends Origin (and Sec-Fetch-Site) on every cross-site
 * POST/PUT/DELETE, so a present Origin must be ours. Only JSON bodies are parsed (a cross-site form cannot send
 * JSON without a CORS preflight, which this server never grants). Clients without a browser send no Origin.
 */
export function registerCsrfGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api')) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') throw forbidden('Cross-site requests are not allowed');
    const origin = request.headers.origin;
    if (origin === undefined) return;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw forbidden('Cross-site requests are not allowed');
    }
    const host = request.headers['x-forwarded-host'] ?? request.headers.host;
    if (originHost !== host) throw forbidden('Cross-site requests are not allowed');
  });
}
