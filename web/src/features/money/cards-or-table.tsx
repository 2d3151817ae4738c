import { Fragment, type Key, type ReactNode } from 'react';
import { Table } from 'react-bootstrap';
import { BREAKPOINT_COMPACT } from '@dawalink/shared';
import { errorMessage } from '../../lib/api';
import { useWindowWidth } from '../../lib/use-window-width';
import { EmptyState } from '../../components/empty-state';
import { PageSpinner } from '../../components/page-spinner';

interface Props<Row> {
  /** The read the rows come from: while it loads, or when it fails, that shows in the rows' place. */
  query: { isPending: boolean; isError: boolean; error: unknown };
  rows: readonly Row[];
  loadingLabel: string;
  emptyText: string;
  /** The cards' list: its name for screen readers, and a class of its own if it has one. */
  listLabel: string;
  listClassName?: string;
  rowKey(row: Row): Key;
  /** A row on a narrow screen: its card. */
  card(row: Row): ReactNode;
  /** The table's column headers. */
  head: ReactNode;
  /** A row on a wide screen: its table row. */
  tableRow(row: Row): ReactNode;
}

/**
 * A money list: a card a row on a narrow screen, a table on a wide one. While the read loads, when it fails or when it
 * has no rows, the spinner, the error or the empty text stands in the list's place.
 */
export function CardsOrTable<Row>({
  query,
  rows,
  loadingLabel,
  emptyText,
  listLabel,
  listClassName,
  rowKey,
  card,
  head,
  tableRow,
}: Props<Row>) {
  const compact = useWindowWidth() <= BREAKPOINT_COMPACT;
  if (query.isPending) return <PageSpinner label={loadingLabel} />;
  if (query.isError) return <EmptyState text={errorMessage(query.error)} />;
  if (rows.length === 0) return <EmptyState text={emptyText} />;
  if (compact)
    return (
      <ul
        className={listClassName ? `list-unstyled mb-0 ${listClassName}` : 'list-unstyled mb-0'}
        aria-label={listLabel}
      >
        {rows.map((row) => (
          <li key={rowKey(row)}>{card(row)}</li>
        ))}
      </ul>
    );
  return (
    <div className="page-card p-0">
      <Table hover responsive className="mb-0 align-middle money-table">
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Fragment key={rowKey(row)}>{tableRow(row)}</Fragment>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
