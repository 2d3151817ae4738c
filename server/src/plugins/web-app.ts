import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@dawalink/shared';
import { encodedPage, pickEncoding, type EncodedPage } from '../lib/http-encoding.js';

/**
 * What a path's page is when it is more than index.html: its own page, or index.html with a `Link` header; undefined
 * when the path is an ordinary app path.
 */
export type StorePageAnswer = { page: EncodedPage } | { link: string };
/** Given index.html, a lookup of the page for a path. The app passes one in (features/storefront/store-page.ts). */
export type StorePageLookup = (indexHtml: string) => (pathname: string) => Promise<StorePageAnswer | undefined>;

/**
 * The built web app: hashed bundles under /static (cached for a year), a few root files, and index.html for every
 * other GET outside /api (the single-page app decides what to show).
 *
 * index.html is compressed once at start (the SPA answer comes from the not-found handler, which @fastify/compress
 * does not hook). A path the `storePages` lookup knows (a store link) answers its own page instead.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, storePages?: StorePageLookup) {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      // Hashed bundles never change; index.html must always be fresh.
      res.header('cache-control', filePath.includes(`${path.sep}static${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/static/*', { config: { access: 'public' } }, (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    return reply.sendFile(path.join('static', file));
  });

  const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  // Brotli's best for index.html: it is compressed at start, not while anyone waits.
  const page = await encodedPage(indexHtml, 11);
  const pageFor = storePages?.(indexHtml);

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await pageFor?.(request.url.split('?')[0]);
    if (answer && 'link' in answer) reply.header('link', answer.link);
    const body = answer && 'page' in answer ? answer.page : page;
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(body.html);
    return reply.header('content-encoding', encoding).send(body[encoding]);
  };

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/api')) {
      const file = request.url.split('?')[0];
      // Root files by name (icons, the web app manifest, the service worker sw.js) that appeared after start:
      // @fastify/static answers those present at start itself, with the `no-cache` above (no hash in their names,
      // so a deploy's new worker and manifest are seen by the next visit).
      if (/^\/[\w.-]+\.(svg|png|ico|txt|webmanifest|js)$/.test(file) && fs.existsSync(path.join(webDist, file))) {
        return reply.sendFile(file.slice(1));
      }
      return sendPage(request, reply);
    }
    return reply.status(404).send({ error: 'not_found', message: MSG.notFound });
  });
}

