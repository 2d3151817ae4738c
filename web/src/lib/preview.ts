import { useLayoutEffect } from 'react';
import { FIRST_SCREEN_ATTRIBUTE, STORE_PREVIEW_ATTRIBUTE } from '@dawalink/shared';

/**
 * A store link's HTML comes with the store's first lines already drawn by the server (server/src/features/
 * storefront/store-preview.ts) in #root, marked `data-preview` and inert. The app must not wipe them for its own
 * loading states (brand bar and spinner, "Loading store"), which would make the products vanish and come back: it
 * renders into a container of its own, off the page, and swaps it in for the preview once its page shows what the
 * buyer should see (the same lines, or a message). A page that never says so is swapped in after PREVIEW_MAX_MS
 * (a safety net: every state of the store page says so; on a slow phone its code may take seconds to arrive, and
 * swapping early would replace the products with a spinner).
 */
const PREVIEW_MAX_MS = 10_000;

let swapIn: (() => void) | null = null;
/** Takes a signed-in page's first-screen marks off #root (see appContainer). */
let unmark: (() => void) | null = null;

/**
 * Where the app renders: #root itself, or (under a preview) a new container that replaces #root when revealed.
 * A signed-in page's first screen (server/src/plugins/first-screens.ts: its heading and search box, with no data) is
 * what the page's own first render draws, so the app renders into #root: React's first commit replaces the markup,
 * and its marks (`inert` above all) come off in that commit (useFirstScreenGone).
 */
export function appContainer(root: HTMLElement): HTMLElement {
  if (root.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) {
    unmark = () => {
      root.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
      root.removeAttribute('inert');
    };
    return root;
  }
  if (!root.hasAttribute(STORE_PREVIEW_ATTRIBUTE)) return root;
  const container = document.createElement('div');
  swapIn = () => {
    root.replaceWith(container);
    container.id = 'root';
  };
  setTimeout(revealApp, PREVIEW_MAX_MS);
  return container;
}

/** Puts the app in place of the server's preview (no-op without one, or once done). */
function revealApp() {
  const swap = swapIn;
  swapIn = null;
  swap?.();
}

/** Reveals the app in the commit where `ready` turns true, before the browser paints it. */
export function useRevealApp(ready: boolean) {
  useLayoutEffect(() => {
    if (ready) revealApp();
  }, [ready]);
}

/** In the app's first commit: a signed-in page's first screen is gone, so #root takes taps and keys again. */
export function useFirstScreenGone() {
  useLayoutEffect(() => {
    const done = unmark;
    unmark = null;
    done?.();
  }, []);
}
