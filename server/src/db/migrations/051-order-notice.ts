import { sql, type Kysely } from 'kysely';

/**
 * Two seller settings beside the others in `seller_settings` (a seller without a row has the defaults):
 * - `time_zone`: the IANA zone in which the seller's days begin and end (dashboard, list date filters, dates shown).
 * - `new_order_sound`: a short sound on the seller's screens when a new order arrives.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE seller_settings ADD COLUMN IF NOT EXISTS time_zone text NOT NULL DEFAULT 'Asia/Karachi'`.execute(
    db,
  );
  await sql`ALTER TABLE seller_settings ADD COLUMN IF NOT EXISTS new_order_sound boolean NOT NULL DEFAULT false`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE seller_settings DROP COLUMN IF EXISTS new_order_sound`.execute(db);
  await sql`ALTER TABLE seller_settings DROP COLUMN IF EXISTS time_zone`.execute(db);
}
