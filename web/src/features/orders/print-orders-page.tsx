import { Alert, Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import { PRINT_ITEMS_KEY } from '@dawalink/shared';
import { MSG } from '../../lib/i18n';
import { orderDeskMsg } from '../../lib/i18n-order-desk';
import { sellerUi } from '../../lib/i18n-seller-ui';
import { readJson } from '../../lib/storage';
import { paths } from '../../lib/paths';
import { orderQueries } from '../../lib/order-queries';
import { OrderSlip } from '../../components/order-slip';
import { PageSpinner } from '../../components/page-spinner';
import { Icon } from '../../components/icon-button';
import '../../components/order-print.css';

/** The ticked order ids the orders screen saved; anything else in the key is ignored. */
function savedIds(): number[] {
  const raw = readJson<unknown>(PRINT_ITEMS_KEY, []);
  if (!Array.isArray(raw)) return [];
  return [...new Set(raw.map(Number).filter((n) => Number.isInteger(n) && n > 0))];
}

/**
 * /printorders: a slip per ticked order to hand over with the goods. The seller looks them over and starts printing
 * with the Print button (a print dialog that opened by itself, and a page that left after 5 s, gave no time to check).
 * On paper short slips share a page; a slip moves to the next page whole rather than split.
 */
export default function PrintOrdersPage() {
  const ids = savedIds();
  const results = useQueries({ queries: ids.map((id) => ({ ...orderQueries.details(id), staleTime: 0 })) });
  const done = results.every((r) => !r.isPending);
  const slips = results.flatMap((r) =>
    r.data?.order_details[0]
      ? [{ order: r.data.order_details[0], items: r.data.order_items, seller: r.data.seller }]
      : [],
  );
  const failed = results.filter((r) => r.isError).length;

  return (
    <main className="print-page container py-3">
      <div className="print-toolbar no-print d-flex flex-wrap align-items-center gap-2">
        <Link to={paths.sellerOrders}>{sellerUi().backToOrders}</Link>
        {slips.length > 0 && (
          <>
            <span className="small text-muted ms-auto">{sellerUi().slips(slips.length)}</span>
            <Button onClick={() => window.print()} className="d-inline-flex align-items-center gap-1">
              <Icon name="print" /> {orderDeskMsg().printSlips}
            </Button>
          </>
        )}
      </div>
      {ids.length === 0 && <Alert variant="warning">{MSG.selectOrders}</Alert>}
      {failed > 0 && (
        <Alert variant="danger" className="no-print">
          {MSG.errorOccurred}
        </Alert>
      )}
      {!done ? (
        <PageSpinner label={sellerUi().loadingOrders} />
      ) : (
        slips.map(({ order, items, seller }) => (
          <div key={order.id} className="slip-sheet">
            <OrderSlip order={order} items={items} seller={seller} headingId={`slip-${order.id}`} />
          </div>
        ))
      )}
    </main>
  );
}
