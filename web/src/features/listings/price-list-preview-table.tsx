import { useMemo, useState } from 'react';
import { Badge, Button, ButtonGroup, Table } from 'react-bootstrap';
import { bonusToOption, PAGE_SIZE, type PriceListPreview, type PriceListPreviewRow, type PriceRowStatus } from '@dawalink/shared';
import { Money } from '../../components/money';
import { Pagination } from '../../components/pagination';
import { EmptyState } from '../../components/empty-state';

const STATUS_LABEL: Record<PriceRowStatus, string> = { new: 'New', changed: 'Changed', unchanged: 'Unchanged', refused: 'Refused' };
const STATUS_VARIANT: Record<PriceRowStatus, string> = { new: 'success', changed: 'warning', unchanged: 'secondary', refused: 'danger' };
type Filter = 'all' | PriceRowStatus;

function Change({ old, now, render }: { old: number | string | null; now: number | string | null; render(v: number | string | null): React.ReactNode }) {
  if (old === null || old === now) return <>{render(now)}</>;
  return (
    <>
      <del className="d-block small text-muted" aria-label={`was ${String(old)}`}>
        {render(old)}
      </del>
      <span className="fw-semibold">{render(now)}</span>
    </>
  );
}

function StatusCell({ row }: { row: PriceListPreviewRow }) {
  return (
    <>
      <Badge bg={STATUS_VARIANT[row.status]} text={row.status === 'changed' ? 'dark' : undefined} className="price-status">
        {STATUS_LABEL[row.status]}
      </Badge>
      {row.reason && <div className="small text-danger mt-1">{row.reason}</div>}
    </>
  );
}

/** Every row of the uploaded file with what applying it would do; filtered by status, 50 rows a page. */
export function PriceListPreviewTable({ preview }: { preview: PriceListPreview }) {
  // Refused rows first catch the eye when there are any: that is what the seller has to act on.
  const [filter, setFilter] = useState<Filter>(preview.counts.refused > 0 ? 'refused' : 'all');
  const [page, setPage] = useState(1);
  const rows = useMemo(() => (filter === 'all' ? preview.rows : preview.rows.filter((r) => r.status === filter)), [filter, preview.rows]);
  const pageCount = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const filters: Array<{ key: Filter; label: string; count: number }> = [
    { key: 'all', label: 'All', count: preview.rows.length },
    ...(['new', 'changed', 'unchanged', 'refused'] as const).map((key) => ({ key, label: STATUS_LABEL[key], count: preview.counts[key] })),
  ];

  return (
    <>
      <ButtonGroup aria-label="Show rows" className="price-filters mb-3 flex-wrap">
        {filters.map((f) => (
          <Button
            key={f.key}
            variant={filter === f.key ? 'primary' : 'outline-primary'}
            aria-pressed={filter === f.key}
            onClick={() => {
              setFilter(f.key);
              setPage(1);
            }}
          >
            {f.label} <span className="tabular">({f.count.toLocaleString('en-US')})</span>
          </Button>
        ))}
      </ButtonGroup>
      {shown.length === 0 ? (
        <EmptyState text="No rows" />
      ) : (
        <Table responsive={false} hover className="price-preview-table align-middle mb-0 bg-white" aria-label="Price list preview">
          <thead>
            <tr>
              <th scope="col" className="d-none d-md-table-cell text-end">
                Row
              </th>
              <th scope="col">Product</th>
              <th scope="col" className="d-none d-md-table-cell text-end">
                Offer
              </th>
              <th scope="col" className="d-none d-md-table-cell">
                Bonus
              </th>
              <th scope="col" className="text-end">
                T.P
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.row} className={row.status === 'refused' ? 'table-danger-subtle' : undefined}>
                <td className="d-none d-md-table-cell text-end tabular text-muted">{row.row}</td>
                <td className="price-product">
                  <div className="fw-semibold text-break">{row.product_name || <span className="text-muted">(no name)</span>}</div>
                  <div className="small text-muted text-break">
                    <span className="d-md-none">{[`Row ${row.row}`, row.product_code, row.manufacturer].filter(Boolean).join(' · ')}</span>
                    <span className="d-none d-md-inline">{[row.product_code, row.manufacturer].filter(Boolean).join(' · ')}</span>
                  </div>
                  <div className="small d-md-none">
                    Offer {row.offer ?? '–'}% · Bonus {bonusToOption(row.bonus)}
                  </div>
                </td>
                <td className="d-none d-md-table-cell text-end tabular">
                  <Change old={row.status === 'changed' ? row.old_offer : null} now={row.offer} render={(v) => (v === null ? '–' : `${v}%`)} />
                </td>
                <td className="d-none d-md-table-cell">
                  <Change old={row.status === 'changed' ? row.old_bonus : null} now={row.bonus} render={(v) => bonusToOption(v as string)} />
                </td>
                <td className="text-end money-cell">
                  <Change
                    old={row.status === 'changed' ? row.old_total_price : null}
                    now={row.total_price}
                    render={(v) => (v === null ? '–' : <Money value={v} />)}
                  />
                </td>
                <td>
                  <StatusCell row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pagination page={page} pageCount={pageCount} onPage={setPage} />
    </>
  );
}
