import { Fragment } from 'react';
import { Pagination as BsPagination } from 'react-bootstrap';
import { partsUi } from '../lib/i18n-parts';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage(page: number): void;
}

/** Prev, page numbers (with gaps when there are many) and Next. Pages are 1-based. */
export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  return (
    <nav aria-label={partsUi().pages}>
      <BsPagination className="justify-content-center flex-wrap my-3">
        <BsPagination.Prev disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {partsUi().prev}
        </BsPagination.Prev>
        {sorted.map((p, i) => (
          // A fragment, not a wrapper: the list may hold only its items (screen readers count and announce them).
          <Fragment key={p}>
            {i > 0 && sorted[i - 1] !== p - 1 && <BsPagination.Ellipsis disabled />}
            <BsPagination.Item active={p === page} onClick={() => onPage(p)} aria-label={partsUi().page(p)}>
              {p}
            </BsPagination.Item>
          </Fragment>
        ))}
        <BsPagination.Next disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          {partsUi().next}
        </BsPagination.Next>
      </BsPagination>
    </nav>
  );
}
