import { sql, type Kysely } from 'kysely';

/**
 * Quick order matches a pasted line against a product's name and manufacturer together ("augmentin gsk"): a trigram
 * index on that very expression (the candidate statement of `quick_order_match`, migration 170, writes it the same
 * way) serves the word-similarity operator, so 200 lines on a 5,000-line store are not 200 full scans.
 * `server_secrets` keeps the key that signs shared document links when SHARE_LINK_SECRET is not configured, so
 * every process (and a restart) signs and checks with the same key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS products_search_text_trgm_idx
    ON products USING gin ((product_name || ' ' || manufacturer) gin_trgm_ops) WITH (fastupdate = off)`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS server_secrets (
    name text PRIMARY KEY,
    value text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now())`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS server_secrets`.execute(db);
  await sql`DROP INDEX IF EXISTS products_search_text_trgm_idx`.execute(db);
}
