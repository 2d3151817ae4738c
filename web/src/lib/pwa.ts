import { afterFirstPage } from './after-first-page';

/*
 * Registers the service worker (web/sw/sw.ts, built by vite-plugin-pwa) once the first page has settled
 * (lib/after-first-page.ts), with workbox-window loaded only then: nothing of it is on the way to the first paint (JS budget). Only in
 * a build (the dev server has no worker) and only where the browser can (a secure context: https, localhost).
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  afterFirstPage(() => {
    void import('workbox-window')
      .then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register())
      .catch(() => {
        // No worker: the app works as before, only not offline.
      });
  });
}
