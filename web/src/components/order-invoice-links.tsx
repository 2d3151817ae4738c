import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { moneyApiPaths, type OrderStatus } from '@dawalink/shared';
import { moneyUi } from '../lib/i18n-money-ui';
import { orderQueries } from '../lib/order-queries';
import { moneyPaths } from '../lib/money-paths';
import './order-invoice-links.css';

/**
 * Under an order: its invoice number and PDF once invoiced, then "Request return" for its retailer; before that the
 * seller's way to issue it (with short supply). Nothing for a cancelled order that was never invoiced.
 */
export function OrderInvoiceLinks({
  orderId,
  status,
  viewer,
}: {
  orderId: number;
  status: OrderStatus;
  viewer: 'seller' | 'retailer' | 'admin' | undefined;
}) {
  const invoice = useQuery(orderQueries.invoice(orderId));
  const T = moneyUi();
  if (invoice.isPending) return null;
  if (invoice.data) {
    return (
      <div className="d-flex flex-wrap align-items-center gap-2 no-print order-invoice-links">
        <span>
          {T.invoiceLabel} <strong data-testid="order-invoice-no">{invoice.data.invoice_no}</strong>
        </span>
        <a className="btn btn-sm btn-outline-primary" href={`/api${moneyApiPaths.invoicePdf(orderId)}`} download>
          {T.invoicePdf}
        </a>
        <Link className="btn btn-sm btn-outline-secondary" to={moneyPaths.invoice(orderId)}>
          {T.viewInvoice}
        </Link>
        {viewer === 'retailer' && status !== 'Cancel' && (
          <Link className="btn btn-sm btn-outline-secondary" to={moneyPaths.requestReturn(orderId)}>
            {T.requestReturn}
          </Link>
        )}
      </div>
    );
  }
  if (viewer !== 'seller' || status === 'Cancel') return null;
  return (
    <div className="no-print order-invoice-links">
      <Link className="btn btn-sm btn-outline-primary" to={moneyPaths.invoice(orderId)}>
        {T.issueInvoice}
      </Link>
    </div>
  );
}
