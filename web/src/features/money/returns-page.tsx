import { useState } from 'react';
import { Button, ButtonGroup, Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatDate, RETURN_STATUSES, RETURNS_PAGE, type ReturnStatus } from '@dawalink/shared';
import { moneyPaths } from '../../lib/money-paths';
import { useSession } from '../../lib/session';
import { useSellerTimeZone } from '../../lib/seller-settings';
import { Money } from '../../components/money';
import { moneyQueries } from './money-api';
import { ReturnStatusBadge, returnStatusText } from './return-status-badge';
import { CardsOrTable } from './cards-or-table';
import { moneyMessages, moneyText } from './money-text';
import './money.css';

/** Returns: a seller's received ones or a retailer's requested ones, newest first, by status. */
export default function ReturnsPage() {
  const T = moneyText();
  const M = moneyMessages();
  const { user } = useSession();
  const seller = user?.type === 'seller';
  const [status, setStatus] = useState<ReturnStatus | null>(null);
  const [page, setPage] = useState(1);
  const query = useQuery(moneyQueries.returns(status, page));
  const tz = useSellerTimeZone();
  // One more than a page was asked for: its presence says there is a next page.
  const rows = (query.data ?? []).slice(0, RETURNS_PAGE);
  const more = (query.data?.length ?? 0) > RETURNS_PAGE;
  const party = (r: (typeof rows)[number]) => (seller ? r.store : r.seller_name);

  return (
    <main className="container py-4 money-page">
      <h1 className="h3 mb-3">{T.returns}</h1>
      <div className="mb-3 overflow-auto">
        <ButtonGroup aria-label={T.status} className="flex-wrap money-actions">
          {[null, ...RETURN_STATUSES].map((s) => (
            <Button
              key={s ?? 'all'}
              variant={status === s ? 'primary' : 'outline-primary'}
              aria-pressed={status === s}
              onClick={() => {
                setStatus(s);
                setPage(1);
              }}
            >
              {s ? returnStatusText(s) : T.all}
            </Button>
          ))}
        </ButtonGroup>
      </div>
      <CardsOrTable
        query={query}
        rows={rows}
        loadingLabel={T.loadingReturns}
        emptyText={M.noReturns}
        listLabel={T.returns}
        rowKey={(r) => r.id}
        card={(r) => (
          <Card className="mb-2 money-card" data-testid="return-row">
            <Card.Body className="p-3 d-flex justify-content-between gap-2">
              <div>
                <Link className="fw-semibold money-link" to={moneyPaths.returnDetail(r.id)}>
                  {T.returnNo(r.id)}
                </Link>
                <div className="small text-break">{party(r)}</div>
                <div className="small text-muted">
                  {r.invoice_no} · {T.orderNo(r.order_id)} · {formatDate(r.created_at, tz)}
                </div>
              </div>
              <div className="text-end">
                <ReturnStatusBadge status={r.status} />
                {r.credit_amount !== null && (
                  <div className="small mt-1">
                    <Money value={r.credit_amount} />
                  </div>
                )}
              </div>
            </Card.Body>
          </Card>
        )}
        head={
          <>
            <th scope="col">{T.no}</th>
            <th scope="col">{seller ? T.store : T.supplier}</th>
            <th scope="col">{T.invoiceLabel}</th>
            <th scope="col">{T.order}</th>
            <th scope="col">{T.date}</th>
            <th scope="col">{T.status}</th>
            <th scope="col" className="text-end">
              {T.credit}
            </th>
          </>
        }
        tableRow={(r) => (
          <tr data-testid="return-row">
            <td>
              <Link className="money-link" to={moneyPaths.returnDetail(r.id)}>
                {T.returnNo(r.id)}
              </Link>
            </td>
            <td className="text-break">{party(r)}</td>
            <td>{r.invoice_no}</td>
            <td>{r.order_id}</td>
            <td className="tabular">{formatDate(r.created_at, tz)}</td>
            <td>
              <ReturnStatusBadge status={r.status} />
            </td>
            <td className="text-end">{r.credit_amount === null ? '' : <Money value={r.credit_amount} />}</td>
          </tr>
        )}
      />
      {(page > 1 || more) && (
        <nav aria-label="Pages" className="d-flex justify-content-center gap-2 my-3 money-actions">
          <Button variant="outline-primary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {T.prev}
          </Button>
          <Button variant="outline-primary" disabled={!more} onClick={() => setPage(page + 1)}>
            {T.next}
          </Button>
        </nav>
      )}
    </main>
  );
}
