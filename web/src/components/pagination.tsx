import { Fragment } from 'react';
import { Pagination as BsPagination } from 'react-bootstrap';
import { partsUi } from '../lib/i18n-parts';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage(page: number): void;
  /**
   * The id of the element a new page is read from (the list's heading or count): scrolled to after a page is chosen,
   * so the next page starts there and not where the page buttons were.
   */
  startAt?: string;
}

/** Prev, page numbers (with gaps when there are many) and Next. Pages are 1-based. */
export function Pagination({ page, pageCount, onPage: choose, startAt }: PaginationProps) {
  if (pageCount <= 1) return null;
  const onPage = (p: number) => {
    choose(p);
    if (startAt) document.getElementById(startAt)?.scrollIntoView({ block: 'start' });
  };
  const T = partsUi();
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  return (
    <nav aria-label={T.pages}>
      <BsPagination className="justify-content-center flex-wrap my-3">
        {/* react-bootstrap's Prev, Next and Ellipsis name themselves in English: the same parts, in the page's words. */}
        <BsPagination.Item disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <span aria-hidden="true">{T.prev}</span>
          <span className="visually-hidden">{T.previous}</span>
        </BsPagination.Item>
        {sorted.map((p, i) => (
          // A fragment, not a wrapper: the list may hold only its items (screen readers count and announce them).
          <Fragment key={p}>
            {i > 0 && sorted[i - 1] !== p - 1 && (
              <BsPagination.Item disabled>
                <span aria-hidden="true">…</span>
                <span className="visually-hidden">{T.more}</span>
              </BsPagination.Item>
            )}
            <BsPagination.Item
              active={p === page}
              activeLabel={T.current}
              onClick={() => onPage(p)}
              aria-label={T.page(p)}
            >
              {p}
            </BsPagination.Item>
          </Fragment>
        ))}
        <BsPagination.Item disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          <span aria-hidden="true">{T.next}</span>
          <span className="visually-hidden">{T.next}</span>
        </BsPagination.Item>
      </BsPagination>
    </nav>
  );
}
