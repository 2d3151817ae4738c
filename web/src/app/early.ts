import { matchPage } from './pages';
import { prefetch } from '../lib/prefetch';
import { readUserCookie } from '../lib/user-cookie';

/**
 * Runs first, from the small entry chunk (main.tsx), before React, the router and the app (app/start.tsx, ~100 KB
 * gzip) have loaded: starts loading the page being opened, TanStack Query if it uses it, and its first API calls, all
 * in parallel with the app. Without this each waited for the one before: app, then page, then data (docs/
 * performance.md, "Front end"). The router loads the same modules later and gets them from the module cache;
 * the API client takes the prefetched answers (lib/prefetch.ts).
 */
export function startEarly(pathname: string) {
  const match = matchPage(pathname);
  // API calls first: over HTTP/1.1 (six connections) they would otherwise queue behind the page's script files.
  match?.page.prefetch?.(match.params);
  if (readUserCookie()) void prefetch('/auth/me').catch(() => {});
  if (!match) return;
  void match.page.load().catch(() => {});
  if (match.page.queries !== false) void import('./query').catch(() => {});
}
