import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_FIRST_LINES } from '@dawalink/shared';
import { buildTestApp, demoAccountId, secondApp, type TestApp } from '../test/helpers.js';

/** The built web app's pages: index.html compressed, and a store page's preload of its first API answers. */

const STORE = 'karachi-medical-traders';
const HTML = `<!doctype html><html><head><title>DawaLink</title></head><body>${'<div class="app-shell"></div>'.repeat(80)}</body></html>`;

let t: TestApp;
let web: FastifyInstance;
let webDist: string;
let sellerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  sellerId = await demoAccountId(t, 'seller');
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dawalink-web-app-'));
  fs.mkdirSync(path.join(webDist, 'static'));
  fs.writeFileSync(path.join(webDist, 'index.html'), HTML);
  web = await secondApp(t, { webDist });
  await web.ready();
});
afterAll(async () => {
  await web?.close();
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string, acceptEncoding?: string) =>
  web.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

/** The addresses a Link header preloads, in order. */
function preloaded(link: unknown): string[] {
  if (typeof link !== 'string') return [];
  return link.split(',').map((part) => {
    expect(part).toMatch(/rel=preload; as=fetch; crossorigin$/);
    return /<([^>]+)>/.exec(part)?.[1] ?? '';
  });
}

describe('pages of the web app', () => {
  it('answers index.html with brotli, gzip or plain as the browser accepts, never cached stale', async () => {
    const br = await page('/orders', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(HTML);
    expect(br.rawPayload.length).toBeLessThan(HTML.length / 4);

    const gzip = await page('/orders', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(HTML);

    const plain = await page('/orders');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(HTML);
  });

  it("preloads a store page's seller and the first lines of its list, and both addresses answer", async () => {
    const res = await page(`/${STORE}`, 'br');
    expect(res.statusCode).toBe(200);
    const urls = preloaded(res.headers.link);
    expect(urls).toEqual([`/api/WholesellerCategory/url/${STORE}`, `/api/WholesellerCategory/${STORE}/${sellerId}?first=${STORE_FIRST_LINES}`]);
    for (const url of urls) expect((await web.inject({ method: 'GET', url })).statusCode).toBe(200);
    // A query string is not part of the store link.
    expect(preloaded((await page(`/${STORE}?ref=sms`)).headers.link)).toEqual(urls);
  });

  it('preloads nothing for other pages, unknown stores, API-looking or nested paths', async () => {
    for (const url of ['/', '/orders', '/WholesellerHome', '/no-such-store', '/cart/karachi-medical-traders', '/a%20b', `/${'x'.repeat(300)}`]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.link, url).toBeUndefined();
      expect(res.body, url).toBe(HTML);
    }
  });

  it("preloads nothing for a disabled seller's store (the page shows that it is unavailable)", async () => {
    await t.db.updateTable('accounts').set({ is_disabled: true }).where('id', '=', sellerId).execute();
    try {
      const res = await page(`/${STORE}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers.link).toBeUndefined();
    } finally {
      await t.db.updateTable('accounts').set({ is_disabled: false }).where('id', '=', sellerId).execute();
    }
  });

  it('still answers 404 JSON for an unknown API path', async () => {
    const res = await web.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });
});
