import { useId, useState } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import {
  BREAKPOINT_COMPACT,
  checkQuantity,
  quickOrderRequestSchema,
  type QuickOrderRequest,
  type QuickOrderResult,
} from '@dawalink/shared';
import { errorMessage } from '../lib/api';
import { matchQuickOrder, type QuickOrderPick } from '../lib/quick-order';
import { useWindowWidth } from '../lib/use-window-width';
import { FieldError, FormAlert, invalidProps } from './form-errors';
import './quick-order-dialog.css';
import { quickOrderMsg } from '../lib/i18n-quick-order';

interface QuickOrderDialogProps {
  show: boolean;
  /** The store whose listings the list is matched against. */
  sellerId: number;
  onHide(): void;
  /** The reviewed lines (each listing once, quantities of repeated lines added up); the caller puts them in its cart. */
  onAdd(picks: QuickOrderPick[]): void;
}

/**
 * Quick order: paste a list the way it came on WhatsApp, review what each line matched (the best product, its
 * alternatives in a select, the quantity), see the lines nothing matched, and add the reviewed lines to a cart.
 * Self-contained (its call is in lib/quick-order.ts), so any cart (the store's, a booker's) can use it.
 */
export function QuickOrderDialog({ show, sellerId, onHide, onAdd }: QuickOrderDialogProps) {
  return (
    <Modal show={show} onHide={onHide} size="lg" fullscreen="sm-down" aria-labelledby="quick-order-title">
      {show && <QuickOrderBody sellerId={sellerId} onHide={onHide} onAdd={onAdd} />}
    </Modal>
  );
}

interface ReviewRow {
  input: string;
  options: { listing_id: number; product_name: string }[];
  /** The chosen listing, or 0 to leave the line out. */
  listingId: number;
  quantity: string;
}

const rowsOf = (result: QuickOrderResult): ReviewRow[] =>
  result.lines.map((line) => ({
    input: line.input,
    options: [{ listing_id: line.listing_id, product_name: line.product_name }, ...line.alternatives],
    listingId: line.listing_id,
    quantity: String(line.quantity),
  }));

function QuickOrderBody({ sellerId, onHide, onAdd }: Omit<QuickOrderDialogProps, 'show'>) {
  const [review, setReview] = useState<{ rows: ReviewRow[]; unmatched: string[] } | null>(null);
  const form = useForm<QuickOrderRequest>({
    resolver: zodResolver(quickOrderRequestSchema),
    defaultValues: { text: '' },
  });
  const match = useMutation({
    mutationFn: (text: string) => matchQuickOrder(sellerId, text),
    onSuccess: (result) => setReview({ rows: rowsOf(result), unmatched: result.unmatched }),
    onError: (error) => form.setError('root.server', { message: errorMessage(error) }),
  });
  const textId = useId();
  const hintId = useId();

  if (review) {
    return (
      <ReviewStep
        review={review}
        onChange={(rows) => setReview({ ...review, rows })}
        onBack={() => setReview(null)}
        onHide={onHide}
        onAdd={onAdd}
      />
    );
  }
  return (
    <Form noValidate onSubmit={form.handleSubmit((values) => match.mutate(values.text))}>
      <Modal.Header closeButton>
        <Modal.Title id="quick-order-title">{quickOrderMsg().title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <Form.Group controlId={textId}>
          <Form.Label>{quickOrderMsg().pasteLabel}</Form.Label>
          <Form.Control
            as="textarea"
            rows={10}
            autoFocus
            {...form.register('text')}
            {...invalidProps(textId, form.formState.errors.text, hintId)}
          />
          <Form.Text id={hintId}>{quickOrderMsg().pasteHint}</Form.Text>
          <FieldError fieldId={textId} error={form.formState.errors.text} />
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Close
        </Button>
        <Button type="submit" disabled={match.isPending}>
          {match.isPending ? quickOrderMsg().matching : quickOrderMsg().match}
        </Button>
      </Modal.Footer>
    </Form>
  );
}

interface ReviewStepProps {
  review: { rows: ReviewRow[]; unmatched: string[] };
  onChange(rows: ReviewRow[]): void;
  onBack(): void;
  onHide(): void;
  onAdd(picks: QuickOrderPick[]): void;
}

function ReviewStep({ review, onChange, onBack, onHide, onAdd }: ReviewStepProps) {
  const cards = useWindowWidth() <= BREAKPOINT_COMPACT;
  const set = (index: number, patch: Partial<ReviewRow>) =>
    onChange(review.rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const chosen = review.rows.filter((r) => r.listingId !== 0);
  const invalid = chosen.some((r) => checkQuantity(r.quantity).kind === 'invalid');

  const add = () => {
    const merged = new Map<number, number>();
    for (const row of chosen) {
      const check = checkQuantity(row.quantity);
      if (check.kind === 'invalid') return;
      merged.set(row.listingId, (merged.get(row.listingId) ?? 0) + check.quantity);
    }
    onAdd([...merged].map(([listing_id, quantity]) => ({ listing_id, quantity })));
  };

  const productSelect = (row: ReviewRow, index: number) => (
    <Form.Select
      aria-label={quickOrderMsg().productLabel(row.input)}
      value={row.listingId}
      onChange={(e) => set(index, { listingId: Number(e.target.value) })}
    >
      {row.options.map((o) => (
        <option key={o.listing_id} value={o.listing_id}>
          {o.product_name}
        </option>
      ))}
      <option value={0}>{quickOrderMsg().skip}</option>
    </Form.Select>
  );
  const quantityInput = (row: ReviewRow, index: number) => {
    const check = checkQuantity(row.quantity);
    const bad = row.listingId !== 0 && check.kind === 'invalid';
    return (
      <>
        <Form.Control
          type="number"
          inputMode="numeric"
          min={1}
          className="quick-order-qty"
          aria-label={quickOrderMsg().quantityLabel(row.input)}
          isInvalid={bad}
          value={row.quantity}
          onChange={(e) => set(index, { quantity: e.target.value })}
        />
        {bad && <div className="invalid-feedback d-block">{check.message}</div>}
      </>
    );
  };

  return (
    <>
      <Modal.Header closeButton>
        <Modal.Title id="quick-order-title">{quickOrderMsg().reviewTitle}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {review.rows.length === 0 && <p>{quickOrderMsg().nothingMatched}</p>}
        {review.rows.length > 0 &&
          (cards ? (
            <ul className="list-unstyled quick-order-cards" aria-label={quickOrderMsg().reviewTitle}>
              {review.rows.map((row, index) => (
                <li key={index} className="quick-order-card" data-testid="quick-order-line">
                  <p className="small text-muted mb-1 text-break">{row.input}</p>
                  <div className="mb-2">{productSelect(row, index)}</div>
                  <div className="d-flex align-items-center gap-2">
                    <span className="small">{quickOrderMsg().colQuantity}</span>
                    {quantityInput(row, index)}
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <table className="table align-middle quick-order-table">
              <thead>
                <tr>
                  <th scope="col">{quickOrderMsg().colInput}</th>
                  <th scope="col">{quickOrderMsg().colProduct}</th>
                  <th scope="col">{quickOrderMsg().colQuantity}</th>
                </tr>
              </thead>
              <tbody>
                {review.rows.map((row, index) => (
                  <tr key={index} data-testid="quick-order-line">
                    <td className="text-break">{row.input}</td>
                    <td>{productSelect(row, index)}</td>
                    <td>{quantityInput(row, index)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        {review.unmatched.length > 0 && (
          <section aria-labelledby="quick-order-unmatched" className="mt-3">
            <h3 id="quick-order-unmatched" className="h6">
              {quickOrderMsg().unmatchedTitle} ({review.unmatched.length})
            </h3>
            <ul className="quick-order-unmatched">
              {review.unmatched.map((line, i) => (
                <li key={i} className="text-break">
                  {line}
                </li>
              ))}
            </ul>
          </section>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onBack}>
          {quickOrderMsg().back}
        </Button>
        <Button variant="outline-secondary" onClick={onHide}>
          Close
        </Button>
        <Button disabled={chosen.length === 0 || invalid} onClick={add}>
          {quickOrderMsg().addToCart}
        </Button>
      </Modal.Footer>
    </>
  );
}
