import { sql, type Kysely } from 'kysely';

/**
 * The offer charged, and the seller's order desk.
 *
 * - `order_items.offer` and `order_items.net`: the offer (percent) and the line's amount after it, fixed when the
 *   order is placed, so an order keeps what it was charged when the listing changes later. Lines written before this
 *   migration were charged T.P: offer 0, net = price x quantity (what their order's total already adds up). `net` stays
 *   nullable: a process of the previous release, during a rolling deploy, writes lines without it, still at T.P, and
 *   readers take `coalesce(net, price * quantity)` (db/sql.ts `lineNetSql`).
 * - `order_status_history.note`: the seller's optional note with a status change.
 * - `seller_settings`: one row per seller who changed a setting; a seller without a row has the defaults.
 * - Indexes for the order desk's filter and sorts, each answering a page from the index alone like the date order:
 *   status + date (the status tabs), total, and the workflow rank of the status (Pending first). The products-sold
 *   covering index takes `net` too, for the dashboard's sales per product.
 */
const STATUS_RANK = `array_position('{Pending,"Payment Received",Shipped,Delivered,Cancel}'::text[], status)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE order_items ADD COLUMN IF NOT EXISTS offer numeric(5,2) NOT NULL DEFAULT 0
              CHECK (offer >= 0 AND offer <= 100)`.execute(db);
  await sql`ALTER TABLE order_items ADD COLUMN IF NOT EXISTS net numeric(14,2) CHECK (net >= 0)`.execute(db);
  await sql`UPDATE order_items SET net = price * quantity WHERE net IS NULL`.execute(db);

  await sql`ALTER TABLE order_status_history ADD COLUMN IF NOT EXISTS note text`.execute(db);

  await sql`CREATE TABLE IF NOT EXISTS seller_settings (
      wholeseller_id integer PRIMARY KEY REFERENCES wholesalers(id) ON DELETE CASCADE,
      notify_retailer_sms boolean NOT NULL DEFAULT true,
      require_licence boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now())`.execute(db);

  await sql`CREATE INDEX IF NOT EXISTS orders_seller_status_date_idx ON orders (wholeseller_id, status, order_date DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX IF NOT EXISTS orders_seller_total_idx ON orders (wholeseller_id, total DESC, id DESC)`.execute(
    db,
  );
  await sql
    .raw(
      `CREATE INDEX IF NOT EXISTS orders_seller_status_rank_idx ON orders (wholeseller_id, (${STATUS_RANK}), order_date DESC, id DESC) INCLUDE (status)`,
    )
    .execute(db);
  await sql`CREATE INDEX IF NOT EXISTS order_items_order_net_cover_idx ON order_items (order_id) INCLUDE (product_name, quantity, price, net)`.execute(
    db,
  );
  await sql`DROP INDEX IF EXISTS order_items_order_cover_idx`.execute(db);
  // orders_seller_status_date_idx starts with (seller, status): it answers the status counts as well.
  await sql`DROP INDEX IF EXISTS orders_seller_status_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS orders_seller_status_idx ON orders (wholeseller_id, status)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS order_items_order_cover_idx ON order_items (order_id) INCLUDE (product_name, quantity, price)`.execute(
    db,
  );
  await sql`DROP INDEX IF EXISTS order_items_order_net_cover_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS orders_seller_status_rank_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS orders_seller_total_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS orders_seller_status_date_idx`.execute(db);
  await sql`DROP TABLE IF EXISTS seller_settings`.execute(db);
  await sql`ALTER TABLE order_status_history DROP COLUMN IF EXISTS note`.execute(db);
  await sql`ALTER TABLE order_items DROP COLUMN IF EXISTS net`.execute(db);
  await sql`ALTER TABLE order_items DROP COLUMN IF EXISTS offer`.execute(db);
}
