import { Button, Form, Modal } from 'react-bootstrap';
import { partsUi } from '../lib/i18n-parts';

export interface ColumnOption {
  key: string;
  label: string;
}

interface ColumnsDialogProps {
  show: boolean;
  options: ColumnOption[];
  visible: Record<string, boolean>;
  onChange(next: Record<string, boolean>): void;
  onClose(): void;
}

/** The spec's "View columns" dialog: a checkbox per optional column. */
export function ColumnsDialog({ show, options, visible, onChange, onClose }: ColumnsDialogProps) {
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="columns-title">
      <Modal.Header closeButton closeLabel={partsUi().dismiss}>
        <Modal.Title id="columns-title">{partsUi().viewColumns}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {options.map((o) => (
          <Form.Check
            key={o.key}
            id={`column-${o.key}`}
            type="checkbox"
            label={o.label}
            checked={visible[o.key] ?? false}
            onChange={(e) => onChange({ ...visible, [o.key]: e.target.checked })}
          />
        ))}
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={onClose}>{partsUi().close}</Button>
      </Modal.Footer>
    </Modal>
  );
}
