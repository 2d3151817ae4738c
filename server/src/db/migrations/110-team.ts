import { sql, type Kysely } from 'kysely';

/**
 * Seller teams: members with a role act for their seller (their sessions carry the seller's account and the member),
 * orders booked by a member for a retailer, and who did what (status changes, payments, price changes, imports).
 * Names are copied into the records: a removed member's past actions keep their name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS team_members (
      id serial PRIMARY KEY,
      wholeseller_id integer NOT NULL REFERENCES wholesalers(id) ON DELETE CASCADE,
      phone text NOT NULL UNIQUE,
      name text NOT NULL,
      role text NOT NULL CHECK (role IN ('owner', 'clerk', 'booker', 'accountant', 'catalogue')),
      pin_hash text,
      joined_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS team_members_seller_idx ON team_members (wholeseller_id, id)`.execute(db);
  // A member's session: account_id is the seller's account, member_id the person. Removing the member ends it.
  await sql`ALTER TABLE sessions ADD COLUMN IF NOT EXISTS member_id integer REFERENCES team_members(id) ON DELETE CASCADE`.execute(
    db,
  );
  await sql`CREATE INDEX IF NOT EXISTS sessions_member_idx ON sessions (member_id) WHERE member_id IS NOT NULL`.execute(
    db,
  );

  await sql`ALTER TABLE order_status_history ADD COLUMN IF NOT EXISTS member_id integer REFERENCES team_members(id) ON DELETE SET NULL`.execute(
    db,
  );
  await sql`ALTER TABLE order_status_history ADD COLUMN IF NOT EXISTS actor_name text`.execute(db);

  await sql`ALTER TABLE orders ADD COLUMN IF NOT EXISTS booked_by text`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN IF NOT EXISTS booked_by_member integer REFERENCES team_members(id) ON DELETE SET NULL`.execute(
    db,
  );
  // A booker's own bookings and retailers.
  await sql`CREATE INDEX IF NOT EXISTS orders_booked_by_member_idx ON orders (booked_by_member, retailer_id) WHERE booked_by_member IS NOT NULL`.execute(
    db,
  );

  await sql`CREATE TABLE IF NOT EXISTS team_audit (
      id bigserial PRIMARY KEY,
      wholeseller_id integer NOT NULL REFERENCES wholesalers(id) ON DELETE CASCADE,
      member_id integer REFERENCES team_members(id) ON DELETE SET NULL,
      actor_name text NOT NULL,
      action text NOT NULL,
      object_id bigint,
      detail text NOT NULL DEFAULT '',
      at timestamptz NOT NULL DEFAULT now())`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS team_audit_seller_idx ON team_audit (wholeseller_id, at DESC)`.execute(db);
}

export async function down(): Promise<void> {}
