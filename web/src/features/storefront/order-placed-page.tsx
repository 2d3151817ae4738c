import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';

import { paths } from '../../lib/paths';
import { Logo } from '../../components/logo';
import { PageSpinner } from '../../components/page-spinner';
import { orderQueries } from '../../lib/order-queries';
import { OrderSummary } from './order-summary';
import type { PlacedOrder } from './storefront-api';

import { WhatsAppLink } from '../../components/whatsapp-share';
import { MSG } from '../../lib/i18n';
import { moneyMsg } from '../../lib/i18n-money';
import { quickOrderMsg } from '../../lib/i18n-quick-order';
import { storefrontMsg } from '../../lib/i18n-storefront';
import { UI } from '../../lib/i18n';
import { shopUi } from '../../lib/shop-texts';

/**
 * "Order Placed Successfully" with what was ordered as the server recorded it (number, lines, total), the seller's
 * phone and what happens next. It stays until the buyer moves on: a page that leaves by itself after 5 s takes the
 * order number away before it has been read.
 */
export default function OrderPlacedPage() {
  const { url = '' } = useParams();
  const state = useLocation().state as { orderId?: number; credit?: PlacedOrder['credit'] } | null;
  const orderId = state?.orderId;
  const credit = state?.credit;
  const details = useQuery({ ...orderQueries.details(orderId ?? 0), enabled: orderId !== undefined });
  const order = details.data?.order_details[0];
  const seller = details.data?.seller;

  return (
    <main className="container">
      <div className="page-card auth-card checkout-wide">
        <div className="text-center">
          <Logo size={40} withName={false} />
          <h1 className="h4 mt-3">{MSG.orderPlaced}</h1>
          {orderId !== undefined && (
            <p className="fs-5 fw-semibold mb-3" data-testid="order-number">
              {storefrontMsg().orderNumber(orderId)}
            </p>
          )}
        </div>
        {credit && (
          <div
            className={`alert ${credit.warning ? 'alert-warning' : 'alert-info'} py-2`}
            role="status"
            data-testid="credit-position"
          >
            {credit.warning ?? moneyMsg().creditPosition(credit.balance, credit.limit)}
          </div>
        )}
        {orderId === undefined ? (
          <p className="text-muted text-center">{storefrontMsg().orderPlacedUnknown}</p>
        ) : details.isPending ? (
          <PageSpinner label={shopUi().loadingYourOrder} />
        ) : order && seller ? (
          <>
            <OrderSummary
              store={seller.busniess_name}
              lines={details.data!.order_items.map((i) => ({
                key: i.id,
                name: i.productName,
                quantity: i.quantity,
                free: i.bonus_quantity,
                net: i.net,
              }))}
              total={order.total}
            />
            <h2 className="h6 fw-bold mt-3 mb-1">{storefrontMsg().whatHappensNext}</h2>
            <p className="mb-2">{storefrontMsg().orderNextSteps(seller.busniess_name)}</p>
            <p className="mb-3">
              {storefrontMsg().orderCallSeller}{' '}
              <a href={`tel:${seller.phone}`} className="fw-semibold text-nowrap">
                {seller.phone}
              </a>
            </p>
          </>
        ) : (
          <p className="text-muted text-center">{storefrontMsg().orderPlacedUnknown}</p>
        )}
        <div className="d-flex justify-content-center gap-2 flex-wrap">
          {order && seller && details.data && (
            <WhatsAppLink
              label={quickOrderMsg().shareOnWhatsApp}
              text={quickOrderMsg().orderText({
                id: order.id,
                store: seller.busniess_name,
                total: order.total,
                lines: details.data.order_items.map((i) => ({ product_name: i.productName, quantity: i.quantity })),
              })}
            />
          )}
          <Link className="btn btn-primary" to={paths.retailerOrders}>
            {UI.nav.myOrders}
          </Link>
          {url && (
            <Link className="btn btn-outline-primary" to={paths.store(url)}>
              {shopUi().backToStore}
            </Link>
          )}
        </div>
      </div>
    </main>
  );
}
