import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '@dawalink/shared';

/*
 * react-toastify (~9.5 KB gzip) stays out of the entry chunk and out of the sign-in page's imports (JS budget):
 * the container is a lazy component, and the sign-in page fires its toasts through `notify`, which loads
 * the library on demand. react-toastify 11 queues a toast fired before any container has mounted and shows it
 * when the container mounts, so nothing fired early is lost. Both paths import the same 'react-toastify' module,
 * so there is one toast store. Other pages may import `toast` from 'react-toastify' directly as before.
 *
 * The container (and the library's stylesheet, lib/toastify.ts) loads once the page has loaded and the browser is
 * idle, or at once when `notify` is called: not while the first page is still being drawn (Lighthouse LCP, docs/
 * performance.md "Front end").
 */
const loadToastify = () => import('./toastify');

const LazyToastContainer = lazy(() => loadToastify().then((m) => ({ default: m.ToastContainer })));

let wanted = false;
let mountNow: (() => void) | null = null;
function requestContainer() {
  wanted = true;
  mountNow?.();
}

/** The app's one toast container: top right, 5 s, newest on top. */
export function Toasts() {
  const [ready, setReady] = useState(wanted);
  useEffect(() => {
    if (ready) return;
    mountNow = () => setReady(true);
    let idle: number | undefined;
    const whenIdle = () => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(() => setReady(true), { timeout: 2000 })
        : window.setTimeout(() => setReady(true), 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      mountNow = null;
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, [ready]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop closeOnClick theme="colored" />
    </Suspense>
  );
}

/**
 * `toast.success` / `.error` / `.warning` / `.info` without a static import of react-toastify (the sign-in and store
 * pages use it: JS budget and first paint). Calls keep their order.
 */
/** `autoClose: false` keeps a toast until it is closed (a notice the user must not miss). */
type ToastOptions = { toastId?: string; autoClose?: number | false };
const show =
  (kind: 'success' | 'error' | 'warning' | 'info') =>
  (message: string, options?: ToastOptions) => {
    requestContainer();
    void loadToastify().then(({ toast }) => toast[kind](message, options));
  };
export const notify = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
};
