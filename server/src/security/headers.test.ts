import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@dawalink/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_ANSWER_CSP, DOCUMENT_ONLY_HEADERS } from '../plugins/security-headers.js';
import { buildTestApp, DEMO_PHONES, secondApp, type TestApp } from '../test/helpers.js';

/**
 * What the browser is told. Security headers on pages and API answers, cookie flags, CSRF and
 * CORS refusals, and 5xx answers that never show their cause. Pages are served from a tiny stand-in web build.
 */

let t: TestApp;
let web: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  t = await buildTestApp();
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dawalink-sec-web-'));
  fs.mkdirSync(path.join(webDist, 'static'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/static/app.js"></script></head><body></body></html>',
  );
  fs.writeFileSync(path.join(webDist, 'static', 'app.js'), 'console.log(1)');
  web = await secondApp(t, { webDist });
  await web.ready();
});
afterAll(async () => {
  await web?.close();
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name.toLowerCase(), values] as const;
      }),
  );
}

describe('security headers', () => {
  function expectEveryAnswersHeaders(res: { headers: Record<string, unknown> }) {
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  }

  for (const [what, url] of [
    ['a page', '/orders'],
    ['the app script', '/static/app.js'],
    ['the OpenAPI page', '/api/docs'],
  ] as const) {
    it(`${what} carries CSP without inline scripts, frame-ancestors, nosniff and a referrer policy`, async () => {
      const res = await web.inject({ url });
      expect(res.statusCode).toBeLessThan(500);
      const csp = directives(String(res.headers['content-security-policy'] ?? ''));
      const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
      expect(scripts).toContain("'self'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts.some((s) => s === '*' || s.startsWith('http:') || s === 'data:')).toBe(false);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expectEveryAnswersHeaders(res);
    });
  }

  for (const [what, url] of [
    ['an API answer', '/api/health'],
    ['an API error', '/api/auth/me'],
    ['an API 404', '/api/no/such/route'],
  ] as const) {
    it(`${what} carries a CSP that loads nothing and may not be framed, nosniff and a referrer policy`, async () => {
      const res = await web.inject({ url });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers['content-security-policy']).toBe(DATA_ANSWER_CSP);
      const csp = directives(DATA_ANSWER_CSP);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expectEveryAnswersHeaders(res);
    });
  }

  it('a page carries the document-only headers too; a data answer of the API, never rendered, goes without them', async () => {
    const page = await web.inject({ url: '/orders' });
    const docs = await web.inject({ url: '/api/docs' });
    for (const name of DOCUMENT_ONLY_HEADERS) {
      expect(page.headers[name.toLowerCase()], `page ${name}`).toBeDefined();
      expect(docs.headers[name.toLowerCase()], `Swagger UI ${name}`).toBeDefined();
    }
    for (const url of ['/api/health', '/api/auth/me', '/api/no/such/route']) {
      const res = await web.inject({ url });
      for (const name of DOCUMENT_ONLY_HEADERS)
        expect(res.headers[name.toLowerCase()], `${url} ${name}`).toBeUndefined();
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('an API answer that is a file a browser shows (a PDF) carries the document headers; a CSV download does not', async () => {
    const app = await secondApp(t);
    await app.register(async (instance) => {
      instance.get('/api/security/file.pdf', { config: { access: 'public' } }, async (_request, reply) =>
        reply.type('application/pdf').send(Buffer.from('%PDF-1.4\n')),
      );
      instance.get('/api/security/list.csv', { config: { access: 'public' } }, async (_request, reply) =>
        reply.type('text/csv; charset=utf-8').send('a,b\n'),
      );
    });
    await app.ready();
    try {
      const pdf = await app.inject({ url: '/api/security/file.pdf' });
      const csv = await app.inject({ url: '/api/security/list.csv' });
      for (const name of DOCUMENT_ONLY_HEADERS) {
        expect(pdf.headers[name.toLowerCase()], `PDF ${name}`).toBeDefined();
        expect(csv.headers[name.toLowerCase()], `CSV ${name}`).toBeUndefined();
      }
      const page = await app.inject({ url: '/api/docs' });
      expect(pdf.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
      expect(csv.headers['content-security-policy']).toBe(DATA_ANSWER_CSP);
      for (const res of [pdf, csv]) expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await app.close();
    }
  });

  it('the page itself has no inline script for the CSP to block', async () => {
    const html = (await web.inject({ url: '/' })).body;
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
  });
});

describe('the API rate limit', () => {
  it('answers within the limit carry no limit headers; past it, 429 with the message, Retry-After and the limit', async () => {
    const app = await secondApp(t, { env: { API_RATE_PER_MIN: '3' } });
    await app.ready();
    try {
      const remoteAddress = '198.51.100.23';
      for (let i = 0; i < 3; i++) {
        const res = await app.inject({ url: '/api/health', remoteAddress });
        expect(res.statusCode).toBe(200);
        for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'])
          expect(res.headers[name], name).toBeUndefined();
      }
      const refused = await app.inject({ url: '/api/health', remoteAddress });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'too_many_requests', message: MSG.tooManyRequests });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['x-ratelimit-limit']).toBe('3');
      expect(refused.headers['x-ratelimit-remaining']).toBe('0');
      // Another address has its own count.
      expect((await app.inject({ url: '/api/health', remoteAddress: '198.51.100.24' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('cookies', () => {
  it('sid is HttpOnly, SameSite=Lax, path /; the UI user cookie holds no secret', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: DEMO_PHONES.retailer, pin: '1234', remember: true },
    });
    const sid = res.cookies.find((c) => c.name === 'sid')!;
    expect(sid.httpOnly).toBe(true);
    expect(sid.sameSite).toBe('Lax');
    expect(sid.path).toBe('/');
    const user = res.cookies.find((c) => c.name === 'user')!;
    expect(user.sameSite).toBe('Lax');
    expect(decodeURIComponent(user.value)).not.toMatch(/pin|password|hash|sid/i);
    expect(decodeURIComponent(user.value)).not.toContain(sid.value);
  });

  it('COOKIE_SECURE=1 marks both cookies Secure', async () => {
    const app = await secondApp(t, { env: { COOKIE_SECURE: '1' } });
    await app.ready();
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { phone: DEMO_PHONES.retailer2, pin: '1234' },
      });
      expect(res.statusCode).toBe(200);
      for (const name of ['sid', 'user']) expect(res.cookies.find((c) => c.name === name)!.secure, name).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('cross-site requests', () => {
  const body = { phone: DEMO_PHONES.retailer, pin: '1234' };

  it('a mutation with a foreign Origin is refused before anything runs', async () => {
    const before = await t.db.selectFrom('login_attempts').select('id').execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: body,
      headers: { origin: 'https://evil.example', host: 'dawalink.pk' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toHaveProperty('message');
    expect(await t.db.selectFrom('login_attempts').select('id').execute()).toHaveLength(before.length);
  });

  it('Sec-Fetch-Site: cross-site is refused; same origin passes', async () => {
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: body,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: body,
      headers: { origin: 'http://dawalink.pk', host: 'dawalink.pk', 'sec-fetch-site': 'same-origin' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('a form post (what a cross-site page can send without preflight) is not parsed', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: 'phone=03211234567&pin=1234',
        headers: { 'content-type': type },
      });
      expect(res.statusCode, type).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, type).toBeLessThan(500);
      expect(res.cookies.find((c) => c.name === 'sid' && c.value)).toBeUndefined();
    }
  });

  it('no CORS grant: a preflight from another origin gets no Access-Control-Allow-Origin', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const get = await t.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('errors', () => {
  it('a 5xx says nothing about its cause', async () => {
    const app = await secondApp(t);
    await app.register(async (instance) => {
      instance.get('/api/security/boom', { config: { access: 'public' } }, async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.5:5432 at /srv/app/secret.js password=hunter2');
      });
    });
    await app.ready();
    try {
      const res = await app.inject({ url: '/api/security/boom' });
      expect(res.statusCode).toBe(500);
      expect(Object.keys(res.json()).sort()).toEqual(['error', 'message']);
      expect(res.body).not.toMatch(/ECONNREFUSED|secret|hunter2|\.js|at /);
    } finally {
      await app.close();
    }
  });

  it('an unknown /api path answers 404 {error, message}, not the page', async () => {
    const res = await web.inject({ url: '/api/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(Object.keys(res.json()).sort()).toEqual(['error', 'message']);
  });

  it('the dev SMS outbox does not exist in production', async () => {
    const app = await secondApp(t, { env: { NODE_ENV: 'production', DEV_OUTBOX: '1' } });
    await app.ready();
    try {
      const res = await app.inject({ url: `/api/dev/sms?phone=${DEMO_PHONES.retailer}` });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
