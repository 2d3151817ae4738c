import { describe, expect, it } from 'vitest';
import { flattenGroups } from './grouped-rows';

const rows = [
  { id: 1, m: 'Abbott' },
  { id: 2, m: 'GSK' },
  { id: 3, m: 'Abbott' },
];

describe('flattenGroups', () => {
  it('puts a heading before each group, in first-seen order, merging rows of the same name', () => {
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
});
