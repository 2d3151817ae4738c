/*
 * The app's one toast API. Toasts are for outcomes (saved, placed, sent, a live notice); a form's validation and
 * server errors stay on the form, beside the field or in its alert (components/form-alert.tsx).
 *
 * One toast per screen: each new toast dismisses the one showing, and the container shows at most one at a time
 * (lib/toasts.tsx, `limit` 1), so a success replaces the stale error before it instead of stacking beside it.
 *
 * react-toastify (~9.5 KB gzip) stays out of the entry chunk: it is imported here on demand, and the container is a
 * lazy component. react-toastify 11 queues a toast fired before any container has mounted and shows it when the
 * container mounts, so nothing fired early is lost.
 */
import { localize, onLanguageChange } from './i18n';

export const loadToastify = () => import('./toastify');

let wanted = false;
let mountNow: (() => void) | null = null;

/** Whether a toast was fired before the container mounted (it then mounts at once, not when the browser is idle). */
export const containerWanted = () => wanted;

/** The container registers how to mount itself at once; answers the unregistration. */
export function onContainerWanted(mount: () => void) {
  mountNow = mount;
  return () => {
    if (mountNow === mount) mountNow = null;
  };
}

/** `autoClose: false` keeps a toast until it is closed (a notice the user must not miss). */
export type NotifyOptions = { toastId?: string; autoClose?: number | false };
type Kind = 'success' | 'error' | 'warning' | 'info';
/**
 * A toast's words: an English text (the server's or a schema's, shown in the page's language), or a function that
 * writes them from the live message groups (`() => MSG.x(n)`), which a change of language calls again.
 */
export type ToastText = string | (() => string);

const words = (text: ToastText) => (typeof text === 'string' ? localize(text) : text());

// The toast showing (at most one): when the language changes under it (an account's own language applied at
// sign-in), its words are written again in the new one, in the page's new direction (the container gives a toast
// its direction when it is made), rather than left in the old.
let showing: { id: string | number; text: ToastText } | null = null;
onLanguageChange(() => {
  const current = showing;
  if (!current) return;
  void loadToastify().then(({ toast }) => {
    if (!toast.isActive(current.id)) return;
    toast.update(current.id, { render: words(current.text), rtl: document.documentElement.dir === 'rtl' });
  });
});

const show = (kind: Kind) => (text: ToastText, options?: NotifyOptions) => {
  const message = words(text);
  wanted = true;
  mountNow?.();
  // Calls keep their order: each waits for the same module promise.
  void loadToastify().then(({ toast }) => {
    const id = options?.toastId;
    // The same notice again (a live update of it): change it in place rather than flash it out and in.
    if (id !== undefined && toast.isActive(id)) {
      toast.update(id, {
        render: message,
        type: kind,
        ...(options?.autoClose !== undefined && { autoClose: options.autoClose }),
      });
      showing = { id, text };
      return;
    }
    toast.clearWaitingQueue();
    toast.dismiss();
    showing = { id: toast[kind](message, options), text };
  });
};

export const notify = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
};
