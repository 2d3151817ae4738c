import { useDeferredValue, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { storefrontQueries } from './storefront-api';

/**
 * A store's product list. First visit: the first screenful alone, drawn at once, then the whole list (a 5,000-line
 * store is ~65 KB compressed, slow on a mobile network). The whole list, once loaded, is all the page uses.
 */
export function useStoreListings(url: string, sellerId: number) {
  const [fullAsked, setFullAsked] = useState(false);
  const listings = useQuery({ ...storefrontQueries.listings(url, sellerId), enabled: fullAsked });
  const wholeListKnown = listings.data !== undefined;
  const firstLines = useQuery({ ...storefrontQueries.firstListings(url, sellerId), enabled: !wholeListKnown });
  const firstSettled = firstLines.isSuccess || firstLines.isError || wholeListKnown;
  // After the first lines are drawn (effects run after the paint), not in parallel with them.
  useEffect(() => {
    if (firstSettled) setFullAsked(true);
  }, [firstSettled]);
  // The whole list replaces the first lines in a deferred render: React draws its rows in slices of a few
  // milliseconds, so a 5,000-line store arriving on a slow phone does not hold the page for one long task (the
  // query's own update is synchronous). Until then the first lines stay on the page.
  const whole = useDeferredValue(listings.data);
  /**
   * `listings` is the whole list's query (its error, its refetch), `whole` its list as the page draws it, `shown`
   * what can be drawn now (the whole list, else the first lines).
   */
  return { listings, whole, wholeListKnown, shown: whole ?? firstLines.data };
}
