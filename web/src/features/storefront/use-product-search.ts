import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { matchesWords, searchText, searchWords, type Listing } from '@dawalink/shared';

/**
 * The store's product search: typed text, deferred so that a keystroke's first render stays urgent, over the whole
 * list (the first lines alone are never filtered: until the whole list has come, `waiting` is true).
 */
export function useProductSearch(whole: Listing[] | undefined, shown: Listing[] | undefined) {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  // The search keys (lower-cased once per list) are made at the first search, not while the first rows are drawn.
  const searchable = useMemo(() => lazySearchKeys(whole ?? []), [whole]);
  useEffect(() => {
    // Ready before the first keystroke, which would otherwise pay for them (bench/src/browser.ts: < 50 ms a key).
    if (!window.requestIdleCallback) return void searchable();
    const idle = window.requestIdleCallback(() => searchable(), { timeout: 1500 });
    return () => window.cancelIdleCallback(idle);
  }, [searchable]);
  const searching = deferredSearch.trim() !== '';
  const visible = useMemo(() => {
    const words = searchWords(deferredSearch);
    return words.length > 0
      ? searchable()
          .filter((s) => matchesWords(s.text, words))
          .map((s) => s.l)
      : (shown ?? []);
  }, [searchable, deferredSearch, shown]);
  const waiting = whole === undefined && (!shown || searching);
  return { search, setSearch, searching, visible, waiting };
}

/** Each listing with its lower-cased search text, computed on the first call only. */
function lazySearchKeys(listings: Listing[]) {
  let keys: { l: Listing; text: string }[] | undefined;
  return () =>
    (keys ??= listings.map((l) => ({
      l,
      text: searchText([l.product_name, l.manufacturer, l.product_code, l.bonus]),
    })));
}
