import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, TEST_DB_KIND } from '../test/helpers.js';
import type { DatabaseHandle } from './connection.js';
import { textRunnerOf } from './connection.js';
import { prepared } from './prepared.js';
import { queryRows } from './sql.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.close());

const ROWS = prepared('SELECT g AS n, g * 2 AS twice FROM generate_series(1, $1::int) g ORDER BY g');

describe('queryRows', () => {
  it('answers the rows of a prepared or a one-off text as objects', async () => {
    expect(await queryRows(handle.db, ROWS, [3])).toEqual([
      { n: 1, twice: 2 },
      { n: 2, twice: 4 },
      { n: 3, twice: 6 },
    ]);
    expect(await queryRows(handle.db, 'SELECT $1::text AS word', ['panadol'])).toEqual([{ word: 'panadol' }]);
  });

  it("runs straight on PostgreSQL's pool, and in a transaction on the transaction's connection", async () => {
    expect(textRunnerOf(handle.db) !== undefined).toBe(TEST_DB_KIND === 'postgres');
    const seen = await handle.db.transaction().execute(async (trx) => {
      expect(textRunnerOf(trx)).toBeUndefined();
      await sql`CREATE TEMP TABLE picked (id int) ON COMMIT DROP`.execute(trx);
      await sql`INSERT INTO picked VALUES (7)`.execute(trx);
      // A temporary table exists on its own connection only: another connection would not find it.
      return queryRows<{ id: number }>(trx, 'SELECT id FROM picked', []);
    });
    expect(seen).toEqual([{ id: 7 }]);
  });

  it('rejects with the database error and leaves the connection to the next query', async () => {
    // More failures than the pool has connections: a connection kept by a failure would leave the last query waiting.
    for (let i = 0; i < 12; i++) {
      await expect(queryRows(handle.db, 'SELECT * FROM no_such_table', [])).rejects.toMatchObject({ code: '42P01' });
    }
    expect(await queryRows(handle.db, ROWS, [1])).toEqual([{ n: 1, twice: 2 }]);
  });
});
