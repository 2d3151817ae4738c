import { OFFLINE_MSG } from '@dawalink/shared';
import { useSession } from '../lib/session';
import { useQueuedOrders } from '../lib/order-queue';

/** While the browser has no network: what still works on this device, what waits, and the orders kept meanwhile. */
export default function OfflineBanner() {
  const { user } = useSession();
  const waiting = useQueuedOrders(user?.type === 'retailer' ? user.id : null).filter((o) => o.state === 'waiting' || o.state === 'sending').length;
  return (
    <div className="alert alert-dark rounded-0 mb-0 py-2 small offline-banner d-print-none" role="status" data-testid="offline-banner">
      <div className="container-lg">
        <strong>{OFFLINE_MSG.bannerTitle}</strong> {OFFLINE_MSG.bannerWorks} {OFFLINE_MSG.bannerWaits}
        {waiting > 0 && <strong className="d-block mt-1">{OFFLINE_MSG.waitingCount(waiting)}</strong>}
      </div>
    </div>
  );
}
