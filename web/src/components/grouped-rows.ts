import { compareFolded, groupKey } from '@dawalink/shared';

/** One line of a grouped table: a manufacturer (or other group) heading, or a data row. */
export type GroupedRow<T> = { kind: 'group'; name: string } | { kind: 'item'; row: T };

/**
 * Rows under their group, the way every grouped table groups: names that differ only in case or surrounding spaces
 * ("abbott", "Abbott") are one group, headed by the spelling seen first; groups in case-insensitive order (the
 * server's manufacturer order, `foldedOrder`); rows keep their order within a group.
 */
export function groupRows<T>(rows: readonly T[], groupBy: (row: T) => string): Array<{ name: string; rows: T[] }> {
  const groups = new Map<string, { name: string; rows: T[] }>();
  for (const row of rows) {
    const name = groupBy(row);
    const key = groupKey(name);
    const group = groups.get(key);
    if (group) group.rows.push(row);
    else groups.set(key, { name, rows: [row] });
  }
  return [...groups.entries()].sort(([a], [b]) => compareFolded(a, b)).map(([, group]) => group);
}

/** The rows of a grouped table as one flat list (what a virtualiser counts), grouped as `groupRows` groups. Without groupBy the list is flat. */
export function flattenGroups<T>(rows: readonly T[], groupBy?: (row: T) => string): GroupedRow<T>[] {
  if (!groupBy) return rows.map((row) => ({ kind: 'item', row }));
  const out: GroupedRow<T>[] = [];
  for (const group of groupRows(rows, groupBy)) {
    out.push({ kind: 'group', name: group.name });
    for (const row of group.rows) out.push({ kind: 'item', row });
  }
  return out;
}
