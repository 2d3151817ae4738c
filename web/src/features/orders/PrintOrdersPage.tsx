import { useEffect } from 'react';
import { Alert } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import { MSG, PRINT_ITEMS_KEY, REDIRECT_COUNTDOWN_S } from '@dawalink/shared';
import { readJson } from '../../lib/storage';
import { paths } from '../../lib/paths';
import { orderQueries } from '../../components/OrderDetailModal';
import { OrderSlip } from '../../components/OrderSlip';
import { PageSpinner } from '../../components/PageSpinner';
import '../../components/order-print.css';

/** The ticked order ids the orders screen saved; anything else in the key is ignored. */
function savedIds(): number[] {
  const raw = readJson<unknown>(PRINT_ITEMS_KEY, []);
  if (!Array.isArray(raw)) return [];
  return [...new Set(raw.map(Number).filter((n) => Number.isInteger(n) && n > 0))];
}

/** /printorders: one A4 slip per ticked order, the print dialog, then back to /orders after 5 s. */
export default function PrintOrdersPage() {
  const navigate = useNavigate();
  const ids = savedIds();
  const results = useQueries({ queries: ids.map((id) => ({ ...orderQueries.details(id), staleTime: 0 })) });
  const done = results.every((r) => !r.isPending);
  const slips = results.flatMap((r) => (r.data?.order_details[0] ? [{ order: r.data.order_details[0], items: r.data.order_items }] : []));
  const failed = results.filter((r) => r.isError).length;

  useEffect(() => {
    if (!done) return;
    const printTimer = ids.length > 0 ? window.setTimeout(() => window.print(), 300) : undefined;
    const backTimer = window.setTimeout(() => navigate(paths.sellerOrders), REDIRECT_COUNTDOWN_S * 1000);
    return () => {
      window.clearTimeout(printTimer);
      window.clearTimeout(backTimer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run once, when every order has loaded
  }, [done]);

  return (
    <main className="print-page container py-3">
      <p className="no-print small">
        <Link to={paths.sellerOrders}>Back to Orders</Link>
      </p>
      {ids.length === 0 && <Alert variant="warning">{MSG.selectOrders}</Alert>}
      {failed > 0 && <Alert variant="danger" className="no-print">{MSG.errorOccurred}</Alert>}
      {!done ? (
        <PageSpinner label="Loading orders" />
      ) : (
        slips.map(({ order, items }) => (
          <div key={order.id} className="slip-sheet mb-4">
            <OrderSlip order={order} items={items} headingId={`slip-${order.id}`} />
          </div>
        ))
      )}
    </main>
  );
}
