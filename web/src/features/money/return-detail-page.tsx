import { useState } from 'react';
import { Button, Form, Table } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime, RETURN_REASON_LABELS, type Return } from '@dawalink/shared';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useSellerTimeZone } from '../../lib/seller-settings';
import { Money } from '../../components/money';
import { EmptyState } from '../../components/empty-state';
import { FieldError, FormAlert, invalidProps } from '../../components/form-errors';
import { PageSpinner } from '../../components/page-spinner';
import { invoicePdfHref, moneyApi, moneyKeys, moneyQueries } from './money-api';
import { ReturnStatusBadge, returnStatusText } from './return-status-badge';
import { moneyMessages, moneyText } from './money-text';
import './money.css';

/** One return: its lines, its timeline and (for its seller) the next step: approve all or part, reject, received, credit. */
export default function ReturnDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...moneyQueries.returnOne(id), enabled: valid });
  const { user } = useSession();
  const tz = useSellerTimeZone();
  const T = moneyText();
  if (!valid) return <EmptyState text={T.notFound} />;
  const ret = query.data;
  return (
    <main className="container py-4 money-page">
      <Link to={paths.returns} className="money-link small">
        {T.backReturns}
      </Link>
      {query.isPending ? (
        <PageSpinner label={T.loadingReturn} />
      ) : !ret ? (
        <EmptyState text={errorMessage(query.error)} />
      ) : (
        <>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
            <h1 className="h3 mb-0">{T.returnNo(ret.id)}</h1>
            <ReturnStatusBadge status={ret.status} />
          </div>
          <p className="text-muted mb-3">
            {user?.type === 'seller' ? ret.store : ret.seller_name} · {T.invoiceNo(ret.invoice_no)} ·{' '}
            <a href={invoicePdfHref(ret.order_id)} download>
              {T.invoicePdf}
            </a>
          </p>
          {ret.credit_amount !== null && (
            <p className="fw-semibold" data-testid="return-credit">
              {T.creditNote} <Money value={ret.credit_amount} />
            </p>
          )}
          {ret.reject_reason && <p className="text-danger">{T.rejected(ret.reject_reason)}</p>}
          {ret.note && <p>{T.note(ret.note)}</p>}
          {user?.type === 'seller' ? <SellerReturn ret={ret} /> : <ReturnLines ret={ret} />}
          <section className="page-card mt-3" aria-labelledby="return-timeline">
            <h2 className="h6" id="return-timeline">
              {T.timeline}
            </h2>
            <ol className="return-timeline mb-0">
              {ret.timeline.map((t, i) => (
                <li key={`${t.changed_at}-${i}`}>
                  <ReturnStatusBadge status={t.to_status as Return['status']} />{' '}
                  <span className="small text-muted">
                    {T.byWhom(
                      formatDateTime(t.changed_at, tz),
                      t.changed_by_type === 'seller'
                        ? T.whoSeller
                        : t.changed_by_type === 'retailer'
                          ? T.whoRetailer
                          : T.whoAdmin,
                    )}
                  </span>
                  {t.note && <div className="small">{t.note}</div>}
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </main>
  );
}

/** The lines: what was asked back, why, and (once decided) how much was approved. */
function ReturnLines({
  ret,
  approving,
}: {
  ret: Return;
  approving?: { values: Record<number, string>; set(listingId: number, v: string): void };
}) {
  const T = moneyText();
  return (
    <div className="page-card p-0">
      <Table responsive className="mb-0 align-middle money-table">
        <thead>
          <tr>
            <th scope="col">{T.product}</th>
            <th scope="col">{T.reason}</th>
            <th scope="col" className="text-end">
              {T.quantity}
            </th>
            <th scope="col" className="text-end">
              {T.approved}
            </th>
            <th scope="col" className="text-end invoice-optional">
              T.P
            </th>
          </tr>
        </thead>
        <tbody>
          {ret.lines.map((l) => (
            <tr key={l.listing_id}>
              <td className="text-break">{l.product_name}</td>
              <td>
                {RETURN_REASON_LABELS[l.reason]}
                {l.note && <div className="small text-muted">{l.note}</div>}
              </td>
              <td className="text-end">{l.quantity}</td>
              <td className="text-end">
                {approving ? (
                  <Form.Control
                    className="ms-auto supplied-input"
                    inputMode="numeric"
                    aria-label={T.approveOf(l.product_name)}
                    value={approving.values[l.listing_id] ?? ''}
                    isInvalid={
                      !/^\d+$/.test(approving.values[l.listing_id] ?? '') ||
                      Number(approving.values[l.listing_id]) > l.quantity
                    }
                    onChange={(e) => approving.set(l.listing_id, e.target.value.trim())}
                  />
                ) : (
                  (l.approved_quantity ?? '')
                )}
              </td>
              <td className="text-end invoice-optional">
                <Money value={l.unit_price} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** The seller's next step on a return. */
function SellerReturn({ ret }: { ret: Return }) {
  const T = moneyText();
  const M = moneyMessages();
  const queryClient = useQueryClient();
  const [approved, setApproved] = useState<Record<number, string>>(() =>
    Object.fromEntries(ret.lines.map((l) => [l.listing_id, String(l.quantity)])),
  );
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const move = useMutation({
    mutationFn: (body: Parameters<typeof moneyApi.moveReturn>[1]) => moneyApi.moveReturn(ret.id, body),
    onSuccess: async (next) => {
      queryClient.setQueryData(moneyQueries.returnOne(ret.id).queryKey, next);
      await queryClient.invalidateQueries({ queryKey: moneyKeys.all() });
      notify.success(M.returnMoved(returnStatusText(next.status)));
      setRejecting(false);
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const approve = () => {
    setProblem(null);
    const bad = ret.lines.some(
      (l) => !/^\d+$/.test(approved[l.listing_id] ?? '') || Number(approved[l.listing_id]) > l.quantity,
    );
    if (bad) return setProblem(M.returnApprovedTooMany);
    const lines = ret.lines.map((l) => ({ listing_id: l.listing_id, quantity: Number(approved[l.listing_id]) }));
    const full = lines.every((l, i) => l.quantity === ret.lines[i].quantity);
    move.mutate(full ? { status: 'Approved' } : { status: 'Approved', lines });
  };
  const reject = () => {
    setProblem(null);
    if (!reason.trim()) return setReasonError(M.rejectReasonRequired);
    setReasonError(null);
    move.mutate({ status: 'Rejected', reason: reason.trim() });
  };

  return (
    <>
      <ReturnLines
        ret={ret}
        approving={
          ret.status === 'Requested'
            ? { values: approved, set: (listingId, v) => setApproved({ ...approved, [listingId]: v }) }
            : undefined
        }
      />
      <div className="mt-3">
        <FormAlert message={problem} />
        {rejecting && (
          <Form.Group className="mb-2" controlId="reject-reason">
            <Form.Label>{T.rejectReasonField}</Form.Label>
            <Form.Control
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              {...invalidProps('reject-reason', reasonError)}
            />
            <FieldError fieldId="reject-reason" error={reasonError} />
          </Form.Group>
        )}
        <div className="d-flex flex-wrap gap-2 money-actions">
          {ret.status === 'Requested' && !rejecting && (
            <>
              <Button disabled={move.isPending} onClick={approve}>
                {T.approve}
              </Button>
              <Button variant="outline-danger" disabled={move.isPending} onClick={() => setRejecting(true)}>
                {T.reject}
              </Button>
            </>
          )}
          {rejecting && (
            <>
              <Button variant="danger" disabled={move.isPending} onClick={reject}>
                {T.rejectReturn}
              </Button>
              <Button variant="secondary" onClick={() => setRejecting(false)}>
                {T.cancel}
              </Button>
            </>
          )}
          {ret.status === 'Approved' && (
            <Button disabled={move.isPending} onClick={() => move.mutate({ status: 'Received' })}>
              {T.markReceived}
            </Button>
          )}
          {ret.status === 'Received' && (
            <Button disabled={move.isPending} onClick={() => move.mutate({ status: 'Credited' })}>
              {T.issueCreditNote}
            </Button>
          )}
        </div>
      </div>
    </>
  );
}
