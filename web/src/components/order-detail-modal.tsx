import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, normaliseStatus, type OrderHistoryEntry } from '@dawalink/shared';
import { errorMessage } from '../lib/api';
import { orderQueries } from '../lib/order-queries';
import { useSellerTimeZone } from '../lib/seller-settings';
import { OrderSlip } from './order-slip';
import { OrderInvoiceLinks } from './order-invoice-links';
import { useSession } from '../lib/session';
import { ShareDocumentButton, WhatsAppLink } from './whatsapp-share';
import { StatusBadge } from './status-badge';
import { PageSpinner } from './page-spinner';
import { RetailerLicencePanel } from './retailer-licence-panel';
import './order-print.css';
import { shopUi } from '../lib/shop-texts';
import { quickOrderMsg } from '../lib/i18n-quick-order';
import { partsUi } from '../lib/i18n-parts';

/** The spec's timing of print mode: print after about 1 s (the slip has rendered), close after about 5 s. */
const PRINT_DELAY_MS = 1000;
const PRINT_CLOSE_MS = 5000;

interface OrderDetailModalProps {
  orderId: number | null;
  show: boolean;
  onHide(): void;
  /** Render the slip with the logo, open the browser's print dialog, then close. */
  printMode?: boolean;
}

/** A status as the badges write it. */
const statusText = (status: string) => {
  const known = normaliseStatus(status);
  return known ? shopUi().statusLabel[known] : status;
};

/** An order has an invoice once shipped (the seller may issue one earlier; the server says when there is none). */
const INVOICED = new Set(['Shipped', 'Delivered']);

const byWhom = (h: OrderHistoryEntry) =>
  h.changed_by_name
    ? `${h.changed_by_name}${h.changed_by_type ? ` (${shopUi().accountType[h.changed_by_type as 'seller'] ?? h.changed_by_type})` : ''}`
    : shopUi().unknown;

/** "Order Details": the order, its lines, the subtotal and the status timeline. Used by sellers and retailers. */
export function OrderDetailModal({ orderId, show, onHide, printMode = false }: OrderDetailModalProps) {
  // The Print button of an open modal switches it to print mode, like opening it with printMode.
  const [printRequested, setPrintRequested] = useState(false);
  const printing = printMode || printRequested;
  const enabled = show && orderId !== null;
  const details = useQuery({ ...orderQueries.details(orderId ?? 0), enabled });
  const history = useQuery({ ...orderQueries.history(orderId ?? 0), enabled: enabled && !printing });
  const tz = useSellerTimeZone();
  const { user } = useSession();
  const onHideRef = useRef(onHide);
  onHideRef.current = onHide;

  useEffect(() => {
    if (!show) setPrintRequested(false);
  }, [show]);

  const ready = enabled && details.isSuccess;
  useEffect(() => {
    if (!printing || !ready) return;
    document.body.classList.add('printing-order-modal');
    const printTimer = window.setTimeout(() => window.print(), PRINT_DELAY_MS);
    const closeTimer = window.setTimeout(() => onHideRef.current(), PRINT_CLOSE_MS);
    return () => {
      window.clearTimeout(printTimer);
      window.clearTimeout(closeTimer);
      document.body.classList.remove('printing-order-modal');
    };
  }, [printing, ready]);

  const order = details.data?.order_details[0];
  return (
    <Modal show={show} onHide={onHide} centered size="lg" scrollable aria-labelledby="order-detail-title">
      <Modal.Header closeButton closeLabel={shopUi().dismiss}>
        <Modal.Title id="order-detail-title">{shopUi().orderDetails}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {details.isPending && enabled && <PageSpinner label={shopUi().loadingOrder} />}
        {details.isError && <Alert variant="danger">{errorMessage(details.error)}</Alert>}
        {order && details.data && (
          <>
            <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2 no-print">
              {!printing ? (
                <OrderInvoiceLinks orderId={order.id} status={order.status} viewer={user?.type} />
              ) : (
                <span />
              )}
              {order.booked_by && <span className="text-muted ms-auto">{partsUi().bookedBy(order.booked_by)}</span>}
              <StatusBadge status={order.status} />
            </div>
            <OrderSlip
              order={order}
              items={details.data.order_items}
              seller={details.data.seller}
              headingId={`order-${order.id}-no`}
              branded={printing}
            />
            {!printing && user?.type === 'seller' && user.role !== 'catalogue' && (
              <RetailerLicencePanel retailerId={order.retailer_id} />
            )}
            {!printing && (
              <section className="order-history mt-4" aria-labelledby="order-history-title">
                <h3 id="order-history-title" className="h6">
                  {shopUi().statusHistory}
                </h3>
                {history.isPending && <PageSpinner label={shopUi().loadingHistory} />}
                {history.data && (
                  <ol className="order-timeline">
                    {history.data.map((h, i) => (
                      <li key={`${h.changed_at}-${i}`}>
                        <StatusBadge status={h.to_status} />{' '}
                        <span className="small text-muted">
                          {shopUi().historyLine(
                            h.from_status === null ? 'placed' : h.from_status === h.to_status ? 'note' : 'moved',
                            h.from_status ? statusText(h.from_status) : '',
                            formatDateTime(h.changed_at, tz),
                            byWhom(h),
                          )}
                        </span>
                        {h.note && <div className="small timeline-note">{h.note}</div>}
                      </li>
                    ))}
                  </ol>
                )}
              </section>
            )}
          </>
        )}
      </Modal.Body>
      <Modal.Footer className="flex-wrap">
        {order && details.data && !printing && (
          <>
            <WhatsAppLink
              label={quickOrderMsg().shareOnWhatsApp}
              text={quickOrderMsg().orderText({
                id: order.id,
                store: details.data.seller.busniess_name,
                total: order.total,
                lines: details.data.order_items.map((i) => ({ product_name: i.productName, quantity: i.quantity })),
              })}
            />
            {INVOICED.has(order.status) && (
              <ShareDocumentButton
                doc={{ kind: 'invoice', order_id: order.id }}
                label={quickOrderMsg().shareInvoice}
                text={(url, hours) => quickOrderMsg().invoiceText(`#${order.id}`, url, hours)}
              />
            )}
          </>
        )}
        {order && !printing && (
          <Button variant="outline-primary" onClick={() => setPrintRequested(true)}>
            {shopUi().print}
          </Button>
        )}
        <Button variant="secondary" onClick={onHide}>
          {shopUi().close}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
