import { describe, expect, it } from 'vitest';
import { flattenGroups, groupRows } from './grouped-rows';

const rows = [
  { id: 1, m: 'Abbott' },
  { id: 2, m: 'GSK' },
  { id: 3, m: 'Abbott' },
];

describe('flattenGroups', () => {
  it('puts a heading before each group, groups in name order, merging rows of the same name', () => {
    expect(flattenGroups(rows, (r) => r.m)).toEqual([
      { kind: 'group', name: 'Abbott' },
      { kind: 'item', row: rows[0] },
      { kind: 'item', row: rows[2] },
      { kind: 'group', name: 'GSK' },
      { kind: 'item', row: rows[1] },
    ]);
  });

  it('is flat without groupBy (the search results) and empty for no rows', () => {
    expect(flattenGroups(rows)).toEqual(rows.map((row) => ({ kind: 'item', row })));
    expect(flattenGroups([], (r: { m: string }) => r.m)).toEqual([]);
  });

  it('merges names that differ in case into one group headed by the first spelling, groups ordered without case', () => {
    const mixed = [
      { id: 1, m: 'GSK' },
      { id: 2, m: 'abbott' },
      { id: 3, m: 'Getz' },
      { id: 4, m: 'Abbott ' },
      { id: 5, m: 'ABBOTT' },
      { id: 6, m: 'getz' },
    ];
    expect(groupRows(mixed, (r) => r.m).map((g) => [g.name, g.rows.map((r) => r.id)])).toEqual([
      ['abbott', [2, 4, 5]],
      ['Getz', [3, 6]],
      ['GSK', [1]],
    ]);
    expect(flattenGroups(mixed, (r) => r.m).filter((l) => l.kind === 'group')).toHaveLength(3);
  });
});
