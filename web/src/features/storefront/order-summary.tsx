import { formatMoney, lineNet, linesNetTotal } from '@dawalink/shared';
import { storefrontMsg } from '../../lib/i18n-storefront';
import { shopUi } from '../../lib/shop-texts';
import { schemeMsg } from '../../lib/i18n-scheme';

interface SummaryLine {
  key: number;
  name: string;
  quantity: number;
  /** Free goods the line earns (0: none). */
  free?: number;
  /** The line's amount after the offer. */
  net: number;
}

/**
 * What an order commits to: the store, each line with its quantity and net amount, and the total. Shown beside
 * "Register and Place Order" (from the cart) and on the order-placed page (from the server's order).
 */
export function OrderSummary({
  store,
  lines,
  total,
  title,
}: {
  store: string;
  lines: SummaryLine[];
  total: number;
  title?: string;
}) {
  return (
    <section className="order-summary" aria-label={storefrontMsg().yourOrder}>
      <h2 className="h6 mb-2">{title ?? storefrontMsg().orderingFrom(store)}</h2>
      <ul className="list-unstyled mb-0 order-summary-lines">
        {lines.map((line) => (
          <li key={line.key} className="d-flex justify-content-between gap-2">
            <span className="text-break">
              {line.name} <span className="text-muted tabular">× {line.quantity}</span>
              {line.free ? (
                <span className="badge text-bg-success ms-1">{schemeMsg().freeGoods(line.free)}</span>
              ) : null}
            </span>
            <span className="money text-nowrap">{formatMoney(line.net)}</span>
          </li>
        ))}
      </ul>
      <div className="d-flex justify-content-between border-top pt-2 mt-2 fw-semibold">
        <span>
          {shopUi().total}{' '}
          <span className="text-muted fw-normal small">({storefrontMsg().lineCount(lines.length)})</span>
        </span>
        <span className="money" data-testid="summary-total">
          {formatMoney(total)}
        </span>
      </div>
    </section>
  );
}

/** A cart's lines and total as the server will charge them (quantity x T.P less the offer, added in paisa). */
export function cartSummary(
  items: Array<{ id: number; product_name: string; quantity: number; total_price: number; offer: number }>,
) {
  const lines: SummaryLine[] = items.map((i) => ({
    key: i.id,
    name: i.product_name,
    quantity: i.quantity,
    net: lineNet(i.total_price, i.quantity, i.offer),
  }));
  const total = linesNetTotal(items.map((i) => ({ price: i.total_price, quantity: i.quantity, offer: i.offer })));
  return { lines, total };
}
