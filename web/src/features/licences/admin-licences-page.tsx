import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ButtonGroup, Form, Modal, Spinner } from 'react-bootstrap';
import type { z } from 'zod';
import { PAGE_SIZE, type licenceReviewSchema, type RetailerLicence } from '@dawalink/shared';
import { errorMessage } from '../../lib/api';
import { lazyResolver } from '../../lib/lazy-resolver';
import { notify } from '../../lib/notify';
import { licenceKeys } from '../../lib/licences';
import { LicenceDetails } from '../../components/licence-details';
import { PageSpinner } from '../../components/page-spinner';
import { EmptyState } from '../../components/empty-state';
import { Pagination } from '../../components/pagination';
import { FieldError, FormAlert, invalidProps } from '../../components/form-errors';
import { licenceQueueQueries, licencesApi, type QueueFilter } from './licences-api';
import './licences.css';
import { licenceMsg } from '../../lib/i18n-licences';
import { adminUi } from '../../lib/i18n-admin-ui';

const FILTERS: QueueFilter[] = ['all', 'pending', 'rejected', 'verified'];

/** /AdminLicences: retailers' licences for review, pending first; the admin verifies or rejects with a reason. */
export default function AdminLicencesPage() {
  const T = adminUi();
  const [filter, setFilter] = useState<QueueFilter>('all');
  const [pageState, setPageState] = useState({ page: 1, filter });
  // Another filter starts at its first page.
  const page = pageState.filter === filter ? pageState.page : 1;
  const queue = useQuery(licenceQueueQueries.page(filter, page));
  const [rejecting, setRejecting] = useState<RetailerLicence | null>(null);
  const total = queue.data?.total ?? 0;
  const pageCount = Math.ceil(total / PAGE_SIZE);
  // A review can move the last licence of the last page to another status: show the page that is now last.
  if (queue.data && !queue.isPlaceholderData && queue.data.rows.length === 0 && page > 1 && page > pageCount) {
    setPageState({ page: Math.max(1, pageCount), filter });
  }

  return (
    <main className="container py-3">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <div className="d-flex flex-wrap align-items-baseline gap-2">
          <h1 className="h4 mb-0">{T.licences}</h1>
          {queue.data && (
            <span className="text-muted small tabular" aria-live="polite">
              {T.inTotal(total)}
            </span>
          )}
        </div>
        <ButtonGroup aria-label={T.showLicences}>
          {FILTERS.map((f) => (
            <Button
              key={f}
              variant={filter === f ? 'primary' : 'outline-primary'}
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
            >
              {T.licenceFilter[f]}
            </Button>
          ))}
        </ButtonGroup>
      </div>
      {queue.isPending && <PageSpinner label={T.loadingLicences} />}
      {queue.isError && <EmptyState text={errorMessage(queue.error)} />}
      {queue.data && total === 0 && <EmptyState text={T.noLicences} />}
      {queue.data && queue.data.rows.length > 0 && (
        <ul className={`list-unstyled licence-queue${queue.isPlaceholderData ? ' opacity-75' : ''}`}>
          {queue.data.rows.map((r) => (
            <LicenceCard key={r.retailer_id} row={r} onReject={() => setRejecting(r)} />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        onPage={(p) => {
          setPageState({ page: p, filter });
          window.scrollTo({ top: 0 });
        }}
      />
      <RejectDialog row={rejecting} onClose={() => setRejecting(null)} />
    </main>
  );
}

function useReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: number; status: 'verified' | 'rejected'; reason?: string }) =>
      licencesApi.review(id, { status, reason }),
    onSuccess: (_l, v) => {
      void queryClient.invalidateQueries({ queryKey: licenceKeys.all() });
      notify.success(v.status === 'verified' ? licenceMsg().verified : licenceMsg().rejected);
    },
  });
}

function LicenceCard({ row, onReject }: { row: RetailerLicence; onReject(): void }) {
  const review = useReview();
  const licence = row.licence!;
  const T = adminUi();
  return (
    <li className="page-card mb-2 licence-queue-card" aria-label={row.store}>
      <div className="d-flex flex-wrap justify-content-between gap-3">
        <div className="min-w-0 flex-grow-1">
          <h2 className="h6 mb-1 text-break">{row.store}</h2>
          <div className="small mb-2">
            {row.full_name} · <span className="tabular">{row.phone}</span>
          </div>
          <LicenceDetails retailerId={row.retailer_id} licence={licence} />
        </div>
        <div className="licence-actions d-flex flex-column gap-2">
          <Button
            variant="success"
            disabled={review.isPending || licence.status === 'verified'}
            onClick={() =>
              review.mutate(
                { id: row.retailer_id, status: 'verified' },
                { onError: (e) => notify.error(errorMessage(e)) },
              )
            }
          >
            {review.isPending ? <Spinner size="sm" role="status" aria-label={T.saving} /> : T.verify}
          </Button>
          <Button
            variant="outline-danger"
            disabled={review.isPending || licence.status === 'rejected'}
            onClick={onReject}
          >
            {T.reject}
          </Button>
        </div>
      </div>
    </li>
  );
}

type ReasonIn = z.input<typeof licenceReviewSchema>;
type ReasonOut = z.output<typeof licenceReviewSchema>;
const resolver = lazyResolver(() => import('./licence-resolvers').then((m) => m.reviewResolver));

function RejectDialog({ row, onClose }: { row: RetailerLicence | null; onClose(): void }) {
  const review = useReview();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ReasonIn, unknown, ReasonOut>({ resolver, defaultValues: { status: 'rejected', reason: '' } });
  const T = adminUi();
  const close = () => {
    reset({ status: 'rejected', reason: '' });
    onClose();
  };
  const submit = handleSubmit((values) => {
    if (!row) return;
    review.mutate(
      { id: row.retailer_id, status: 'rejected', reason: values.reason },
      { onSuccess: close, onError: (e) => setError('root.server', { message: errorMessage(e) }) },
    );
  });
  return (
    <Modal show={row !== null} onHide={close} centered aria-labelledby="reject-licence-title">
      <Form noValidate onSubmit={submit} onFocus={resolver.preload}>
        <Modal.Header closeButton closeLabel={T.dismiss}>
          <Modal.Title id="reject-licence-title">{T.rejectLicenceTitle}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormAlert message={errors.root?.server?.message} />
          <p className="small mb-2">{T.licenceReasonHelp(row?.store ?? '')}</p>
          <Form.Group controlId="licence-reject-reason">
            <Form.Label>{T.reason}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={200}
              {...invalidProps('licence-reject-reason', errors.reason)}
              {...register('reason')}
            />
            <FieldError fieldId="licence-reject-reason" error={errors.reason} />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={close}>
            {T.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={review.isPending}>
            {T.rejectLicence}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
