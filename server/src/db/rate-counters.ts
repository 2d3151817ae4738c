import type { Kysely } from 'kysely';
import type { Database } from './types.js';
import { prepared } from './prepared.js';
import { queryRows } from './sql.js';

export interface CountOutcome {
  /** Whether this request is within the limit. */
  allowed: boolean;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

/** Runs on every counted request (phone lookups, quick orders): a prepared text, not a query built each time. */
const COUNT_SQL = prepared(`INSERT INTO rate_counters (key, window_start, n) VALUES ($1, $2, 1)
  ON CONFLICT (key, window_start) DO UPDATE SET n = rate_counters.n + 1
  RETURNING n`);

/**
 * Counts one request against `max` per fixed window of `windowMs` for `key`, in one statement: parallel requests
 * from any number of processes each get their own number, so exactly `max` of them pass. Every request counts,
 * refused ones included (a client that keeps trying keeps waiting).
 */
export async function countRequest(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  max: number,
): Promise<CountOutcome> {
  const now = Date.now();
  const windowStart = now - (now % windowMs);
  const rows = await queryRows<{ n: number }>(db, COUNT_SQL, [key, new Date(windowStart)]);
  // Old windows count toward nothing: swept now and then rather than on every request.
  if (Math.random() < 0.01) {
    await db
      .deleteFrom('rate_counters')
      .where('window_start', '<', new Date(now - 2 * 24 * 60 * 60_000))
      .execute();
  }
  return {
    allowed: Number(rows[0].n) <= max,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
  };
}
