import type { FastifyInstance } from 'fastify';
import { MSG } from '@dawalink/shared';
import { forbidden } from '../lib/errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Mutations must come from our own pages: a browser sends Origin (and Sec-Fetch-Site) on every cross-site
 * POST/PUT/DELETE, so a present Origin must be ours. Only JSON bodies are parsed (a cross-site form cannot send
 * JSON without a CORS preflight, which this server never grants). Clients without a browser send no Origin.
 * X-Forwarded-Host names the host only behind a trusted proxy (TRUST_PROXY); otherwise anyone could send one that
 * matches their own Origin.
 */
export function registerCsrfGuard(app: FastifyInstance, options: { trustProxy: number }) {
  // Takes `done` rather than being async: it never waits, and a promise per request is a cost for nothing.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api')) return done();
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') throw forbidden(MSG.crossSiteRefused);
    const origin = request.headers.origin;
    if (origin === undefined) return done();
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw forbidden(MSG.crossSiteRefused);
    }
    const forwarded = options.trustProxy > 0 ? request.headers['x-forwarded-host'] : undefined;
    const host = forwarded ?? request.headers.host;
    if (originHost !== host) throw forbidden(MSG.crossSiteRefused);
    done();
  });
}
