import { Button, Modal, Spinner } from 'react-bootstrap';
import { partsUi } from '../lib/i18n-parts';

/** The spec's edit-dialog footer: Close, and Save Changes (a spinner while saving) that submits the dialog's form. */
export function ModalSaveFooter({ saving, onClose }: { saving: boolean; onClose(): void }) {
  return (
    <Modal.Footer>
      <Button variant="secondary" onClick={onClose}>
        {partsUi().close}
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? <Spinner size="sm" role="status" aria-label={partsUi().saving} /> : partsUi().saveChanges}
      </Button>
    </Modal.Footer>
  );
}
