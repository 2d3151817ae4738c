import { sql, type Kysely } from 'kysely';

/**
 * Catalogue order without case: manufacturer, then name, each lower-cased and compared byte by byte (COLLATE "C",
 * the order the web sorts its group headings in), so "abbott" and "Abbott" stand under one heading on every screen
 * and the same on PostgreSQL and PGlite whatever the database's collation. The catalogue selection pages through
 * this order by offsets; the index walks it instead of sorting the whole catalogue for each page. `foldedOrder`
 * (db/sql.ts) writes the same expressions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS products_folded_order_idx
    ON products ((lower(manufacturer) COLLATE "C"), (lower(product_name) COLLATE "C"), id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS products_folded_order_idx`.execute(db);
}
