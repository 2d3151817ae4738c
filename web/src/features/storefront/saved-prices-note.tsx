import { useEffect } from 'react';
import type { SellerInfo } from '@dawalink/shared';
import { isNetworkError, keepCopy, useSavedAsOf } from '../../lib/offline-store';
import { isOnline } from '../../lib/online';
import { offlineMsg } from '../../lib/i18n-offline';

/** Above a store's list when it is the copy saved on the device (offline): when it was read, and what that means. */
export function SavedPricesNote({ url }: { url: string }) {
  const asOf = useSavedAsOf(url);
  if (asOf === null) return null;
  return (
    <div className="alert alert-warning py-2 mb-2 saved-prices-note" role="status" data-testid="prices-as-of">
      <strong>{offlineMsg().pricesAsOf(asOf)}</strong> <span className="small">{offlineMsg().savedCopy}</span>
    </div>
  );
}

/** Keeps the store's seller for offline visits, also when it came with the store link's HTML rather than a read. */
export function useKeepSeller(url: string, seller: SellerInfo | undefined) {
  useEffect(() => {
    if (seller) keepCopy(url, 'seller', seller);
  }, [url, seller]);
}

/** A store that could not be read with no connection and no saved copy: say so rather than "an error occurred". */
export function offlineStoreMessage(error: unknown): string | null {
  return isNetworkError(error) && !isOnline() ? offlineMsg().noSavedCopy : null;
}
