/** One line of a grouped table: a manufacturer (or other group) heading, or a data row. */
export type GroupedRow<T> = { kind: 'group'; name: string } | { kind: 'item'; row: T };

/**
 * The rows of a grouped table as one flat list (what a virtualiser counts), grouped exactly as GroupedTable groups:
 * a group collects every row with its name, in the order the names first appear. Without groupBy the list is flat.
 */
export function flattenGroups<T>(rows: readonly T[], groupBy?: (row: T) => string): GroupedRow<T>[] {
  if (!groupBy) return rows.map((row) => ({ kind: 'item', row }));
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const name = groupBy(row);
    const group = groups.get(name);
    if (group) group.push(row);
    else groups.set(name, [row]);
  }
  const out: GroupedRow<T>[] = [];
  for (const [name, members] of groups) {
    out.push({ kind: 'group', name });
    for (const row of members) out.push({ kind: 'item', row });
  }
  return out;
}
