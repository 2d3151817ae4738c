import { Card, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BREAKPOINT_COMPACT, formatDate, sumMoney } from '@dawalink/shared';
import { errorMessage } from '../../lib/api';
import { moneyPaths } from '../../lib/money-paths';
import { useWindowWidth } from '../../lib/use-window-width';
import { Money } from '../../components/money';
import { EmptyState } from '../../components/empty-state';
import { PageSpinner } from '../../components/page-spinner';
import { moneyQueries } from './money-api';
import { moneyMessages, moneyText } from './money-text';
import './money.css';

/** Retailer: what it owes each supplier (its khata with each), largest first. */
export default function AccountsPage() {
  const T = moneyText();
  const M = moneyMessages();
  const query = useQuery(moneyQueries.supplierAccounts());
  const compact = useWindowWidth() <= BREAKPOINT_COMPACT;
  const rows = query.data ?? [];
  return (
    <main className="container py-4 money-page">
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-3">
        <h1 className="h3 mb-0">{T.accounts}</h1>
        {rows.length > 0 && (
          <p className="mb-0">
            {T.totalOwed}{' '}
            <strong data-testid="accounts-total">
              <Money value={sumMoney(rows.map((r) => r.balance))} />
            </strong>
          </p>
        )}
      </div>
      {query.isPending ? (
        <PageSpinner label={T.loadingAccounts} />
      ) : query.isError ? (
        <EmptyState text={errorMessage(query.error)} />
      ) : rows.length === 0 ? (
        <EmptyState text={M.noAccounts} />
      ) : compact ? (
        <ul className="list-unstyled mb-0" aria-label={T.suppliersLabel}>
          {rows.map((r) => (
            <li key={r.wholeseller_id}>
              <Card className="mb-2 money-card" data-testid="account-row">
                <Card.Body className="p-3">
                  <Link
                    className="fw-semibold text-break money-link"
                    to={moneyPaths.supplierStatement(r.wholeseller_id)}
                  >
                    {r.seller_name}
                  </Link>
                  <div className="small text-muted">{r.phone}</div>
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
                    <dd>{r.credit_limit === null ? T.none : <Money value={r.credit_limit} />}</dd>
                    <dt>{T.lastPayment}</dt>
                    <dd>{r.last_payment_at ? formatDate(r.last_payment_at) : T.none}</dd>
                  </dl>
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
                <th scope="col">{T.supplier}</th>
                <th scope="col">{T.phone}</th>
                <th scope="col" className="text-end">
                  {T.balance}
                </th>
                <th scope="col" className="text-end">
                  {T.overdue}
                </th>
                <th scope="col" className="text-end">
                  {T.creditLimit}
                </th>
                <th scope="col">{T.lastPayment}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.wholeseller_id} data-testid="account-row">
                  <td>
                    <Link className="money-link" to={moneyPaths.supplierStatement(r.wholeseller_id)}>
                      {r.seller_name}
                    </Link>
                  </td>
                  <td className="tabular">{r.phone}</td>
                  <td className="text-end fw-semibold">
                    <Money value={r.balance} />
                  </td>
                  <td className={`text-end ${r.overdue > 0 ? 'text-danger' : ''}`}>
                    <Money value={r.overdue} />
                  </td>
                  <td className="text-end">{r.credit_limit === null ? T.none : <Money value={r.credit_limit} />}</td>
                  <td className="tabular">{r.last_payment_at ? formatDate(r.last_payment_at) : T.none}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </main>
  );
}
