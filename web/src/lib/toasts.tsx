import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '@dawalink/shared';
import { containerWanted, loadToastify, onContainerWanted } from './notify';
import { UI, useLanguage } from './i18n';

/*
 * The container of the toasts `notify` (lib/notify.ts) shows. It and the library's stylesheet load at the person's first
 * tap or key press (a toast reports the outcome of an action), or at once when `notify` is called (a live notice): not
 * while the page is being drawn. They loaded once the first page had settled, but the library's stylesheet sets its
 * colours on :root, and a stylesheet that changes :root makes the browser restyle the whole page: 20-25 ms on a desk,
 * a long task at a phone's speed, in the middle of Lighthouse's blocking time (docs/performance.md "Front end").
 */
const LazyToastContainer = lazy(() => loadToastify().then((m) => ({ default: m.ToastContainer })));

/** The app's one toast container: react-toastify's defaults as the spec's toasts (top right, 5 s), one at a time. */
export function Toasts() {
  const language = useLanguage();
  const [ready, setReady] = useState(containerWanted);
  useEffect(() => {
    if (ready) return;
    const unregister = onContainerWanted(() => setReady(true));
    // A toast fired between the first render and this effect.
    if (containerWanted()) setReady(true);
    const cancel = onFirstInteraction(() => setReady(true));
    return () => {
      unregister();
      cancel();
    };
  }, [ready]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        limit={1}
        closeOnClick
        theme="colored"
        rtl={language === 'ur'}
        // react-toastify names its close button and timer in English only: in Urdu the close button gets its Urdu
        // name and the timer bar (named "notification timer" by the library) is left out.
        hideProgressBar={language === 'ur'}
        closeButton={language === 'ur' ? ({ closeToast }) => <UrduClose onClose={closeToast} /> : undefined}
      />
    </Suspense>
  );
}

function UrduClose({ onClose }: { onClose: (e: MouseEvent<HTMLElement>) => void }) {
  return (
    <button
      type="button"
      className="Toastify__close-button Toastify__close-button--colored"
      aria-label={UI.closeNotice}
      onClick={onClose}
    >
      ×
    </button>
  );
}

/** Runs `run` once, at the first tap, click or key press anywhere on the page. Returns a function that cancels it. */
function onFirstInteraction(run: () => void): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const once = () => {
    stop();
    run();
  };
  const stop = () => {
    for (const type of events) window.removeEventListener(type, once, true);
  };
  for (const type of events) window.addEventListener(type, once, { capture: true, passive: true });
  return stop;
}
