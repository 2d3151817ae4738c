import { describe, expect, it } from 'vitest';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { cachedQueryText, containsPattern } from './sql.js';
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
});
