import type { ReactNode } from 'react';
import { Button, Modal, Spinner, Table } from 'react-bootstrap';
import { bonusQuantity, formatMoney, lineNet, lineTotal, schemeDay, sumMoney } from '@dawalink/shared';
import type { CartItem } from '../../lib/cart';
import { FormAlert } from '../../components/form-errors';
import { orderDeskMsg } from '../../lib/i18n-order-desk';
import { storefrontMsg } from '../../lib/i18n-storefront';
import { shopUi } from '../../lib/shop-texts';
import { schemeMsg } from '../../lib/i18n-scheme';

interface OrderConfirmDialogProps {
  show: boolean;
  items: CartItem[];
  total: number;
  placing: boolean;
  /** Why the last try was refused (the seller's credit limit), shown above the buttons; the cart stays. */
  refusal?: string | null;
  onPlace(): void;
  onClose(): void;
  /** Why the last try was refused, shown above the lines. */
  notice?: ReactNode;
}

/**
 * "Order Confirmation": the cart as it will be ordered, each line at T.P, its offer and what it costs after it (the
 * server prices it the same way), Place Order or Close.
 */
export function OrderConfirmDialog({
  show,
  items,
  total,
  placing,
  refusal,
  onPlace,
  onClose,
  notice,
}: OrderConfirmDialogProps) {
  const day = schemeDay(items.map((item) => item.scheme));
  return (
    <Modal
      show={show}
      onHide={placing ? undefined : onClose}
      centered
      size="lg"
      scrollable
      aria-labelledby="confirm-order-title"
    >
      <Modal.Header>
        <Modal.Title id="confirm-order-title">{storefrontMsg().orderConfirmation}</Modal.Title>
      </Modal.Header>
      <Modal.Body className="p-0 p-sm-3">
        {notice}
        <Table className="mb-0 align-middle confirm-table">
          <thead>
            <tr>
              <th scope="col">{shopUi().product}</th>
              <th scope="col" className="text-end">
                {shopUi().unitPrice}
              </th>
              <th scope="col" className="text-end">
                {shopUi().qty}
              </th>
              <th scope="col" className="text-end">
                {schemeMsg().free}
              </th>
              <th scope="col" className="text-end">
                {shopUi().tp}
              </th>
              <th scope="col" className="text-end confirm-offer">
                {shopUi().offer}
              </th>
              <th scope="col" className="text-end">
                {shopUi().net}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td>
                  {item.product_name}
                  {item.offer > 0 && (
                    <span className="small text-muted confirm-offer-note">{orderDeskMsg().offerOff(item.offer)}</span>
                  )}
                </td>
                <td className="text-end money-cell">{formatMoney(item.total_price)}</td>
                <td className="text-end tabular">{item.quantity}</td>
                <td className="text-end tabular" data-testid="confirm-free">
                  {bonusQuantity(item.quantity, item.scheme, day) || ''}
                </td>
                <td className="text-end money-cell">{formatMoney(lineTotal(item.total_price, item.quantity))}</td>
                <td className="text-end tabular confirm-offer">{item.offer}%</td>
                <td className="text-end money-cell">
                  {formatMoney(lineNet(item.total_price, item.quantity, item.offer))}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {shopUi().subtotal}
              </th>
              <td className="text-end money-cell text-muted">
                {formatMoney(sumMoney(items.map((i) => lineTotal(i.total_price, i.quantity))))}
              </td>
              <td className="confirm-offer" />
              <td className="text-end fw-bold money-cell">{formatMoney(total)}</td>
            </tr>
          </tfoot>
        </Table>
        {refusal && (
          <div className="px-3 px-sm-0 pt-3">
            <FormAlert message={refusal} />
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose} disabled={placing}>
          {shopUi().close}
        </Button>
        <Button onClick={onPlace} disabled={placing || items.length === 0}>
          {placing ? <Spinner size="sm" role="status" aria-label={shopUi().placingOrder} /> : shopUi().placeOrder}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
