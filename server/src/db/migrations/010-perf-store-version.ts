import { sql, type Kysely } from 'kysely';

/**
 * A version number per store that changes whenever what its public product list shows changes: a listing added,
 * edited or removed, or a catalogue product of it renamed, re-coded or disabled. The store page route answers from
 * a cache of the serialized (and compressed) list while the version stays the same, and sends it as the ETag, so
 * a 5,000-line store costs one indexed lookup instead of a join, a sort and a megabyte of JSON per request
 * (docs/performance.md). The number lives in the database, so every app instance sees the same one.
 *
 * Statement-level triggers with transition tables: a bulk insert of thousands of listings bumps each seller once.
 * Versions come from one sequence that nothing resets, so a number is never reused, even after data is reloaded.
 */
const statements = [
  `CREATE SEQUENCE store_version_seq`,
  `CREATE TABLE store_versions (
     wholeseller_id integer PRIMARY KEY REFERENCES wholesalers(id) ON DELETE CASCADE,
     version bigint NOT NULL DEFAULT nextval('store_version_seq'))`,
  `INSERT INTO store_versions (wholeseller_id) SELECT id FROM wholesalers`,
  `CREATE FUNCTION bump_store_versions(seller_ids integer[]) RETURNS void LANGUAGE sql AS $$
     INSERT INTO store_versions (wholeseller_id)
     SELECT DISTINCT s FROM unnest(seller_ids) s WHERE s IN (SELECT id FROM wholesalers)
     ORDER BY 1
     ON CONFLICT (wholeseller_id) DO UPDATE SET version = nextval('store_version_seq')
   $$`,
  `CREATE FUNCTION store_version_listings_new() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM bump_store_versions(ARRAY(SELECT DISTINCT wholeseller_id FROM new_rows));
     RETURN NULL;
   END $$`,
  `CREATE FUNCTION store_version_listings_old() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM bump_store_versions(ARRAY(SELECT DISTINCT wholeseller_id FROM old_rows));
     RETURN NULL;
   END $$`,
  `CREATE FUNCTION store_version_listings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM bump_store_versions(ARRAY(SELECT wholeseller_id FROM new_rows UNION SELECT wholeseller_id FROM old_rows));
     RETURN NULL;
   END $$`,
  `CREATE FUNCTION store_version_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM bump_store_versions(ARRAY(
       SELECT DISTINCT l.wholeseller_id FROM listings l WHERE l.product_id IN (SELECT id FROM new_rows)));
     RETURN NULL;
   END $$`,
  `CREATE FUNCTION store_version_seller_new() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO store_versions (wholeseller_id) SELECT id FROM new_rows ON CONFLICT DO NOTHING;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER listings_store_version_ins AFTER INSERT ON listings
     REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_version_listings_new()`,
  `CREATE TRIGGER listings_store_version_del AFTER DELETE ON listings
     REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION store_version_listings_old()`,
  `CREATE TRIGGER listings_store_version_upd AFTER UPDATE ON listings
     REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_version_listings_changed()`,
  `CREATE TRIGGER products_store_version_upd AFTER UPDATE ON products
     REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_version_products_changed()`,
  `CREATE TRIGGER wholesalers_store_version_ins AFTER INSERT ON wholesalers
     REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION store_version_seller_new()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP TRIGGER IF EXISTS listings_store_version_ins ON listings',
    'DROP TRIGGER IF EXISTS listings_store_version_del ON listings',
    'DROP TRIGGER IF EXISTS listings_store_version_upd ON listings',
    'DROP TRIGGER IF EXISTS products_store_version_upd ON products',
    'DROP TRIGGER IF EXISTS wholesalers_store_version_ins ON wholesalers',
    'DROP FUNCTION IF EXISTS store_version_listings_new, store_version_listings_old, store_version_listings_changed, store_version_products_changed, store_version_seller_new, bump_store_versions',
    'DROP TABLE IF EXISTS store_versions',
    'DROP SEQUENCE IF EXISTS store_version_seq',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
