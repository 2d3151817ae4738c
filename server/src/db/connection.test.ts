import { describe, expect, it } from 'vitest';
import { compileRowBuilder } from './connection.js';

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
