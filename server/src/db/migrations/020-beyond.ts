import { sql, type Kysely } from 'kysely';

/**
 * Price list imports wait here between preview and apply, so that apply changes exactly what the seller saw and
 * any app instance can apply it (nothing is kept in process memory). Old ones are swept at the next preview.
 * The dashboard reads a seller's orders of a period from indexes alone (measured on 1,000,000 orders, see
 * docs/performance.md): the status counts from (seller, status), the sums by day and retailer from a covering
 * (seller, date) index, and the products sold through a covering index of order_items by order.
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
  `CREATE INDEX orders_seller_date_cover_idx ON orders (wholeseller_id, order_date) INCLUDE (status, total, retailer_id, id)`,
  `CREATE INDEX order_items_order_cover_idx ON order_items (order_id) INCLUDE (product_name, quantity, price)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS order_items_order_cover_idx').execute(db);
  await sql.raw('DROP INDEX IF EXISTS orders_seller_date_cover_idx').execute(db);
  await sql.raw('DROP INDEX IF EXISTS orders_seller_status_idx').execute(db);
  await sql.raw('DROP TABLE IF EXISTS price_list_imports').execute(db);
}
