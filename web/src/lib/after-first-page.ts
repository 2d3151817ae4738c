import { useEffect, useState } from 'react';

/** How long after the window's load the first page is taken to have drawn its own chunk and data. */
const SETTLE_MS = 1500;

/**
 * Runs `run` once the first page has settled: the window has loaded, a moment has passed for the page's own chunk and
 * data to arrive and draw (they load after the window's load event, which waits only for the HTML's own scripts),
 * and the browser is idle. What no page needs to draw itself (the toast container, the offline banner, the service
 * worker) waits for it: on a slow phone it would otherwise share the link and the CPU with the page's own scripts and
 * data, and Lighthouse counts every request that starts before the largest paint as on its way there. Returns a
 * function that cancels it.
 */
export function afterFirstPage(run: () => void): () => void {
  let timer: number | undefined;
  let idle: number | undefined;
  const settle = () => {
    timer = window.setTimeout(() => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(run, { timeout: 2000 })
        : window.setTimeout(run, 0);
    }, SETTLE_MS);
  };
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
  return () => {
    window.removeEventListener('load', settle);
    window.clearTimeout(timer);
    if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
  };
}

/** Whether the first page has settled (afterFirstPage): false at first, true from then on in this component. */
export function useAfterFirstPage(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => (settled ? undefined : afterFirstPage(() => setSettled(true))), [settled]);
  return settled;
}
