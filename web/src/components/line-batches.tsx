import { expiryLabel, type LineBatch } from '@dawalink/shared';
import { partsUi } from '../lib/i18n-parts';

/** Under a line's product: the batches it shipped from, "Batch B123 · Exp 03/27 × 10" (slip and invoice). */
export function LineBatches({ batches }: { batches: LineBatch[] | undefined }) {
  if (!batches || batches.length === 0) return null;
  return (
    <ul className="list-unstyled small text-muted mb-0 line-batches">
      {batches.map((b) => (
        <li key={`${b.batch_no}-${b.expiry}`}>{partsUi().batchLine(b.batch_no, expiryLabel(b.expiry), b.quantity)}</li>
      ))}
    </ul>
  );
}
