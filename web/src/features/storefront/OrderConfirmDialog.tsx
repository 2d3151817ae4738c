import { Button, Modal, Spinner, Table } from 'react-bootstrap';
import { formatMoney, lineNet, STOREFRONT_MSG } from '@dawalink/shared';
import type { CartItem } from '../../lib/cart';

interface OrderConfirmDialogProps {
  show: boolean;
  items: CartItem[];
  total: number;
  placing: boolean;
  onPlace(): void;
  onClose(): void;
}

/** "Order Confirmation": the cart as it will be ordered (the server prices it the same way), Place Order or Close. */
export function OrderConfirmDialog({ show, items, total, placing, onPlace, onClose }: OrderConfirmDialogProps) {
  return (
    <Modal show={show} onHide={placing ? undefined : onClose} centered size="lg" scrollable aria-labelledby="confirm-order-title">
      <Modal.Header>
        <Modal.Title id="confirm-order-title">{STOREFRONT_MSG.orderConfirmation}</Modal.Title>
      </Modal.Header>
      <Modal.Body className="p-0 p-sm-3">
        <Table className="mb-0 align-middle confirm-table">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className="text-end">
                Unit Price
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
            {items.map((item) => (
              <tr key={item.id}>
                <td>{item.product_name}</td>
                <td className="text-end money-cell">{formatMoney(item.total_price)}</td>
                <td className="text-end tabular">{item.quantity}</td>
                <td className="text-end money-cell">{formatMoney(lineNet(item.total_price, item.quantity, item.offer))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Subtotal
              </th>
              <td className="text-end fw-bold money-cell">{formatMoney(total)}</td>
            </tr>
          </tfoot>
        </Table>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose} disabled={placing}>
          Close
        </Button>
        <Button onClick={onPlace} disabled={placing || items.length === 0}>
          {placing ? <Spinner size="sm" role="status" aria-label="Placing order" /> : 'Place Order'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
