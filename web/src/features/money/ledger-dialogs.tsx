import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Form } from 'react-bootstrap';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adjustmentCreateSchema,
  formatMoney,
  openingCreateSchema,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  paymentCreateSchema,
  reversalCreateSchema,
  termsFormSchema,
  type Ledger,
  type LedgerEntry,
} from '@dawalink/shared';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { AmountField, FormDialog, TextField } from './dialog-form';
import { moneyApi, moneyKeys } from './money-api';
import { moneyMessages, moneyText } from './money-text';

interface DialogProps {
  ledger: Ledger;
  onClose(): void;
}

interface LedgerFormOptions<In extends FieldValues, Out, Result> {
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  send(body: Out): Promise<Result>;
  /** Says what was done. */
  saved(result: Result): void;
  onClose(): void;
}

/**
 * A ledger dialog's form, checked by its schema, and its save: that refreshes every ledger read (the statement,
 * receivables, the dashboard's totals), says what was done and closes; the server's refusal stays on the form.
 */
function useLedgerForm<In extends FieldValues, Out, Result>({
  schema,
  defaultValues,
  send,
  saved,
  onClose,
}: LedgerFormOptions<In, Out, Result>) {
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues });
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: send,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: moneyKeys.all() });
      saved(result);
      onClose();
    },
    onError: (error) => form.setError('root.server', { message: errorMessage(error) }),
  });
  return { form, save };
}

/** Record payment: amount, method, reference; warns before a payment larger than the balance (it leaves a credit). */
export function PaymentDialog({ ledger, onClose }: DialogProps) {
  const T = moneyText();
  const M = moneyMessages();
  const { form, save } = useLedgerForm({
    schema: paymentCreateSchema,
    defaultValues: { amount: '' as unknown as number, method: 'cash', reference: '', note: '' },
    send: (body) => moneyApi.recordPayment(ledger.retailer_id, body),
    saved: (result) => {
      if (result.warning) notify.warning(`${M.paymentRecorded(result.receipt_no)}. ${result.warning}`);
      else notify.success(M.paymentRecorded(result.receipt_no));
    },
    onClose,
  });
  const amount = Number(form.watch('amount'));
  const over = Number.isFinite(amount) && amount > 0 && amount > ledger.balance;
  const method = form.watch('method');

  return (
    <FormDialog
      titleId="payment-title"
      title={T.recordPayment}
      form={form}
      save={save}
      onClose={onClose}
      intro={<p className="small text-muted">{T.balanceOf(ledger.store, formatMoney(ledger.balance))}</p>}
    >
      <AmountField id="payment-amount" label={T.amountRs} form={form} name="amount" />
      {over && (
        <Alert variant="warning" className="py-2" data-testid="overpay-warning">
          {M.overpaid(Math.round((amount - ledger.balance) * 100) / 100)}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="payment-method">
        <Form.Label>{T.method}</Form.Label>
        <Form.Select {...form.register('method')}>
          {PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {PAYMENT_METHOD_LABELS[m]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <TextField
        id="payment-reference"
        className="mb-3"
        label={method === 'cash' ? T.referenceOptional : T.reference}
        autoComplete="off"
        placeholder={method === 'cheque' ? T.chequeNumber : method === 'cash' ? '' : T.transactionId}
        form={form}
        name="reference"
      />
      <TextField id="payment-note" label={T.noteOptional} form={form} name="note" />
    </FormDialog>
  );
}

/** An adjustment (reason required) or the opening balance (once per account): a signed amount. */
export function AdjustmentDialog({ ledger, onClose, opening }: DialogProps & { opening: boolean }) {
  const T = moneyText();
  const M = moneyMessages();
  const { form, save } = useLedgerForm({
    schema: (opening ? openingCreateSchema : adjustmentCreateSchema) as typeof adjustmentCreateSchema,
    defaultValues: { amount: '' as unknown as number, reason: '' },
    send: (body) => (opening ? moneyApi.recordOpening : moneyApi.recordAdjustment)(ledger.retailer_id, body),
    saved: () => notify.success(M.entryRecorded),
    onClose,
  });
  return (
    <FormDialog
      titleId="adjust-title"
      title={opening ? T.openingBalance : T.adjustment}
      form={form}
      save={save}
      onClose={onClose}
      intro={
        <p className="small text-muted">
          {opening ? T.openingHint : ''}
          {T.signedHint}
        </p>
      }
    >
      <AmountField id="adjust-amount" label={T.amountRs} form={form} name="amount" />
      <TextField id="adjust-reason" label={opening ? T.reasonOptional : T.reason} form={form} name="reason" />
    </FormDialog>
  );
}

/** Reverse an entry: entries are never edited, a new entry of the opposite amount undoes one, with a reason. */
export function ReverseDialog({ ledger, entry, title, onClose }: DialogProps & { entry: LedgerEntry; title: string }) {
  const T = moneyText();
  const M = moneyMessages();
  const { form, save } = useLedgerForm({
    schema: reversalCreateSchema,
    defaultValues: { reason: '' },
    send: (body) => moneyApi.reverse(ledger.retailer_id, entry.id, body.reason),
    saved: () => notify.success(M.entryReversed),
    onClose,
  });
  return (
    <FormDialog
      titleId="reverse-title"
      title={T.reverseEntry}
      form={form}
      save={save}
      onClose={onClose}
      intro={
        <p>
          {T.entryOf(title, formatMoney(Math.abs(entry.amount)))}
          {entry.reference ? ` (${entry.reference})` : ''}
        </p>
      }
    >
      <TextField id="reverse-reason" label={T.reason} form={form} name="reason" />
    </FormDialog>
  );
}

/** Credit limit (empty: none), payment days (empty: the seller's default) and what a passed limit does. */
export function TermsDialog({ ledger, onClose }: DialogProps) {
  const T = moneyText();
  const M = moneyMessages();
  const { form, save } = useLedgerForm({
    schema: termsFormSchema,
    defaultValues: {
      credit_limit: ledger.credit_limit === null ? '' : String(ledger.credit_limit),
      payment_days: String(ledger.payment_days),
      on_limit: ledger.on_limit,
    },
    send: (body) => moneyApi.saveTerms(ledger.retailer_id, body),
    saved: () => notify.success(M.termsSaved),
    onClose,
  });
  return (
    <FormDialog titleId="terms-title" title={T.creditTerms} form={form} save={save} onClose={onClose}>
      <AmountField id="terms-limit" label={T.creditLimitField} form={form} name="credit_limit" />
      <TextField
        id="terms-days"
        className="mb-3"
        label={T.paymentDaysField}
        inputMode="numeric"
        autoComplete="off"
        form={form}
        name="payment_days"
      />
      <fieldset>
        <legend className="form-label fs-6">{T.onLimitLegend}</legend>
        <Form.Check
          type="radio"
          id="terms-warn"
          value="warn"
          label={T.onLimitWarn}
          className="money-switch"
          {...form.register('on_limit')}
        />
        <Form.Check
          type="radio"
          id="terms-block"
          value="block"
          label={T.onLimitBlock}
          className="money-switch"
          {...form.register('on_limit')}
        />
      </fieldset>
    </FormDialog>
  );
}
