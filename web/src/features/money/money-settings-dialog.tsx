import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, Modal } from 'react-bootstrap';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { moneySettingsFormSchema, ORDER_DESK_MSG, type SellerSettings } from '@dawalink/shared';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { saveSellerSettings, sellerSettingsQuery } from '../../lib/seller-settings';
import { DialogForm, TextField } from './dialog-form';
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
  const form = useForm<FormIn, unknown, FormOut>({
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
    onError: (error) => form.setError('root.server', { message: errorMessage(error) }),
  });
  return (
    <DialogForm titleId="money-settings-title" title={T.settingsTitle} form={form} save={save} onClose={onClose}>
      <TextField
        id="settings-payment-days"
        className="mb-3"
        label={T.defaultPaymentDays}
        inputMode="numeric"
        form={form}
        name="payment_days"
      />
      <TextField id="settings-ntn" className="mb-3" label={T.ntnField} form={form} name="ntn" />
      <TextField id="settings-strn" className="mb-3" label={T.strnField} form={form} name="strn" />
      <Form.Check
        type="switch"
        id="settings-overdue-reminders"
        className="money-switch"
        label={T.remindersField}
        {...form.register('overdue_reminders')}
      />
    </DialogForm>
  );
}
