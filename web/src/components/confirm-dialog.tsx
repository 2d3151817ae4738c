import { Button, Modal, Spinner } from 'react-bootstrap';
import { MSG, UI } from '../lib/i18n';
import { partsUi } from '../lib/i18n-parts';

interface ConfirmDialogProps {
  show: boolean;
  title?: string;
  message?: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The spec's "Are You Sure" confirmation, as an accessible dialog rather than window.confirm. */
export function ConfirmDialog({
  show,
  title = MSG.areYouSure,
  message,
  confirmLabel = partsUi().yes,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="confirm-title">
      <Modal.Header closeButton closeLabel={partsUi().dismiss}>
        <Modal.Title id="confirm-title">{title}</Modal.Title>
      </Modal.Header>
      {message && <Modal.Body>{message}</Modal.Body>}
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel}>
          {UI.cancel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? <Spinner size="sm" aria-label={UI.working} /> : confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
