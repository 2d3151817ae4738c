import { sql, type Kysely } from 'kysely';

/**
 * The whole schema the two spec documents need. Constraints keep data right even when a service is wrong:
 * one phone across every account kind, one store url, one listing per (seller, catalogue product), no negative
 * money or quantity, statuses from the fixed list.
 */
const statements = [
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  `CREATE TABLE accounts (
     id serial PRIMARY KEY,
     type text NOT NULL CHECK (type IN ('seller','retailer','admin')),
     phone text NOT NULL UNIQUE,
     pin_hash text NOT NULL,
     is_disabled boolean NOT NULL DEFAULT false,
     failed_consecutive integer NOT NULL DEFAULT 0 CHECK (failed_consecutive >= 0),
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE TABLE wholesalers (
     id integer PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
     full_name text NOT NULL,
     busniess_name text NOT NULL,
     address text NOT NULL,
     email text NOT NULL DEFAULT '',
     url text NOT NULL UNIQUE CHECK (url <> ''))`,
  `CREATE TABLE retailers (
     id integer PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
     full_name text NOT NULL,
     store text NOT NULL,
     address text NOT NULL,
     email text NOT NULL DEFAULT '')`,
  `CREATE TABLE admins (
     id integer PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
     full_name text NOT NULL)`,
  `CREATE TABLE products (
     id serial PRIMARY KEY,
     product_code text NOT NULL DEFAULT '',
     product_name text NOT NULL,
     manufacturer text NOT NULL,
     offer numeric(5,2) NOT NULL DEFAULT 0 CHECK (offer >= 0 AND offer <= 100),
     bonus text NOT NULL DEFAULT '',
     total_price numeric(12,2) NOT NULL CHECK (total_price >= 0),
     is_disabled boolean NOT NULL DEFAULT false,
     created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX products_manufacturer_name_idx ON products (manufacturer, product_name, id)`,
  `CREATE INDEX products_name_trgm_idx ON products USING gin (product_name gin_trgm_ops)`,
  `CREATE INDEX products_manufacturer_trgm_idx ON products USING gin (manufacturer gin_trgm_ops)`,
  `CREATE TABLE listings (
     id serial PRIMARY KEY,
     wholeseller_id integer NOT NULL REFERENCES wholesalers(id) ON DELETE CASCADE,
     product_id integer NOT NULL REFERENCES products(id),
     offer numeric(5,2) NOT NULL DEFAULT 0 CHECK (offer >= 0 AND offer <= 100),
     bonus text NOT NULL DEFAULT '',
     total_price numeric(12,2) NOT NULL CHECK (total_price >= 0),
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     UNIQUE (wholeseller_id, product_id))`,
  `CREATE INDEX listings_product_idx ON listings (product_id)`,
  `CREATE TABLE orders (
     id serial PRIMARY KEY,
     retailer_id integer NOT NULL REFERENCES retailers(id),
     wholeseller_id integer NOT NULL REFERENCES wholesalers(id),
     retailer_name text NOT NULL,
     store text NOT NULL,
     phone_no text NOT NULL,
     address text NOT NULL,
     seller_store text NOT NULL,
     seller_phone_no text NOT NULL,
     total numeric(14,2) NOT NULL CHECK (total >= 0),
     total_items integer NOT NULL CHECK (total_items >= 1),
     total_quantity integer NOT NULL CHECK (total_quantity >= 1),
     status text NOT NULL DEFAULT 'Pending'
       CHECK (status IN ('Payment Received','Pending','Cancel','Shipped','Delivered')),
     order_date timestamptz NOT NULL DEFAULT now(),
     status_changed_at timestamptz)`,
  `CREATE INDEX orders_seller_date_idx ON orders (wholeseller_id, order_date DESC, id DESC)`,
  `CREATE INDEX orders_retailer_date_idx ON orders (retailer_id, order_date DESC, id DESC)`,
  `CREATE TABLE order_items (
     id serial PRIMARY KEY,
     order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
     listing_id integer REFERENCES listings(id) ON DELETE SET NULL,
     product_id integer REFERENCES products(id),
     product_name text NOT NULL,
     quantity integer NOT NULL CHECK (quantity >= 1),
     price numeric(12,2) NOT NULL CHECK (price >= 0))`,
  `CREATE INDEX order_items_order_idx ON order_items (order_id)`,
  `CREATE TABLE order_status_history (
     id serial PRIMARY KEY,
     order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
     from_status text,
     to_status text NOT NULL,
     changed_by integer REFERENCES accounts(id) ON DELETE SET NULL,
     changed_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX order_status_history_order_idx ON order_status_history (order_id, changed_at)`,
  `CREATE TABLE recent_stores (
     retailer_id integer NOT NULL REFERENCES retailers(id) ON DELETE CASCADE,
     wholeseller_id integer NOT NULL REFERENCES wholesalers(id) ON DELETE CASCADE,
     visited_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (retailer_id, wholeseller_id))`,
  `CREATE INDEX recent_stores_retailer_idx ON recent_stores (retailer_id, visited_at DESC)`,
  `CREATE TABLE sessions (
     id_hash text PRIMARY KEY,
     account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     persistent boolean NOT NULL,
     expires_at timestamptz NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX sessions_account_idx ON sessions (account_id)`,
  `CREATE TABLE otp_codes (
     id serial PRIMARY KEY,
     phone text NOT NULL,
     purpose text NOT NULL,
     code_hash text NOT NULL,
     ip text NOT NULL,
     attempts integer NOT NULL DEFAULT 0,
     expires_at timestamptz NOT NULL,
     consumed_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX otp_codes_phone_idx ON otp_codes (phone, created_at DESC)`,
  `CREATE INDEX otp_codes_ip_idx ON otp_codes (ip, created_at DESC)`,
  `CREATE TABLE verification_tokens (
     token_hash text PRIMARY KEY,
     phone text NOT NULL,
     purpose text NOT NULL,
     expires_at timestamptz NOT NULL,
     used_at timestamptz)`,
  `CREATE TABLE login_attempts (
     id serial PRIMARY KEY,
     phone text NOT NULL,
     ip text NOT NULL,
     success boolean NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX login_attempts_phone_idx ON login_attempts (phone, created_at DESC)`,
  `CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, created_at DESC)`,
  `CREATE TABLE idempotency_keys (
     account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     key text NOT NULL,
     order_id integer REFERENCES orders(id) ON DELETE CASCADE,
     created_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (account_id, key))`,
  `CREATE TABLE sms_outbox (
     id serial PRIMARY KEY,
     phone text NOT NULL,
     text text NOT NULL,
     sent_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX sms_outbox_phone_idx ON sms_outbox (phone, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(): Promise<void> {
  throw new Error('The initial schema is not reversible');
}
