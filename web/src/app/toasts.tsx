import { lazy, Suspense } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '@dawalink/shared';

/*
 * react-toastify (~9.5 KB gzip) stays out of the entry chunk and out of the sign-in page's imports (JS budget,
 * issue 7): the container is a lazy component, and the sign-in page fires its toasts through `notify`, which loads
 * the library on demand. react-toastify 11 queues a toast fired before any container has mounted and shows it
 * when the container mounts, so nothing fired early is lost. Both paths import the same 'react-toastify' module,
 * so there is one toast store. Other pages may import `toast` from 'react-toastify' directly as before.
 */
const loadToastify = () => import('react-toastify');

const LazyToastContainer = lazy(() => loadToastify().then((m) => ({ default: m.ToastContainer })));

/** The app's one toast container: top right, 5 s, newest on top. */
export function Toasts() {
  return (
    <Suspense fallback={null}>
      <LazyToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop closeOnClick theme="colored" />
    </Suspense>
  );
}

/** `toast.success` / `toast.error` without a static import of react-toastify. Calls keep their order. */
export const notify = {
  success: (message: string) => void loadToastify().then(({ toast }) => toast.success(message)),
  error: (message: string) => void loadToastify().then(({ toast }) => toast.error(message)),
};
