import { useState } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import { ORDER_DESK_MSG, type SellerSettings } from '@dawalink/shared';
import { errorMessage } from '../../lib/api';
import { PageSpinner } from '../../components/page-spinner';
import { ordersApi, sellerSettingsQuery } from './orders-api';

/** "Order Settings": the seller settings of the order desk, saved as soon as one changes. */
export function OrderSettingsDialog({ show, onClose }: { show: boolean; onClose(): void }) {
  const queryClient = useQueryClient();
  const settings = useQuery({ ...sellerSettingsQuery, enabled: show });
  const [moving, setMoving] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: ordersApi.saveSettings,
    onSuccess: (saved: SellerSettings) => {
      queryClient.setQueryData(sellerSettingsQuery.queryKey, saved);
      notify.success(ORDER_DESK_MSG.settingsSaved);
    },
    onError: (error) => notify.error(errorMessage(error)),
  });

  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="order-settings-title">
      <Modal.Header closeButton closeLabel="Dismiss">
        <Modal.Title id="order-settings-title">{ORDER_DESK_MSG.settingsTitle}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {settings.isPending && <PageSpinner label="Loading settings" />}
        {settings.isError && <Alert variant="danger">{errorMessage(settings.error)}</Alert>}
        {settings.data && (
          <Form.Check
            type="switch"
            id="notify-retailer-sms"
            className="settings-switch"
            label={ORDER_DESK_MSG.notifyRetailerSmsLabel}
            // The switch moves at once; the saved value follows (or it moves back if saving fails).
            checked={moving ?? settings.data.notify_retailer_sms}
            disabled={save.isPending}
            onChange={(e) => {
              setMoving(e.target.checked);
              save.mutate({ notify_retailer_sms: e.target.checked }, { onSettled: () => setMoving(null) });
            }}
          />
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
