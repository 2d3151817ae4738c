import { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { formatMoney, STOREFRONT_MSG, MAX_QUANTITY, type Listing } from '@dawalink/shared';
import { StoreIcon } from './store-icons';

interface QuantityDialogProps {
  listing: Listing | null;
  onAdd(listing: Listing, quantity: number): void;
  onClose(): void;
}

/** Small screens: "Select Quantity" with minus, plus and Add; the quantity starts at 1 and never goes under it. */
export function QuantityDialog({ listing, onAdd, onClose }: QuantityDialogProps) {
  return (
    <Modal show={listing !== null} onHide={onClose} centered aria-labelledby="quantity-title">
      {/* Keyed by listing so that each product starts at 1. */}
      {listing && <QuantityBody key={listing.id} listing={listing} onAdd={onAdd} onClose={onClose} />}
    </Modal>
  );
}

function QuantityBody({ listing, onAdd, onClose }: { listing: Listing; onAdd: QuantityDialogProps['onAdd']; onClose(): void }) {
  const [quantity, setQuantity] = useState(1);
  const set = (q: number) => setQuantity(Math.min(MAX_QUANTITY, Math.max(1, Math.floor(q) || 1)));
  return (
    <>
      {/* One Close (in the footer), so that "Close" names one button. */}
      <Modal.Header>
        <Modal.Title id="quantity-title">{STOREFRONT_MSG.selectQuantity}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="fw-semibold mb-1">{listing.product_name}</p>
        <p className="text-muted small mb-3">
          {listing.manufacturer} · <span className="money">{formatMoney(listing.total_price)}</span>
          {listing.offer > 0 && <> · {listing.offer}% off</>}
          {listing.bonus && <> · {listing.bonus}</>}
        </p>
        <div className="d-flex align-items-center justify-content-center gap-3">
          <Button variant="outline-secondary" className="qty-big" aria-label="Decrease quantity" disabled={quantity <= 1} onClick={() => set(quantity - 1)}>
            <StoreIcon name="minus" />
          </Button>
          <input
            className="form-control text-center qty-input"
            type="number"
            inputMode="numeric"
            min={1}
            aria-label="Quantity"
            value={quantity}
            onChange={(e) => set(Number.parseInt(e.target.value, 10))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') onAdd(listing, quantity);
            }}
          />
          <Button variant="outline-secondary" className="qty-big" aria-label="Increase quantity" onClick={() => set(quantity + 1)}>
            <StoreIcon name="plus" />
          </Button>
        </div>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button onClick={() => onAdd(listing, quantity)}>Add</Button>
      </Modal.Footer>
    </>
  );
}
