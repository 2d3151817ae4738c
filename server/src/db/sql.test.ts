import { describe, expect, it } from 'vitest';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { cachedQueryText, containsPattern, fixedQuery } from './sql.js';
import { preparedName } from './prepared.js';
import type { Database } from './types.js';

describe('containsPattern', () => {
  it('finds the text anywhere, with LIKE wildcards and the escape character taken literally', () => {
    expect(containsPattern('shifa')).toBe('%shifa%');
    expect(containsPattern('100%_off\\')).toBe('%100\\%\\_off\\\\%');
  });
});

describe('cachedQueryText', () => {
  // A Kysely that compiles PostgreSQL and answers no rows: only the compiling and the values sent matter here.
  const sent: Array<{ sql: string; parameters: readonly unknown[] }> = [];
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () =>
        Object.assign(new DummyDriver(), {
          acquireConnection: async () => ({
            executeQuery: async (q: { sql: string; parameters: readonly unknown[] }) => (sent.push(q), { rows: [] }),
            streamQuery: () => {
              throw new Error('not used');
            },
          }),
        }),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });

  it('compiles a key once and then sends its text with the values alone', async () => {
    const run = cachedQueryText<{ id: number }>();
    let builds = 0;
    const page = (seller: number, offset: number) =>
      run(
        db,
        'date desc',
        () => (builds++, sql<{ id: number }>`SELECT id FROM orders WHERE wholeseller_id = ${seller} OFFSET ${offset}`),
        [seller, offset],
      );
    await page(1, 0);
    await page(2, 50);
    expect(builds).toBe(1);
    expect(sent.slice(-2)).toEqual([
      expect.objectContaining({ sql: 'SELECT id FROM orders WHERE wholeseller_id = $1 OFFSET $2', parameters: [1, 0] }),
      expect.objectContaining({
        sql: 'SELECT id FROM orders WHERE wholeseller_id = $1 OFFSET $2',
        parameters: [2, 50],
      }),
    ]);
  });

  it('refuses values that are not the query parameters, in order', async () => {
    const run = cachedQueryText();
    await expect(run(db, 'k', () => sql`SELECT ${1} + ${2}`, [2, 1])).rejects.toThrow(/not the query's parameters/);
    await expect(run(db, 'k', () => sql`SELECT ${1} + ${2}`, [1])).rejects.toThrow(/not the query's parameters/);
  });

  it('fixedQuery: one text for every call, marked to be prepared, each call with its own values', async () => {
    const run = fixedQuery<{ id: number }>();
    let builds = 0;
    const mark = (order: number, seller: number) =>
      run(
        db,
        () => (
          builds++,
          sql<{
            id: number;
          }>`UPDATE orders SET booked_by = ${'Asif'} WHERE id = ${order} AND wholeseller_id = ${seller}`
        ),
        ['Asif', order, seller],
      );
    await mark(7, 1);
    await mark(8, 2);
    expect(builds).toBe(1);
    const text = 'UPDATE orders SET booked_by = $1 WHERE id = $2 AND wholeseller_id = $3';
    expect(sent.slice(-2).map((q) => [q.sql, q.parameters])).toEqual([
      [text, ['Asif', 7, 1]],
      [text, ['Asif', 8, 2]],
    ]);
    expect(preparedName(text)).toMatch(/^dl_\d+$/);
    await expect(fixedQuery()(db, () => sql`SELECT ${1}`, [])).rejects.toThrow(/not the query's parameters/);
  });
});
