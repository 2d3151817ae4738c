import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, TEST_DB_KIND } from '../test/helpers.js';
import type { DatabaseHandle } from './connection.js';
import { textRunnerOf, transactionRunnerOf } from './connection.js';
import { prepared } from './prepared.js';
import { queryRows, textTransaction } from './sql.js';

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

describe('textTransaction', () => {
  const SETTING = prepared(`SELECT current_setting('pg_trgm.word_similarity_threshold', true) AS value`);

  it('runs its statements on one connection and commits them', async () => {
    expect(transactionRunnerOf(handle.db) !== undefined).toBe(TEST_DB_KIND === 'postgres');
    await sql`CREATE TABLE IF NOT EXISTS text_tx (id int)`.execute(handle.db);
    const seen = await textTransaction(handle.db, async (run) => {
      await run(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, ['0.25']);
      await run('INSERT INTO text_tx VALUES ($1)', [1]);
      return run<{ value: string }>(SETTING, []);
    });
    // A setting local to the transaction is seen by its later statements only: they ran on its connection.
    expect(seen).toEqual([{ value: '0.25' }]);
    expect(await queryRows(handle.db, 'SELECT id FROM text_tx', [])).toEqual([{ id: 1 }]);
    const after = await queryRows<{ value: string | null }>(handle.db, SETTING, []);
    expect(after[0].value).not.toBe('0.25');
  });

  it('rolls back everything when the work throws, with the error as thrown, and leaves the pool usable', async () => {
    await sql`DELETE FROM text_tx`.execute(handle.db);
    // More failures than the pool has connections: a connection kept by a failure would leave the last query waiting.
    for (let i = 0; i < 12; i++) {
      await expect(
        textTransaction(handle.db, async (run) => {
          await run('INSERT INTO text_tx VALUES ($1)', [i]);
          await run('SELECT * FROM no_such_table', []);
        }),
      ).rejects.toMatchObject({ code: '42P01' });
      await expect(
        textTransaction(handle.db, async (run) => {
          await run('INSERT INTO text_tx VALUES ($1)', [i]);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
    }
    expect(await queryRows(handle.db, 'SELECT id FROM text_tx', [])).toEqual([]);
  });
});
