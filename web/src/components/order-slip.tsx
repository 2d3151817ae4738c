import { Table } from 'react-bootstrap';
import { formatDate, formatMoney, type Order, type OrderDetailsResponse, type OrderItem } from '@dawalink/shared';
import { MSG } from '../lib/i18n';
import { orderDeskMsg } from '../lib/i18n-order-desk';
import { useSellerTimeZone } from '../lib/seller-settings';
import { LineBatches } from './line-batches';
import './order-print.css';
import { shopUi } from '../lib/shop-texts';

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
          <div className="slip-seller-name" data-testid="slip-seller" dir="auto">
            {seller.busniess_name}
          </div>
          <div className="small" dir="auto">
            {seller.address}
          </div>
          {seller.phone && (
            <div className="small">
              {shopUi().phone} {seller.phone}
            </div>
          )}
        </div>
        <div className="slip-title small text-end">{shopUi().orderSlip}</div>
      </header>
      <dl className="slip-meta">
        <dt id={headingId}>{shopUi().orderNoHeading}</dt>
        <dd data-testid="slip-order-no">{order.id}</dd>
        <dt>{shopUi().storeName}</dt>
        <dd dir="auto">{order.store}</dd>
        <dt>{shopUi().contact}</dt>
        <dd>{order.phone_no}</dd>
        <dt>{shopUi().address}</dt>
        <dd dir="auto">{order.address}</dd>
        <dt>{shopUi().orderDate}</dt>
        <dd>{formatDate(order.order_Date, tz)}</dd>
      </dl>
      <Table bordered size="sm" className="slip-items align-middle mb-0">
        <thead>
          <tr>
            <th scope="col">{shopUi().product}</th>
            <th scope="col" className="text-end">
              {shopUi().pricePerUnit}
            </th>
            <th scope="col" className="text-end">
              {shopUi().qty}
            </th>
            <th scope="col" className="text-end slip-bonus">
              {shopUi().bonus}
            </th>
            <th scope="col" className="text-end">
              {shopUi().offer}
            </th>
            <th scope="col" className="text-end">
              {shopUi().net}
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
                {orderDeskMsg().totalQuantity}
              </th>
              <td className="text-end tabular fw-bold" data-testid="slip-quantity">
                {quantity}
              </td>
              <td className="slip-bonus" />
              <td colSpan={2} />
            </tr>
            <tr>
              <th scope="row" colSpan={2} className="text-end">
                {shopUi().subtotal}
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
          {orderDeskMsg().receivedBy}
          <span className="slip-line" />
        </div>
        <div>
          {orderDeskMsg().signature}
          <span className="slip-line" />
        </div>
      </div>
    </section>
  );
}
