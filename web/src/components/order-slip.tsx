import { Table } from 'react-bootstrap';
import { MSG, ORDER_DESK_MSG, formatDate, formatMoney, type Order, type OrderDetailsResponse, type OrderItem } from '@dawalink/shared';
import { useSellerTimeZone } from '../lib/seller-settings';
import { LineBatches } from './line-batches';
import './order-print.css';

interface OrderSlipProps {
  order: Order;
  items: OrderItem[];
  /** The letterhead: the seller who hands the goods over (the print routes answer it with the order). */
  seller: OrderDetailsResponse['seller'];
  /** Heading level of the order number inside the slip (a dialog already has its own h-title). */
  headingId?: string;
  /** Show the received-by and signature lines on screen too (print mode); printing always shows them. */
  branded?: boolean;
}

/**
 * One order as the seller hands it over with the goods: the seller's letterhead, who ordered and where it goes,
 * the lines with T.P, offer and net, the total quantity and amount, then received-by and signature lines. Shared by
 * the detail modal (screen and print mode) and the /printorders page, so a slip looks the same everywhere.
 */
export function OrderSlip({ order, items, seller, headingId, branded }: OrderSlipProps) {
  const quantity = items.reduce((sum, i) => sum + i.quantity, 0);
  // A seller's slip is dated in the seller's zone (the day their dashboard counts it), anyone else's in theirs.
  const tz = useSellerTimeZone();
  return (
    <section className={`order-slip ${branded ? 'branded' : ''}`} aria-labelledby={headingId}>
      <header className="slip-letterhead">
        <div className="min-w-0">
          <div className="slip-seller-name" data-testid="slip-seller">
            {seller.busniess_name}
          </div>
          <div className="small">{seller.address}</div>
          {seller.phone && <div className="small">Phone {seller.phone}</div>}
        </div>
        <div className="slip-title small text-end">Order slip</div>
      </header>
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
        <dd>{formatDate(order.order_Date, tz)}</dd>
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
            <th scope="col" className="text-end slip-bonus">
              Bonus
            </th>
            <th scope="col" className="text-end">
              Offer
            </th>
            <th scope="col" className="text-end">
              Net
            </th>
          </tr>
        </thead>
        <tbody>
          {items.length === 0 ? (
            <tr>
              <td colSpan={6} className="text-center text-muted py-3">
                {MSG.noDataFound}
              </td>
            </tr>
          ) : (
            items.map((item) => (
              <tr key={item.id}>
                <td>
                  {item.productName}
                  <LineBatches batches={item.batches} />
                </td>
                <td className="text-end money-cell">{formatMoney(item.price)}</td>
                <td className="text-end tabular">{item.quantity}</td>
                {/* Free goods the line earned under the listing's scheme (computed by the server); none is "-". */}
                <td className="text-end tabular slip-bonus" data-testid="slip-bonus">
                  {item.bonus_quantity > 0 ? item.bonus_quantity : '-'}
                </td>
                <td className="text-end tabular">{item.offer}%</td>
                <td className="text-end money-cell">{formatMoney(item.net)}</td>
              </tr>
            ))
          )}
        </tbody>
        {items.length > 0 && (
          <tfoot>
            {/* Each row keeps a cell of its own under Bonus, which a narrow screen hides. */}
            <tr>
              <th scope="row" colSpan={2} className="text-end">
                {ORDER_DESK_MSG.totalQuantity}
              </th>
              <td className="text-end tabular fw-bold" data-testid="slip-quantity">
                {quantity}
              </td>
              <td className="slip-bonus" />
              <td colSpan={2} />
            </tr>
            <tr>
              <th scope="row" colSpan={2} className="text-end">
                Subtotal
              </th>
              <td />
              <td className="slip-bonus" />
              <td />
              <td className="text-end money-cell fw-bold" data-testid="slip-total">
                {formatMoney(order.total)}
              </td>
            </tr>
          </tfoot>
        )}
      </Table>
      <div className="slip-signoff">
        <div>
          {ORDER_DESK_MSG.receivedBy}
          <span className="slip-line" />
        </div>
        <div>
          {ORDER_DESK_MSG.signature}
          <span className="slip-line" />
        </div>
      </div>
    </section>
  );
}
