import { sql, type Kysely } from 'kysely';

/**
 * The order row's product names, written once when the order is placed (its lines never change afterwards).
 * Why: every order list (seller pages, seller search, the retailer's orders) showed them through a correlated
 * string_agg over order_items, one index probe per order: on the large bench data that was 0.55 of the 0.65 ms
 * PostgreSQL spent on a page of 50 orders, and 200 probes per search answer (docs/performance.md section 4).
 *
 * Also: autovacuum of the insert-only order tables after 1% new rows instead of 20%. Index-only scans (order pages,
 * counts, the seller's deep offsets) read the heap for every row that autovacuum has not marked all-visible yet;
 * with PostgreSQL's default a million-order table took 200,000 new orders before its visibility map caught up, and
 * page 200 of a busy seller cost 9 ms instead of 2 ms meanwhile.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders ADD COLUMN IF NOT EXISTS products text NOT NULL DEFAULT ''`.execute(db);
  await sql`
    UPDATE orders o SET products = agg.names
    FROM (SELECT order_id, string_agg(product_name, ', ' ORDER BY id) AS names FROM order_items GROUP BY order_id) agg
    WHERE agg.order_id = o.id AND o.products = ''`.execute(db);
  for (const table of ['orders', 'order_items', 'order_status_history']) {
    await sql
      .raw(
        `ALTER TABLE ${table} SET (autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02)`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['orders', 'order_items', 'order_status_history']) {
    await sql
      .raw(`ALTER TABLE ${table} RESET (autovacuum_vacuum_insert_scale_factor, autovacuum_analyze_scale_factor)`)
      .execute(db);
  }
  await sql`ALTER TABLE orders DROP COLUMN IF EXISTS products`.execute(db);
}
