import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { type LiveOrderEvent } from '@dawalink/shared';
import { beyondMsg } from '../lib/i18n-beyond';
import { useLiveOrderStream } from '../lib/live-orders';
import { sellerSettingsQuery } from '../lib/seller-settings';
import { showUnseenInTitle, unseenOrders } from '../lib/unseen-orders';
import { playNewOrderSound, unlockSound } from '../lib/new-order-sound';
import { QueryProvider } from './query';
import { notify } from '../lib/notify';

interface Props {
  /** The seller is on the Orders page: what arrives there is seen at once (while the tab is visible). */
  viewingOrders: boolean;
}

/**
 * New orders seen on every seller page: the layout mounts this once for the seller's session (a chunk of its own,
 * loaded for sellers only). Each new order shows a notice, counts toward the Orders badge and the tab title until
 * the Orders page is viewed, and chimes when the seller turned the sound on.
 */
function SellerLiveOrders({ viewingOrders }: Props) {
  const settings = useQuery(sellerSettingsQuery);
  const sound = settings.data?.new_order_sound ?? false;
  const seenNow = () => viewingOrders && document.visibilityState === 'visible';

  useLiveOrderStream((order: LiveOrderEvent) => {
    notify.info(beyondMsg().newOrderFrom(order.store, order.phone_no), { toastId: `order-${order.id}` });
    if (!seenNow()) unseenOrders.add(order.id);
    if (sound) playNewOrderSound();
  });

  useEffect(showUnseenInTitle, []);

  // Opening Orders (or coming back to its tab) clears the count.
  useEffect(() => {
    if (!viewingOrders) return;
    const clearIfVisible = () => document.visibilityState === 'visible' && unseenOrders.clear();
    clearIfVisible();
    document.addEventListener('visibilitychange', clearIfVisible);
    return () => document.removeEventListener('visibilitychange', clearIfVisible);
  }, [viewingOrders]);

  // Browsers allow sound only after the user has touched the page: get ready on the first tap or key.
  useEffect(() => {
    if (!sound) return;
    const unlock = () => unlockSound();
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [sound]);

  return null;
}

export default function SellerLiveOrdersRoot(props: Props) {
  return (
    <QueryProvider>
      <SellerLiveOrders {...props} />
    </QueryProvider>
  );
}
