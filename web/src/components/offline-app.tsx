import { useSession } from '../lib/session';
import { useQueuedOrders } from '../lib/order-queue';
import { useOnline } from '../lib/online';
import { registerServiceWorker } from '../lib/pwa';
import { offlineMsg } from '../lib/i18n-offline';

/*
 * The offline side of the app, a chunk of its own that the layout loads after the app shell (JS budget): the service
 * worker's registration (lib/pwa.ts: after the page has loaded) and the offline banner.
 */
registerServiceWorker();

/** While the browser has no network: what still works on this device, what waits, and the orders kept meanwhile. */
export default function OfflineApp() {
  const { user } = useSession();
  const online = useOnline();
  const waiting = useQueuedOrders(user?.type === 'retailer' ? user.id : null).filter(
    (o) => o.state === 'waiting' || o.state === 'sending',
  ).length;
  if (online) return null;
  return (
    <div
      className="alert alert-dark rounded-0 mb-0 py-2 small offline-banner d-print-none"
      role="status"
      data-testid="offline-banner"
    >
      <div className="container-lg">
        <strong>{offlineMsg().bannerTitle}</strong> {offlineMsg().bannerWorks} {offlineMsg().bannerWaits}
        {waiting > 0 && <strong className="d-block mt-1">{offlineMsg().waitingCount(waiting)}</strong>}
      </div>
    </div>
  );
}
