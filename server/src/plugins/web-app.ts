import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  MSG,
  pageInLanguage,
  RTL_STYLESHEET_FILE,
  type Language,
} from '@dawalink/shared';
import { brotli, encodedPage, gzipped, pickEncoding, type EncodedPage } from '../lib/http-encoding.js';
import {
  firstScreenPages,
  personalFirstScreen,
  type CookieUser,
  type PageAssets,
  type ReadAsCaller,
} from './first-screens.js';
import { USER_COOKIE } from './session.js';

/**
 * What a path's page is when it is more than index.html: its own page, or index.html with a `Link` header; undefined
 * when the path is an ordinary app path.
 */
export type StorePageAnswer = { page: EncodedPage } | { link: string };
/**
 * Given index.html in each language, a lookup of the page for a path in a language. The app passes one in
 * (features/storefront/store-page.ts).
 */
export type StorePageLookup = (
  indexHtml: Record<Language, string>,
) => (pathname: string, language: Language) => Promise<StorePageAnswer | undefined>;

/** The device's own language choice (its `language` cookie), or null when it has made none. */
export function deviceLanguage(request: FastifyRequest): Language | null {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  return isLanguage(chosen) ? chosen : null;
}

/** The UI's `user` cookie (plugins/session.ts), read as the page does: who it says is signed in, or null. */
function uiUser(request: FastifyRequest): (CookieUser & { language?: unknown }) | null {
  const user = request.cookies[USER_COOKIE];
  if (!user) return null;
  try {
    const parsed = JSON.parse(user) as unknown;
    if (!parsed || typeof parsed !== 'object' || typeof (parsed as { type?: unknown }).type !== 'string') return null;
    const { type, role, id, language } = parsed as { type: string; role?: unknown; id?: unknown; language?: unknown };
    return {
      type,
      role: typeof role === 'string' ? role : undefined,
      id: Number.isSafeInteger(id) ? (id as number) : undefined,
      language,
    };
  } catch {
    return null;
  }
}

/**
 * The language to send a page in: the device's choice (its `language` cookie, @dawalink/shared language-cookie.ts),
 * else the signed-in account's (the UI's `user` cookie), else English: the order web/src/lib/language-choice.ts
 * reads them in, so the page the server draws is the one the app goes on drawing.
 */
export function pageLanguage(request: FastifyRequest, user = uiUser(request)): Language {
  const chosen = deviceLanguage(request);
  if (chosen) return chosen;
  return isLanguage(user?.language) ? user.language : DEFAULT_LANGUAGE;
}

/** The build's files that drawn pages name (web/vite.config.ts names them by their content's hash). */
function pageAssets(webDist: string): PageAssets {
  const scripts = path.join(webDist, 'static', 'js');
  const deviceCart = fs.existsSync(scripts)
    ? fs.readdirSync(scripts).find((name) => /^device-cart-[\w-]+\.js$/.test(name))
    : undefined;
  return { deviceCartScript: deviceCart && `/static/js/${deviceCart}` };
}

/**
 * The built web app: hashed bundles under /static (cached for a year), a few root files, and index.html for every
 * other GET outside /api (the single-page app decides what to show).
 *
 * index.html is compressed once at start (the SPA answer comes from the not-found handler, which @fastify/compress
 * does not hook). A path the `storePages` lookup knows (a store link) answers its own page instead, and a signed-in
 * page with a first screen (first-screens.ts) index.html with that screen drawn.
 *
 * Every page goes out in the device's language (pageLanguage): in Urdu right to left, with the right-to-left
 * stylesheet inline (@dawalink/shared page-language.ts), so the first paint is already the page the app draws.
 * The answer varies by the cookie: `Vary: Cookie`, and `no-cache`, so no cache hands one device's page to another.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, storePages?: StorePageLookup) {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      // Hashed bundles never change; index.html must always be fresh.
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}static${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/static/*', { config: { access: 'public' } }, (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    return reply.sendFile(path.join('static', file));
  });

  const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const rtlFile = path.join(webDist, RTL_STYLESHEET_FILE);
  const rtlCss = fs.existsSync(rtlFile) ? fs.readFileSync(rtlFile, 'utf8') : undefined;
  const indexIn = Object.fromEntries(
    LANGUAGES.map((language) => [language, pageInLanguage(indexHtml, language, rtlCss)]),
  ) as Record<Language, string>;
  // Brotli's best for index.html: it is compressed at start, not while anyone waits.
  const pages = Object.fromEntries(
    await Promise.all(LANGUAGES.map(async (language) => [language, await encodedPage(indexIn[language], 11)] as const)),
  ) as Record<Language, EncodedPage>;
  const pageFor = storePages?.(indexIn);
  const assets = pageAssets(webDist);
  const firstScreenFor = firstScreenPages(indexIn, assets);

  /**
   * A GET of the API as the page's caller: their cookies and address, so the session, the role and the rate limit
   * are theirs, exactly as for the page's own call.
   */
  const readAs =
    (request: FastifyRequest): ReadAsCaller =>
    async (apiPath, how) => {
      const answer = await app.inject({
        method: 'GET',
        url: `/api${apiPath}`,
        headers: {
          cookie: request.headers.cookie ?? '',
          host: request.host,
          'user-agent': request.headers['user-agent'] ?? '',
        },
        remoteAddress: request.ip,
      });
      if (answer.statusCode === 404 && how === 'maybe') return null;
      if (answer.statusCode !== 200) return undefined;
      let body: unknown;
      try {
        body = answer.json();
      } catch {
        return undefined;
      }
      const total = Number(answer.headers['x-total-count']);
      if (how !== 'paged') return body;
      return Array.isArray(body) && Number.isSafeInteger(total) ? { total, rows: body } : undefined;
    };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    const user = uiUser(request);
    const language = pageLanguage(request, user);
    const answer = await pageFor?.(pathname, language);
    if (answer && 'link' in answer) reply.header('link', answer.link);
    // A page drawn with the caller's data is a nicety: whatever goes wrong drawing it, the page goes out without.
    const personal = answer
      ? undefined
      : await personalFirstScreen(indexIn[language], pathname, language, user, readAs(request), assets).catch(
          (error: unknown) => {
            request.log.warn({ err: error, path: pathname }, 'first screen with data not drawn');
            return undefined;
          },
        );
    reply.header('vary', 'accept-encoding, cookie').type('text/html; charset=utf-8');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (personal !== undefined) {
      // The caller's own figures: kept by no browser or proxy cache, as the API's answers about an account.
      reply.header('cache-control', 'no-store');
      if (!encoding) return reply.send(personal);
      const body = Buffer.from(personal);
      // Compressed for this one answer: a quick level (a few KB of HTML).
      return reply
        .header('content-encoding', encoding)
        .send(encoding === 'br' ? await brotli(body, 5) : await gzipped(body, 6));
    }
    const body =
      answer && 'page' in answer
        ? answer.page
        : ((await firstScreenFor(pathname, language, user, `${request.protocol}://${request.host}`)) ??
          pages[language]);
    reply.header('cache-control', 'no-cache');
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
