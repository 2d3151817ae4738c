import { useDeferredValue } from 'react';

/**
 * `ready` as a page may draw by it: true only in a render React may do in slices. A page whose content waits for
 * a query is drawn when the query's answer comes, and TanStack Query's answers re-render at once, in one task
 * (useSyncExternalStore): for a form as big as the profiles (react-hook-form, the licence's fields) that task was
 * 250-300 ms at a phone's speed, the page's largest (Lighthouse's blocking time, docs/performance.md). Deferred,
 * the answer's render still shows what the page showed (its spinner), and the content is drawn right after, in
 * slices with frames between them. Content already in the cache is drawn at once.
 */
export function useDrawnLater(ready: boolean): boolean {
  return useDeferredValue(ready);
}
