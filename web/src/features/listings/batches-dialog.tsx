import { Alert, Button, Form, Modal, Table } from 'react-bootstrap';
import { listingsUi } from '../../lib/i18n-listings-ui';
import { partsUi } from '../../lib/i18n-parts';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { batchCreateSchema, expiryLabel, monthOf, type Listing } from '@dawalink/shared';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../lib/api';
import { PageSpinner } from '../../components/page-spinner';
import { FieldError, FormAlert, invalidProps } from '../../components/form-errors';
import { listingKeys, listingQueries, listingsApi } from './listings-api';

type FormInput = z.input<typeof batchCreateSchema>;
type FormOutput = z.output<typeof batchCreateSchema>;

/**
 * "Batches" of one listing: what is in stock per batch (number, expiry month, quantity), earliest expiry first, as
 * shipping takes them; add a batch, remove one. Quantities go down by themselves when orders ship.
 */
export function BatchesDialog({ listing, onClose }: { listing: Listing | null; onClose(): void }) {
  const T = listingsUi();
  const queryClient = useQueryClient();
  const batches = useQuery({ ...listingQueries.batches(listing?.id ?? 0), enabled: listing !== null });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(batchCreateSchema),
    defaultValues: { batch_no: '', expiry: '', quantity: '' },
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: listingKeys.all() });
  const add = useMutation({
    mutationFn: listingsApi.addBatch,
    onSuccess: async (batch) => {
      notify.success(listingsUi().batchAdded(batch.batch_no));
      reset({ batch_no: '', expiry: '', quantity: '' });
      await refresh();
    },
    onError: (error) => setError('root.server', { message: errorMessage(error) }),
  });
  const remove = useMutation({
    mutationFn: listingsApi.removeBatch,
    onSuccess: async () => {
      notify.success(listingsUi().batchRemoved);
      await refresh();
    },
    onError: (error) => notify.error(errorMessage(error)),
  });

  const onSubmit = handleSubmit((batch) => listing && add.mutate({ listingId: listing.id, batch }));

  return (
    <Modal show={listing !== null} onHide={onClose} centered aria-labelledby="batches-title">
      <Modal.Header closeButton closeLabel={partsUi().dismiss}>
        <Modal.Title id="batches-title">{T.batches}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {listing && (
          <p className="mb-2">
            <strong>{listing.product_name}</strong>
            <br />
            <span className="text-muted small">{listing.manufacturer}</span>
          </p>
        )}
        {batches.isPending && <PageSpinner label={T.loadingBatches} />}
        {batches.isError && <Alert variant="danger">{errorMessage(batches.error)}</Alert>}
        {batches.data && (
          <Table size="sm" className="batches-table align-middle">
            <caption className="visually-hidden">{T.batchesOf(listing?.product_name ?? '')}</caption>
            <thead>
              <tr>
                <th scope="col">{T.batch}</th>
                <th scope="col">{T.expiry}</th>
                <th scope="col" className="text-end">
                  {T.qty}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{T.action}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {batches.data.length === 0 && (
                <tr>
                  <td colSpan={4} className="text-muted text-center">
                    {T.noBatches}
                  </td>
                </tr>
              )}
              {batches.data.map((b) => (
                <tr key={b.id} className={b.expiry < monthOf() ? 'text-danger' : undefined}>
                  <td className="text-break">{b.batch_no}</td>
                  <td>{expiryLabel(b.expiry)}</td>
                  <td className="text-end tabular">{b.quantity}</td>
                  <td className="text-end">
                    <Button
                      variant="outline-danger"
                      size="sm"
                      className="touch-44"
                      aria-label={T.removeBatch(b.batch_no)}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(b.id)}
                    >
                      {T.remove}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <Form noValidate onSubmit={onSubmit} aria-label={T.addBatchTitle}>
          <h2 className="h6 mt-3">{T.addBatchTitle}</h2>
          <FormAlert message={errors.root?.server?.message} />
          <div className="batch-form-grid">
            <Form.Group controlId="batch-no">
              <Form.Label>{T.batchNumber}</Form.Label>
              <Form.Control
                autoComplete="off"
                maxLength={40}
                {...invalidProps('batch-no', errors.batch_no)}
                {...register('batch_no')}
              />
              <FieldError fieldId="batch-no" error={errors.batch_no} />
            </Form.Group>
            <Form.Group controlId="batch-expiry">
              <Form.Label>{T.expiryMonth}</Form.Label>
              <Form.Control
                type="month"
                min={monthOf()}
                placeholder="YYYY-MM"
                {...invalidProps('batch-expiry', errors.expiry)}
                {...register('expiry')}
              />
              <FieldError fieldId="batch-expiry" error={errors.expiry} />
            </Form.Group>
            <Form.Group controlId="batch-quantity">
              <Form.Label>{T.quantity}</Form.Label>
              <Form.Control
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                {...invalidProps('batch-quantity', errors.quantity)}
                {...register('quantity')}
              />
              <FieldError fieldId="batch-quantity" error={errors.quantity} />
            </Form.Group>
          </div>
          <Button type="submit" className="mt-3" disabled={add.isPending}>
            {T.addBatch}
          </Button>
        </Form>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {T.close}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
