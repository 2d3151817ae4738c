import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, TEST_DB_KIND } from '../test/helpers.js';
import type { DatabaseHandle } from './connection.js';
import { cachedQueryText } from './sql.js';
import { prepared, preparedName } from './prepared.js';

describe('hot reads as named prepared statements', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase();
  });
  afterAll(() => handle.close());

  const run = cachedQueryText<{ n: number }>();
  const countOf = (db: DatabaseHandle['db'], above: number) =>
    run(db, 'accounts above', () => sql<{ n: number }>`SELECT count(*)::int AS n FROM accounts WHERE id > ${above}`, [
      above,
    ]);

  it('names a cached text, answers as unprepared, and on PostgreSQL the connection keeps it prepared', async () => {
    const prepared = await handle.db.transaction().execute(async (trx) => {
      // One connection: the same text twice, then what that connection holds.
      const first = await countOf(trx, 0);
      const again = await countOf(trx, -1);
      expect(again).toEqual(first);
      if (TEST_DB_KIND !== 'postgres') return [];
      const { rows } = await sql<{
        name: string;
        statement: string;
      }>`SELECT name, statement FROM pg_prepared_statements`.execute(trx);
      return rows;
    });
    const text = 'SELECT count(*)::int AS n FROM accounts WHERE id > $1';
    const name = preparedName(text);
    expect(name).toMatch(/^dl_\d+$/);
    if (TEST_DB_KIND === 'postgres') expect(prepared).toContainEqual({ name, statement: text });
    // The same answer as the text sent unprepared.
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM accounts WHERE id > ${0}`.execute(
      handle.db,
    );
    expect(await countOf(handle.db, 0)).toEqual(rows);
  });

  it('names only marked texts: another text of the same length, or a longer one, gets no name', () => {
    const marked = prepared('SELECT 1 AS marked_text_of_this_test');
    expect(preparedName(marked)).toMatch(/^dl_\d+$/);
    // The same text built anew (another string with the same characters) is the same statement.
    expect(preparedName(['SELECT 1 AS marked_', 'text_of_this_test'].join(''))).toBe(preparedName(marked));
    expect(preparedName('SELECT 2 AS marked_text_of_this_test')).toBeUndefined();
    expect(preparedName(`${marked} `)).toBeUndefined();
  });
});
