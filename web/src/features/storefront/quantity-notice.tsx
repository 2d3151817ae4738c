import { Button } from 'react-bootstrap';
import type { QuantityCheck } from '@dawalink/shared';
import { shopUi } from '../../lib/shop-texts';

/**
 * What a typed quantity needs said: why it is not taken (0, negative, empty, too many), or a yes for one far above
 * normal. Nothing for a plain quantity.
 */
export function QuantityNotice({
  id,
  check,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  id: string;
  check: QuantityCheck | null;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}) {
  if (!check || check.kind === 'ok') return null;
  if (check.kind === 'invalid') {
    return (
      <div id={id} className="invalid-feedback d-block quantity-notice" role="alert">
        {check.message}
      </div>
    );
  }
  return (
    <div id={id} className="alert alert-warning py-2 px-2 small mb-0 mt-2 quantity-notice" role="alert">
      <p className="mb-2">{check.message}</p>
      <div className="d-flex gap-2 flex-wrap">
        <Button size="sm" variant="warning" onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={onCancel}>
          {shopUi().cancel}
        </Button>
      </div>
    </div>
  );
}
