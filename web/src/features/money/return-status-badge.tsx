import type { ReturnStatus } from '@dawalink/shared';
import { moneyText } from './money-text';

const VARIANTS: Record<ReturnStatus, string> = {
  Requested: 'text-bg-warning',
  Approved: 'text-bg-info',
  Rejected: 'text-bg-secondary',
  Received: 'text-bg-primary',
  Credited: 'text-bg-success',
};

/** A return's status in words of the page's language. */
export function returnStatusText(status: ReturnStatus) {
  const T = moneyText();
  return T[`status${status}`];
}

/** A return's status in its colour. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <span className={`badge ${VARIANTS[status]}`} data-testid="return-status">
      {returnStatusText(status)}
    </span>
  );
}
