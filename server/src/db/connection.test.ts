import { describe, expect, it } from 'vitest';
import { compileRowBuilder, withObjectRows } from './connection.js';

describe('compileRowBuilder', () => {
  it('makes the row object pg would: columns in order, the last of two equal names kept', () => {
    const build = compileRowBuilder(['id', 'store', 'total', 'id'])!;
    expect(build([1, 'Al Shifa', 1250.5, 2])).toEqual({ id: 2, store: 'Al Shifa', total: 1250.5 });
    expect(Object.keys(build([1, 'x', null, 3]))).toEqual(['id', 'store', 'total']);
  });

  it('takes any column name literally, quotes and all, and leaves a list with __proto__ to the generic way', () => {
    const names = ['order_Date', 'a"b', "it's", 'back\\slash', 'line\nbreak', '${x}', 'ٹی پی'];
    const row = compileRowBuilder(names)!(names.map((_, i) => i));
    expect(Object.entries(row)).toEqual(names.map((n, i) => [n, i]));
    expect(compileRowBuilder(['id', '__proto__'])).toBeUndefined();
  });
});

describe('withObjectRows', () => {
  const result = (names: string[], rows: unknown[][]) =>
    ({ command: 'SELECT', rowCount: rows.length, oid: 0, fields: names.map((name) => ({ name })), rows }) as never;

  it('makes objects of array rows, by statement name or by column list, and leaves a result without columns as it is', () => {
    expect(
      withObjectRows(
        result(
          ['id', 'store'],
          [
            [1, 'a'],
            [2, 'b'],
          ],
        ),
        'dl_test_1',
      ).rows,
    ).toEqual([
      { id: 1, store: 'a' },
      { id: 2, store: 'b' },
    ]);
    // The same name with other columns (the schema changed under a running server) is built anew.
    expect(withObjectRows(result(['id', 'phone'], [[3, '0300']]), 'dl_test_1').rows).toEqual([
      { id: 3, phone: '0300' },
    ]);
    expect(withObjectRows(result(['total', 'n'], [[12.5, 2]]), undefined).rows).toEqual([{ total: 12.5, n: 2 }]);
    expect(withObjectRows(result(['__proto__', 'id'], [[1, 2]]), undefined).rows[0]).toEqual(
      Object.fromEntries([
        ['__proto__', 1],
        ['id', 2],
      ]),
    );
    const insert = { command: 'INSERT', rowCount: 1, oid: 0, fields: [], rows: [] } as never;
    expect(withObjectRows(insert, undefined)).toBe(insert);
  });
});
