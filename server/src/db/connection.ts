import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient, type PostgresQueryResult } from 'kysely';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './types.js';
import { preparedName } from './prepared.js';

export type DatabaseKind = 'postgres' | 'pglite';
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** PGlite only: the whole database as a file that `openPglite` can start another from. */
  dump?(): Promise<Blob>;
}

const NUMERIC_OID = 1700;
const INT8_OID = 20;

// numeric and bigint (count(*)) become JS numbers: money has two decimals and counts stay far below 2^53.
pg.types.setTypeParser(NUMERIC_OID, (v) => Number.parseFloat(v));
pg.types.setTypeParser(INT8_OID, (v) => Number.parseInt(v, 10));

type RowBuilder = ((values: unknown[]) => Record<string, unknown>) & { columns: string[] };
/** The functions that make rows, by prepared statement name or, for other texts, by column list. */
const rowBuilders = new Map<string, RowBuilder>();

/**
 * A function that makes a row object of these columns from pg's array of values: one object literal, compiled
 * once per column list. pg makes every row at one site of its code by copying a template object and setting each
 * column by name; a server that runs hundreds of column lists makes that site megamorphic in V8, and each row's
 * properties are then set one by one through the slow path (50 rows of an order page: 61-124 us against 18-21 us
 * for a compiled literal; docs/performance.md, "Per-request cost, round three"). Duplicate names keep the last
 * column's value, as pg does. Column names are embedded as JSON strings; `__proto__` would set the prototype in a
 * literal, so a list that has it is not compiled.
 */
export function compileRowBuilder(columns: string[]): RowBuilder | undefined {
  if (columns.includes('__proto__')) return undefined;
  const body = `return { ${columns.map((c, i) => `${JSON.stringify(c)}: v[${i}]`).join(', ')} };`;
  return Object.assign(new Function('v', body) as (values: unknown[]) => Record<string, unknown>, { columns });
}

function sameColumns(builder: RowBuilder, fields: Array<{ name: string }>): boolean {
  if (builder.columns.length !== fields.length) return false;
  for (let i = 0; i < fields.length; i++) if (builder.columns[i] !== fields[i].name) return false;
  return true;
}

/**
 * A result whose rows were read as arrays, with the rows as objects again. A prepared statement's builder is found
 * by its name (its columns are fixed by its text, checked all the same); another text's by its column list.
 */
export function withObjectRows(result: pg.QueryResult<unknown[]>, name: string | undefined): pg.QueryResult {
  const fields = result.fields;
  if (fields.length === 0) return result as unknown as pg.QueryResult;
  const key = name ?? fields.map((f) => f.name).join('\u0000');
  let builder = rowBuilders.get(key);
  if (builder === undefined || !sameColumns(builder, fields)) {
    const names = fields.map((f) => f.name);
    builder = compileRowBuilder(names);
    if (builder === undefined) {
      return Object.assign(result, {
        rows: result.rows.map((v) => Object.fromEntries(names.map((n, i) => [n, v[i]]))),
      });
    }
    rowBuilders.set(key, builder);
  }
  const rows = result.rows;
  const objects = new Array<Record<string, unknown>>(rows.length);
  for (let i = 0; i < rows.length; i++) objects[i] = builder(rows[i]);
  return Object.assign(result, { rows: objects });
}

type RowsCallback = (error: Error | null, result?: pg.QueryResult) => void;
interface QueryingClient extends pg.Client {
  /** Runs one text with its values as `query(text, values)` does, with a callback instead of a promise. */
  queryText(text: string, values: readonly unknown[] | undefined, callback: RowsCallback): void;
}

/**
 * A pg client that sends the texts marked in prepared.ts as named prepared statements (pg prepares each once per
 * connection; `prepare: false` sends every text unprepared), and reads every query's rows as arrays made into objects
 * by a function compiled for the columns (`compileRowBuilder`).
 *
 * The query is given a callback and its promise made here, not by pg: pg's own promise (a query without a callback)
 * kept each answer's rows alive through two young-generation collections under load, so V8 moved them to the old
 * generation (11-13 MB surviving each collection against 0.5 MB, on the order search at 32 connections), and the
 * collections took ~6 % of the server's time instead of ~1 % (docs/performance.md, "Answers kept alive by the
 * driver's promise").
 */
function clientClass(prepare: boolean): typeof pg.Client {
  return class extends pg.Client implements QueryingClient {
    queryText(text: string, values: readonly unknown[] | undefined, callback: RowsCallback): void {
      const name = prepare ? preparedName(text) : undefined;
      const query = name ? { name, text, values, rowMode: 'array' } : { text, values, rowMode: 'array' };
      super.query(
        query as pg.QueryConfig,
        (error: Error | null, result: pg.QueryResult<unknown[]> | Array<pg.QueryResult<unknown[]>>) => {
          if (error) return callback(error);
          // Several statements in one text without values (a migration) answer one result each.
          callback(
            null,
            Array.isArray(result)
              ? (result.map((r) => withObjectRows(r, undefined)) as unknown as pg.QueryResult)
              : withObjectRows(result, name),
          );
        },
      );
    }

    // pg's query has many overloads; Kysely calls query(text, values) and this only changes that form.
    override query(config: any, values?: any, callback?: any): any {
      if (typeof config === 'string' && typeof values !== 'function' && callback === undefined) {
        return new Promise((resolve, reject) =>
          this.queryText(config, values, (error, result) => (error ? reject(error) : resolve(result))),
        );
      }
      return super.query(config, values, callback);
    }
  };
}

/**
 * The rows of one text run on a pool connection, without Kysely's executor: the pool's callback, the client's
 * callback, one promise. Kysely runs each query through eight async layers (executor, connection provider, driver,
 * connection, result transform), a dozen promises and microtasks per query, which on a short read (a session and a
 * page of 50 rows) was 2-7 % of the server's CPU that the bare baseline's `pool.query` does not spend
 * (docs/performance.md, "Per-request cost, round four").
 */
export type TextRunner = <R>(text: string, values: readonly unknown[]) => Promise<R[]>;
const textRunners = new WeakMap<object, TextRunner>();

/** The direct runner of a database opened by `openPostgres`; undefined for a transaction, PGlite or anything else. */
export const textRunnerOf = (db: object): TextRunner | undefined => textRunners.get(db);

function poolTextRunner(pool: pg.Pool): TextRunner {
  return <R>(text: string, values: readonly unknown[]) =>
    new Promise<R[]>((resolve, reject) => {
      pool.connect((connectError, client, release) => {
        if (connectError || !client) return reject(connectError ?? new Error('no PostgreSQL client'));
        (client as unknown as QueryingClient).queryText(text, values, (error, result) => {
          // As Kysely releases its connections: a failed statement leaves the connection usable.
          release();
          if (error) reject(error);
          else resolve((result?.rows ?? []) as R[]);
        });
      });
    });
}

export function openPostgres(connectionString: string, max = 10, preparedStatements = true): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max, Client: clientClass(preparedStatements) });
  // An idle client dropped by the server (restart, failover) must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error(`idle PostgreSQL client error: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  textRunners.set(db, poolTextRunner(pool));
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/**
 * PGlite is one connection. Kysely's Postgres dialect asks a pool for a connection per query or transaction, so
 * this pool hands out that one connection to one holder at a time: a transaction never sees another request's
 * statements, and closing waits until the running query is done.
 */
class PgliteMutexPool implements PostgresPool {
  /** pg.Pool's options, which Kysely passes to a control connection for cancelling a query (never used here). */
  readonly options = {};
  #queue: Promise<void> = Promise.resolve();
  constructor(private readonly pglite: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#queue;
    this.#queue = previous.then(() => held);
    await previous;
    const pglite = this.pglite;
    let released = false;
    const client = {
      async query(sqlText: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<unknown>> {
        const result = await pglite.query(sqlText, parameters as unknown[]);
        const command = sqlText.trimStart().slice(0, 6).toUpperCase() as PostgresQueryResult<unknown>['command'];
        return { command, rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
      },
      release() {
        if (!released) {
          released = true;
          release();
        }
      },
    };
    return client as unknown as PostgresPoolClient;
  }

  async end(): Promise<void> {
    // Wait for whoever holds the connection, then close.
    const client = await this.connect();
    await this.pglite.close();
    client.release();
  }
}

/** Refuses a second process on the same data directory instead of letting both write to it. */
function takeDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'dawalink.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The data directory ${dataDir} is in use by process ${holder}. Stop it first, or set DATA_DIR to another directory.`,
        );
      }
      fs.rmSync(lockFile, { force: true }); // stale lock of a process that died
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Embedded PostgreSQL. `dataDir` undefined means in memory (tests); `loadDataDir` starts it from a dump of another
 * (PGlite's `dumpDataDir`), which skips the seconds of initdb a new database costs.
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const unlock = dataDir ? takeDataDirLock(dataDir) : () => {};
  try {
    // Loaded only for the embedded database: a server on PostgreSQL does not keep PGlite's code in its heap.
    const [{ PGlite, types: pgliteTypes }, { pg_trgm }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
    ]);
    const pglite = await PGlite.create({
      dataDir: dataDir ? path.resolve(dataDir, 'pg') : undefined,
      loadDataDir,
      extensions: { pg_trgm },
      parsers: {
        [pgliteTypes.NUMERIC]: (v: string) => Number.parseFloat(v),
        [pgliteTypes.INT8]: (v: string) => Number.parseInt(v, 10),
      },
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new PgliteMutexPool(pglite) }) });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await db.destroy();
        unlock();
      },
      dump: () => pglite.dumpDataDir('none'),
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  preparedStatements?: boolean;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize, options.preparedStatements ?? true)
    : openPglite(options.dataDir);
}
