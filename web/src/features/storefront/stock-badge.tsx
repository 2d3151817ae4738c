import { expiryLabel, type Availability } from '@dawalink/shared';
import { stockMsg } from '../../lib/i18n-stock';

const VARIANT: Record<Availability, string> = {
  in_stock: 'text-bg-success-subtle text-success-emphasis border border-success-subtle',
  short: 'text-bg-warning-subtle text-warning-emphasis border border-warning-subtle',
  out_of_stock: 'text-bg-danger-subtle text-danger-emphasis border border-danger-subtle',
};

/** A line's availability ("In stock", "Short", "Out of stock") and, when the seller keeps batches, its shortest expiry. */
export function StockBadge({
  availability,
  expiry,
}: {
  availability: Availability | undefined;
  expiry?: string | null;
}) {
  const a = availability ?? 'in_stock';
  return (
    <span className="stock-badges">
      <span className={`badge ${VARIANT[a]} stock-badge`}>{stockMsg().availabilityLabel[a]}</span>
      {expiry && a !== 'out_of_stock' && (
        <span className="badge text-bg-light border expiry-badge">{stockMsg().expiryShort(expiryLabel(expiry))}</span>
      )}
    </span>
  );
}
