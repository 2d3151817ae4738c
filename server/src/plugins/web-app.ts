import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { MSG, STORE_FIRST_LINES, storeApiPaths } from '@dawalink/shared';
import type { Database } from '../db/types.js';
import { enabledSellerIdByUrl } from '../features/storefront/storefront.service.js';
import { pickEncoding } from '../features/storefront/store-listing-cache.js';

/** A path of one segment that can be a store link (`/{url}`), echoed as is into the preload's address. */
const STORE_PATH = /^\/([\w.-]{1,200})$/;

/**
 * The built web app: hashed bundles under /static (cached for a year), a few root files, and index.html for every
 * other GET outside /api (the single-page app decides what to show).
 *
 * index.html is compressed once at start (the SPA answer comes from the not-found handler, which @fastify/compress
 * does not hook). A store page's answer also carries `Link: rel=preload` for the store's seller and the first lines
 * of its list, so the browser fetches both while it reads the HTML: without it they waited for the scripts, then
 * the list for the seller (docs/performance.md, "Front end"). The page's own requests (web/src/app/pages.ts) take the preloaded
 * answers; the paths come from the same `storeApiPaths`.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, db: Kysely<Database>) {
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
  const page = encodedPage(indexHtml);

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const preload = await storePreloads(db, request.url.split('?')[0]);
    if (preload) reply.header('link', preload);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(page[encoding]);
  };

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/api')) {
      const file = request.url.split('?')[0];
      if (/^\/[\w.-]+\.(svg|png|ico|txt|webmanifest)$/.test(file) && fs.existsSync(path.join(webDist, file))) {
        return reply.sendFile(file.slice(1));
      }
      return sendPage(request, reply);
    }
    return reply.status(404).send({ error: 'not_found', message: MSG.notFound });
  });
}

/** The page's HTML with its plain, brotli and gzip bodies, compressed once. */
function encodedPage(html: string) {
  const body = Buffer.from(html);
  return {
    html: body,
    br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

/**
 * The Link header that preloads a store page's first two API answers (its seller, the first screen of its list), or nothing for a path that names no enabled
 * store. A failed lookup only loses the head start: the page asks for itself.
 */
async function storePreloads(db: Kysely<Database>, pathname: string): Promise<string | undefined> {
  const url = STORE_PATH.exec(pathname)?.[1];
  if (!url) return undefined;
  const sellerId = await enabledSellerIdByUrl(db, url).catch(() => undefined);
  if (sellerId === undefined) return undefined;
  // crossorigin (anonymous): the same credentials mode as the page's fetch(), so the browser hands it the answer.
  return [storeApiPaths.seller(url), storeApiPaths.firstListings(url, sellerId, STORE_FIRST_LINES)]
    .map((apiPath) => `</api${apiPath}>; rel=preload; as=fetch; crossorigin`)
    .join(', ');
}
