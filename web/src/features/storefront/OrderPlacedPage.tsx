import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { MSG, REDIRECT_COUNTDOWN_S, STOREFRONT_MSG } from '@dawalink/shared';
import { paths } from '../../lib/paths';
import { Logo } from '../../components/Logo';

/** "Order Placed Successfully", then the orders page after a 5-second countdown. */
export default function OrderPlacedPage() {
  const { url = '' } = useParams();
  const navigate = useNavigate();
  const orderId = (useLocation().state as { orderId?: number } | null)?.orderId;
  const [seconds, setSeconds] = useState(REDIRECT_COUNTDOWN_S);

  useEffect(() => {
    if (seconds <= 0) {
      navigate(paths.retailerOrders, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, navigate]);

  return (
    <main className="container">
      <div className="page-card auth-card text-center">
        <Logo size={40} withName={false} />
        <h1 className="h4 mt-3">{MSG.orderPlaced}</h1>
        {orderId !== undefined && <p className="mb-1">Order No. {orderId}</p>}
        <p className="countdown mb-0" aria-hidden="true">
          {seconds}
        </p>
        <p className="text-muted" role="status">
          {STOREFRONT_MSG.redirectIn(seconds)}
        </p>
        <div className="d-flex justify-content-center gap-2 flex-wrap">
          <Link className="btn btn-primary" to={paths.retailerOrders}>
            My Orders
          </Link>
          {url && (
            <Link className="btn btn-outline-primary" to={paths.store(url)}>
              Back to the store
            </Link>
          )}
        </div>
      </div>
    </main>
  );
}
