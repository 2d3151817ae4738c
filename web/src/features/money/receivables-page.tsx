import { lazy, Suspense, useState } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MSG, overdueClass, RECEIVABLES_OPENING_SORT, type Receivable } from '@dawalink/shared';
import { moneyPaths } from '../../lib/money-paths';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useSellerTimeZone } from '../../lib/seller-settings';
import { Money } from '../../components/money';
import { Pagination } from '../../components/pagination';
import { moneyQueries, RECEIVABLES_PAGE, type ReceivablesView } from './money-api';
import { AgeingBar } from '../../components/ageing-bar';
import { AccountCells, AccountFigures, AccountHeads } from './account-figures';
import { CardsOrTable } from './cards-or-table';
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

// The table's ageing columns, by days since the debit.
const AGEING_COLUMNS: Array<{ key: keyof Receivable['ageing']; label: string }> = [
  { key: 'd0_30', label: '0-30' },
  { key: 'd31_60', label: '31-60' },
  { key: 'd61_90', label: '61-90' },
  { key: 'd90_plus', label: '90+' },
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
          <TotalCard
            heading={T.totalReceivable}
            figureClass="fs-5 fw-bold"
            testId="receivables-total"
            value={data?.totals.balance}
          />
          <TotalCard
            heading={T.overdue}
            figureClass={`fs-5 fw-bold ${data ? overdueClass(data.totals.overdue) : ''}`}
            testId="receivables-overdue"
            value={data?.totals.overdue}
          />
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

      <CardsOrTable
        query={query}
        rows={data?.rows ?? []}
        loadingLabel={T.loadingReceivables}
        emptyText={q || overdue ? MSG.noDataFound : M.noReceivables}
        listLabel={T.retailersLabel}
        listClassName="receivables-cards"
        rowKey={(r) => r.retailer_id}
        card={(r) => (
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
              <AccountFigures row={r} limit={limitText(r)} timeZone={tz} />
              <AgeingBar ageing={r.ageing} small />
            </Card.Body>
          </Card>
        )}
        head={
          <>
            <th scope="col">{T.store}</th>
            <AccountHeads>
              {AGEING_COLUMNS.map((c) => (
                <th key={c.key} scope="col" className="text-end">
                  {c.label}
                </th>
              ))}
            </AccountHeads>
          </>
        }
        tableRow={(r) => (
          <tr>
            <td>
              <Link className="money-link" to={moneyPaths.sellerStatement(r.retailer_id)}>
                {r.store}
              </Link>
              <div className="small text-muted">{r.retailer_name}</div>
            </td>
            <AccountCells row={r} limit={limitText(r)} timeZone={tz}>
              {AGEING_COLUMNS.map((c) => (
                <td key={c.key} className="text-end">
                  <Money value={r.ageing[c.key]} />
                </td>
              ))}
            </AccountCells>
          </tr>
        )}
      />
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

interface TotalCardProps {
  heading: string;
  /** The figure's classes; the overdue total's add the red when something is past due. */
  figureClass: string;
  testId: string;
  /** Undefined until the figures come: a placeholder keeps its place. */
  value: number | undefined;
}

/** One of the totals above the list. */
function TotalCard({ heading, figureClass, testId, value }: TotalCardProps) {
  return (
    <div className="col-12 col-sm-6 col-md-3">
      <div className="page-card h-100">
        <h2 className="h6 text-muted mb-1">{heading}</h2>
        <div className={figureClass} data-testid={testId}>
          {value === undefined ? <span className="placeholder col-8" aria-hidden="true" /> : <Money value={value} />}
        </div>
      </div>
    </div>
  );
}
