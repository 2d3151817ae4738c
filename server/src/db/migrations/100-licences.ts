import { sql, type Kysely } from 'kysely';

/**
 * Retailers' drug-sale licences (one per retailer, its document in its own table so that reading a licence never
 * drags the file along) and the Schedule G / controlled flags of catalogue products. The document lives in the
 * database so every app process serves it, whichever received the upload.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS retailer_licences (
      retailer_id integer PRIMARY KEY REFERENCES retailers(id) ON DELETE CASCADE,
      number text NOT NULL,
      type text NOT NULL CHECK (type IN ('pharmacy', 'medical_store', 'distributor')),
      province text NOT NULL,
      expires date NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'rejected')),
      reason text,
      reviewed_by integer REFERENCES accounts(id) ON DELETE SET NULL,
      reviewed_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      -- The expiry date the 30-day text was sent for: a renewed licence (a new date) gets its own text.
      expiry_sms_for date)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS retailer_licences_status ON retailer_licences (status, updated_at)`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS licence_documents (
      retailer_id integer PRIMARY KEY REFERENCES retailer_licences(retailer_id) ON DELETE CASCADE,
      content_type text NOT NULL,
      size integer NOT NULL CHECK (size > 0),
      content bytea NOT NULL,
      uploaded_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  await sql`ALTER TABLE products ADD COLUMN IF NOT EXISTS schedule_g boolean NOT NULL DEFAULT false`.execute(db);
  await sql`ALTER TABLE products ADD COLUMN IF NOT EXISTS controlled boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS licence_documents`.execute(db);
  await sql`DROP TABLE IF EXISTS retailer_licences`.execute(db);
  await sql`ALTER TABLE products DROP COLUMN IF EXISTS schedule_g`.execute(db);
  await sql`ALTER TABLE products DROP COLUMN IF EXISTS controlled`.execute(db);
}
