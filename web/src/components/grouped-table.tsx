import { Fragment, type ReactNode } from 'react';
import { Table } from 'react-bootstrap';
import { groupRows } from './grouped-rows';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell(row: T): ReactNode;
  /** Right-aligned tabular figures (money, quantities). */
  numeric?: boolean;
  className?: string;
}

export interface GroupedTableProps<T> {
  rows: T[];
  columns: Column<T>[];
  rowKey(row: T): string | number;
  /** Group rows under a heading row (e.g. the manufacturer); omit for a flat table. */
  groupBy?(row: T): string;
  empty?: ReactNode;
  caption?: string;
  rowClassName?(row: T): string | undefined;
  /** Extra header cell at the end (e.g. the "+" that opens View columns). */
  headerExtra?: ReactNode;
}

/** A real table whose rows stand under a full-width heading per group (`groupRows`: one per name whatever its case). */
export function GroupedTable<T>({
  rows,
  columns,
  rowKey,
  groupBy,
  empty,
  caption,
  rowClassName,
  headerExtra,
}: GroupedTableProps<T>) {
  const groups = groupBy ? groupRows(rows, groupBy) : [{ name: '', rows }];
  const span = columns.length + (headerExtra ? 1 : 0);

  return (
    <Table hover responsive="sm" className="grouped-table align-middle bg-white">
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" className={`${c.numeric ? 'text-end' : ''} ${c.className ?? ''}`}>
              {c.header}
            </th>
          ))}
          {headerExtra && (
            <th scope="col" className="text-end">
              {headerExtra}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={span} className="text-center text-muted py-4">
              {empty}
            </td>
          </tr>
        )}
        {groups.map((group) => (
          <Fragment key={group.name || '__flat'}>
            {groupBy && (
              <tr className="group-heading">
                <th colSpan={span} scope="colgroup">
                  {group.name}
                </th>
              </tr>
            )}
            {group.rows.map((row) => (
              <tr key={rowKey(row)} className={rowClassName?.(row)}>
                {columns.map((c) => (
                  <td key={c.key} className={`${c.numeric ? 'text-end money-cell' : ''} ${c.className ?? ''}`}>
                    {c.cell(row)}
                  </td>
                ))}
                {headerExtra && <td />}
              </tr>
            ))}
          </Fragment>
        ))}
      </tbody>
    </Table>
  );
}
