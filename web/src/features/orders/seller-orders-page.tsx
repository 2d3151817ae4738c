import { useEffect, useState } from 'react';
import { Button, Card, Form, Spinner, Table } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import {
  BREAKPOINT_COMPACT,
  BREAKPOINT_NARROW,
  DEFAULT_SORT_DIRECTION,
  ORDER_SEARCH_MIN_CHARS,
  ORDER_STATUS_FLOW,
  PAGE_SIZE,
  PRINT_ITEMS_KEY,
  formatDate,
  formatDateTime,
  formatMoney,
  formatTime,
  isOrderSearchable,
  type SELLER_UI,
  type Order,
  type OrderSortKey,
  type OrderStatus,
} from '@dawalink/shared';
import { MSG } from '../../lib/i18n';
import { orderDeskMsg } from '../../lib/i18n-order-desk';
import { sellerUi } from '../../lib/i18n-seller-ui';
import { shopUi } from '../../lib/shop-texts';
import { useSession } from '../../lib/session';
import { useSellerTimeZone } from '../../lib/seller-settings';
import { paths } from '../../lib/paths';
import { writeJson } from '../../lib/storage';
import { useWindowWidth } from '../../lib/use-window-width';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { StickySearch } from '../../components/sticky-search';
import { Pagination } from '../../components/pagination';
import { StatusBadge } from '../../components/status-badge';
import { EmptyState } from '../../components/empty-state';
import { IconButton, Icon } from '../../components/icon-button';
import { OrderDetailModal } from '../../components/order-detail-modal';
import { TickBox } from '../../components/tick-box';
import { UpdateStatusModal, type StatusTarget } from './update-status-modal';
import { OrderSettingsDialog } from './order-settings-dialog';
import { sellerOrderQueries, type OrderListView } from './orders-api';
import './seller-orders.css';

/** The orders screen's search bar sticks once a sixth of the window height is scrolled. */
const stickyThreshold = () => window.innerHeight / 6;
/** Wait for a pause in typing before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

/** The sorts the card layout offers in one select (the table sorts by its headers); labels in SELLER_UI.sortChoice. */
const SORT_CHOICES: Array<{ key: keyof typeof SELLER_UI.sortChoice; sort: OrderSortKey; dir: 'asc' | 'desc' }> = [
  { key: 'newest', sort: 'date', dir: 'desc' },
  { key: 'oldest', sort: 'date', dir: 'asc' },
  { key: 'totalHigh', sort: 'total', dir: 'desc' },
  { key: 'totalLow', sort: 'total', dir: 'asc' },
  { key: 'pendingFirst', sort: 'status', dir: 'asc' },
  { key: 'cancelFirst', sort: 'status', dir: 'desc' },
];
const sortValue = (v: { sort: OrderSortKey; dir: string }) => `${v.sort}-${v.dir}`;

const NO_ORDERS: Order[] = [];
const TIGHT_TABLE_PX = 768;

/**
 * The seller's Orders (/orders), the order desk: status tabs with counts, sorts by date, total and status, search
 * (an order number from one digit), several orders ticked for a status change or printing, 50 a page.
 */
export default function SellerOrdersPage() {
  const T = sellerUi();
  const { user } = useSession();
  const sellerId = user!.id;
  // Dates in the seller's zone, the days the dashboard counts; new orders refresh the list (app/seller-live-orders).
  const tz = useSellerTimeZone();
  const navigate = useNavigate();
  const width = useWindowWidth();
  const compact = width <= BREAKPOINT_COMPACT;
  // Ten columns need room: under 1000 px the username moves under the store, under 768 px the phone too and the
  // item count under the amount.
  const narrow = width < BREAKPOINT_NARROW;
  const tight = width < TIGHT_TABLE_PX;
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [view, setView] = useState<OrderListView>({ status: null, sort: 'date', dir: 'desc' });
  // Ticked orders, kept across pages and filters; their rows are remembered for the status dialog.
  const [ticked, setTicked] = useState<Map<number, StatusTarget>>(new Map());
  const [viewing, setViewing] = useState<number | null>(null);
  const [updating, setUpdating] = useState<number | null>(null);
  const [bulk, setBulk] = useState<StatusTarget[] | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);

  // A server search from three characters, or from one digit for an order number, once typing pauses; an emptied
  // box goes back at once, and too short a text keeps the last search.
  const typed = text.trim();
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const [term, setTerm] = useState('');
  if (typed === '' && term !== '') setTerm('');
  else if (typed !== '' && settled === typed && settled !== term && isOrderSearchable(settled)) setTerm(settled);

  const counts = useQuery(sellerOrderQueries.counts(sellerId));
  const pageQuery = useQuery({ ...sellerOrderQueries.page(sellerId, page, view), enabled: term === '' });
  const searchQuery = useQuery({ ...sellerOrderQueries.search(sellerId, term, view), enabled: term !== '' });
  const active = term === '' ? pageQuery : searchQuery;
  const orders = active.data ?? NO_ORDERS;
  const loading = active.isFetching || counts.isFetching;
  const shown = view.status ? counts.data?.by_status.find((s) => s.status === view.status)?.count : counts.data?.total;
  const pageCount = Math.ceil((shown ?? 0) / PAGE_SIZE);

  useEffect(() => {
    if (active.isError) {
      console.error('orders fetch failed', active.error);
      notify.error(MSG.errorOccurred);
    }
  }, [active.isError, active.error]);

  const changeView = (next: Partial<OrderListView>) => {
    setView((v) => ({ ...v, ...next }));
    setPage(1);
  };
  const sortBy = (sort: OrderSortKey) =>
    changeView(
      view.sort === sort ? { dir: view.dir === 'asc' ? 'desc' : 'asc' } : { sort, dir: DEFAULT_SORT_DIRECTION[sort] },
    );

  const toggle = (o: Order, on: boolean) =>
    setTicked((prev) => {
      const next = new Map(prev);
      if (on) next.set(o.id, o);
      else next.delete(o.id);
      return next;
    });
  const allTicked = orders.length > 0 && orders.every((o) => ticked.has(o.id));
  const toggleAll = (on: boolean) =>
    setTicked((prev) => {
      const next = new Map(prev);
      for (const o of orders) {
        if (on) next.set(o.id, o);
        else next.delete(o.id);
      }
      return next;
    });
  // A ticked order shows its latest status (after a change, the refreshed list has it).
  useEffect(() => {
    setTicked((prev) => {
      let changed = false;
      const next = new Map(prev);
      for (const o of orders) {
        const had = prev.get(o.id);
        if (had && had.status !== o.status) {
          next.set(o.id, o);
          changed = true;
        }
      }
      return changed ? next : prev;
    });
  }, [orders]);

  const needTicks = () => {
    if (ticked.size > 0) return true;
    notify.error(MSG.selectOrders);
    return false;
  };
  const onPrint = () => {
    if (!needTicks()) return;
    writeJson(PRINT_ITEMS_KEY, [...ticked.keys()]);
    navigate(paths.printOrders);
  };
  const onChangeStatus = () => {
    if (needTicks()) setBulk([...ticked.values()]);
  };

  const actions = (o: Order) => (
    <div className="d-inline-flex gap-1 action-buttons">
      <IconButton label={T.view} icon="view" onClick={() => setViewing(o.id)} />
      <IconButton label={T.updateStatus} icon="status" onClick={() => setUpdating(o.id)} />
    </div>
  );

  const sortHeader = (sort: OrderSortKey, label: string, className = '') => {
    const on = view.sort === sort;
    return (
      <th
        scope="col"
        className={className}
        aria-sort={on ? (view.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        <button type="button" className="sort-button" onClick={() => sortBy(sort)} title={T.sortBy[sort]}>
          {label}
          <span className={`sort-mark ${on ? 'on' : ''}`} aria-hidden="true">
            {on ? (view.dir === 'asc' ? '▲' : '▼') : '↕'}
          </span>
        </button>
      </th>
    );
  };

  const statusChoices: Array<{ value: OrderStatus | null; label: string; count: number | undefined }> = [
    { value: null, label: T.allStatuses, count: counts.data?.total },
    ...ORDER_STATUS_FLOW.map((s) => ({
      value: s,
      label: shopUi().statusLabel[s],
      count: counts.data?.by_status.find((b) => b.status === s)?.count,
    })),
  ];

  return (
    <main className="container-lg py-3 seller-page order-desk">
      <div className="d-flex align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0">{T.orders}</h1>
        {loading && <Spinner animation="border" size="sm" role="status" aria-label={T.loadingOrders} />}
        <Button
          variant="link"
          className="ms-auto d-inline-flex align-items-center gap-1 settings-link"
          onClick={() => setSettingsOpen(true)}
        >
          <Icon name="settings" /> {compact ? T.settings : orderDeskMsg().settingsTitle}
        </Button>
      </div>

      {compact ? (
        <div className="d-flex gap-2 mb-2">
          <Form.Select
            aria-label={T.statusFilter}
            value={view.status ?? ''}
            onChange={(e) => changeView({ status: (e.target.value || null) as OrderStatus | null })}
          >
            {statusChoices.map((c) => (
              <option key={c.label} value={c.value ?? ''}>
                {c.label}
                {c.count !== undefined ? ` (${c.count})` : ''}
              </option>
            ))}
          </Form.Select>
          <Form.Select
            aria-label={T.sortOrders}
            value={sortValue(view)}
            onChange={(e) => {
              const choice = SORT_CHOICES.find((c) => sortValue(c) === e.target.value)!;
              changeView({ sort: choice.sort, dir: choice.dir });
            }}
          >
            {SORT_CHOICES.map((c) => (
              <option key={sortValue(c)} value={sortValue(c)}>
                {T.sortChoice[c.key]}
              </option>
            ))}
          </Form.Select>
        </div>
      ) : (
        <div className="status-tabs mb-2" role="group" aria-label={T.statusFilter}>
          {statusChoices.map((c) => (
            <Button
              key={c.label}
              size="sm"
              variant={view.status === c.value ? 'primary' : 'outline-secondary'}
              aria-pressed={view.status === c.value}
              onClick={() => changeView({ status: c.value })}
            >
              {c.label} {c.count !== undefined && <span className="status-count tabular">{c.count}</span>}
            </Button>
          ))}
        </div>
      )}

      <StickySearch threshold={stickyThreshold}>
        <div className="d-flex gap-2 align-items-center">
          <Form.Control
            type="search"
            placeholder={T.searchOrders}
            aria-label={T.searchOrdersLabel}
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
          />
          <Button
            variant="outline-primary"
            onClick={onChangeStatus}
            className="d-inline-flex align-items-center gap-1 flex-shrink-0"
          >
            <Icon name="status" /> {compact ? T.statusShort : orderDeskMsg().changeStatus}
          </Button>
          <Button
            variant="outline-primary"
            onClick={onPrint}
            className="d-inline-flex align-items-center gap-1 flex-shrink-0"
          >
            <Icon name="print" /> {T.print}
          </Button>
        </div>
        {text.trim() !== '' && !isOrderSearchable(text) && (
          <div className="small text-muted mt-1">{T.searchHint(ORDER_SEARCH_MIN_CHARS)}</div>
        )}
        {ticked.size > 0 && (
          <div className="small mt-1 d-flex align-items-center gap-2" role="status">
            <span>{orderDeskMsg().selectedCount(ticked.size)}</span>
            <Button variant="link" size="sm" className="p-0" onClick={() => setTicked(new Map())}>
              {T.clearSelection}
            </Button>
          </div>
        )}
      </StickySearch>

      {active.isPending ? null : orders.length === 0 ? (
        <EmptyState text={term || view.status ? MSG.noDataFound : MSG.noOrdersPlaced} />
      ) : compact ? (
        <ul className="list-unstyled order-cards mb-0" aria-label={T.orders}>
          {orders.map((o) => (
            <li key={o.id}>
              <Card className="mb-2 order-card">
                <Card.Body className="p-3">
                  <div className="d-flex justify-content-between align-items-start gap-2">
                    <TickBox
                      id={`tick-${o.id}`}
                      label={T.selectOrder(o.id)}
                      checked={ticked.has(o.id)}
                      onChange={(on) => toggle(o, on)}
                    />
                    <div className="flex-grow-1 min-w-0">
                      <div className="fw-semibold text-break" dir="auto">
                        {o.store}
                      </div>
                      <div className="small text-muted">
                        {T.orderNo(o.id)} · {o.phone_no}
                      </div>
                      <div className="small text-muted tabular">{formatDateTime(o.order_Date, tz)}</div>
                    </div>
                    <StatusBadge status={o.status} />
                  </div>
                  <div className="d-flex justify-content-between align-items-center mt-2">
                    <div>
                      <div className="money fw-semibold">{formatMoney(o.total)}</div>
                      <div className="small text-muted">{T.items(o.totalItems)}</div>
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
          <caption className="visually-hidden">{T.orders}</caption>
          <thead>
            <tr>
              <th scope="col" className="tick-cell">
                <TickBox id="tick-all" label={T.selectAllOrders} checked={allTicked} onChange={toggleAll} />
              </th>
              <th scope="col">{T.column.no}</th>
              {sortHeader('date', T.column.date)}
              <th scope="col">{T.column.store}</th>
              {!narrow && <th scope="col">{T.column.username}</th>}
              {!tight && <th scope="col">{T.column.phone}</th>}
              {!tight && (
                <th scope="col" className="text-end">
                  {T.column.items}
                </th>
              )}
              {sortHeader('total', T.column.tp, 'text-end')}
              {sortHeader('status', T.column.status)}
              <th scope="col" className="text-end">
                {T.column.action}
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id}>
                <td className="tick-cell">
                  <TickBox
                    id={`tick-${o.id}`}
                    label={T.selectOrder(o.id)}
                    checked={ticked.has(o.id)}
                    onChange={(on) => toggle(o, on)}
                  />
                </td>
                <td className="tabular">{o.id}</td>
                <td className="tabular date-cell">
                  <span className="d-block">{formatDate(o.order_Date, tz)}</span>
                  <span className="small text-muted">{formatTime(o.order_Date, tz)}</span>
                </td>
                <td>
                  <bdi>{o.store}</bdi>
                  {narrow && <span className="d-block small text-muted">{o.retailer_name}</span>}
                  {tight && <span className="d-block small text-muted">{o.phone_no}</span>}
                </td>
                {!narrow && <td>{o.retailer_name}</td>}
                {!tight && <td className="text-nowrap">{o.phone_no}</td>}
                {!tight && <td className="text-end tabular">{o.totalItems}</td>}
                <td className="text-end money-cell">
                  {formatMoney(o.total)}
                  {tight && <span className="d-block small text-muted">{T.items(o.totalItems)}</span>}
                </td>
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
      <UpdateStatusModal orders={bulk} onClose={() => setBulk(null)} />
      <OrderSettingsDialog show={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </main>
  );
}
