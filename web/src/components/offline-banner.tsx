import { OFFLINE_MSG } from '@dawalink/shared';

/** While the browser has no network: what still works on this device, and what waits for the connection. */
export default function OfflineBanner() {
  return (
    <div
      className="alert alert-dark rounded-0 mb-0 py-2 small offline-banner d-print-none"
      role="status"
      data-testid="offline-banner"
    >
      <div className="container-lg">
        <strong>{OFFLINE_MSG.bannerTitle}</strong> {OFFLINE_MSG.bannerWorks} {OFFLINE_MSG.bannerWaits}
      </div>
    </div>
  );
}
