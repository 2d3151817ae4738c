import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, secondApp, type TestApp } from '../test/helpers.js';

/**
 * Answers to a browser are compressed; a list answer in one call (with its length known), an answer larger than any
 * list through a stream (chunked). Each arrives whole in every encoding a browser asks for.
 */

let t: TestApp;
let app: FastifyInstance;

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    store: `Al Shifa Chemists ${i}`,
    total: 1000 + i * 7.5,
    status: 'Pending',
  }));
const listAnswer = JSON.stringify(rows(2_000)); // ~150 KB, about a 500-row search answer
const exportAnswer = JSON.stringify(rows(12_000)); // ~900 KB, more than any list

beforeAll(async () => {
  t = await buildTestApp();
  app = await secondApp(t);
  await app.register(async (instance) => {
    instance.get('/api/compression/list', { config: { access: 'public' } }, async (_request, reply) =>
      reply.type('application/json').send(listAnswer),
    );
    instance.get('/api/compression/export', { config: { access: 'public' } }, async (_request, reply) =>
      reply.type('application/json').send(exportAnswer),
    );
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const decode: Record<string, (b: Buffer) => Buffer> = {
  gzip: (b) => zlib.gunzipSync(b),
  br: (b) => zlib.brotliDecompressSync(b),
  zstd: (b) => zlib.zstdDecompressSync(b),
};

describe('compressed answers', () => {
  for (const [acceptEncoding, encoding] of [
    ['gzip, deflate, br, zstd', 'zstd'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    it(`a list answer for "${acceptEncoding}" comes as ${encoding} in one piece, its length given`, async () => {
      const res = await app.inject({ url: '/api/compression/list', headers: { 'accept-encoding': acceptEncoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['transfer-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(listAnswer.length / 4);
      expect(decode[encoding](res.rawPayload).toString()).toBe(listAnswer);
    });
  }

  it('an answer larger than any list is compressed as a stream, and arrives whole', async () => {
    const res = await app.inject({ url: '/api/compression/export', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-length']).toBeUndefined();
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(exportAnswer);
  });

  it('a client that asks for no encoding gets the answer as it is', async () => {
    const res = await app.inject({ url: '/api/compression/list', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(listAnswer);
  });
});
