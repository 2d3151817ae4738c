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

function subscribe(onChange: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('resize', onResize);
    // Resizes while nobody listened are not lost.
    width = window.innerWidth;
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('resize', onResize);
  };
}

/** The window's inner width, updated on resize (the spec's 500 and 1000 px breakpoints read it). */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, () => width, () => 1280);
}
