import { useSyncExternalStore } from 'react';

/*
 * The width is kept here and read from the window only on resize (and when the first component subscribes):
 * reading window.innerWidth makes the browser lay the page out first if anything changed, and React reads a
 * snapshot on every render of every component using it, so a render that follows DOM changes (the store page's
 * first one, swapping in for the server's preview) paid for a layout each time (docs/performance.md, "Front end").
 */
let width = typeof window === 'undefined' ? 1280 : window.innerWidth;
const listeners = new Set<() => void>();

function onResize() {
  width = window.innerWidth;
  for (const listener of listeners) listener();
}

/** A resize while nobody listened is not lost: the width is looked at again once someone does. */
function catchUp() {
  if (listeners.size > 0 && window.innerWidth !== width) onResize();
}

function subscribe(onChange: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('resize', onResize);
    // In the next frame, where the browser lays the page out anyway: React subscribes right after putting a page in
    // the document, and reading the width there made the browser lay the whole new page out inside React's task
    // (150-200 ms at a phone's speed on the admin's lists).
    requestAnimationFrame(catchUp);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('resize', onResize);
  };
}

/** The window's inner width, updated on resize (the spec's 500 and 1000 px breakpoints read it). */
export function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => width,
    () => 1280,
  );
}
