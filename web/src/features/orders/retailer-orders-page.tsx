import { useEffect, useState } from 'react';
import { Button, Card, Form, Spinner, Table } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import {
  BREAKPOINT_COMPACT,
  BREAKPOINT_NARROW,
  formatDate,
  formatMoney,
  ORDER_SEARCH_MIN_CHARS,
  PAGE_SIZE,
  type Order,
} from '@dawalink/shared';

import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useWindowWidth } from '../../lib/use-window-width';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { fillCartFromOrder } from '../../lib/reorder';
import { paths } from '../../lib/paths';
import { OrderDetailModal } from '../../components/order-detail-modal';
import { IconButton } from '../../components/icon-button';
import { Pagination } from '../../components/pagination';
import { StatusBadge } from '../../components/status-badge';
import { StickySearch } from '../../components/sticky-search';
import { EmptyState } from '../../components/empty-state';
import { PageSpinner } from '../../components/page-spinner';
import { retailerOrderQueries } from './orders-api';
import { UI } from '../../lib/i18n';
import { shopUi } from '../../lib/shop-texts';
import { partsUi } from '../../lib/i18n-parts';
import { storefrontMsg } from '../../lib/i18n-storefront';
import { PendingOrders } from '../../components/pending-orders';

/** The orders screen's search sticks after one sixth of the window height (spec, seller side). */
const oneSixthOfWindow = () => window.innerHeight / 6;

/** My Orders: the retailer's own orders (optionally with one store), searchable, 50 a page, with details. */
export default function RetailerOrdersPage() {
  const { user } = useSession();
  const { store = '' } = useParams();
  const navigate = useNavigate();
  const width = useWindowWidth();
  const cards = width <= BREAKPOINT_COMPACT;
  const narrow = width < BREAKPOINT_NARROW;
  const retailerId = user?.id ?? 0;

  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  // The server searches from 3 characters (or an order number), like the seller's orders screen.
  const searching = term.length >= ORDER_SEARCH_MIN_CHARS || /^#?\d+$/.test(term);
  const [viewing, setViewing] = useState<number | null>(null);
  const [reordering, setReordering] = useState<number | null>(null);

  useEffect(() => setPage(1), [store]);

  const count = useQuery({ ...retailerOrderQueries.count(retailerId, store), enabled: retailerId > 0 });
  const list = useQuery({
    ...retailerOrderQueries.page(retailerId, store, page),
    enabled: retailerId > 0 && !searching,
    placeholderData: keepPreviousData,
  });
  const found = useQuery({
    ...retailerOrderQueries.search(retailerId, store, term),
    enabled: retailerId > 0 && searching,
  });
  const active = searching ? found : list;
  const orders = active.data ?? [];
  const pageCount = Math.ceil((count.data ?? 0) / PAGE_SIZE);

  const orderAgain = async (order: Order) => {
    setReordering(order.id);
    try {
      const r = await fillCartFromOrder(order.id);
      if (!r) {
        notify.warning(storefrontMsg().reorderNothing);
        return;
      }
      // One notice: what was left out matters more than that the rest is in the cart.
      if (r.missing.length > 0) notify.warning(storefrontMsg().linesDropped(r.missing));
      else notify.success(storefrontMsg().reorderFilled);
      navigate(paths.store(r.url));
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setReordering(null);
    }
  };

  const actions = (order: Order) => (
    <div className="d-flex gap-2 justify-content-end flex-wrap">
      <IconButton label={shopUi().view} icon="view" onClick={() => setViewing(order.id)} />
      <Button
        size="sm"
        variant="outline-secondary"
        className="reorder-btn"
        disabled={reordering === order.id}
        onClick={() => void orderAgain(order)}
      >
        {reordering === order.id ? (
          <Spinner size="sm" role="status" aria-label={shopUi().fillingCart} />
        ) : (
          storefrontMsg().orderAgain
        )}
      </Button>
    </div>
  );

  return (
    <main className="container py-4">
      <div className="d-flex align-items-center justify-content-between flex-wrap gap-2 mb-2">
        <h1 className="h3 mb-0">
          {UI.nav.myOrders}
          {store && <span className="text-muted fs-5"> · {store}</span>}
          {active.isFetching && (
            <Spinner size="sm" className="ms-2" role="status" aria-label={shopUi().loadingOrders} />
          )}
        </h1>
        {store && <Link to={paths.retailerOrders}>{shopUi().allOrders}</Link>}
      </div>
      <PendingOrders retailerId={user?.type === 'retailer' ? user.id : null} />
      <StickySearch threshold={oneSixthOfWindow}>
        <Form.Control
          type="search"
          aria-label={shopUi().search}
          placeholder={shopUi().searchOrders}
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.target.value)}
        />
      </StickySearch>

      {active.isPending && !active.data ? (
        <PageSpinner label={shopUi().loadingOrders} />
      ) : active.isError ? (
        <p className="text-danger">{errorMessage(active.error)}</p>
      ) : orders.length === 0 ? (
        <div className="page-card mt-2">
          <EmptyState text={searching ? 'No Data Found' : storefrontMsg().noOrdersPlaced} />
        </div>
      ) : cards ? (
        <ul className="list-unstyled mt-2 d-flex flex-column gap-2 order-cards" aria-label={UI.nav.orders}>
          {orders.map((o) => (
            <li key={o.id} style={{ minWidth: 0 }}>
              <Card className="order-card">
                <Card.Body className="p-3">
                  <div className="d-flex justify-content-between align-items-start gap-2">
                    <div>
                      <div className="fw-semibold">{o.seller_store}</div>
                      <div className="small text-muted">
                        {shopUi().orderNo(o.id)} · {formatDate(o.order_Date)}
                      </div>
                    </div>
                    <StatusBadge status={o.status} />
                  </div>
                  <div className="small mt-1 text-truncate">{o.products}</div>
                  {o.booked_by && <div className="small text-muted">{partsUi().bookedBy(o.booked_by)}</div>}
                  <div className="d-flex justify-content-between align-items-center mt-2">
                    <span className="small text-muted">
                      {shopUi().items(o.totalItems)} · {o.seller_phone_no}
                    </span>
                    <span className="fw-bold money">{formatMoney(o.total)}</span>
                  </div>
                  <div className="mt-2">{actions(o)}</div>
                </Card.Body>
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <div className="page-card p-0 mt-2 table-responsive">
          <Table hover className="mb-0 align-middle bg-white">
            <caption className="visually-hidden">{UI.nav.myOrders}</caption>
            <thead>
              <tr>
                <th scope="col">{shopUi().no}</th>
                <th scope="col">{shopUi().store}</th>
                {!narrow && <th scope="col">{shopUi().products}</th>}
                {!narrow && (
                  <th scope="col" className="text-end">
                    {shopUi().itemsHeading}
                  </th>
                )}
                <th scope="col" className="text-end">
                  {shopUi().tp}
                </th>
                {!narrow && <th scope="col">{shopUi().date}</th>}
                <th scope="col">{shopUi().status}</th>
                <th scope="col" className="text-end">
                  {shopUi().action}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id}>
                  <td className="tabular">
                    {o.id}
                    {narrow && <div className="small text-muted text-nowrap">{formatDate(o.order_Date)}</div>}
                  </td>
                  <td>
                    <div className="fw-semibold">{o.seller_store}</div>
                    <div className="small text-muted">{o.seller_phone_no}</div>
                    {o.booked_by && <div className="small text-muted">{partsUi().bookedBy(o.booked_by)}</div>}
                  </td>
                  {!narrow && (
                    <td className="small text-muted" style={{ maxWidth: 260 }}>
                      <span className="d-inline-block text-truncate" style={{ maxWidth: 260 }} title={o.products}>
                        {o.products}
                      </span>
                    </td>
                  )}
                  {!narrow && <td className="text-end tabular">{o.totalItems}</td>}
                  <td className="text-end money-cell">{formatMoney(o.total)}</td>
                  {!narrow && <td className="tabular">{formatDate(o.order_Date)}</td>}
                  <td>
                    <StatusBadge status={o.status} />
                  </td>
                  <td>{actions(o)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      {!searching && <Pagination page={page} pageCount={pageCount} onPage={setPage} />}
      <OrderDetailModal orderId={viewing} show={viewing !== null} onHide={() => setViewing(null)} />
    </main>
  );
}
