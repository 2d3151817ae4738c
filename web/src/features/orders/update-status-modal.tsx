import { useEffect, useState } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import {
  MAX_STATUS_NOTE,
  ORDER_STATUS_FLOW,
  RETAILER_SMS_STATUSES,
  isBackwardStatus,
  normaliseStatus,
  type OrderStatus,
} from '@dawalink/shared';
import { MSG } from '../../lib/i18n';
import { orderDeskMsg } from '../../lib/i18n-order-desk';
import { sellerUi } from '../../lib/i18n-seller-ui';
import { partsUi } from '../../lib/i18n-parts';
import { shopUi } from '../../lib/shop-texts';
import { errorMessage } from '../../lib/api';
import { ModalSaveFooter } from '../../components/modal-save-footer';
import { queryKeys } from '../../lib/query-keys';
import { orderKeys, ordersApi, sellerOrderQueries, sellerSettingsQuery } from './orders-api';
import { FieldError, FormAlert, invalidProps } from '../../components/form-errors';

/** A select does not submit its form on Enter by itself; the spec wants Enter to submit. */
function submitOnEnter(event: React.KeyboardEvent<HTMLSelectElement>) {
  if (event.key === 'Enter') {
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }
}

/** An order as the status dialog needs it. */
export interface StatusTarget {
  id: number;
  status: string;
  store: string;
}

interface UpdateStatusModalProps {
  /** One order (from its row: its current status is loaded and preselected) ... */
  orderId?: number | null;
  /** ... or the ticked orders, changed together. */
  orders?: StatusTarget[] | null;
  onClose(): void;
}

/**
 * "Update Order Status": the statuses in workflow order, an optional note for the timeline, Enter submits. A change
 * that moves an order back (Shipped to Pending, reopening a cancelled order) asks first; the dialog says when the
 * retailer will get an SMS.
 */
export function UpdateStatusModal({ orderId = null, orders = null, onClose }: UpdateStatusModalProps) {
  const T = sellerUi();
  const queryClient = useQueryClient();
  const single = orderId !== null;
  const show = single || (orders !== null && orders.length > 0);
  const [status, setStatus] = useState('');
  const [note, setNote] = useState('');
  // The status not chosen (beside the select) or the server's refusal (on the dialog): shown until the next try.
  const [problem, setProblem] = useState<{ status?: string; form?: string }>({});
  const [confirming, setConfirming] = useState<StatusTarget[] | null>(null);
  const order = useQuery({ ...sellerOrderQueries.one(orderId ?? 0), enabled: single });
  const settings = useQuery({ ...sellerSettingsQuery, enabled: show });
  const current = order.data?.[0];
  const targets: StatusTarget[] = single ? (current ? [current] : []) : (orders ?? []);

  useEffect(() => {
    setStatus(current ? (normaliseStatus(current.status) ?? '') : '');
    setNote('');
    setConfirming(null);
    setProblem({});
  }, [current, orderId, orders]);

  const save = useMutation({
    mutationFn: (next: OrderStatus) =>
      ordersApi.saveStatus(
        targets.map((o) => o.id),
        next,
        note,
      ),
    onSuccess: async () => {
      notify.success(single ? MSG.updatedSuccessfully : orderDeskMsg().statusesUpdated(targets.length));
      await queryClient.invalidateQueries({ queryKey: orderKeys.sellerOrders() });
      await Promise.all(targets.map((o) => queryClient.invalidateQueries({ queryKey: queryKeys.order(o.id) })));
      onClose();
    },
    onError: (error) => {
      console.error('status update failed', error);
      setConfirming(null);
      setProblem({ form: errorMessage(error) });
    },
  });

  const chosen = normaliseStatus(status);
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setProblem({ status: MSG.selectProductStatus });
      return;
    }
    setProblem({});
    const back = targets.filter((o) => isBackwardStatus(normaliseStatus(o.status) ?? o.status, chosen));
    if (back.length > 0) setConfirming(back);
    else save.mutate(chosen);
  };

  const texts =
    chosen !== null && RETAILER_SMS_STATUSES.includes(chosen) && settings.data?.notify_retailer_sms === true;
  const title = confirming
    ? orderDeskMsg().statusBackTitle
    : single
      ? T.updateOrderStatus
      : orderDeskMsg().changeStatusTitle(targets.length);
  const statusText = (s: string) => {
    const known = normaliseStatus(s);
    return known ? shopUi().statusLabel[known] : s;
  };
  const describe = (list: StatusTarget[]) =>
    list.length === 1
      ? T.orderWithStatus(list[0].id, statusText(list[0].status))
      : T.ordersWithIds(list.length, list.map((o) => o.id).join(', '));

  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="status-title">
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton closeLabel={partsUi().dismiss}>
          <Modal.Title id="status-title">{title}</Modal.Title>
        </Modal.Header>
        {confirming && chosen ? (
          <>
            <Modal.Body>
              <p className="mb-0">{orderDeskMsg().statusBack(describe(confirming), statusText(chosen))}</p>
            </Modal.Body>
            <Modal.Footer>
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                {T.cancel}
              </Button>
              <Button variant="warning" onClick={() => save.mutate(chosen)} disabled={save.isPending}>
                {save.isPending ? (
                  <Spinner size="sm" role="status" aria-label={partsUi().saving} />
                ) : (
                  orderDeskMsg().moveBack
                )}
              </Button>
            </Modal.Footer>
          </>
        ) : (
          <>
            <Modal.Body>
              <FormAlert message={problem.form} />
              {single && current && (
                <p className="small text-muted mb-2">{T.orderOfStore(current.id, current.store)}</p>
              )}
              {!single && targets.length > 0 && (
                <p className="small text-muted mb-2 text-break">{T.ordersIds(targets.map((o) => o.id).join(', '))}</p>
              )}
              <Form.Group controlId="order-status" className="mb-3">
                <Form.Label>{T.status}</Form.Label>
                <Form.Select
                  value={status}
                  {...invalidProps('order-status', problem.status)}
                  onChange={(e) => setStatus(e.target.value)}
                  onKeyDown={submitOnEnter}
                  disabled={single && order.isPending}
                >
                  <option value="">{T.chooseStatus}</option>
                  {ORDER_STATUS_FLOW.map((s) => (
                    <option key={s} value={s}>
                      {shopUi().statusLabel[s]}
                    </option>
                  ))}
                </Form.Select>
                <FieldError fieldId="order-status" error={problem.status} />
              </Form.Group>
              <Form.Group controlId="order-status-note">
                <Form.Label>{orderDeskMsg().noteLabel}</Form.Label>
                <Form.Control
                  value={note}
                  maxLength={MAX_STATUS_NOTE}
                  onChange={(e) => setNote(e.target.value)}
                  autoComplete="off"
                />
              </Form.Group>
              {texts && (
                <p className="small text-muted mt-2 mb-0" role="status">
                  {orderDeskMsg().retailerWillBeTexted}
                </p>
              )}
            </Modal.Body>
            <ModalSaveFooter saving={save.isPending} onClose={onClose} />
          </>
        )}
      </Form>
    </Modal>
  );
}
