import { sql, type Kysely } from 'kysely';
import type { Database } from './types.js';

export interface CountOutcome {
  /** Whether this request is within the limit. */
  allowed: boolean;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Counts one request against `max` per fixed window of `windowMs` for `key`, in one statement: parallel requests
 * from any number of processes each get their own number, so exactly `max` of them pass. Every request counts,
 * refused ones included (a client that keeps trying keeps waiting).
 */
export async function countRequest(db: Kysely<Database>, key: string, windowMs: number, max: number): Promise<CountOutcome> {
  const now = Date.now();
  const windowStart = now - (now % windowMs);
  const { rows } = await sql<{ n: number }>`
    INSERT INTO rate_counters (key, window_start, n) VALUES (${key}, ${new Date(windowStart)}, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET n = rate_counters.n + 1
    RETURNING n`.execute(db);
  // Old windows count toward nothing: swept now and then rather than on every request.
  if (Math.random() < 0.01) {
    await db.deleteFrom('rate_counters').where('window_start', '<', new Date(now - 2 * 24 * 60 * 60_000)).execute();
  }
  return { allowed: Number(rows[0].n) <= max, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
}
