import { useMemo, useState } from 'react';
import { Badge, Button, ButtonGroup, Table } from 'react-bootstrap';
import { listingsUi } from '../../lib/i18n-listings-ui';
import { localize } from '../../lib/i18n';
import { beyondMsg } from '../../lib/i18n-beyond';
import {
  BONUS_NONE,
  bonusToOption,
  formatNumber,
  MSG_BEYOND,
  PAGE_SIZE,
  type PriceListPreview,
  type PriceListPreviewRow,
  type PriceRowStatus,
} from '@dawalink/shared';
import { Money } from '../../components/money';
import { Pagination } from '../../components/pagination';
import { EmptyState } from '../../components/empty-state';

/** A bonus as the lists show it: "None" in the page's language, the trade's own codes as they are. */
const bonusText = (bonus: string | null) => {
  const option = bonusToOption(bonus ?? '');
  return option === BONUS_NONE ? listingsUi().bonusNone : option;
};

/** A row's refusal in the page's language: the duplicate's text carries the other row's number. */
function reasonText(reason: string) {
  const other = Number(/\d+/.exec(reason)?.[0]);
  return reason === MSG_BEYOND.reasonDuplicate(other) ? beyondMsg().reasonDuplicate(other) : localize(reason);
}

const STATUS_VARIANT: Record<PriceRowStatus, string> = {
  new: 'success',
  changed: 'warning',
  unchanged: 'secondary',
  refused: 'danger',
};
type Filter = 'all' | PriceRowStatus;

function Change({
  old,
  now,
  render,
}: {
  old: number | string | null;
  now: number | string | null;
  render(v: number | string | null): React.ReactNode;
}) {
  if (old === null || old === now) return <>{render(now)}</>;
  return (
    <>
      <del className="d-block small text-muted" aria-label={listingsUi().was(String(old))}>
        {render(old)}
      </del>
      <span className="fw-semibold">{render(now)}</span>
    </>
  );
}

function StatusCell({ row }: { row: PriceListPreviewRow }) {
  return (
    <>
      <Badge
        bg={STATUS_VARIANT[row.status]}
        text={row.status === 'changed' ? 'dark' : undefined}
        className="price-status"
      >
        {listingsUi().rowStatus[row.status]}
      </Badge>
      {row.reason && <div className="small text-danger mt-1">{reasonText(row.reason)}</div>}
    </>
  );
}

/** Every row of the uploaded file with what applying it would do; filtered by status, 50 rows a page. */
export function PriceListPreviewTable({ preview }: { preview: PriceListPreview }) {
  const T = listingsUi();
  // Refused rows first catch the eye when there are any: that is what the seller has to act on.
  const [filter, setFilter] = useState<Filter>(preview.counts.refused > 0 ? 'refused' : 'all');
  const [page, setPage] = useState(1);
  const rows = useMemo(
    () => (filter === 'all' ? preview.rows : preview.rows.filter((r) => r.status === filter)),
    [filter, preview.rows],
  );
  const pageCount = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const filters: Array<{ key: Filter; label: string; count: number }> = [
    { key: 'all', label: T.all, count: preview.rows.length },
    ...(['new', 'changed', 'unchanged', 'refused'] as const).map((key) => ({
      key,
      label: T.rowStatus[key],
      count: preview.counts[key],
    })),
  ];

  return (
    <>
      <ButtonGroup aria-label={T.showRows} className="price-filters mb-3 flex-wrap">
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
            {f.label} <span className="tabular">({formatNumber(f.count)})</span>
          </Button>
        ))}
      </ButtonGroup>
      {shown.length === 0 ? (
        <EmptyState text={T.noRows} />
      ) : (
        <Table
          responsive={false}
          hover
          className="price-preview-table align-middle mb-0 bg-white"
          aria-label={T.previewTable}
        >
          <thead>
            <tr>
              <th scope="col" className="d-none d-md-table-cell text-end">
                {T.row}
              </th>
              <th scope="col">{T.column.product}</th>
              <th scope="col" className="d-none d-md-table-cell text-end">
                {T.column.offer}
              </th>
              <th scope="col" className="d-none d-md-table-cell">
                {T.column.bonus}
              </th>
              <th scope="col" className="text-end">
                {T.column.tp}
              </th>
              <th scope="col">{T.status}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.row} className={row.status === 'refused' ? 'table-danger-subtle' : undefined}>
                <td className="d-none d-md-table-cell text-end tabular text-muted">{row.row}</td>
                <td className="price-product">
                  <div className="fw-semibold text-break">
                    {row.product_name || <span className="text-muted">{T.noName}</span>}
                  </div>
                  <div className="small text-muted text-break">
                    <span className="d-md-none">
                      {[T.rowNo(row.row), row.product_code, row.manufacturer].filter(Boolean).join(' · ')}
                    </span>
                    <span className="d-none d-md-inline">
                      {[row.product_code, row.manufacturer].filter(Boolean).join(' · ')}
                    </span>
                  </div>
                  <div className="small d-md-none">{T.offerBonus(String(row.offer ?? '–'), bonusText(row.bonus))}</div>
                </td>
                <td className="d-none d-md-table-cell text-end tabular">
                  <Change
                    old={row.status === 'changed' ? row.old_offer : null}
                    now={row.offer}
                    render={(v) => (v === null ? '–' : `${v}%`)}
                  />
                </td>
                <td className="d-none d-md-table-cell">
                  <Change
                    old={row.status === 'changed' ? row.old_bonus : null}
                    now={row.bonus}
                    render={(v) => bonusText(v as string | null)}
                  />
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
