/*
 * Registers the service worker (web/sw/sw.ts, built by vite-plugin-pwa) once the page has loaded and the browser is
 * idle, with workbox-window loaded only then: nothing of it is on the way to the first paint (JS budget). Only in
 * a build (the dev server has no worker) and only where the browser can (a secure context: https, localhost).
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  const start = () => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    idle(() => {
      void import('workbox-window')
        .then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register())
        .catch(() => {
          // No worker: the app works as before, only not offline.
        });
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
