import { Table } from 'react-bootstrap';
import { MSG, formatDate, formatMoney, lineTotal, type Order, type OrderItem } from '@dawalink/shared';
import { Logo } from './Logo';
import './order-print.css';

interface OrderSlipProps {
  order: Order;
  items: OrderItem[];
  /** A retailer reads whom they ordered from; the seller already knows. */
  showSeller?: boolean;
  /** Heading level of the order number inside the slip (a dialog already has its own h-title). */
  headingId?: string;
  /** Show the logo and name on screen too (print mode); printing always shows them. */
  branded?: boolean;
}

/**
 * One order as the seller reads and prints it: who ordered, where it goes, the lines and the subtotal. Shared by
 * the detail modal (screen and print mode) and the /printorders page, so a slip looks the same everywhere.
 */
export function OrderSlip({ order, items, showSeller, headingId, branded }: OrderSlipProps) {
  return (
    <section className={`order-slip ${branded ? 'branded' : ''}`} aria-labelledby={headingId}>
      <div className="slip-brand align-items-center justify-content-between mb-3 pb-2 border-bottom border-dark">
        <Logo size={36} />
        <span className="small">Order slip</span>
      </div>
      <dl className="slip-meta">
        <dt id={headingId}>Order No</dt>
        <dd data-testid="slip-order-no">{order.id}</dd>
        <dt>Store Name</dt>
        <dd>{order.store}</dd>
        <dt>Contact</dt>
        <dd>{order.phone_no}</dd>
        <dt>Address</dt>
        <dd>{order.address}</dd>
        <dt>Order Date</dt>
        <dd>{formatDate(order.order_Date)}</dd>
        {showSeller && (
          <>
            <dt>Wholesaler</dt>
            <dd>
              {order.seller_store}
              {order.seller_phone_no ? `, ${order.seller_phone_no}` : ''}
            </dd>
          </>
        )}
      </dl>
      <Table bordered size="sm" className="slip-items align-middle mb-0">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className="text-end">
              Price/unit
            </th>
            <th scope="col" className="text-end">
              Qty
            </th>
            <th scope="col" className="text-end">
              T.P
            </th>
          </tr>
        </thead>
        <tbody>
          {items.length === 0 ? (
            <tr>
              <td colSpan={4} className="text-center text-muted py-3">
                {MSG.noDataFound}
              </td>
            </tr>
          ) : (
            items.map((item) => (
              <tr key={item.id}>
                <td>{item.productName}</td>
                <td className="text-end money-cell">{formatMoney(item.price)}</td>
                <td className="text-end tabular">{item.quantity}</td>
                <td className="text-end money-cell">{formatMoney(lineTotal(item.price, item.quantity))}</td>
              </tr>
            ))
          )}
        </tbody>
        {items.length > 0 && (
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="text-end">
                Subtotal
              </th>
              <td className="text-end money-cell fw-bold">{formatMoney(order.total)}</td>
            </tr>
          </tfoot>
        )}
      </Table>
    </section>
  );
}
