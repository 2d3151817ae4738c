import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, secondApp, type TestApp } from '../test/helpers.js';

/**
 * The installable app's files (web/pwa.config.ts): the web app manifest and the service worker are served from the
 * root with their types, revalidated on every use (no hash in their names: a deploy's new worker is seen at the next
 * visit), and the security policy lets the page register the worker and read the manifest.
 */

let t: TestApp;
let web: FastifyInstance;
let dist: string;

beforeAll(async () => {
  t = await buildTestApp();
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dawalink-pwa-'));
  fs.mkdirSync(path.join(dist, 'static', 'js'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><link rel="manifest" href="/manifest.webmanifest"></head><body></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'DawaLink', start_url: '/launch' }));
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dist, 'static', 'js', 'index-abc.js'), 'export {};');
  web = await secondApp(t, { webDist: dist });
  await web.ready();
});
afterAll(async () => {
  await web?.close();
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the installable app', () => {
  it('serves the service worker as JavaScript, revalidated on every use', async () => {
    const res = await web.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('addEventListener');
  });

  it('serves the web app manifest with its type, revalidated on every use', async () => {
    const res = await web.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ name: 'DawaLink', start_url: '/launch' });
  });

  it("keeps hashed bundles for a year, and the policy allows the app's own worker and manifest", async () => {
    const bundle = await web.inject({ method: 'GET', url: '/static/js/index-abc.js' });
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await web.inject({ method: 'GET', url: '/launch' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('a root file that is not there gets the page, as any other path does; under /api a 404', async () => {
    expect((await web.inject({ method: 'GET', url: '/workbox-missing.js' })).headers['content-type']).toMatch(
      /^text\/html/,
    );
    expect((await web.inject({ method: 'GET', url: '/api/sw.js' })).statusCode).toBe(404);
  });
});
