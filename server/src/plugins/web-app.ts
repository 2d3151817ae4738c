import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG, STORE_FIRST_LINES, storeApiPaths, type Listing } from '@dawalink/shared';
import { sellerInfoByUrl } from '../features/storefront/storefront.service.js';
import { pickEncoding } from '../features/storefront/store-listing-cache.js';
import { pageWithStorePreview } from '../features/storefront/store-preview.js';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A path of one segment that can be a store link (`/{url}`), echoed as is into the preload's address. */
const STORE_PATH = /^\/([\w.-]{1,200})$/;

/**
 * The built web app: hashed bundles under /static (cached for a year), a few root files, and index.html for every
 * other GET outside /api (the single-page app decides what to show).
 *
 * index.html is compressed once at start (the SPA answer comes from the not-found handler, which @fastify/compress
 * does not hook). A store link (`/{url}` of an enabled seller) answers more (docs/performance.md, "Front end"):
 * its HTML holds the store's first lines, drawn by the server, and the page's first data (the seller and the first
 * lines: features/storefront/store-preview.ts), so a buyer reads them before the scripts have loaded and the app
 * asks the API for neither; built and compressed once per store version (the store cache's entry) and seller
 * profile. When no preview can be made (a build without the shell's marks, a failure), index.html goes out with
 * `Link: rel=preload` for the seller and the first lines instead, so the browser fetches both while it reads the
 * HTML; the page's own requests (web/src/app/pages.ts) take the preloaded answers (same `storeApiPaths`).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const { db } = app.deps;
  const cache = app.storeCache;
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
  const page = await encodedPage(indexHtml, 11);
  /** Per cache entry (a store version): the seller it was drawn with and its page. Goes with the entry. */
  const previews = new WeakMap<object, { seller: string; page: Promise<EncodedPage | undefined> }>();

  /**
   * A store link's page (with its preview and first data), or index.html and the preload header when no preview
   * could be made; undefined for a path that names no enabled store.
   */
  const storePage = async (pathname: string): Promise<{ link?: string; page: EncodedPage } | undefined> => {
    const url = STORE_PATH.exec(pathname)?.[1];
    if (!url) return undefined;
    const seller = await sellerInfoByUrl(db, url).catch(() => undefined);
    if (!seller) return undefined;
    const link = storePreloads(url, seller.id);
    try {
      const entry = await cache.get(url, seller.id);
      // The seller's own fields are drawn too (name, address...): a profile change makes a new page.
      const sellerKey = JSON.stringify(seller);
      let preview = previews.get(entry);
      if (!preview || preview.seller !== sellerKey) {
        const lines = JSON.parse(cache.firstLines(entry, STORE_FIRST_LINES).json.toString()) as Listing[];
        const html = pageWithStorePreview(indexHtml, seller, lines);
        preview = { seller: sellerKey, page: html ? encodedPage(html, 9) : Promise.resolve(undefined) };
        previews.set(entry, preview);
      }
      const previewPage = await preview.page;
      // With the data in the page, the app asks for neither: no preload (an unused one is a console warning).
      return previewPage ? { page: previewPage } : { link, page };
    } catch (error) {
      // Only the head start is lost: the page loads the store itself.
      app.log.warn({ err: error, url }, 'store preview failed');
      return { link, page };
    }
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const store = await storePage(request.url.split('?')[0]);
    if (store?.link) reply.header('link', store.link);
    const body = store?.page ?? page;
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(body.html);
    return reply.header('content-encoding', encoding).send(body[encoding]);
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

interface EncodedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The page's HTML with its plain, brotli and gzip bodies, compressed once, off the event loop. index.html gets
 * brotli's best (at start: the time is not anyone's wait); a store link's page a quicker quality (a buyer waits for
 * it once per store version).
 */
async function encodedPage(html: string, brotliQuality: number): Promise<EncodedPage> {
  const body = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { html: body, br, gzip: gz };
}

/** The Link header that preloads a store page's first two API answers: its seller, the first screen of its list. */
function storePreloads(url: string, sellerId: number): string {
  // crossorigin (anonymous): the same credentials mode as the page's fetch(), so the browser hands it the answer.
  return [storeApiPaths.seller(url), storeApiPaths.firstListings(url, sellerId, STORE_FIRST_LINES)]
    .map((apiPath) => `</api${apiPath}>; rel=preload; as=fetch; crossorigin`)
    .join(', ');
}
