import { isDeepStrictEqual } from 'node:util';
import {
  CompiledQuery,
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type OperandValueExpressionOrList,
  type RawBuilder,
  type SqlBool,
  type StringReference,
  type Transaction,
} from 'kysely';
import { ORDER_PRODUCTS_SEPARATOR, PAGE_SIZE, searchWords } from '@dawalink/shared';
import type { Database } from './types.js';
import { prepared } from './prepared.js';
import { textRunnerOf } from './connection.js';

/**
 * A LIKE / ILIKE pattern that matches the text literally anywhere in a value: `%`, `_` and `\` typed in a search
 * box are characters to find, not wildcards.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The shared search rule (`searchWords`) in SQL: every word of the term in one of `columns`, any order, any case,
 * as a fragment. One condition per word, ANDed; each an OR of `ILIKE '%word%'`, which the trigram GIN index of a
 * column serves (PostgreSQL intersects the words' bitmaps). A blank term matches every row.
 */
export function everyWordMatches<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  term: string,
  columns: ReadonlyArray<StringReference<DB, TB>>,
): Expression<SqlBool> {
  return eb.and(
    searchWords(term).map((word) => {
      // A pattern is text for any text column; the generic builder cannot see that these columns are text.
      const pattern = containsPattern(word) as OperandValueExpressionOrList<DB, TB, StringReference<DB, TB>>;
      return eb.or(columns.map((column) => eb(column, 'ilike', pattern)));
    }),
  );
}

/**
 * A text column in the order of group headings: lower-cased, byte by byte ("abbott" beside "Abbott", the same on
 * every database and as the web's `compareFolded`). Ordering by it for manufacturer then name walks
 * products_folded_order_idx (migration 052-search-words).
 */
export function foldedOrder(column: string): RawBuilder<string> {
  return sql<string>`lower(${sql.ref(column)}) COLLATE "C"`;
}

/**
 * A timestamptz as the text JavaScript's Date#toISOString gives (UTC, milliseconds, "Z"), written by PostgreSQL.
 * Lists of many rows use it so that no row needs parsing into a Date and formatting back in the server.
 */
export function isoUtc(timestamp: Expression<unknown>): RawBuilder<string> {
  return sql<string>`to_char(${timestamp} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * An order's product names: `orders.products`, written with the order (migration 030-perf-order-products). An order
 * written without it (by a process of the previous release during a rolling deploy) is read from its lines instead;
 * PostgreSQL runs that subquery only for such an order.
 */
export function orderProducts(order: Expression<unknown>): RawBuilder<string> {
  return sql<string>`CASE WHEN ${order}.products <> '' THEN ${order}.products
    ELSE COALESCE((SELECT string_agg(i.product_name, ${sql.lit(ORDER_PRODUCTS_SEPARATOR)} ORDER BY i.id) FROM order_items i WHERE i.order_id = ${order}.id), '') END`;
}

/**
 * An order line's amount after the offer: `net`, written with the line (migration 043-offer-net-order-desk). A line
 * written without it (by a process of the previous release during a rolling deploy) was charged T.P.
 */
export function lineNetSql(item: Expression<unknown>): RawBuilder<number> {
  return sql<number>`coalesce(${item}.net, ${item}.price * ${item}.quantity)`;
}

/**
 * The OFFSET and LIMIT of a page read by a prepared statement (`cachedQueryText`): `key` goes into the text's key and
 * `values` after the query's other parameters. The first page at the screens' size (offset 0, PAGE_SIZE rows) is
 * written into the text; any other page passes both as parameters.
 *
 * Why: with OFFSET and LIMIT as parameters PostgreSQL's generic plan has to guess them (a tenth of the rows), looks
 * dearer than a plan made for the values, and is never chosen, so every call was planned anew: 0.31-0.37 ms of
 * planning beside 0.2 ms of reading, for the seller's first page of orders and of receivables (docs/performance.md,
 * "Planned once: the first page"). With the numbers in the text the generic plan costs what a custom one does and is
 * kept after PostgreSQL's five trial plans. Only the first page gets a text of its own: it is the page every screen
 * opens on, and each connection keeps two prepared texts of a query rather than one per page.
 *
 * `planOnce: false` for a page of a search or of a filter whose values decide the plan (words for ILIKE, a list of
 * ids): a generic plan would not know them, and a plan for the values must be made every call, as before.
 */
export function pageWindow(
  offset: number,
  limit: number,
  planOnce = true,
): { key: string; sql: RawBuilder<unknown>; values: number[] } {
  if (planOnce && offset === 0 && limit === PAGE_SIZE)
    return { key: 'first', sql: sql`OFFSET 0 LIMIT ${sql.lit(PAGE_SIZE)}`, values: [] };
  return { key: 'page', sql: sql`OFFSET ${offset} LIMIT ${limit}`, values: [offset, limit] };
}

/**
 * Runs a raw query whose SQL text depends only on `key` (a sort, a filter being present), not on the values: Kysely
 * compiles the query once per key, and later calls send the cached text with `values` alone. Kysely compiles a query
 * anew on every call (resolving each reference, walking and freezing the whole tree): 12-14 us of CPU for the
 * seller's order page, against 0.2 us for the cached text (docs/performance.md, "Per-request cost, round two").
 *
 * `values` must be the compiled query's parameters, in order: checked when a key is compiled, so a change to the SQL
 * that adds or moves a value fails on its first run instead of sending the wrong values.
 *
 * `prepare: false` keeps the text unnamed, for a search: a prepared statement may fall back to a generic plan that
 * does not know the searched words, and a plan for `ILIKE '%word%'` must know them (see "Not prepared, on purpose:
 * the searches" in docs/performance.md). Such a text is still compiled once, and planned by PostgreSQL each time.
 */
export function cachedQueryText<R>(options: { prepare: boolean } = { prepare: true }) {
  const texts = new Map<string, string>();
  return async (
    db: Kysely<Database> | Transaction<Database>,
    key: string,
    build: () => Compilable<R>,
    values: readonly unknown[],
  ): Promise<R[]> => {
    let text = texts.get(key);
    if (text === undefined) {
      const compiled = build().compile(db);
      if (!isDeepStrictEqual(compiled.parameters, values)) {
        throw new Error(`cachedQueryText ${key}: the values given are not the query's parameters`);
      }
      text = options.prepare ? prepared(compiled.sql) : compiled.sql;
      texts.set(key, text);
    }
    return queryRows<R>(db, text, values);
  };
}

/**
 * The rows of a finished SQL text with its values: on PostgreSQL's pool straight through pg (`textRunnerOf`), in a
 * transaction or on PGlite through Kysely's executor.
 */
export async function queryRows<R>(
  db: Kysely<Database> | Transaction<Database>,
  text: string,
  values: readonly unknown[],
): Promise<R[]> {
  const run = textRunnerOf(db);
  if (run) return run<R>(text, values);
  return (await db.executeQuery<R>(CompiledQuery.raw(text, [...values]))).rows;
}

/** A raw query, or a query builder's query, that compiles to SQL and its parameters. */
export interface Compilable<R> {
  compile(db: Kysely<Database> | Transaction<Database>): CompiledQuery<R>;
}

/**
 * A raw query whose text never changes (its values do): compiled on the first call, sent as a prepared statement
 * afterwards with `values` alone, as `cachedQueryText` does for one key. For the statements every order, invoice
 * or booking runs: compiling a query anew (the builder's tree, or a raw template's fragments) and having
 * PostgreSQL parse and plan its text again was a fixed cost of each of them that the bare baseline does not have
 * (docs/performance.md, "Per-request cost, round three").
 */
export function fixedQuery<R>() {
  const run = cachedQueryText<R>();
  return (
    db: Kysely<Database> | Transaction<Database>,
    build: () => RawBuilder<R>,
    values: readonly unknown[],
  ): Promise<R[]> => run(db, '', build, values);
}
