import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { sumMoney, type SupplierAccount } from '@dawalink/shared';
import { moneyPaths } from '../../lib/money-paths';
import { Money } from '../../components/money';
import { moneyQueries } from './money-api';
import { AccountCells, AccountFigures, AccountHeads } from './account-figures';
import { CardsOrTable } from './cards-or-table';
import { moneyMessages, moneyText } from './money-text';
import './money.css';

/** Retailer: what it owes each supplier (its khata with each), largest first. */
export default function AccountsPage() {
  const T = moneyText();
  const M = moneyMessages();
  const query = useQuery(moneyQueries.supplierAccounts());
  const rows = query.data ?? [];
  const limit = (r: SupplierAccount) => (r.credit_limit === null ? T.none : <Money value={r.credit_limit} />);
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
      <CardsOrTable
        query={query}
        rows={rows}
        loadingLabel={T.loadingAccounts}
        emptyText={M.noAccounts}
        listLabel={T.suppliersLabel}
        rowKey={(r) => r.wholeseller_id}
        card={(r) => (
          <Card className="mb-2 money-card" data-testid="account-row">
            <Card.Body className="p-3">
              <Link className="fw-semibold text-break money-link" to={moneyPaths.supplierStatement(r.wholeseller_id)}>
                {r.seller_name}
              </Link>
              <div className="small text-muted">{r.phone}</div>
              <AccountFigures row={r} limit={limit(r)} />
            </Card.Body>
          </Card>
        )}
        head={
          <>
            <th scope="col">{T.supplier}</th>
            <AccountHeads />
          </>
        }
        tableRow={(r) => (
          <tr data-testid="account-row">
            <td>
              <Link className="money-link" to={moneyPaths.supplierStatement(r.wholeseller_id)}>
                {r.seller_name}
              </Link>
            </td>
            <AccountCells row={r} limit={limit(r)} />
          </tr>
        )}
      />
    </main>
  );
}
