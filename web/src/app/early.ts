import { FIRST_SCREEN_ATTRIBUTE, STORE_PREVIEW_ATTRIBUTE } from '@dawalink/shared';
import { matchPage } from './pages';
import { prefetch } from '../lib/prefetch';
import { readUserCookie } from '../lib/user-cookie';
import { markDocument, storedLanguage, syncLanguageCookie, undoServedDirection } from '../lib/language-choice';

/**
 * Runs first, from the small entry chunk (main.tsx), before React, the router and the app (app/start.tsx, ~100 KB
 * gzip) have loaded: starts loading the page being opened, TanStack Query if it uses it, and its first API calls, all
 * in parallel with the app. Without this each waited for the one before: app, then page, then data (docs/
 * performance.md, "Front end"). The router loads the same modules later and gets them from the module cache;
 * the API client takes the prefetched answers (lib/prefetch.ts).
 *
 * `start` loads the app itself. When the HTML already shows the page's first screen (a store link: the server's
 * preview, lib/preview.ts; a signed-in page's heading and search box: FIRST_SCREEN_ATTRIBUTE), the app's code is
 * loaded after that screen is painted, not before: on a slow phone running React takes a good part of a second, and
 * the person reads the page meanwhile. The API calls go out at once.
 */
export function startEarly(pathname: string, start: () => Promise<unknown>) {
  // In Urdu: right to left from the first paint, and its texts, stylesheet and font on their way with the app.
  // The server drew the page in the language its cookie says (lib/language-choice.ts), normally this one.
  const language = storedLanguage();
  syncLanguageCookie();
  if (language === 'en') undoServedDirection();
  else {
    markDocument(language);
    void import('../lib/i18n-runtime').then((runtime) => runtime.loadLanguage(language)).catch(() => {});
    void import('./urdu-style').catch(() => {});
  }
  const match = matchPage(pathname);
  // API calls first: over HTTP/1.1 (six connections) they would otherwise queue behind the page's script files.
  match?.page.prefetch?.(match.params);
  if (readUserCookie()) void prefetch('/auth/me').catch(() => {});
  const loadCode = () => {
    if (match) {
      void match.page.load().catch(() => {});
      if (match.page.queries !== false) void import('./query').catch(() => {});
    }
    void start();
  };
  const root = document.getElementById('root');
  if (root?.hasAttribute(STORE_PREVIEW_ATTRIBUTE) || root?.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) afterFirstPaint(loadCode);
  else loadCode();
}

/** After the browser has painted the page as the HTML draws it (or soon, in a hidden tab, which does not paint). */
function afterFirstPaint(run: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  if (document.visibilityState === 'hidden') return once();
  // The frame's callback runs before its paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 250);
}
