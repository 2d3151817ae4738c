import { FIRST_SCREEN_ATTRIBUTE, OTHER_LANGUAGE_FILES_META, STORE_PREVIEW_ATTRIBUTE } from '@dawalink/shared';
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
 * loaded after that screen is shown, not before: on a slow phone running React takes a good part of a second, and
 * the person reads the page meanwhile. Its API calls wait for that too (a frame or two): the screen already shows
 * what it needs, and they would share the slow link with it.
 */
export function startEarly(pathname: string, start: () => Promise<unknown>) {
  // In Urdu: right to left from the first paint, and its texts, stylesheet and font on their way with the app.
  // The server drew the page in the language its cookie says (lib/language-choice.ts), normally this one.
  const language = storedLanguage();
  syncLanguageCookie();
  if (language === 'en') undoServedDirection();
  else {
    markDocument(language);
    void import('./urdu-style').catch(() => {});
  }
  const match = matchPage(pathname);
  // Each step is a task of its own: a dynamic import adds a <link rel=modulepreload> for every file the module needs
  // (twenty-odd for a page), ~0.5 ms each on a fast machine and four times that on a phone, and as one task the four
  // steps were a long one (total blocking time, docs/performance.md "Lighthouse").
  const steps = [
    // API calls first: over HTTP/1.1 (six connections) they would otherwise queue behind the page's script files.
    () => {
      match?.page.prefetch?.(match.params);
      if (readUserCookie()) void prefetch('/auth/me').catch(() => {});
    },
    // The texts of a language other than English: fetched now, run when the app sets the language (app/start.tsx),
    // after React and the app shell have run, each in its own task. Imported here, the texts' module, which imports
    // the app shell, ran with React and the shell in one task (vite.config.ts, otherLanguageFiles).
    () => {
      if (language !== 'en') preloadOtherLanguageFiles();
    },
    () => void match?.page.load().catch(() => {}),
    () => {
      if (match && match.page.queries !== false) void import('./query').catch(() => {});
    },
    () => void start(),
  ];
  const load = () => {
    const next = () => {
      steps.shift()?.();
      if (steps.length > 0) setTimeout(next, 0);
    };
    next();
  };
  const root = document.getElementById('root');
  if (root?.hasAttribute(STORE_PREVIEW_ATTRIBUTE) || root?.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) afterFirstPaint(load);
  else load();
}

/**
 * After the browser has shown the page as the HTML draws it (or soon, in a hidden tab, which does not paint). The
 * sign is the browser's own first-contentful-paint entry, which it records once the frame is on the screen: a task
 * queued from the frame's callback ran after the main thread's paint but before the frame was shown (Lighthouse's
 * traces: the page's code and API calls went out 10-30 ms before its first paint).
 */
function afterFirstPaint(run: () => void) {
  if (document.visibilityState === 'hidden') return run();
  let done = false;
  const observer = new PerformanceObserver((list) => {
    if (!done && list.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    run();
  };
  // A browser without paint entries runs it at the fallback's time.
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(once, 250);
}

/**
 * Fetches and compiles, without running them, the files index.html names for the texts of the languages other than
 * English (none in development): their import later finds them ready.
 */
function preloadOtherLanguageFiles() {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${OTHER_LANGUAGE_FILES_META}"]`);
  for (const file of meta?.content.split(' ') ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As the module scripts and the bundler's own preloads are fetched, so that the import reuses this fetch.
    link.crossOrigin = '';
    link.href = file;
    document.head.appendChild(link);
  }
}
