import { sql, type Kysely } from 'kysely';

/**
 * A signed-in retailer's cart per store, on the server (GET/PUT /api/Cart/{sellerId}), so it follows the account to
 * another phone. One row per line; `position` keeps the order the lines were added. A listing the seller deletes
 * takes its cart lines with it; a retailer or seller removed takes their carts.
 *
 * Also: the retailer's last order with each store (Home's supplier cards, "Order again") in one index probe.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS cart_items (
      retailer_id integer NOT NULL REFERENCES retailers(id) ON DELETE CASCADE,
      wholeseller_id integer NOT NULL REFERENCES wholesalers(id) ON DELETE CASCADE,
      listing_id integer NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
      quantity integer NOT NULL CHECK (quantity >= 1),
      position integer NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (retailer_id, wholeseller_id, listing_id))`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS cart_items_listing_idx ON cart_items (listing_id)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS orders_retailer_seller_date_idx ON orders (retailer_id, wholeseller_id, order_date DESC, id DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS orders_retailer_seller_date_idx`.execute(db);
  await sql`DROP TABLE IF EXISTS cart_items`.execute(db);
}
