import { useId, useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { checkPackQuantity, formatMoney, lineNet, schemeDay, schemeProgress } from '@dawalink/shared';
import { outOfStockLines, type CartItem } from '../../lib/cart';
import { StockBadge } from './stock-badge';
import { StoreIcon } from './store-icons';
import { QuantityNotice } from './quantity-notice';
import { MSG } from '../../lib/i18n';
import { orderDeskMsg } from '../../lib/i18n-order-desk';
import { quantityMsg } from '../../lib/i18n-quantity';
import { storefrontMsg } from '../../lib/i18n-storefront';
import { shopUi } from '../../lib/shop-texts';
import { schemeMsg } from '../../lib/i18n-scheme';
import { stockMsg } from '../../lib/i18n-stock';

interface CartPanelProps {
  items: CartItem[];
  total: number;
  onQuantity(id: number, quantity: number): void;
  onRemove(id: number): void;
  /** The action button (Checkout, Order Now); omitted for none. */
  actionLabel?: string;
  onAction?(): void;
  busy?: boolean;
  /** Show the "Your Order" title (the drawer has its own). */
  showTitle?: boolean;
  /** The seller's minimum order value in rupees (0: none): below it the action waits and says how much to add. */
  minOrder?: number;
}

/** "Your Order": the lines with quantity controls and Remove, the Total, and the action button. */
export function CartPanel({
  items,
  total,
  onQuantity,
  onRemove,
  actionLabel,
  onAction,
  busy,
  showTitle = true,
  minOrder = 0,
}: CartPanelProps) {
  const day = schemeDay(items.map((item) => item.scheme));
  const short = items.length > 0 && minOrder > 0 && total < minOrder ? Math.round((minOrder - total) * 100) / 100 : 0;
  const outOfStock = outOfStockLines(items).length > 0;
  return (
    <section className="cart-panel" aria-label={storefrontMsg().yourOrder}>
      {showTitle && <h2 className="h5 mb-3">{storefrontMsg().yourOrder}</h2>}
      {outOfStock && (
        <div className="alert alert-danger py-2" role="alert">
          {stockMsg().cartHasOutOfStock}
        </div>
      )}
      {items.length === 0 ? (
        <p className="text-muted text-center py-4 mb-0">{MSG.noItemsAdded}</p>
      ) : (
        <ul className="list-unstyled cart-list mb-0">
          {items.map((item) => (
            <li key={item.id} className="cart-line">
              <div className="d-flex justify-content-between gap-2">
                <span className="cart-line-name">
                  <bdi>{item.product_name}</bdi>
                  {item.availability === 'out_of_stock' && (
                    <span className="d-block">
                      <StockBadge availability="out_of_stock" />
                    </span>
                  )}
                </span>
                <button
                  type="button"
                  className="btn btn-link text-danger p-0 icon-touch flex-shrink-0"
                  aria-label={shopUi().remove}
                  title={shopUi().removeItem(item.product_name)}
                  onClick={() => onRemove(item.id)}
                >
                  <StoreIcon name="remove" size={18} />
                </button>
              </div>
              <div className="d-flex justify-content-between align-items-start gap-2 mt-1">
                <QuantityStepper
                  value={item.quantity}
                  onChange={(q) => onQuantity(item.id, q)}
                  name={item.product_name}
                  pack={item.pack_multiple ?? 1}
                />
                <div className="text-end small">
                  <div className="text-muted money">
                    {shopUi().each(formatMoney(item.total_price))}
                    {item.offer > 0 && (
                      <span className="d-block cart-offer">{orderDeskMsg().offerOff(item.offer)}</span>
                    )}
                  </div>
                  <div className="fw-semibold money">
                    {formatMoney(lineNet(item.total_price, item.quantity, item.offer))}
                  </div>
                </div>
              </div>
              <SchemeLine quantity={item.quantity} item={item} day={day} />
            </li>
          ))}
        </ul>
      )}
      <div className="d-flex justify-content-between align-items-center border-top pt-3 mt-2">
        <span className="fw-semibold">{shopUi().total}</span>
        <span className="fw-bold money fs-5" data-testid="cart-total">
          {formatMoney(total)}
        </span>
      </div>
      {short > 0 && (
        <p className="alert alert-warning small mt-3 mb-0 py-2" role="status" data-testid="min-order-notice">
          {schemeMsg().belowMinimum(minOrder, short)}
        </p>
      )}
      {actionLabel && onAction && (
        <Button className="w-100 mt-3" size="lg" onClick={onAction} disabled={busy || short > 0 || outOfStock}>
          {busy ? <Spinner size="sm" role="status" aria-label={shopUi().working} /> : actionLabel}
        </Button>
      )}
    </section>
  );
}

/** The free goods a line earns and how many more earn the next ones ("Add 4 more for 1 free"); a line's pack size. */
function SchemeLine({ quantity, item, day }: { quantity: number; item: CartItem; day: string }) {
  const pack = item.pack_multiple ?? 1;
  const progress = schemeProgress(quantity, item.scheme, day, pack);
  if (progress.more === null && pack <= 1) return null;
  return (
    <div className="small mt-1 d-flex flex-wrap gap-2 align-items-center cart-scheme" data-testid="cart-scheme">
      {progress.free > 0 && (
        <span className="badge text-bg-success cart-free">{schemeMsg().freeGoods(progress.free)}</span>
      )}
      {progress.more !== null && progress.moreFree > 0 && (
        <span className="text-success-emphasis">{schemeMsg().addMoreForFree(progress.more, progress.moreFree)}</span>
      )}
      {pack > 1 && <span className="text-muted">{schemeMsg().packOf(pack)}</span>}
    </div>
  );
}

/**
 * Minus, the quantity (typed or stepped), plus. A typed 0, negative or empty quantity says why it is not taken
 * (the line keeps its quantity); one far above normal waits for a yes.
 */
function QuantityStepper({
  value,
  onChange,
  name,
  pack,
}: {
  value: number;
  onChange(q: number): void;
  name: string;
  pack: number;
}) {
  // What is typed while it is not (yet) the line's quantity; null shows the line's quantity.
  const [text, setText] = useState<string | null>(null);
  const check = text === null ? null : checkPackQuantity(text, pack, name);
  const noticeId = useId();
  const take = (next: string) => {
    const c = checkPackQuantity(next, pack, name);
    if (c.kind === 'ok') {
      onChange(c.quantity);
      setText(null);
    } else setText(next);
  };
  return (
    <div className="quantity-stepper-wrap">
      <div className="input-group input-group-sm quantity-stepper" role="group" aria-label={shopUi().quantityOf(name)}>
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={shopUi().decrease}
          disabled={value <= pack && text === null}
          onClick={() => take(String(Math.max(pack, Math.ceil(value / pack) * pack - pack)))}
        >
          <StoreIcon name="minus" size={16} />
        </button>
        <input
          className={`form-control text-center ${check?.kind === 'invalid' ? 'is-invalid' : ''}`}
          type="number"
          inputMode="numeric"
          min={pack}
          step={pack}
          aria-label={shopUi().quantity}
          aria-invalid={check?.kind === 'invalid'}
          aria-describedby={check && check.kind !== 'ok' ? noticeId : undefined}
          value={text ?? String(value)}
          onChange={(e) => take(e.target.value)}
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={shopUi().increase}
          onClick={() => take(String(Math.floor(value / pack) * pack + pack))}
        >
          <StoreIcon name="plus" size={16} />
        </button>
      </div>
      <QuantityNotice
        id={noticeId}
        check={check}
        confirmLabel={check?.kind === 'large' ? quantityMsg().keep(check.quantity) : ''}
        onConfirm={() => {
          if (check?.kind === 'large') onChange(check.quantity);
          setText(null);
        }}
        onCancel={() => setText(null)}
      />
    </div>
  );
}
