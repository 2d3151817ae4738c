import { useMemo, useState } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import {
  supportedTimeZones,
  timeZoneLabel,
  timeZoneLabelIn,
  type SellerSettings,
  type SellerSettingsUpdate,
} from '@dawalink/shared';
import { currentLanguage } from '../../lib/i18n';
import { beyondMsg } from '../../lib/i18n-beyond';
import { orderDeskMsg } from '../../lib/i18n-order-desk';
import { sellerUi } from '../../lib/i18n-seller-ui';
import { partsUi } from '../../lib/i18n-parts';
import { errorMessage } from '../../lib/api';
import { PageSpinner } from '../../components/page-spinner';
import { orderKeys, ordersApi, sellerSettingsQuery } from './orders-api';

/** "Order Settings": the seller settings of the order desk, saved as soon as one changes. */
export function OrderSettingsDialog({ show, onClose }: { show: boolean; onClose(): void }) {
  const queryClient = useQueryClient();
  const settings = useQuery({ ...sellerSettingsQuery, enabled: show });
  // What was just chosen, shown at once; the saved value follows (or it moves back if saving fails).
  const [moving, setMoving] = useState<SellerSettingsUpdate>({});
  // In Urdu a zone shows its Urdu name and its own (several zones share one Urdu name).
  const zones = useMemo(() => {
    if (!show) return [];
    const language = currentLanguage();
    return supportedTimeZones()
      .sort()
      .map((z) => ({
        z,
        label: language === 'en' ? timeZoneLabel(z) : `${timeZoneLabelIn(language, z)} (${timeZoneLabel(z)})`,
      }));
  }, [show]);
  const save = useMutation({
    mutationFn: ordersApi.saveSettings,
    onSuccess: (saved: SellerSettings, changes) => {
      queryClient.setQueryData(sellerSettingsQuery.queryKey, saved);
      // The dashboard's days follow the zone.
      if (changes.time_zone) void queryClient.invalidateQueries({ queryKey: orderKeys.dashboard() });
      notify.success(orderDeskMsg().settingsSaved);
    },
    onError: (error) => notify.error(errorMessage(error)),
  });

  const change = (changes: SellerSettingsUpdate) => {
    setMoving(changes);
    save.mutate(changes, { onSettled: () => setMoving({}) });
  };

  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="order-settings-title">
      <Modal.Header closeButton closeLabel={partsUi().dismiss}>
        <Modal.Title id="order-settings-title">{orderDeskMsg().settingsTitle}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {settings.isPending && <PageSpinner label={sellerUi().loadingSettings} />}
        {settings.isError && <Alert variant="danger">{errorMessage(settings.error)}</Alert>}
        {settings.data && (
          <>
            <Form.Check
              type="switch"
              id="notify-retailer-sms"
              className="settings-switch"
              label={orderDeskMsg().notifyRetailerSmsLabel}
              checked={moving.notify_retailer_sms ?? settings.data.notify_retailer_sms}
              disabled={save.isPending}
              onChange={(e) => change({ notify_retailer_sms: e.target.checked })}
            />
            <Form.Check
              type="switch"
              id="new-order-sound"
              className="settings-switch mt-2"
              label={beyondMsg().newOrderSoundLabel}
              checked={moving.new_order_sound ?? settings.data.new_order_sound}
              disabled={save.isPending}
              onChange={(e) => change({ new_order_sound: e.target.checked })}
            />
            <Form.Check
              type="switch"
              id="require-licence"
              className="settings-switch mt-2"
              label={sellerUi().requireLicence}
              aria-describedby="require-licence-help"
              checked={moving.require_licence ?? settings.data.require_licence}
              disabled={save.isPending}
              onChange={(e) => change({ require_licence: e.target.checked })}
            />
            <Form.Text id="require-licence-help" muted className="d-block ms-5 small">
              {sellerUi().requireLicenceHelp}
            </Form.Text>
            <Form.Group controlId="seller-time-zone" className="mt-3">
              <Form.Label>{beyondMsg().timeZoneLabel}</Form.Label>
              <Form.Select
                value={moving.time_zone ?? settings.data.time_zone}
                disabled={save.isPending}
                onChange={(e) => change({ time_zone: e.target.value })}
              >
                {zones.map(({ z, label }) => (
                  <option key={z} value={z}>
                    {label}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {partsUi().close}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
