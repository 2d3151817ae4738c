import { sql, type Kysely } from 'kysely';

/**
 * Trade schemes: a listing's "buy N get M free" with optional inclusive dates and its pack multiple; the free
 * quantity stored on each order line with the scheme it came from (a short supply is scaled by it); the seller's
 * minimum order value; the regulator's retail price of a catalogue product.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE listings ADD COLUMN IF NOT EXISTS scheme_buy integer CHECK (scheme_buy BETWEEN 1 AND 10000)`.execute(
    db,
  );
  await sql`ALTER TABLE listings ADD COLUMN IF NOT EXISTS scheme_free integer CHECK (scheme_free BETWEEN 1 AND 1000)`.execute(
    db,
  );
  await sql`ALTER TABLE listings ADD COLUMN IF NOT EXISTS scheme_starts date`.execute(db);
  await sql`ALTER TABLE listings ADD COLUMN IF NOT EXISTS scheme_ends date`.execute(db);
  await sql`ALTER TABLE listings ADD COLUMN IF NOT EXISTS pack_multiple integer NOT NULL DEFAULT 1 CHECK (pack_multiple BETWEEN 1 AND 10000)`.execute(
    db,
  );
  await sql`ALTER TABLE listings ADD CONSTRAINT listings_scheme_whole CHECK (
      (scheme_buy IS NULL) = (scheme_free IS NULL)
      AND (scheme_buy IS NOT NULL OR (scheme_starts IS NULL AND scheme_ends IS NULL))
      AND (scheme_starts IS NULL OR scheme_ends IS NULL OR scheme_ends >= scheme_starts))`.execute(db);

  await sql`ALTER TABLE order_items ADD COLUMN IF NOT EXISTS bonus_quantity integer NOT NULL DEFAULT 0 CHECK (bonus_quantity >= 0)`.execute(
    db,
  );
  await sql`ALTER TABLE order_items ADD COLUMN IF NOT EXISTS scheme_buy integer`.execute(db);
  await sql`ALTER TABLE order_items ADD COLUMN IF NOT EXISTS scheme_free integer`.execute(db);

  await sql`ALTER TABLE seller_settings ADD COLUMN IF NOT EXISTS min_order_paisa bigint NOT NULL DEFAULT 0 CHECK (min_order_paisa >= 0)`.execute(
    db,
  );

  await sql`ALTER TABLE products ADD COLUMN IF NOT EXISTS retail_price numeric(14,2) CHECK (retail_price >= 0)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE products DROP COLUMN IF EXISTS retail_price`.execute(db);
  await sql`ALTER TABLE seller_settings DROP COLUMN IF EXISTS min_order_paisa`.execute(db);
  for (const column of ['bonus_quantity', 'scheme_buy', 'scheme_free']) {
    await sql`ALTER TABLE order_items DROP COLUMN IF EXISTS ${sql.ref(column)}`.execute(db);
  }
  await sql`ALTER TABLE listings DROP CONSTRAINT IF EXISTS listings_scheme_whole`.execute(db);
  for (const column of ['scheme_buy', 'scheme_free', 'scheme_starts', 'scheme_ends', 'pack_multiple']) {
    await sql`ALTER TABLE listings DROP COLUMN IF EXISTS ${sql.ref(column)}`.execute(db);
  }
}
