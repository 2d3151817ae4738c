import { useEffect, useState } from 'react';
import { Button, Card, Form, Spinner, Table } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import {
  BREAKPOINT_COMPACT,
  MSG,
  ORDER_SEARCH_MIN_CHARS,
  PAGE_SIZE,
  PRINT_ITEMS_KEY,
  formatMoney,
  type Order,
} from '@dawalink/shared';
import { useSession } from '../../lib/session';
import { paths } from '../../lib/paths';
import { writeJson } from '../../lib/storage';
import { useWindowWidth } from '../../lib/use-window-width';
import { StickySearch } from '../../components/StickySearch';
import { Pagination } from '../../components/Pagination';
import { StatusBadge } from '../../components/StatusBadge';
import { EmptyState } from '../../components/EmptyState';
import { IconButton, Icon } from '../../components/IconButton';
import { OrderDetailModal } from '../../components/OrderDetailModal';
import { TickBox } from '../../components/TickBox';
import { UpdateStatusModal } from './UpdateStatusModal';
import { sellerOrderQueries } from './seller-order-queries';
import { useLiveOrders } from './useLiveOrders';
import './seller-orders.css';

/** The orders screen's search bar sticks once a sixth of the window height is scrolled. */
const stickyThreshold = () => window.innerHeight / 6;
/** Wait for a pause in typing before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

/** The seller's Orders (/orders): newest first, 50 a page, search, status, view and print. */
export default function SellerOrdersPage() {
  // New orders arrive without reloading: a toast and a refreshed list.
  useLiveOrders();
  const { user } = useSession();
  const sellerId = user!.id;
  const navigate = useNavigate();
  const compact = useWindowWidth() <= BREAKPOINT_COMPACT;
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [viewing, setViewing] = useState<number | null>(null);
  const [updating, setUpdating] = useState<number | null>(null);

  // A server search from three characters; an emptied box goes back to the normal page.
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === '') {
      setTerm('');
      return;
    }
    if (trimmed.length < ORDER_SEARCH_MIN_CHARS) return;
    const timer = window.setTimeout(() => setTerm(trimmed), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const count = useQuery(sellerOrderQueries.count(sellerId));
  const pageQuery = useQuery({ ...sellerOrderQueries.page(sellerId, page), enabled: term === '' });
  const searchQuery = useQuery({ ...sellerOrderQueries.search(sellerId, term), enabled: term !== '' });
  const active = term === '' ? pageQuery : searchQuery;
  const orders = active.data ?? [];
  const loading = active.isFetching || count.isFetching;
  const pageCount = Math.ceil((count.data ?? 0) / PAGE_SIZE);

  useEffect(() => {
    if (active.isError) {
      console.error('orders fetch failed', active.error);
      toast.error(MSG.errorOccurred);
    }
  }, [active.isError, active.error]);

  const toggle = (id: number, on: boolean) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allTicked = orders.length > 0 && orders.every((o) => ticked.has(o.id));
  const toggleAll = (on: boolean) =>
    setTicked((prev) => {
      const next = new Set(prev);
      for (const o of orders) {
        if (on) next.add(o.id);
        else next.delete(o.id);
      }
      return next;
    });

  const onPrint = () => {
    if (ticked.size === 0) {
      toast.error(MSG.selectOrders);
      return;
    }
    writeJson(PRINT_ITEMS_KEY, [...ticked]);
    navigate(paths.printOrders);
  };

  const actions = (o: Order) => (
    <div className="d-inline-flex gap-1 action-buttons">
      <IconButton label="View" icon="view" onClick={() => setViewing(o.id)} />
      <IconButton label="Update Status" icon="status" onClick={() => setUpdating(o.id)} />
    </div>
  );

  return (
    <main className="container-lg py-3 seller-page">
      <div className="d-flex align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0">Orders</h1>
        {loading && <Spinner animation="border" size="sm" role="status" aria-label="Loading orders" />}
      </div>
      <StickySearch threshold={stickyThreshold}>
        <div className="d-flex gap-2 align-items-center">
          <Form.Control
            type="search"
            placeholder="Search by store, username, phone or order no"
            aria-label="Search Orders"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
          />
          <Button variant="outline-primary" onClick={onPrint} className="d-inline-flex align-items-center gap-1 flex-shrink-0">
            <Icon name="print" /> Print
          </Button>
        </div>
        {text.trim() !== '' && text.trim().length < ORDER_SEARCH_MIN_CHARS && (
          <div className="small text-muted mt-1">Type at least {ORDER_SEARCH_MIN_CHARS} characters to search</div>
        )}
      </StickySearch>

      {active.isPending ? null : orders.length === 0 ? (
        <EmptyState text={term ? MSG.noDataFound : MSG.noOrdersPlaced} />
      ) : compact ? (
        <ul className="list-unstyled order-cards mb-0" aria-label="Orders">
          {orders.map((o) => (
            <li key={o.id}>
              <Card className="mb-2 order-card">
                <Card.Body className="p-3">
                  <div className="d-flex justify-content-between align-items-start gap-2">
                    <TickBox id={`tick-${o.id}`} label={`Select order ${o.id}`} checked={ticked.has(o.id)} onChange={(on) => toggle(o.id, on)} />
                    <div className="flex-grow-1 min-w-0">
                      <div className="fw-semibold text-break">{o.store}</div>
                      <div className="small text-muted">
                        No {o.id} · {o.phone_no}
                      </div>
                    </div>
                    <StatusBadge status={o.status} />
                  </div>
                  <div className="d-flex justify-content-between align-items-center mt-2">
                    <div>
                      <div className="money fw-semibold">{formatMoney(o.total)}</div>
                      <div className="small text-muted">
                        {o.totalItems} item{o.totalItems === 1 ? '' : 's'}
                      </div>
                    </div>
                    {actions(o)}
                  </div>
                </Card.Body>
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <Table hover className="align-middle bg-white orders-table">
          <caption className="visually-hidden">Orders</caption>
          <thead>
            <tr>
              <th scope="col" className="tick-cell">
                <TickBox id="tick-all" label="Select all orders on this page" checked={allTicked} onChange={toggleAll} />
              </th>
              <th scope="col">No</th>
              <th scope="col">Store</th>
              <th scope="col">Username</th>
              <th scope="col">Phone</th>
              <th scope="col" className="text-end">
                T.P
              </th>
              <th scope="col">Status</th>
              <th scope="col" className="text-end">
                Action
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id}>
                <td className="tick-cell">
                  <TickBox id={`tick-${o.id}`} label={`Select order ${o.id}`} checked={ticked.has(o.id)} onChange={(on) => toggle(o.id, on)} />
                </td>
                <td className="tabular">{o.id}</td>
                <td>{o.store}</td>
                <td>{o.retailer_name}</td>
                <td className="text-nowrap">{o.phone_no}</td>
                <td className="text-end money-cell">{formatMoney(o.total)}</td>
                <td>
                  <StatusBadge status={o.status} />
                </td>
                <td className="text-end text-nowrap">{actions(o)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {term === '' && (
        <Pagination
          page={page}
          pageCount={pageCount}
          onPage={(next) => {
            setPage(next);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
      <OrderDetailModal orderId={viewing} show={viewing !== null} onHide={() => setViewing(null)} />
      <UpdateStatusModal orderId={updating} onClose={() => setUpdating(null)} />
    </main>
  );
}
