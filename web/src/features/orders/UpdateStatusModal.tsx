import { useEffect, useState } from 'react';
import { Form, Modal } from 'react-bootstrap';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MSG, ORDER_STATUSES, normaliseStatus, type Order } from '@dawalink/shared';
import { api, errorMessage } from '../../lib/api';
import { sellerOrderQueries } from './seller-order-queries';
import { ModalSaveFooter } from '../../components/ModalSaveFooter';

/** A select does not submit its form on Enter by itself; the spec wants Enter to submit. */
export function submitOnEnter(event: React.KeyboardEvent<HTMLSelectElement>) {
  if (event.key === 'Enter') {
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }
}

interface UpdateStatusModalProps {
  orderId: number | null;
  onClose(): void;
}

/** "Update Order Status": the current status preselected, the five statuses, Enter submits. */
export function UpdateStatusModal({ orderId, onClose }: UpdateStatusModalProps) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const order = useQuery({ ...sellerOrderQueries.one(orderId ?? 0), enabled: orderId !== null });
  const current = order.data?.[0];

  useEffect(() => {
    setStatus(current ? (normaliseStatus(current.status) ?? '') : '');
  }, [current, orderId]);

  const save = useMutation({
    mutationFn: (next: string) => api.put<Order>(`/Orders/${orderId}`, { ...current, status: next }),
    onSuccess: async () => {
      toast.success(MSG.updatedSuccessfully);
      await queryClient.invalidateQueries({ queryKey: sellerOrderQueries.all });
      await queryClient.invalidateQueries({ queryKey: ['order', orderId] });
      onClose();
    },
    onError: (error) => {
      console.error('status update failed', error);
      toast.error(errorMessage(error));
    },
  });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!status) {
      toast.error(MSG.selectProductStatus);
      return;
    }
    save.mutate(status);
  };

  return (
    <Modal show={orderId !== null} onHide={onClose} centered aria-labelledby="status-title">
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton closeLabel="Dismiss">
          <Modal.Title id="status-title">Update Order Status</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {current && (
            <p className="small text-muted mb-2">
              Order No {current.id}, {current.store}
            </p>
          )}
          <Form.Group controlId="order-status">
            <Form.Label>Status</Form.Label>
            <Form.Select
              value={status}
              onChange={(e) => setStatus(e.target.value)}
              onKeyDown={submitOnEnter}
              disabled={order.isPending}
            >
              <option value="">Update the Status</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Modal.Body>
        <ModalSaveFooter saving={save.isPending} onClose={onClose} />
      </Form>
    </Modal>
  );
}
