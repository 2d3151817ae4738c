/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  pageInLanguage,
  RTL_STYLESHEET_FILE,
  type Language,
} from '@dawalink/shared';

/*
 * The service worker (built by vite-plugin-pwa with Workbox, web/vite.config.ts; docs/operations.md "Service worker").
 * What it keeps is the app itself, never data: the API is not touched here (the store's last list and the cart live
 * in the page's own storage, web/src/lib/offline-store.ts), so nothing the server answers can be served stale.
 * - Pages: always from the network while there is one, so a deploy is seen at once and a store link keeps its
 *   server-drawn first screen; with no network (or none within a few seconds) the app shell kept below, and the app
 *   draws the page from what the device saved.
 * - The app's code, styles and icons: precached at install (their names carry a hash of their content).
 * - The shell goes out in the device's language, as the server would send it (its `language` cookie; with Urdu right
 *   to left with the right-to-left stylesheet, also precached): the precached copy is the English index.html.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const SHELL = '/index.html';
const NAVIGATION_TIMEOUT_S = 5;

// The page's request leaves while the worker starts (a cheap phone takes a moment to start it), not after.
enableNavigationPreload();
const network = new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_S });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch {
        return (await shellInDeviceLanguage()) ?? Response.error();
      }
    },
    // The API, downloads and files by name are never pages.
    { denylist: [/^\/api\//, /^\/static\//, /\.[a-z0-9]+$/i] },
  ),
);

/** The language cookie through the Cookie Store API (Chromium's workers have it); English where there is none. */
async function deviceLanguage(): Promise<Language> {
  const store = (self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } })
    .cookieStore;
  const value = await store?.get(LANGUAGE_COOKIE).then(
    (cookie) => cookie?.value,
    () => undefined,
  );
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

async function shellInDeviceLanguage(): Promise<Response | undefined> {
  const shell = await matchPrecache(SHELL);
  const language = await deviceLanguage();
  if (!shell || language === DEFAULT_LANGUAGE) return shell;
  const rtlCss = await (await matchPrecache(`/${RTL_STYLESHEET_FILE}`))?.text();
  return new Response(pageInLanguage(await shell.text(), language, rtlCss), {
    status: shell.status,
    headers: shell.headers,
  });
}

// Registered after the pages' route, which wins for navigations: "/" and "/index.html" are not served from here.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Hashed files left out of the precache (the Urdu font, a seller's page code): kept once fetched, a few at most.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/static/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'static-extra',
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 86400 })],
  }),
);

// A new version takes over at once: pages already come from the network, so nothing open depends on the old one's
// shell, and the next offline start gets the new shell.
void self.skipWaiting();
clientsClaim();
