import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Table } from 'react-bootstrap';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { GroupedTable, type GroupedTableProps } from './grouped-table';
import { flattenGroups, type GroupedRow } from './grouped-rows';

/** Above this many lines only the lines in view are drawn; smaller tables draw everything (find-in-page keeps working). */
export const VIRTUAL_THRESHOLD = 300;

const noScrollCorrection = () => false;

interface VirtualGroupedTableProps<T> extends GroupedTableProps<T> {
  /** First guess of a data row's height in px before it is measured (headings are guessed at 37). */
  estimateRowSize: number;
  /** Rows of the whole list before any search: a long list stays virtualised while a search narrows it. */
  totalRows?: number;
}

/**
 * GroupedTable for long lists: the same real <table>, columns and manufacturer heading rows, but above
 * VIRTUAL_THRESHOLD lines only the rows near the viewport are rendered (window virtualisation, like the store's
 * ProductTable), with spacer rows keeping the page height and scrollbar true. Below the threshold it IS GroupedTable.
 */
export function VirtualGroupedTable<T>(props: VirtualGroupedTableProps<T>) {
  const { rows, columns, rowKey, groupBy, caption, rowClassName, headerExtra, estimateRowSize, totalRows = 0 } = props;
  const lines = useMemo(() => flattenGroups(rows, groupBy), [rows, groupBy]);
  const virtual = Math.max(lines.length, totalRows) > VIRTUAL_THRESHOLD;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [margin, setMargin] = useState(0);
  const span = columns.length + (headerExtra ? 1 : 0);

  // Where the body starts on the page: the virtualiser works in page coordinates (window scrolling).
  useLayoutEffect(() => {
    if (!virtual) return;
    const measure = () => {
      if (bodyRef.current) setMargin(bodyRef.current.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [virtual]);

  const virtualizer = useWindowVirtualizer({
    count: lines.length,
    estimateSize: (i) => (lines[i].kind === 'group' ? 37 : estimateRowSize),
    // Measurements follow the row, not its position, so filtering or deleting does not reuse wrong heights.
    getItemKey: (i) => {
      const line = lines[i];
      return line.kind === 'group' ? `g-${line.name}` : rowKey(line.row);
    },
    overscan: 12,
    scrollMargin: margin,
    enabled: virtual,
  });
  // No scroll correction when a measured row differs from its estimate: each correction is a scrollTo that cancels
  // the browser's own smooth scroll (End, Page Down, Space), stranding the person far from where they asked to go.
  // The estimates are measured heights, so skipping the correction moves the content by at most a pixel or so.
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = noScrollCorrection;

  if (!virtual) return <GroupedTable {...props} />;

  const renderLine = (line: GroupedRow<T>, index: number) => {
    if (line.kind === 'group') {
      return (
        <tr key={`g-${line.name}`} className="group-heading" data-index={index} ref={virtualizer.measureElement}>
          <th colSpan={span} scope="colgroup">
            {line.name}
          </th>
        </tr>
      );
    }
    const row = line.row;
    return (
      <tr key={rowKey(row)} className={rowClassName?.(row)} data-index={index} ref={virtualizer.measureElement}>
        {columns.map((c) => (
          <td key={c.key} className={`${c.numeric ? 'text-end money-cell' : ''} ${c.className ?? ''}`}>
            {c.cell(row)}
          </td>
        ))}
        {headerExtra && <td />}
      </tr>
    );
  };

  const items = virtualizer.getVirtualItems();
  const top = items.length ? items[0].start - margin : 0;
  const bottom = items.length ? virtualizer.getTotalSize() - (items[items.length - 1].end - margin) : 0;

  return (
    <Table hover responsive="sm" className="grouped-table align-middle bg-white" aria-rowcount={lines.length + 1}>
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
      <tbody ref={bodyRef}>
        {top > 0 && (
          <tr aria-hidden="true" className="spacer-row">
            <td colSpan={span} style={{ height: top, padding: 0, border: 0 }} />
          </tr>
        )}
        {items.map((vi) => renderLine(lines[vi.index], vi.index))}
        {bottom > 0 && (
          <tr aria-hidden="true" className="spacer-row">
            <td colSpan={span} style={{ height: bottom, padding: 0, border: 0 }} />
          </tr>
        )}
      </tbody>
    </Table>
  );
}
