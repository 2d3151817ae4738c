import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches, pickEncoding } from '../../lib/http-encoding.js';
import type { StoreListingCache } from './store-listing-cache.js';

/**
 * Answers GET /api/WholesellerCategory/:url/:wholesellerId from the cache: 304, or the (compressed) list; with
 * `first`, only its first lines (small: compressed by @fastify/compress like any answer, not kept).
 */
export async function sendStoreListing(
  cache: StoreListingCache,
  request: FastifyRequest,
  reply: FastifyReply,
  url: string,
  sellerId: number,
  first?: number,
) {
  const entry = await cache.get(url, sellerId);
  const part = first === undefined ? entry : cache.firstLines(entry, first);
  // Public (the same for every visitor) but revalidated on every use: prices change.
  reply.header('etag', part.etag).header('cache-control', 'public, no-cache').header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], part.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (part !== entry || !encoding) return reply.send(part.json);
  const body = await cache.encoded(sellerId, entry, encoding);
  return reply.header('content-encoding', encoding).send(body);
}
