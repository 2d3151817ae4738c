import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, Modal } from 'react-bootstrap';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { moneySettingsFormSchema, ORDER_DESK_MSG, type SellerSettings } from '@dawalink/shared';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { saveSellerSettings, sellerSettingsQuery } from '../../lib/seller-settings';
import { FieldError, FormAlert, invalidProps } from '../../components/form-errors';
import { ModalSaveFooter } from '../../components/modal-save-footer';
import { moneyText } from './money-text';
import { PageSpinner } from '../../components/page-spinner';

type FormIn = z.input<typeof moneySettingsFormSchema>;
type FormOut = z.output<typeof moneySettingsFormSchema>;

/** The seller's invoice and credit settings: default payment days, NTN/STRN on invoices, daily overdue reminders. */
export function MoneySettingsDialog({ onClose }: { onClose(): void }) {
  const settings = useQuery(sellerSettingsQuery);
  const T = moneyText();
  return (
    <Modal show onHide={onClose} centered aria-labelledby="money-settings-title">
      {settings.data ? (
        <SettingsForm settings={settings.data} onClose={onClose} />
      ) : (
        <Modal.Body>
          <PageSpinner label={T.loadingSettings} />
        </Modal.Body>
      )}
    </Modal>
  );
}

function SettingsForm({ settings, onClose }: { settings: SellerSettings; onClose(): void }) {
  const T = moneyText();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(moneySettingsFormSchema),
    defaultValues: {
      payment_days: String(settings.payment_days),
      ntn: settings.ntn,
      strn: settings.strn,
      overdue_reminders: settings.overdue_reminders,
    },
  });
  const save = useMutation({
    mutationFn: saveSellerSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(sellerSettingsQuery.queryKey, saved);
      notify.success(ORDER_DESK_MSG.settingsSaved);
      onClose();
    },
    onError: (error) => setError('root.server', { message: errorMessage(error) }),
  });
  return (
    <Form noValidate onSubmit={handleSubmit((v) => save.mutate(v))}>
      <Modal.Header closeButton closeLabel="Dismiss">
        <Modal.Title id="money-settings-title">{T.settingsTitle}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <FormAlert message={errors.root?.server?.message} />
        <Form.Group className="mb-3" controlId="settings-payment-days">
          <Form.Label>{T.defaultPaymentDays}</Form.Label>
          <Form.Control
            inputMode="numeric"
            {...invalidProps('settings-payment-days', errors.payment_days)}
            {...register('payment_days')}
          />
          <FieldError fieldId="settings-payment-days" error={errors.payment_days} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="settings-ntn">
          <Form.Label>{T.ntnField}</Form.Label>
          <Form.Control {...invalidProps('settings-ntn', errors.ntn)} {...register('ntn')} />
          <FieldError fieldId="settings-ntn" error={errors.ntn} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="settings-strn">
          <Form.Label>{T.strnField}</Form.Label>
          <Form.Control {...invalidProps('settings-strn', errors.strn)} {...register('strn')} />
          <FieldError fieldId="settings-strn" error={errors.strn} />
        </Form.Group>
        <Form.Check
          type="switch"
          id="settings-overdue-reminders"
          className="money-switch"
          label={T.remindersField}
          {...register('overdue_reminders')}
        />
      </Modal.Body>
      <ModalSaveFooter saving={save.isPending} onClose={onClose} />
    </Form>
  );
}
