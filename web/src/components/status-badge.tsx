import { STATUS_COLOURS, normaliseStatus } from '@dawalink/shared';
import { shopUi } from '../lib/shop-texts';

/** An order status in its colour (DESIGN.md section 7). */
export function StatusBadge({ status }: { status: string }) {
  const known = normaliseStatus(status);
  const colours = known ? STATUS_COLOURS[known] : { background: '#6c757d', text: '#fff' };
  return (
    <span className="badge status-badge" style={{ backgroundColor: colours.background, color: colours.text }}>
      {known ? shopUi().statusLabel[known] : status}
    </span>
  );
}
