import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Modal, Spinner } from 'react-bootstrap';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTime, formatMoney } from '@dawalink/shared';
import {
  confirmReview,
  linesAfterReview,
  queuedTotal,
  removeQueued,
  useQueuedOrders,
  type QueuedOrder,
} from '../lib/order-queue';
import { queryKeys } from '../lib/query-keys';
import { useOnline } from '../lib/online';
import './pending-orders.css';
import { offlineMsg } from '../lib/i18n-offline';

const sendNow = () => void import('../lib/order-queue-sender').then((q) => q.sendQueuedOrders());

/**
 * The orders placed on this device without a connection (lib/order-queue.ts), above My Orders: waiting, being sent,
 * placed (with the number the server gave), refused, or waiting for the retailer to confirm changed prices.
 */
export function PendingOrders({ retailerId }: { retailerId: number | null }) {
  const orders = useQueuedOrders(retailerId);
  const online = useOnline();
  const queryClient = useQueryClient();
  const [reviewing, setReviewing] = useState<string | null>(null);

  // A kept order that just went through appears in the server's list too.
  const placedCount = orders.filter((o) => o.state === 'placed').length;
  const seenPlaced = useRef(placedCount);
  useEffect(() => {
    if (placedCount > seenPlaced.current) void queryClient.invalidateQueries({ queryKey: queryKeys.retailerOrders() });
    seenPlaced.current = placedCount;
  }, [placedCount, queryClient]);

  // Opening the list is a good moment to try again.
  useEffect(() => {
    if (online && orders.some((o) => o.state === 'waiting')) sendNow();
    // Only when the page opens or the connection returns.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online]);

  if (orders.length === 0) return null;
  const open = orders.find((o) => o.key === reviewing && o.state === 'review');
  return (
    <section className="pending-orders page-card mb-3" aria-labelledby="pending-orders-title">
      <h2 id="pending-orders-title" className="h6 fw-bold mb-2">
        {offlineMsg().pendingTitle}
      </h2>
      <ul className="list-unstyled mb-0">
        {orders.map((o) => (
          <li key={o.key} className="pending-order" data-testid="pending-order">
            <div className="pending-order-main">
              <span className="fw-semibold">{o.store}</span>
              <span className="text-muted small">
                {formatDateTime(new Date(o.createdAt))} · {offlineMsg().pendingItems(o.items.length)} ·{' '}
                <span className="money">{formatMoney(queuedTotal(o))}</span>
              </span>
              {o.message && <span className="text-danger small">{o.message}</span>}
            </div>
            <div className="pending-order-state">
              <StateBadge order={o} />
              {o.state === 'review' && (
                <Button size="sm" variant="warning" onClick={() => setReviewing(o.key)}>
                  {offlineMsg().review}
                </Button>
              )}
              {(o.state === 'failed' || o.state === 'placed') && (
                <Button size="sm" variant="outline-secondary" onClick={() => removeQueued(o.key)}>
                  {offlineMsg().remove}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {open && <ReviewDialog order={open} onClose={() => setReviewing(null)} />}
    </section>
  );
}

function StateBadge({ order }: { order: QueuedOrder }) {
  switch (order.state) {
    case 'waiting':
      return <Badge bg="secondary">{offlineMsg().waiting}</Badge>;
    case 'sending':
      return (
        <Badge bg="info" text="dark">
          <Spinner size="sm" className="me-1" aria-hidden="true" />
          {offlineMsg().sending}
        </Badge>
      );
    case 'placed':
      return <Badge bg="success">{offlineMsg().placed(order.orderId ?? 0)}</Badge>;
    case 'review':
      return (
        <Badge bg="warning" text="dark">
          {offlineMsg().needsConfirm}
        </Badge>
      );
    default:
      return <Badge bg="danger">{offlineMsg().failed}</Badge>;
  }
}

/** The lines that changed, was and now, and the order's new total: sent only when the retailer confirms. */
function ReviewDialog({ order, onClose }: { order: QueuedOrder; onClose: () => void }) {
  const next = linesAfterReview(order);
  return (
    <Modal show onHide={onClose} centered aria-labelledby="review-title">
      <Modal.Header closeButton closeLabel={offlineMsg().keepWaiting}>
        <Modal.Title id="review-title">{offlineMsg().reviewTitle}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{offlineMsg().reviewIntro(order.store)}</p>
        <table className="table table-sm align-middle review-table">
          <thead>
            <tr>
              <th scope="col">{offlineMsg().product}</th>
              <th scope="col" className="text-end">
                {offlineMsg().wasPrice}
              </th>
              <th scope="col" className="text-end">
                {offlineMsg().nowPrice}
              </th>
            </tr>
          </thead>
          <tbody>
            {(order.review ?? []).map((c) => (
              <tr key={c.id}>
                <td>
                  {c.product_name} × {c.quantity}
                </td>
                <td className="text-end money">
                  {formatMoney(c.was.total_price)}
                  {c.was.offer > 0 && <div className="small text-muted">{offlineMsg().offerOff(c.was.offer)}</div>}
                </td>
                <td className="text-end money">
                  {c.now ? (
                    <>
                      {formatMoney(c.now.total_price)}
                      {c.now.offer > 0 && <div className="small text-muted">{offlineMsg().offerOff(c.now.offer)}</div>}
                    </>
                  ) : (
                    <span className="text-danger">
                      {c.reason === 'out_of_stock' ? offlineMsg().lineOutOfStock : offlineMsg().lineGone}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {next.length > 0 ? (
          <p className="fw-semibold mb-0">
            {offlineMsg().total}: <span className="money">{formatMoney(queuedTotal({ items: next }))}</span>
          </p>
        ) : (
          <p className="text-danger mb-0">{offlineMsg().nothingLeft}</p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button
          variant="outline-danger"
          onClick={() => {
            removeQueued(order.key);
            onClose();
          }}
        >
          {offlineMsg().discard}
        </Button>
        {next.length > 0 && (
          <Button
            variant="primary"
            onClick={() => {
              confirmReview(order.key);
              onClose();
              sendNow();
            }}
          >
            {offlineMsg().confirmSend}
          </Button>
        )}
      </Modal.Footer>
    </Modal>
  );
}
