import { sql, type Kysely } from 'kysely';

/**
 * Price list imports wait here between preview and apply, so that apply changes exactly what the seller saw and
 * any app instance can apply it (nothing is kept in process memory). Old ones are swept at the next preview.
 * The seller/status index lets the dashboard count orders by status from the index alone, even for a seller
 * with hundreds of thousands of orders.
 */
const statements = [
  `CREATE TABLE price_list_imports (
     id text PRIMARY KEY,
     wholeseller_id integer NOT NULL REFERENCES wholesalers(id) ON DELETE CASCADE,
     rows jsonb NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     expires_at timestamptz NOT NULL)`,
  `CREATE INDEX price_list_imports_expires_idx ON price_list_imports (expires_at)`,
  `CREATE INDEX orders_seller_status_idx ON orders (wholeseller_id, status)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS orders_seller_status_idx').execute(db);
  await sql.raw('DROP TABLE IF EXISTS price_list_imports').execute(db);
}
