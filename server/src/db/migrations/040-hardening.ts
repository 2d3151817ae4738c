import { sql, type Kysely } from 'kysely';
import { storeSlug } from '@dawalink/shared';

/**
 * - `wholesalers.name_key`: the store-link form of the business name, unique, so a rename through the profile cannot
 *   take another store's name (the url stays what customers have; the name is what they read). Nullable so that a
 *   row written by hand or by the bench generator without it is not refused; the services always write it.
 * - `idempotency_keys.fingerprint`: a hash of the request body the key was first used with; the same key with another
 *   body is refused instead of answering the earlier order.
 * - `rate_counters`: per-address counters in fixed windows, incremented by one statement, so a limit holds exactly
 *   under parallel requests and across processes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE wholesalers ADD COLUMN IF NOT EXISTS name_key text`.execute(db);
  const { rows } = await sql<{ id: number; busniess_name: string; url: string }>`
    SELECT id, busniess_name, url FROM wholesalers ORDER BY id`.execute(db);
  const taken = new Set(rows.map((r) => r.url));
  const used = new Set<string>();
  for (const row of rows) {
    let key = storeSlug(row.busniess_name) || row.url;
    // A name another store already answers to (by its link or an earlier name) keeps its own link as its key.
    if (used.has(key) || (taken.has(key) && key !== row.url)) key = row.url;
    if (used.has(key)) key = `${row.url}~${row.id}`;
    used.add(key);
    await sql`UPDATE wholesalers SET name_key = ${key} WHERE id = ${row.id}`.execute(db);
  }
  await sql`CREATE UNIQUE INDEX IF NOT EXISTS wholesalers_name_key ON wholesalers (name_key)`.execute(db);

  await sql`ALTER TABLE idempotency_keys ADD COLUMN IF NOT EXISTS fingerprint text`.execute(db);

  await sql`CREATE TABLE IF NOT EXISTS rate_counters (
      key text NOT NULL,
      window_start timestamptz NOT NULL,
      n integer NOT NULL,
      PRIMARY KEY (key, window_start))`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS rate_counters_window_idx ON rate_counters (window_start)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS rate_counters`.execute(db);
  await sql`ALTER TABLE idempotency_keys DROP COLUMN IF EXISTS fingerprint`.execute(db);
  await sql`DROP INDEX IF EXISTS wholesalers_name_key`.execute(db);
  await sql`ALTER TABLE wholesalers DROP COLUMN IF EXISTS name_key`.execute(db);
}
