import { Button } from 'react-bootstrap';
import { type Listing } from '@dawalink/shared';
import { notify } from '../../lib/notify';
import type { QuickOrderPick } from '../../lib/quick-order';
import { quickOrderMsg } from '../../lib/i18n-quick-order';

/** Opens quick order (a pasted list) on the store page, for a signed-in retailer. */
export function QuickOrderButton({ onOpen }: { onOpen(): void }) {
  return (
    <div className="d-flex justify-content-end mb-2">
      <Button variant="outline-primary" className="quick-order-open" onClick={onOpen}>
        {quickOrderMsg().button}
      </Button>
    </div>
  );
}

/** The reviewed lines into the store's cart (which the server's cart mirrors): a listing already there gets more. */
export function addPicks(
  listings: Listing[],
  picks: QuickOrderPick[],
  add: (listing: Listing, quantity: number) => void,
) {
  const byId = new Map(listings.map((l) => [l.id, l]));
  let added = 0;
  for (const pick of picks) {
    const listing = byId.get(pick.listing_id);
    if (!listing) continue;
    add(listing, pick.quantity);
    added++;
  }
  notify.success(quickOrderMsg().added(added));
}
