import { lazy, Suspense, useState } from 'react';
import { Button, Card, Form, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BREAKPOINT_COMPACT, formatDate, MSG, RECEIVABLES_OPENING_SORT, type Receivable } from '@dawalink/shared';
import { errorMessage } from '../../lib/api';
import { moneyPaths } from '../../lib/money-paths';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useWindowWidth } from '../../lib/use-window-width';
import { useSellerTimeZone } from '../../lib/seller-settings';
import { Money } from '../../components/money';
import { EmptyState } from '../../components/empty-state';
import { PageSpinner } from '../../components/page-spinner';
import { Pagination } from '../../components/pagination';
import { moneyQueries, RECEIVABLES_PAGE, type ReceivablesView } from './money-api';
import { AgeingBar } from '../../components/ageing-bar';
import { moneyMessages, moneyText } from './money-text';
import './money.css';

// The settings form (react-hook-form, zod and the settings schemas) loads when first opened, not with the list.
const MoneySettingsDialog = lazy(() =>
  import('./money-settings-dialog').then((m) => ({ default: m.MoneySettingsDialog })),
);

const SORTS: Array<{
  value: ReceivablesView['sort'];
  label: 'sortBalance' | 'sortOverdue' | 'sortName' | 'sortLastPayment';
}> = [
  { value: 'balance', label: 'sortBalance' },
  { value: 'overdue', label: 'sortOverdue' },
  { value: 'name', label: 'sortName' },
  { value: 'last_payment', label: 'sortLastPayment' },
];

/** Seller: every retailer's balance, overdue and ageing, with the totals on top. */
export default function ReceivablesPage() {
  const T = moneyText();
  const M = moneyMessages();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const [overdue, setOverdue] = useState(false);
  const [sort, setSort] = useState<ReceivablesView['sort']>(RECEIVABLES_OPENING_SORT.sort);
  const [dir, setDir] = useState<ReceivablesView['dir']>(RECEIVABLES_OPENING_SORT.dir);
  const [page, setPage] = useState(1);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const view: ReceivablesView = { q, overdue, sort, dir, page };
  const query = useQuery(moneyQueries.receivables(view));
  const compact = useWindowWidth() <= BREAKPOINT_COMPACT;
  const tz = useSellerTimeZone();
  const data = query.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / RECEIVABLES_PAGE)) : 1;
  const reset = () => setPage(1);

  return (
    <main className="container py-4 money-page">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">{T.receivables}</h1>
        <Button variant="outline-primary" className="money-small-button" onClick={() => setSettingsOpen(true)}>
          {T.settings}
        </Button>
      </div>
      {settingsOpen && (
        <Suspense fallback={null}>
          <MoneySettingsDialog onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
      {/* Drawn before the figures come (placeholders in their place), so the search below does not move then. */}
      {!(query.isError && !data) && (
        <section className="row g-3 mb-3" aria-label={T.totals} aria-busy={!data}>
          <div className="col-12 col-sm-6 col-md-3">
            <div className="page-card h-100">
              <h2 className="h6 text-muted mb-1">{T.totalReceivable}</h2>
              <div className="fs-5 fw-bold" data-testid="receivables-total">
                {data ? (
                  <Money value={data.totals.balance} />
                ) : (
                  <span className="placeholder col-8" aria-hidden="true" />
                )}
              </div>
            </div>
          </div>
          <div className="col-12 col-sm-6 col-md-3">
            <div className="page-card h-100">
              <h2 className="h6 text-muted mb-1">{T.overdue}</h2>
              <div
                className={`fs-5 fw-bold ${data && data.totals.overdue > 0 ? 'text-danger' : ''}`}
                data-testid="receivables-overdue"
              >
                {data ? (
                  <Money value={data.totals.overdue} />
                ) : (
                  <span className="placeholder col-8" aria-hidden="true" />
                )}
              </div>
            </div>
          </div>
          <div className="col-12 col-md-6">
            <div className="page-card h-100">
              <h2 className="h6 text-muted mb-2">{T.ageing}</h2>
              <AgeingBar ageing={data?.totals.ageing ?? null} />
            </div>
          </div>
        </section>
      )}

      <div className="page-card mb-3">
        <div className="row g-2 align-items-end">
          <div className="col-12 col-md-5">
            <Form.Label htmlFor="receivables-search">{T.search}</Form.Label>
            <Form.Control
              id="receivables-search"
              type="search"
              placeholder={T.searchPlaceholder}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                reset();
              }}
            />
          </div>
          <div className="col-7 col-md-3">
            <Form.Label htmlFor="receivables-sort">{T.sortBy}</Form.Label>
            <Form.Select
              id="receivables-sort"
              value={`${sort}:${dir}`}
              onChange={(e) => {
                const [s, d] = e.target.value.split(':') as [ReceivablesView['sort'], ReceivablesView['dir']];
                setSort(s);
                setDir(d);
                reset();
              }}
            >
              {SORTS.flatMap((s) => [
                <option key={`${s.value}:desc`} value={`${s.value}:desc`}>
                  {T[s.label]} {s.value === 'name' ? T.zToA : T.highFirst}
                </option>,
                <option key={`${s.value}:asc`} value={`${s.value}:asc`}>
                  {T[s.label]} {s.value === 'name' ? T.aToZ : T.lowFirst}
                </option>,
              ])}
            </Form.Select>
          </div>
          <div className="col-5 col-md-4">
            <Form.Check
              type="switch"
              id="receivables-overdue"
              className="money-switch"
              label={T.overdueOnly}
              checked={overdue}
              onChange={(e) => {
                setOverdue(e.target.checked);
                reset();
              }}
            />
          </div>
        </div>
      </div>

      {query.isPending ? (
        <PageSpinner label={T.loadingReceivables} />
      ) : query.isError || !data ? (
        <EmptyState text={errorMessage(query.error)} />
      ) : data.rows.length === 0 ? (
        <EmptyState text={q || overdue ? MSG.noDataFound : M.noReceivables} />
      ) : compact ? (
        <ul className="list-unstyled mb-0 receivables-cards" aria-label={T.retailersLabel}>
          {data.rows.map((r) => (
            <li key={r.retailer_id}>
              <Card className="mb-2 money-card">
                <Card.Body className="p-3">
                  <Link
                    className="fw-semibold text-break d-inline-block money-link"
                    to={moneyPaths.sellerStatement(r.retailer_id)}
                  >
                    {r.store}
                  </Link>
                  <div className="small text-muted">
                    {r.retailer_name} · {r.phone}
                  </div>
                  <dl className="money-card-figures mb-0 mt-2">
                    <dt>{T.balance}</dt>
                    <dd>
                      <Money value={r.balance} />
                    </dd>
                    <dt>{T.overdue}</dt>
                    <dd className={r.overdue > 0 ? 'text-danger' : ''}>
                      <Money value={r.overdue} />
                    </dd>
                    <dt>{T.creditLimit}</dt>
                    <dd>{limitText(r)}</dd>
                    <dt>{T.lastPayment}</dt>
                    <dd>{r.last_payment_at ? formatDate(r.last_payment_at, tz) : T.none}</dd>
                  </dl>
                  <AgeingBar ageing={r.ageing} small />
                </Card.Body>
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <div className="page-card p-0">
          <Table hover responsive className="mb-0 align-middle money-table">
            <thead>
              <tr>
                <th scope="col">{T.store}</th>
                <th scope="col">{T.phone}</th>
                <th scope="col" className="text-end">
                  {T.balance}
                </th>
                <th scope="col" className="text-end">
                  {T.overdue}
                </th>
                <th scope="col" className="text-end">
                  0-30
                </th>
                <th scope="col" className="text-end">
                  31-60
                </th>
                <th scope="col" className="text-end">
                  61-90
                </th>
                <th scope="col" className="text-end">
                  90+
                </th>
                <th scope="col" className="text-end">
                  {T.creditLimit}
                </th>
                <th scope="col">{T.lastPayment}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((r) => (
                <tr key={r.retailer_id}>
                  <td>
                    <Link className="money-link" to={moneyPaths.sellerStatement(r.retailer_id)}>
                      {r.store}
                    </Link>
                    <div className="small text-muted">{r.retailer_name}</div>
                  </td>
                  <td className="tabular">{r.phone}</td>
                  <td className="text-end fw-semibold">
                    <Money value={r.balance} />
                  </td>
                  <td className={`text-end ${r.overdue > 0 ? 'text-danger' : ''}`}>
                    <Money value={r.overdue} />
                  </td>
                  <td className="text-end">
                    <Money value={r.ageing.d0_30} />
                  </td>
                  <td className="text-end">
                    <Money value={r.ageing.d31_60} />
                  </td>
                  <td className="text-end">
                    <Money value={r.ageing.d61_90} />
                  </td>
                  <td className="text-end">
                    <Money value={r.ageing.d90_plus} />
                  </td>
                  <td className="text-end">{limitText(r)}</td>
                  <td className="tabular">{r.last_payment_at ? formatDate(r.last_payment_at, tz) : T.none}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      {data && (
        <p className="small text-muted text-center mt-2 mb-0" role="status">
          {T.retailersCount(data.total)}
        </p>
      )}
      <Pagination page={page} pageCount={pageCount} onPage={setPage} />
    </main>
  );
}

function limitText(r: Receivable) {
  const T = moneyText();
  if (r.credit_limit === null) return T.none;
  return (
    <>
      <Money value={r.credit_limit} />{' '}
      <span className="small text-muted">({r.on_limit === 'block' ? T.limitBlock : T.limitWarn})</span>
    </>
  );
}
