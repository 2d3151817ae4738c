import { sql, type Kysely } from 'kysely';

/**
 * Trigram indexes for the seller's order search (store, retailer name, phone: ILIKE '%term%', orders.service.ts).
 * Without them a term that matches few orders reads every order of the seller: 462 ms for a seller with 54,000
 * orders; with them 0.1 ms (no match) to 34 ms (a phone fragment). A frequent term still walks
 * orders_seller_date_idx newest first and stops at 200 rows. Plans: docs/performance.md. Cost: ~80 MB per million
 * orders, and three GIN updates per new order (absorbed by GIN's pending list).
 *
 * IF NOT EXISTS: on a large live database, build them first with CREATE INDEX CONCURRENTLY (this migration runs
 * in a transaction and would block order writes while building), then this migration only records itself.
 */
const statements = [
  `CREATE INDEX IF NOT EXISTS orders_store_trgm_idx ON orders USING gin (store gin_trgm_ops)`,
  `CREATE INDEX IF NOT EXISTS orders_retailer_name_trgm_idx ON orders USING gin (retailer_name gin_trgm_ops)`,
  `CREATE INDEX IF NOT EXISTS orders_phone_trgm_idx ON orders USING gin (phone_no gin_trgm_ops)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['orders_store_trgm_idx', 'orders_retailer_name_trgm_idx', 'orders_phone_trgm_idx']) {
    await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
  }
}
