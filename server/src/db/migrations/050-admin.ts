import { sql, type Kysely } from 'kysely';

/**
 * The admin's account work:
 * - `accounts.approval`: `approved` (every account so far, and every new one with ACCOUNT_APPROVAL=none), `waiting`
 *   (in the admin's queue, cannot sign in) or `rejected`; a partial index keeps the queue a cheap read.
 * - `account_decisions`: every approval, rejection, deactivation and activation, who took it and when.
 * - Duplicate keys, kept by PostgreSQL on every write (generated columns), each indexed: `dup_place` is the store name
 *   and the address with case, spaces and punctuation dropped; `dup_person` the person's name the same way. The
 *   phone part of "same name, similar phone" (all but the last DUPLICATE_PHONE_TAIL = 2 digits, packages/shared) is
 *   compared among the few rows of one name.
 */
const norm = (column: string) => `lower(regexp_replace(${column}, '[^[:alnum:]]+', '', 'g'))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE accounts ADD COLUMN IF NOT EXISTS approval text NOT NULL DEFAULT 'approved'
    CHECK (approval IN ('approved', 'waiting', 'rejected'))`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS accounts_approval_idx ON accounts (type, created_at) WHERE approval <> 'approved'`.execute(
    db,
  );
  await sql`CREATE TABLE IF NOT EXISTS account_decisions (
      id serial PRIMARY KEY,
      account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      decision text NOT NULL CHECK (decision IN ('approved', 'rejected', 'disabled', 'enabled')),
      reason text,
      decided_by integer REFERENCES accounts(id) ON DELETE SET NULL,
      decided_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS account_decisions_account_idx ON account_decisions (account_id, decided_at DESC, id DESC)`.execute(
    db,
  );

  for (const [table, store] of [
    ['retailers', 'store'],
    ['wholesalers', 'busniess_name'],
  ] as const) {
    await sql
      .raw(
        `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS dup_place text GENERATED ALWAYS AS (${norm(store)} || '|' || ${norm('address')}) STORED`,
      )
      .execute(db);
    await sql
      .raw(
        `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS dup_person text GENERATED ALWAYS AS (${norm('full_name')}) STORED`,
      )
      .execute(db);
    await sql.raw(`CREATE INDEX IF NOT EXISTS ${table}_dup_place_idx ON ${table} (dup_place)`).execute(db);
    await sql.raw(`CREATE INDEX IF NOT EXISTS ${table}_dup_person_idx ON ${table} (dup_person)`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['retailers', 'wholesalers']) {
    await sql.raw(`ALTER TABLE ${table} DROP COLUMN IF EXISTS dup_place, DROP COLUMN IF EXISTS dup_person`).execute(db);
  }
  await sql`DROP TABLE IF EXISTS account_decisions`.execute(db);
  await sql`DROP INDEX IF EXISTS accounts_approval_idx`.execute(db);
  await sql`ALTER TABLE accounts DROP COLUMN IF EXISTS approval`.execute(db);
}
