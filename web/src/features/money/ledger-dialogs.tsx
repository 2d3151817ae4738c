import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Form, Modal } from 'react-bootstrap';
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
import { FieldError, FormAlert, invalidProps } from '../../components/form-errors';
import { ModalSaveFooter } from '../../components/modal-save-footer';
import { moneyApi, moneyKeys } from './money-api';
import { moneyMessages, moneyText } from './money-text';

interface DialogProps {
  ledger: Ledger;
  onClose(): void;
}

/** Refreshes every ledger read (the statement, receivables, the dashboard's totals). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: moneyKeys.all() });
}

type PaymentIn = z.input<typeof paymentCreateSchema>;
type PaymentOut = z.output<typeof paymentCreateSchema>;

/** Record payment: amount, method, reference; warns before a payment larger than the balance (it leaves a credit). */
export function PaymentDialog({ ledger, onClose }: DialogProps) {
  const T = moneyText();
  const M = moneyMessages();
  const refresh = useRefresh();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<PaymentIn, unknown, PaymentOut>({
    resolver: zodResolver(paymentCreateSchema),
    defaultValues: { amount: '' as unknown as number, method: 'cash', reference: '', note: '' },
  });
  const save = useMutation({
    mutationFn: (body: PaymentOut) => moneyApi.recordPayment(ledger.retailer_id, body),
    onSuccess: async (result) => {
      await refresh();
      if (result.warning) notify.warning(`${M.paymentRecorded(result.receipt_no)}. ${result.warning}`);
      else notify.success(M.paymentRecorded(result.receipt_no));
      onClose();
    },
    onError: (error) => setError('root.server', { message: errorMessage(error) }),
  });
  const amount = Number(watch('amount'));
  const over = Number.isFinite(amount) && amount > 0 && amount > ledger.balance;
  const method = watch('method');

  return (
    <Modal show onHide={onClose} centered aria-labelledby="payment-title">
      <Form noValidate onSubmit={handleSubmit((v) => save.mutate(v))}>
        <Modal.Header closeButton closeLabel="Dismiss">
          <Modal.Title id="payment-title">{T.recordPayment}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small text-muted">{T.balanceOf(ledger.store, formatMoney(ledger.balance))}</p>
          <FormAlert message={errors.root?.server?.message} />
          <Form.Group className="mb-3" controlId="payment-amount">
            <Form.Label>{T.amountRs}</Form.Label>
            <Form.Control
              inputMode="decimal"
              autoComplete="off"
              {...invalidProps('payment-amount', errors.amount)}
              {...register('amount')}
            />
            <FieldError fieldId="payment-amount" error={errors.amount} />
          </Form.Group>
          {over && (
            <Alert variant="warning" className="py-2" data-testid="overpay-warning">
              {M.overpaid(Math.round((amount - ledger.balance) * 100) / 100)}
            </Alert>
          )}
          <Form.Group className="mb-3" controlId="payment-method">
            <Form.Label>{T.method}</Form.Label>
            <Form.Select {...register('method')}>
              {PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {PAYMENT_METHOD_LABELS[m]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="mb-3" controlId="payment-reference">
            <Form.Label>{method === 'cash' ? T.referenceOptional : T.reference}</Form.Label>
            <Form.Control
              autoComplete="off"
              placeholder={method === 'cheque' ? T.chequeNumber : method === 'cash' ? '' : T.transactionId}
              {...invalidProps('payment-reference', errors.reference)}
              {...register('reference')}
            />
            <FieldError fieldId="payment-reference" error={errors.reference} />
          </Form.Group>
          <Form.Group controlId="payment-note">
            <Form.Label>{T.noteOptional}</Form.Label>
            <Form.Control {...invalidProps('payment-note', errors.note)} {...register('note')} />
            <FieldError fieldId="payment-note" error={errors.note} />
          </Form.Group>
        </Modal.Body>
        <ModalSaveFooter saving={save.isPending} onClose={onClose} />
      </Form>
    </Modal>
  );
}

type AdjustIn = z.input<typeof adjustmentCreateSchema>;
type AdjustOut = z.output<typeof adjustmentCreateSchema>;

/** An adjustment (reason required) or the opening balance (once per account): a signed amount. */
export function AdjustmentDialog({ ledger, onClose, opening }: DialogProps & { opening: boolean }) {
  const T = moneyText();
  const M = moneyMessages();
  const refresh = useRefresh();
  const schema = opening ? openingCreateSchema : adjustmentCreateSchema;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AdjustIn, unknown, AdjustOut>({
    resolver: zodResolver(schema as typeof adjustmentCreateSchema),
    defaultValues: { amount: '' as unknown as number, reason: '' },
  });
  const save = useMutation({
    mutationFn: (body: AdjustOut) =>
      (opening ? moneyApi.recordOpening : moneyApi.recordAdjustment)(ledger.retailer_id, body),
    onSuccess: async () => {
      await refresh();
      notify.success(M.entryRecorded);
      onClose();
    },
    onError: (error) => setError('root.server', { message: errorMessage(error) }),
  });
  const title = opening ? T.openingBalance : T.adjustment;
  return (
    <Modal show onHide={onClose} centered aria-labelledby="adjust-title">
      <Form noValidate onSubmit={handleSubmit((v) => save.mutate(v))}>
        <Modal.Header closeButton closeLabel="Dismiss">
          <Modal.Title id="adjust-title">{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small text-muted">
            {opening ? T.openingHint : ''}
            {T.signedHint}
          </p>
          <FormAlert message={errors.root?.server?.message} />
          <Form.Group className="mb-3" controlId="adjust-amount">
            <Form.Label>{T.amountRs}</Form.Label>
            <Form.Control
              inputMode="decimal"
              autoComplete="off"
              {...invalidProps('adjust-amount', errors.amount)}
              {...register('amount')}
            />
            <FieldError fieldId="adjust-amount" error={errors.amount} />
          </Form.Group>
          <Form.Group controlId="adjust-reason">
            <Form.Label>{opening ? T.reasonOptional : T.reason}</Form.Label>
            <Form.Control {...invalidProps('adjust-reason', errors.reason)} {...register('reason')} />
            <FieldError fieldId="adjust-reason" error={errors.reason} />
          </Form.Group>
        </Modal.Body>
        <ModalSaveFooter saving={save.isPending} onClose={onClose} />
      </Form>
    </Modal>
  );
}

type ReverseIn = z.input<typeof reversalCreateSchema>;
type ReverseOut = z.output<typeof reversalCreateSchema>;

/** Reverse an entry: entries are never edited, a new entry of the opposite amount undoes one, with a reason. */
export function ReverseDialog({ ledger, entry, title, onClose }: DialogProps & { entry: LedgerEntry; title: string }) {
  const T = moneyText();
  const M = moneyMessages();
  const refresh = useRefresh();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReverseIn, unknown, ReverseOut>({
    resolver: zodResolver(reversalCreateSchema),
    defaultValues: { reason: '' },
  });
  const save = useMutation({
    mutationFn: (body: ReverseOut) => moneyApi.reverse(ledger.retailer_id, entry.id, body.reason),
    onSuccess: async () => {
      await refresh();
      notify.success(M.entryReversed);
      onClose();
    },
    onError: (error) => setError('root.server', { message: errorMessage(error) }),
  });
  return (
    <Modal show onHide={onClose} centered aria-labelledby="reverse-title">
      <Form noValidate onSubmit={handleSubmit((v) => save.mutate(v))}>
        <Modal.Header closeButton closeLabel="Dismiss">
          <Modal.Title id="reverse-title">{T.reverseEntry}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            {T.entryOf(title, formatMoney(Math.abs(entry.amount)))}
            {entry.reference ? ` (${entry.reference})` : ''}
          </p>
          <FormAlert message={errors.root?.server?.message} />
          <Form.Group controlId="reverse-reason">
            <Form.Label>{T.reason}</Form.Label>
            <Form.Control {...invalidProps('reverse-reason', errors.reason)} {...register('reason')} />
            <FieldError fieldId="reverse-reason" error={errors.reason} />
          </Form.Group>
        </Modal.Body>
        <ModalSaveFooter saving={save.isPending} onClose={onClose} />
      </Form>
    </Modal>
  );
}

type TermsIn = z.input<typeof termsFormSchema>;
type TermsOut = z.output<typeof termsFormSchema>;

/** Credit limit (empty: none), payment days (empty: the seller's default) and what a passed limit does. */
export function TermsDialog({ ledger, onClose }: DialogProps) {
  const T = moneyText();
  const M = moneyMessages();
  const refresh = useRefresh();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TermsIn, unknown, TermsOut>({
    resolver: zodResolver(termsFormSchema),
    defaultValues: {
      credit_limit: ledger.credit_limit === null ? '' : String(ledger.credit_limit),
      payment_days: String(ledger.payment_days),
      on_limit: ledger.on_limit,
    },
  });
  const save = useMutation({
    mutationFn: (body: TermsOut) => moneyApi.saveTerms(ledger.retailer_id, body),
    onSuccess: async () => {
      await refresh();
      notify.success(M.termsSaved);
      onClose();
    },
    onError: (error) => setError('root.server', { message: errorMessage(error) }),
  });
  return (
    <Modal show onHide={onClose} centered aria-labelledby="terms-title">
      <Form noValidate onSubmit={handleSubmit((v) => save.mutate(v))}>
        <Modal.Header closeButton closeLabel="Dismiss">
          <Modal.Title id="terms-title">{T.creditTerms}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormAlert message={errors.root?.server?.message} />
          <Form.Group className="mb-3" controlId="terms-limit">
            <Form.Label>{T.creditLimitField}</Form.Label>
            <Form.Control
              inputMode="decimal"
              autoComplete="off"
              {...invalidProps('terms-limit', errors.credit_limit)}
              {...register('credit_limit')}
            />
            <FieldError fieldId="terms-limit" error={errors.credit_limit} />
          </Form.Group>
          <Form.Group className="mb-3" controlId="terms-days">
            <Form.Label>{T.paymentDaysField}</Form.Label>
            <Form.Control
              inputMode="numeric"
              autoComplete="off"
              {...invalidProps('terms-days', errors.payment_days)}
              {...register('payment_days')}
            />
            <FieldError fieldId="terms-days" error={errors.payment_days} />
          </Form.Group>
          <fieldset>
            <legend className="form-label fs-6">{T.onLimitLegend}</legend>
            <Form.Check
              type="radio"
              id="terms-warn"
              value="warn"
              label={T.onLimitWarn}
              className="money-switch"
              {...register('on_limit')}
            />
            <Form.Check
              type="radio"
              id="terms-block"
              value="block"
              label={T.onLimitBlock}
              className="money-switch"
              {...register('on_limit')}
            />
          </fieldset>
        </Modal.Body>
        <ModalSaveFooter saving={save.isPending} onClose={onClose} />
      </Form>
    </Modal>
  );
}
