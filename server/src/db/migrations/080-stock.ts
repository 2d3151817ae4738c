import { sql, type Kysely } from 'kysely';

/**
 * Stock: each listing's availability (in stock, short, out of stock), and, for sellers who track them, batches per
 * listing (batch number, expiry month, quantity left). Shipping an order allocates batches earliest expiry first and
 * records what went out per order line in `order_batches`; an order is allocated once (the invoice is issued once).
 *
 * The store page's cached list shows availability and the shortest expiry on sale, so a change of a batch or of the
 * seller's batch settings bumps the store's version, as a listing change does (migration 010-perf-store-version).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE listings ADD COLUMN IF NOT EXISTS availability text NOT NULL DEFAULT 'in_stock'
    CHECK (availability IN ('in_stock', 'short', 'out_of_stock'))`.execute(db);
  await sql`ALTER TABLE seller_settings ADD COLUMN IF NOT EXISTS track_batches boolean NOT NULL DEFAULT false`.execute(
    db,
  );
  await sql`ALTER TABLE seller_settings ADD COLUMN IF NOT EXISTS min_shelf_life_months integer NOT NULL DEFAULT 0
    CHECK (min_shelf_life_months >= 0 AND min_shelf_life_months <= 60)`.execute(db);

  await sql`CREATE TABLE IF NOT EXISTS listing_batches (
      id serial PRIMARY KEY,
      wholeseller_id integer NOT NULL REFERENCES wholesalers(id) ON DELETE CASCADE,
      listing_id integer NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
      batch_no text NOT NULL CHECK (length(batch_no) BETWEEN 1 AND 40),
      -- The first day of the expiry month: a batch marked 03/27 may be sold until the end of March 2027.
      expiry date NOT NULL,
      quantity integer NOT NULL CHECK (quantity >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (listing_id, batch_no))`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS listing_batches_listing_idx ON listing_batches (listing_id, expiry)`.execute(db);

  await sql`CREATE TABLE IF NOT EXISTS order_batches (
      id serial PRIMARY KEY,
      order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      listing_id integer NOT NULL,
      batch_id integer REFERENCES listing_batches(id) ON DELETE SET NULL,
      batch_no text NOT NULL,
      expiry date NOT NULL,
      quantity integer NOT NULL CHECK (quantity > 0))`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS order_batches_order_idx ON order_batches (order_id)`.execute(db);

  // Why an invoice line was supplied short by the batches ("Supplied short: 3 of 5 ..."), null when it was not.
  await sql`ALTER TABLE invoice_lines ADD COLUMN IF NOT EXISTS stock_note text`.execute(db);

  await sql`CREATE OR REPLACE FUNCTION store_version_batches_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM bump_store_versions(ARRAY(SELECT wholeseller_id FROM new_rows UNION SELECT wholeseller_id FROM old_rows));
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE OR REPLACE FUNCTION store_version_batches_new() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM bump_store_versions(ARRAY(SELECT DISTINCT wholeseller_id FROM new_rows));
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE OR REPLACE FUNCTION store_version_batches_old() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM bump_store_versions(ARRAY(SELECT DISTINCT wholeseller_id FROM old_rows));
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER listing_batches_store_version_ins AFTER INSERT ON listing_batches
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_version_batches_new()`.execute(db);
  await sql`CREATE TRIGGER listing_batches_store_version_upd AFTER UPDATE ON listing_batches
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_version_batches_changed()`.execute(
    db,
  );
  await sql`CREATE TRIGGER listing_batches_store_version_del AFTER DELETE ON listing_batches
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION store_version_batches_old()`.execute(db);
  // Settings: turning batch tracking on or off, or a new minimum shelf life, changes the expiry the store shows.
  await sql`CREATE TRIGGER seller_settings_store_version_ins AFTER INSERT ON seller_settings
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_version_batches_new()`.execute(db);
  await sql`CREATE TRIGGER seller_settings_store_version_upd AFTER UPDATE ON seller_settings
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_version_batches_changed()`.execute(
    db,
  );
}

export async function down(): Promise<void> {}
