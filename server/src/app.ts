import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { MSG } from '@dawalink/shared';
import type { Deps } from './deps.js';
import { badRequest } from './lib/errors.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerSessionLoader } from './plugins/session.js';
import { registerAccessPolicy } from './plugins/access.js';
import { registerCsrfGuard } from './plugins/csrf.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { responseSerializerCompiler } from './plugins/serializer.js';
import { registerWebApp } from './plugins/web-app.js';
import { StoreListingCache } from './features/storefront/store-listing-cache.js';
import { storePages } from './features/storefront/store-page.js';
import { loadSession } from './identity/sessions.service.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { accountsRoutes } from './features/accounts/accounts.routes.js';
import { adminAccountsRoutes } from './features/accounts/admin-accounts.routes.js';
import { catalogueRoutes } from './features/catalogue/catalogue.routes.js';
import { listingsRoutes } from './features/listings/listings.routes.js';
import { storefrontRoutes } from './features/storefront/storefront.routes.js';
import { cartRoutes } from './features/storefront/cart.routes.js';
import { ordersRoutes } from './features/orders/orders.routes.js';
import { placeOrderRoutes } from './features/orders/place-order.routes.js';
import { retailerOrdersRoutes } from './features/orders/retailer-orders.routes.js';
import { liveOrdersRoutes } from './features/orders/live-orders.routes.js';
import { OrderFeed } from './features/orders/live-orders.service.js';
import { dashboardRoutes } from './features/orders/dashboard.routes.js';
import { settingsRoutes } from './features/settings/settings.routes.js';
import { otpRoutes } from './features/auth/otp.routes.js';
import { registrationRoutes } from './features/auth/registration.routes.js';
import { priceListRoutes } from './features/listings/price-list.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { devRoutes } from './features/dev/dev.routes.js';
import { invoicesRoutes } from './features/invoices/invoices.routes.js';
import { ledgerRoutes } from './features/ledger/ledger.routes.js';
import { returnsRoutes } from './features/returns/returns.routes.js';
import { stockRoutes } from './features/stock/stock.routes.js';
import { licencesRoutes } from './features/licences/licences.routes.js';
import { quickOrderRoutes } from './features/quick-order/quick-order.routes.js';
import { shareLinksRoutes } from './features/sharing/share-links.routes.js';
import { teamRoutes } from './features/team/team.routes.js';
import { bookingRoutes } from './features/team/booking.routes.js';
import { registerActionAudit } from './features/team/audit.hook.js';

export interface BuildAppOptions {
  deps: Deps;
  /** Built web app to serve (index.html + assets); omitted in API tests. */
  webDist?: string;
  logger?: boolean | object;
}

/**
 * Answers up to this size are compressed in one call on the request's thread; larger ones (exports, big files) through
 * a compression stream. @fastify/compress streams anything over 8 KB on two cores, to overlap compression with the
 * event loop on a spare core, but here PostgreSQL shares the cores and the stream's setup is the larger cost: with a
 * browser's Accept-Encoding, a 28 KB page of orders cost 1.93 ms of server CPU streamed (zstd) and 0.89 in one call,
 * a 112 KB order search 3.05 and 1.63 (docs/performance.md, "Compressed answers for browsers"). Our largest list
 * answers (500 rows) stay under it; one call holds the event loop for about 1 ms per 100 KB.
 */
const COMPRESS_IN_ONE_CALL_BYTES = 512 * 1024;

export async function buildApp({ deps, webDist, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Per-IP limits are only as good as the client address: trust X-Forwarded-For only from configured hops. With no
    // proxy in front the address is the socket's, read directly: a trust function is asked on every request's address.
    trustProxy: deps.config.TRUST_PROXY > 0 ? (_address: string, hop: number) => hop < deps.config.TRUST_PROXY : false,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
  });
  app.decorate('deps', deps);
  app.decorate('storeCache', new StoreListingCache(deps.db));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);

  // Only JSON bodies are parsed (CSRF: a cross-site form cannot send JSON); an empty JSON body is no body.
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    // PostgreSQL text cannot hold NUL; refuse it here once instead of failing deep in a query.
    if (text.includes('\\u0000')) {
      return done(Object.assign(new Error(MSG.badRequest), { statusCode: 400 }), undefined);
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error(MSG.badRequest), { statusCode: 400 });
      done(error, undefined);
    }
  });

  await app.register(cookie);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The service worker (/sw.js) and the web app manifest are the app's own files.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024, syncThreshold: COMPRESS_IN_ONE_CALL_BYTES });
  await app.register(rateLimit, {
    global: true,
    max: deps.config.API_RATE_PER_MIN,
    timeWindow: 60_000,
    allowList: (request) => !request.url.startsWith('/api'),
    // The limit's headers go with the answer that refuses (429, with Retry-After), not with every answer: no client
    // of ours paces itself by them, and each API answer is three headers lighter (docs/api.md).
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'too_many_requests',
      message: MSG.tooManyRequests,
      retryAfter: context.after,
    }),
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'DawaLink API', version: '1.0.0', description: 'B2B ordering between wholesalers and retailers' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // A NUL byte in the path or query can never be stored or matched: answer 400 before any handler runs.
  // The cheap per-request hooks take `done` instead of being async: no promise and no extra microtask per request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (/%00/i.test(request.url) || request.url.includes('\u0000')) throw badRequest(MSG.badRequest);
    done();
  });
  registerSessionLoader(app, (sid) => loadSession(deps.db, sid));
  registerAccessPolicy(app);
  registerCsrfGuard(app, { trustProxy: deps.config.TRUST_PROXY });
  // Answers about a signed-in account, or that sign one in, are never kept by a browser or a proxy cache (a shared
  // counter phone's back button, a proxy in front). Routes that set their own caching (public store data) keep it.
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) {
      if (request.account || reply.hasHeader('set-cookie')) reply.header('cache-control', 'no-store');
    }
    done();
  });

  registerActionAudit(app);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(otpRoutes);
  await app.register(registrationRoutes);
  await app.register(accountsRoutes);
  await app.register(adminAccountsRoutes);
  await app.register(catalogueRoutes);
  await app.register(listingsRoutes);
  await app.register(priceListRoutes);
  await app.register(storefrontRoutes);
  await app.register(cartRoutes);
  await app.register(ordersRoutes);
  // One feed of new orders per process: placing an order wakes it, the live stream reads from it.
  const orderFeed = new OrderFeed(deps.db);
  await app.register(placeOrderRoutes, { feed: orderFeed });
  await app.register(retailerOrdersRoutes);
  await app.register(liveOrdersRoutes, { feed: orderFeed });
  await app.register(dashboardRoutes);
  await app.register(settingsRoutes);
  await app.register(invoicesRoutes);
  await app.register(ledgerRoutes);
  await app.register(returnsRoutes);
  await app.register(stockRoutes);
  await app.register(licencesRoutes);
  await app.register(quickOrderRoutes);
  await app.register(shareLinksRoutes);
  await app.register(teamRoutes);
  await app.register(bookingRoutes);
  await app.register(devRoutes);

  if (webDist && fs.existsSync(path.join(webDist, 'index.html'))) {
    await registerWebApp(app, webDist, storePages(deps.db, app.storeCache, app.log));
  } else {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'not_found', message: MSG.notFound }));
  }

  return app;
}
