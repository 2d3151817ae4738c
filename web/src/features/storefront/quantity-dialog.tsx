import { useId, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { checkPackQuantity, formatMoney, lineNet, schemeDay, schemeProgress, type Listing } from '@dawalink/shared';
import { StoreIcon } from './store-icons';
import { QuantityNotice } from './quantity-notice';

import { storefrontMsg } from '../../lib/i18n-storefront';
import { quantityMsg } from '../../lib/i18n-quantity';
import { shopUi } from '../../lib/shop-texts';
import { schemeMsg } from '../../lib/i18n-scheme';

interface QuantityDialogProps {
  listing: Listing | null;
  onAdd(listing: Listing, quantity: number): void;
  onClose(): void;
}

/**
 * Small screens: "Select Quantity" with minus, plus, the line total and Add; the quantity starts at 1. A typed 0 or
 * negative says why Add is off; one far above normal is added only after a yes.
 */
export function QuantityDialog({ listing, onAdd, onClose }: QuantityDialogProps) {
  return (
    <Modal show={listing !== null} onHide={onClose} centered aria-labelledby="quantity-title">
      {/* Keyed by listing so that each product starts at 1. */}
      {listing && <QuantityBody key={listing.id} listing={listing} onAdd={onAdd} onClose={onClose} />}
    </Modal>
  );
}

function QuantityBody({
  listing,
  onAdd,
  onClose,
}: {
  listing: Listing;
  onAdd: QuantityDialogProps['onAdd'];
  onClose(): void;
}) {
  const pack = Math.max(1, listing.pack_multiple ?? 1);
  const [text, setText] = useState(String(pack));
  const check = checkPackQuantity(text, pack, listing.product_name);
  const noticeId = useId();
  const quantity = check.kind === 'invalid' ? null : check.quantity;
  const step = (delta: number) =>
    setText(String(Math.max(pack, Math.floor((quantity ?? pack) / pack) * pack + delta * pack)));
  const progress =
    quantity === null ? null : schemeProgress(quantity, listing.scheme, schemeDay([listing.scheme]), pack);
  return (
    <>
      {/* One Close (in the footer), so that "Close" names one button. */}
      <Modal.Header>
        <Modal.Title id="quantity-title">{storefrontMsg().selectQuantity}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="fw-semibold mb-1">{listing.product_name}</p>
        <p className="text-muted small mb-3">
          {listing.manufacturer} · <span className="money">{formatMoney(listing.total_price)}</span>
          {listing.offer > 0 && <> · {shopUi().offOffer(listing.offer)}</>}
          {listing.bonus && <> · {listing.bonus}</>}
          {listing.scheme && <> · {schemeMsg().schemeTitle(listing.scheme.buy, listing.scheme.free)}</>}
          {pack > 1 && <> · {schemeMsg().packOf(pack)}</>}
        </p>
        <div className="d-flex align-items-center justify-content-center gap-3">
          <Button
            variant="outline-secondary"
            className="qty-big"
            aria-label={shopUi().decrease}
            disabled={quantity !== null && quantity <= pack}
            onClick={() => step(-1)}
          >
            <StoreIcon name="minus" />
          </Button>
          <input
            className={`form-control text-center qty-input ${check.kind === 'invalid' ? 'is-invalid' : ''}`}
            type="number"
            inputMode="numeric"
            min={pack}
            step={pack}
            aria-label={shopUi().quantity}
            aria-invalid={check.kind === 'invalid'}
            aria-describedby={check.kind !== 'ok' ? noticeId : undefined}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && check.kind === 'ok') onAdd(listing, check.quantity);
            }}
          />
          <Button
            variant="outline-secondary"
            className="qty-big"
            aria-label={shopUi().increase}
            onClick={() => step(1)}
          >
            <StoreIcon name="plus" />
          </Button>
        </div>
        <div className="text-center">
          <QuantityNotice
            id={noticeId}
            check={check}
            confirmLabel={check.kind === 'large' ? `${quantityMsg().keep(check.quantity)}, add` : ''}
            onConfirm={() => check.kind === 'large' && onAdd(listing, check.quantity)}
            onCancel={() => setText(String(pack))}
          />
        </div>
        {progress && (progress.free > 0 || (progress.more !== null && progress.moreFree > 0)) && (
          <p className="small text-center mt-2 mb-0" data-testid="quantity-scheme">
            {progress.free > 0 && (
              <span className="badge text-bg-success me-2">{schemeMsg().freeGoods(progress.free)}</span>
            )}
            {progress.more !== null &&
              progress.moreFree > 0 &&
              schemeMsg().addMoreForFree(progress.more, progress.moreFree)}
          </p>
        )}
        {quantity !== null && (
          <p className="d-flex justify-content-between border-top pt-2 mt-3 mb-0">
            <span>
              {shopUi().lineTotal}
              {listing.offer > 0 && <span className="text-muted small"> ({shopUi().offOffer(listing.offer)})</span>}
            </span>
            <span className="money fw-semibold" data-testid="quantity-line-total">
              {formatMoney(lineNet(listing.total_price, quantity, listing.offer))}
            </span>
          </p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {shopUi().close}
        </Button>
        <Button onClick={() => check.kind === 'ok' && onAdd(listing, check.quantity)} disabled={check.kind !== 'ok'}>
          {shopUi().add}
        </Button>
      </Modal.Footer>
    </>
  );
}
