import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * A timestamptz as the text JavaScript's Date#toISOString gives (UTC, milliseconds, "Z"), written by PostgreSQL.
 * Lists of many rows use it so that no row needs parsing into a Date and formatting back in the server.
 */
export function isoUtc(timestamp: Expression<unknown>): RawBuilder<string> {
  return sql<string>`to_char(${timestamp} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
