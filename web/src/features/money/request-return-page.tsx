import { useState, type FormEvent } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RETURN_REASON_LABELS, RETURN_REASONS, type Invoice } from '@dawalink/shared';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { moneyPaths } from '../../lib/money-paths';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-errors';
import { PageSpinner } from '../../components/page-spinner';
import { moneyApi, moneyKeys, moneyQueries } from './money-api';
import { moneyMessages, moneyText } from './money-text';
import './money.css';

type Reason = (typeof RETURN_REASONS)[number];
interface LineChoice {
  quantity: string;
  reason: Reason;
  note: string;
}

/** Retailer: ask the supplier to take back goods of an invoiced order, line by line, with a reason. */
export default function RequestReturnPage() {
  const orderId = Number(useParams().orderId);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const invoice = useQuery({ ...moneyQueries.invoice(orderId), enabled: valid });
  const T = moneyText();
  if (!valid) return <EmptyState text={T.notFound} />;
  return (
    <main className="container py-4 money-page">
      <Link to={paths.retailerOrders} className="money-link small">
        {T.backMyOrders}
      </Link>
      <h1 className="h3 mb-3">{T.requestReturnFor(orderId)}</h1>
      {invoice.isPending ? (
        <PageSpinner label={T.loadingInvoice} />
      ) : !invoice.data ? (
        <EmptyState text={invoice.data === null ? T.notInvoicedYet : errorMessage(invoice.error)} />
      ) : (
        <ReturnForm invoice={invoice.data} />
      )}
    </main>
  );
}

function ReturnForm({ invoice }: { invoice: Invoice }) {
  const T = moneyText();
  const M = moneyMessages();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lines = invoice.lines.filter((l) => l.listing_id !== null && l.supplied > 0);
  const [choices, setChoices] = useState<Record<number, LineChoice>>(() =>
    Object.fromEntries(lines.map((l) => [l.listing_id, { quantity: '0', reason: 'expired' as Reason, note: '' }])),
  );
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: moneyApi.requestReturn,
    onSuccess: async (made) => {
      await queryClient.invalidateQueries({ queryKey: moneyKeys.returns() });
      notify.success(M.returnRequested(made.id));
      navigate(moneyPaths.returnDetail(made.id));
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const set = (id: number, change: Partial<LineChoice>) =>
    setChoices({ ...choices, [id]: { ...choices[id], ...change } });
  const wrong = (id: number, supplied: number) =>
    !/^\d+$/.test(choices[id]?.quantity ?? '') || Number(choices[id].quantity) > supplied;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (lines.some((l) => wrong(l.listing_id!, l.supplied))) return setProblem(M.returnQuantityTooMany);
    const chosen = lines
      .filter((l) => Number(choices[l.listing_id!].quantity) > 0)
      .map((l) => {
        const c = choices[l.listing_id!];
        return { listing_id: l.listing_id!, quantity: Number(c.quantity), reason: c.reason, note: c.note.trim() };
      });
    if (chosen.length === 0) return setProblem(M.returnNothingChosen);
    send.mutate({ order_id: invoice.order_id, lines: chosen, note: note.trim() });
  };

  if (lines.length === 0) return <EmptyState text={M.returnQuantityTooMany} />;
  return (
    <Form noValidate onSubmit={submit}>
      <p className="text-muted">{T.returnHint(invoice.invoice_no)}</p>
      <FormAlert message={problem} />
      {lines.map((l) => {
        const id = l.listing_id!;
        const c = choices[id];
        return (
          <Card key={id} className="mb-2 money-card" data-testid="return-line">
            <Card.Body className="p-3">
              <div className="fw-semibold text-break mb-2">
                {l.product_name} <span className="small text-muted fw-normal">{T.suppliedCount(l.supplied)}</span>
              </div>
              <div className="row g-2">
                <Form.Group className="col-4 col-md-2" controlId={`return-qty-${id}`}>
                  <Form.Label>{T.quantity}</Form.Label>
                  <Form.Control
                    inputMode="numeric"
                    value={c.quantity}
                    isInvalid={wrong(id, l.supplied)}
                    onChange={(e) => set(id, { quantity: e.target.value.trim() })}
                  />
                </Form.Group>
                <Form.Group className="col-8 col-md-4" controlId={`return-reason-${id}`}>
                  <Form.Label>{T.reason}</Form.Label>
                  <Form.Select value={c.reason} onChange={(e) => set(id, { reason: e.target.value as Reason })}>
                    {RETURN_REASONS.map((r) => (
                      <option key={r} value={r}>
                        {RETURN_REASON_LABELS[r]}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
                <Form.Group className="col-12 col-md-6" controlId={`return-note-${id}`}>
                  <Form.Label>{T.noteOptional}</Form.Label>
                  <Form.Control value={c.note} maxLength={200} onChange={(e) => set(id, { note: e.target.value })} />
                </Form.Group>
              </div>
            </Card.Body>
          </Card>
        );
      })}
      <Form.Group className="my-3" controlId="return-note">
        <Form.Label>{T.noteToSupplier}</Form.Label>
        <Form.Control value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
      </Form.Group>
      <div className="money-actions">
        <Button type="submit" disabled={send.isPending}>
          {T.requestReturn}
        </Button>
      </div>
    </Form>
  );
}
