import { sql, type Kysely } from 'kysely';

/**
 * Each account's language (`en` or `ur`): its pages open in it and the texts sent to its phone are written in it.
 * On `accounts`, so sellers, retailers and admins (and anyone who signs in) have one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE accounts ADD COLUMN IF NOT EXISTS language text NOT NULL DEFAULT 'en'`.execute(db);
  await sql`ALTER TABLE accounts DROP CONSTRAINT IF EXISTS accounts_language_check`.execute(db);
  await sql`ALTER TABLE accounts ADD CONSTRAINT accounts_language_check CHECK (language IN ('en', 'ur'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE accounts DROP CONSTRAINT IF EXISTS accounts_language_check`.execute(db);
  await sql`ALTER TABLE accounts DROP COLUMN IF EXISTS language`.execute(db);
}
