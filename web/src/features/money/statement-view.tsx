import { useState, type ReactNode } from 'react';
import { Button, Card, Form, Table } from 'react-bootstrap';
import { useQuery } from '@tanstack/react-query';
import {
  BREAKPOINT_COMPACT,
  formatDate,
  overdueClass,
  PAYMENT_METHOD_LABELS,
  STATEMENT_PAGE,
  type Ledger,
  type LedgerEntry,
  type PaymentMethod,
} from '@dawalink/shared';
import { errorMessage } from '../../lib/api';
import { useWindowWidth } from '../../lib/use-window-width';
import { Money } from '../../components/money';
import { EmptyState } from '../../components/empty-state';
import { PageSpinner } from '../../components/page-spinner';
import { AgeingBar } from '../../components/ageing-bar';
import { moneyQueries, statementPdfHref, type DateRange, type LedgerSide } from './money-api';
import { lastPaymentText, moneyMessages, moneyText } from './money-text';
import './money.css';

const KIND_LABELS = {
  opening: 'kindOpening',
  invoice: 'kindInvoice',
  payment: 'kindPayment',
  credit_note: 'kindCreditNote',
  adjustment: 'kindAdjustment',
} as const satisfies Record<LedgerEntry['kind'], string>;

/** What an entry is, in words: its kind, how it was paid, and that it reverses another. */
export function entryTitle(e: LedgerEntry) {
  const method =
    e.method && e.method in PAYMENT_METHOD_LABELS ? ` (${PAYMENT_METHOD_LABELS[e.method as PaymentMethod]})` : '';
  const T = moneyText();
  return `${e.reverses ? T.reversalOf : ''}${T[KIND_LABELS[e.kind]]}${method}`;
}

interface Props {
  who: LedgerSide;
  /** The other party's name for the heading. */
  title: (ledger: Ledger) => string;
  /** The seller's buttons (record payment, terms) above the entries. */
  actions?: (ledger: Ledger) => ReactNode;
  /** The seller's action on one entry (reverse). */
  entryAction?: (entry: LedgerEntry, ledger: Ledger) => ReactNode;
  timeZone?: string;
}

/** A ledger (khata) between one seller and one retailer: figures, dates, the PDF and every entry with its running balance. */
export function StatementView({ who, title, actions, entryAction, timeZone }: Props) {
  const T = moneyText();
  const M = moneyMessages();
  const [dates, setDatesNow] = useState<DateRange>({ from: '', to: '' });
  const [limit, setLimit] = useState(STATEMENT_PAGE);
  const setDates = (next: DateRange) => {
    setDatesNow(next);
    setLimit(STATEMENT_PAGE);
  };
  const query = useQuery(moneyQueries.ledger(who, dates, limit));
  const compact = useWindowWidth() <= BREAKPOINT_COMPACT;
  const ledger = query.data;
  if (query.isPending) return <PageSpinner label={T.loadingStatement} />;
  if (query.isError || !ledger) return <EmptyState text={errorMessage(query.error)} />;
  const wrongRange = dates.from !== '' && dates.to !== '' && dates.from > dates.to;
  // Brought forward heads the entries whenever they do not start at the beginning: a date range, or older pages.
  const broughtForward = Boolean(dates.from) || Boolean(ledger.earlier);
  const showEarlier = ledger.earlier && (
    <Button
      variant="outline-secondary"
      className="mb-2"
      disabled={query.isFetching}
      onClick={() => setLimit(limit + STATEMENT_PAGE)}
    >
      {T.showEarlier}
    </Button>
  );

  return (
    <>
      <h1 className="h3 mb-1">{title(ledger)}</h1>
      <p className="text-muted mb-3">{T.statementOfAccount}</p>
      <section className="row g-3 mb-3" aria-label={T.statementOfAccount}>
        <div className="col-6 col-md-3">
          <div className="page-card h-100">
            <h2 className="h6 text-muted mb-1">{T.balance}</h2>
            <div className="fs-5 fw-bold" data-testid="ledger-balance">
              <Money value={ledger.balance} />
            </div>
            {ledger.balance < 0 && <div className="small text-success">{T.inCredit}</div>}
          </div>
        </div>
        <div className="col-6 col-md-3">
          <div className="page-card h-100">
            <h2 className="h6 text-muted mb-1">{T.overdue}</h2>
            <div className={`fs-5 fw-bold ${overdueClass(ledger.overdue)}`} data-testid="ledger-overdue">
              <Money value={ledger.overdue} />
            </div>
          </div>
        </div>
        <div className="col-12 col-md-6">
          <div className="page-card h-100">
            <dl className="money-card-figures mb-0">
              <dt>{T.creditLimit}</dt>
              <dd data-testid="ledger-limit">
                {ledger.credit_limit === null ? T.none : <Money value={ledger.credit_limit} />}
                {ledger.credit_limit !== null && (
                  <span className="small text-muted"> ({ledger.on_limit === 'block' ? T.blocksOrders : T.warns})</span>
                )}
              </dd>
              <dt>{T.paymentTerms}</dt>
              <dd>{T.days(ledger.payment_days)}</dd>
              <dt>{T.openOrders}</dt>
              <dd>
                <Money value={ledger.open_orders} />
              </dd>
              <dt>{T.lastPayment}</dt>
              <dd>{lastPaymentText(ledger.last_payment_at, timeZone)}</dd>
            </dl>
            <AgeingBar ageing={ledger.ageing} small />
          </div>
        </div>
      </section>

      <div className="page-card mb-3">
        <div className="row g-2 align-items-end">
          <DateField end="from" dates={dates} onChange={setDates} />
          <DateField end="to" dates={dates} onChange={setDates} />
          <div className="col-12 col-md-6 d-flex flex-wrap gap-2 justify-content-md-end money-actions">
            {(dates.from || dates.to) && (
              <Button variant="outline-secondary" onClick={() => setDates({ from: '', to: '' })}>
                {T.allDates}
              </Button>
            )}
            <a
              className="btn btn-outline-primary d-inline-flex align-items-center"
              href={statementPdfHref(who, wrongRange ? { from: '', to: '' } : dates)}
              download
            >
              {T.statementPdf}
            </a>
            {actions?.(ledger)}
          </div>
        </div>
        {wrongRange && <div className="small text-danger mt-1">{M.dateRangeInvalid}</div>}
      </div>

      {ledger.entries.length === 0 ? (
        <EmptyState text={M.noEntries} />
      ) : compact ? (
        <>
          {showEarlier}
          <ul className="list-unstyled mb-0" aria-label={T.entries}>
            {broughtForward && (
              <li className="small text-muted mb-2">
                {T.broughtForward}: <Money value={ledger.opening_balance} />
              </li>
            )}
            {ledger.entries.map((e) => (
              <li key={e.id}>
                <Card className="mb-2 money-card" data-testid="ledger-entry">
                  <Card.Body className="p-3">
                    <div className="d-flex justify-content-between gap-2">
                      <div className={e.reversed_by ? 'money-entry-reversed' : ''}>
                        <div className="fw-semibold">{entryTitle(e)}</div>
                        <div className="small text-muted">
                          {formatDate(e.date, timeZone)}
                          {e.reference ? ` · ${e.reference}` : ''}
                        </div>
                        {e.reason && <div className="small">{e.reason}</div>}
                      </div>
                      <div className="text-end">
                        <div className={e.amount < 0 ? 'text-success' : ''}>
                          {e.amount < 0 ? '- ' : '+ '}
                          <Money value={Math.abs(e.amount)} />
                        </div>
                        <div className="small text-muted">
                          {T.balance} <Money value={e.balance} />
                        </div>
                      </div>
                    </div>
                    {entryAction && <div className="mt-2">{entryAction(e, ledger)}</div>}
                  </Card.Body>
                </Card>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          {showEarlier}
          <div className="page-card p-0">
            <Table responsive className="mb-0 align-middle money-table">
              <thead>
                <tr>
                  <th scope="col">{T.date}</th>
                  <th scope="col">{T.entry}</th>
                  <th scope="col">{T.reference}</th>
                  <th scope="col" className="text-end">
                    {T.debit}
                  </th>
                  <th scope="col" className="text-end">
                    {T.credit}
                  </th>
                  <th scope="col" className="text-end">
                    {T.balance}
                  </th>
                  {entryAction && (
                    <th scope="col">
                      <span className="visually-hidden">{T.action}</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {broughtForward && (
                  <tr>
                    <td colSpan={5} className="text-muted">
                      {T.broughtForward}
                    </td>
                    <td className="text-end">
                      <Money value={ledger.opening_balance} />
                    </td>
                    {entryAction && <td />}
                  </tr>
                )}
                {ledger.entries.map((e) => (
                  <tr key={e.id} data-testid="ledger-entry">
                    <td className="tabular text-nowrap">{formatDate(e.date, timeZone)}</td>
                    <td className={e.reversed_by ? 'money-entry-reversed' : ''}>
                      {entryTitle(e)}
                      {e.reason && <div className="small text-muted">{e.reason}</div>}
                    </td>
                    <td className="text-break">
                      {e.reference}
                      {e.due_date && <div className="small text-muted">{T.due(formatDate(e.due_date, timeZone))}</div>}
                    </td>
                    <td className="text-end">{e.debit > 0 ? <Money value={e.debit} /> : ''}</td>
                    <td className="text-end">{e.credit > 0 ? <Money value={e.credit} /> : ''}</td>
                    <td className="text-end fw-semibold">
                      <Money value={e.balance} />
                    </td>
                    {entryAction && <td className="text-end">{entryAction(e, ledger)}</td>}
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </>
      )}
    </>
  );
}

interface DateFieldProps {
  end: keyof DateRange;
  dates: DateRange;
  onChange(next: DateRange): void;
}

/** One end of the statement's dates; it cannot be set past the other end. */
function DateField({ end, dates, onChange }: DateFieldProps) {
  const T = moneyText();
  const id = `statement-${end}`;
  return (
    <div className="col-6 col-md-3">
      <Form.Label htmlFor={id}>{T[end]}</Form.Label>
      <Form.Control
        id={id}
        type="date"
        value={dates[end]}
        min={end === 'to' ? dates.from || undefined : undefined}
        max={end === 'from' ? dates.to || undefined : undefined}
        onChange={(e) => onChange({ ...dates, [end]: e.target.value })}
      />
    </div>
  );
}
