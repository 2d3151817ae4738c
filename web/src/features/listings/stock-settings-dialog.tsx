import { useEffect, useState } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SellerSettings } from '@dawalink/shared';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../lib/api';
import { saveSellerSettings, sellerSettingsQuery } from '../../lib/seller-settings';
import { PageSpinner } from '../../components/page-spinner';
import { FieldError, invalidProps } from '../../components/form-errors';
import { listingKeys } from './listings-api';
import { stockMsg } from '../../lib/i18n-stock';
import { listingsUi } from '../../lib/i18n-listings-ui';
import { partsUi } from '../../lib/i18n-parts';

/** "Stock settings": whether stock is kept as batches, and the shortest shelf life a batch may ship with. */
export function StockSettingsDialog({ show, onClose }: { show: boolean; onClose(): void }) {
  const queryClient = useQueryClient();
  const settings = useQuery({ ...sellerSettingsQuery, enabled: show });
  const [months, setMonths] = useState('');
  const [monthsError, setMonthsError] = useState<string | null>(null);
  const [moving, setMoving] = useState<boolean | null>(null);
  useEffect(() => {
    if (settings.data) setMonths(String(settings.data.min_shelf_life_months));
  }, [settings.data]);

  const save = useMutation({
    mutationFn: saveSellerSettings,
    onSuccess: async (saved: SellerSettings) => {
      queryClient.setQueryData(sellerSettingsQuery.queryKey, saved);
      notify.success(listingsUi().stockSettingsSaved);
      await queryClient.invalidateQueries({ queryKey: listingKeys.all() });
    },
    onError: (error) => notify.error(errorMessage(error)),
  });

  const saveMonths = () => {
    const n = Number(months);
    if (months.trim() === '' || !Number.isInteger(n) || n < 0 || n > 60) {
      setMonthsError(stockMsg().shelfLifeInvalid);
      return;
    }
    setMonthsError(null);
    if (n !== settings.data?.min_shelf_life_months) save.mutate({ min_shelf_life_months: n });
  };

  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="stock-settings-title">
      <Modal.Header closeButton closeLabel={partsUi().dismiss}>
        <Modal.Title id="stock-settings-title">{listingsUi().stockSettings}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {settings.isPending && <PageSpinner label={listingsUi().loadingSettings} />}
        {settings.isError && <Alert variant="danger">{errorMessage(settings.error)}</Alert>}
        {settings.data && (
          <>
            <Form.Check
              type="switch"
              id="track-batches"
              className="settings-switch"
              label={listingsUi().trackBatches}
              checked={moving ?? settings.data.track_batches}
              disabled={save.isPending}
              onChange={(e) => {
                // What was just chosen shows at once; the saved value follows (or it moves back if saving fails).
                setMoving(e.target.checked);
                save.mutate({ track_batches: e.target.checked }, { onSettled: () => setMoving(null) });
              }}
            />
            <Form.Group controlId="min-shelf-life" className="mt-3">
              <Form.Label>{listingsUi().minShelfLife}</Form.Label>
              <Form.Control
                type="number"
                inputMode="numeric"
                min={0}
                max={60}
                value={months}
                onChange={(e) => setMonths(e.target.value)}
                onBlur={saveMonths}
                onKeyDown={(e) => e.key === 'Enter' && saveMonths()}
                {...invalidProps('min-shelf-life', monthsError)}
              />
              <Form.Text muted>{listingsUi().minShelfLifeHint}</Form.Text>
              <FieldError fieldId="min-shelf-life" error={monthsError} />
            </Form.Group>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {listingsUi().close}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
