import { sql, type Kysely } from 'kysely';

/**
 * Trade money: invoices with a gap-free number per seller, one ledger (khata) per seller and retailer with entries
 * that are never edited (a reversal is a new entry), payment terms and credit limits per pair, returns and credit
 * notes, and the daily overdue reminders. Amounts are integer paisa (bigint).
 *
 * `ledger_accounts.balance_paisa` is the sum of the pair's entries, kept in the same transaction as each entry: the
 * row is updated first (so parallel entries of one pair queue on its lock) and the entry stores the balance after it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['wholesalers', 'retailers']) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN IF NOT EXISTS ntn text NOT NULL DEFAULT ''`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN IF NOT EXISTS strn text NOT NULL DEFAULT ''`.execute(db);
  }
  await sql`ALTER TABLE seller_settings ADD COLUMN IF NOT EXISTS payment_days integer NOT NULL DEFAULT 30`.execute(db);
  await sql`ALTER TABLE seller_settings ADD COLUMN IF NOT EXISTS tax_lines jsonb NOT NULL DEFAULT '[]'::jsonb`.execute(
    db,
  );
  await sql`ALTER TABLE seller_settings ADD COLUMN IF NOT EXISTS overdue_reminders boolean NOT NULL DEFAULT false`.execute(
    db,
  );

  await sql`CREATE TABLE IF NOT EXISTS money_counters (
      wholeseller_id integer PRIMARY KEY REFERENCES wholesalers(id) ON DELETE CASCADE,
      prefix text NOT NULL,
      last_invoice integer NOT NULL DEFAULT 0,
      last_receipt integer NOT NULL DEFAULT 0)`.execute(db);

  await sql`CREATE TABLE IF NOT EXISTS invoices (
      id serial PRIMARY KEY,
      wholeseller_id integer NOT NULL REFERENCES wholesalers(id) ON DELETE CASCADE,
      retailer_id integer NOT NULL REFERENCES retailers(id) ON DELETE CASCADE,
      order_id integer NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
      seq integer NOT NULL,
      -- Unique per seller, not across sellers: two businesses with the same initials both have a KMT-2026-000001.
      invoice_no text NOT NULL,
      issued_at timestamptz NOT NULL DEFAULT now(),
      due_at timestamptz NOT NULL,
      subtotal_paisa bigint NOT NULL,
      tax_paisa bigint NOT NULL,
      total_paisa bigint NOT NULL,
      tax_lines jsonb NOT NULL DEFAULT '[]'::jsonb,
      seller jsonb NOT NULL,
      retailer jsonb NOT NULL,
      UNIQUE (wholeseller_id, seq),
      UNIQUE (wholeseller_id, invoice_no))`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS invoice_lines (
      id serial PRIMARY KEY,
      invoice_id integer NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
      listing_id integer,
      product_name text NOT NULL,
      quantity integer NOT NULL,
      supplied integer NOT NULL CHECK (supplied >= 0 AND supplied <= quantity),
      bonus_quantity integer NOT NULL DEFAULT 0,
      price numeric(14,2) NOT NULL,
      offer numeric(5,2) NOT NULL DEFAULT 0,
      net_paisa bigint NOT NULL)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS invoice_lines_invoice_idx ON invoice_lines (invoice_id)`.execute(db);

  await sql`CREATE TABLE IF NOT EXISTS ledger_accounts (
      wholeseller_id integer NOT NULL REFERENCES wholesalers(id) ON DELETE CASCADE,
      retailer_id integer NOT NULL REFERENCES retailers(id) ON DELETE CASCADE,
      balance_paisa bigint NOT NULL DEFAULT 0,
      credit_limit_paisa bigint CHECK (credit_limit_paisa >= 0),
      payment_days integer CHECK (payment_days BETWEEN 0 AND 365),
      on_limit text NOT NULL DEFAULT 'warn' CHECK (on_limit IN ('warn', 'block')),
      last_payment_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (wholeseller_id, retailer_id))`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS ledger_accounts_retailer_idx ON ledger_accounts (retailer_id)`.execute(db);

  await sql`CREATE TABLE IF NOT EXISTS ledger_entries (
      id bigserial PRIMARY KEY,
      wholeseller_id integer NOT NULL,
      retailer_id integer NOT NULL,
      kind text NOT NULL CHECK (kind IN ('opening', 'invoice', 'payment', 'credit_note', 'adjustment')),
      amount_paisa bigint NOT NULL CHECK (amount_paisa <> 0),
      balance_paisa bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      due_at timestamptz,
      reference text NOT NULL DEFAULT '',
      method text,
      receipt_no text,
      reason text,
      invoice_id integer REFERENCES invoices(id) ON DELETE CASCADE,
      return_id integer,
      reverses_id bigint UNIQUE REFERENCES ledger_entries(id),
      created_by integer,
      FOREIGN KEY (wholeseller_id, retailer_id) REFERENCES ledger_accounts (wholeseller_id, retailer_id) ON DELETE CASCADE)`.execute(
    db,
  );
  await sql`CREATE INDEX IF NOT EXISTS ledger_entries_pair_idx ON ledger_entries (wholeseller_id, retailer_id, id)`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX IF NOT EXISTS ledger_entries_opening_idx ON ledger_entries (wholeseller_id, retailer_id)
      WHERE kind = 'opening' AND reverses_id IS NULL`.execute(db);

  await sql`CREATE TABLE IF NOT EXISTS returns (
      id serial PRIMARY KEY,
      order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      invoice_id integer NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
      wholeseller_id integer NOT NULL,
      retailer_id integer NOT NULL,
      status text NOT NULL,
      note text NOT NULL DEFAULT '',
      reject_reason text,
      credit_entry_id bigint REFERENCES ledger_entries(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS returns_seller_idx ON returns (wholeseller_id, id DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS returns_retailer_idx ON returns (retailer_id, id DESC)`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS return_lines (
      id serial PRIMARY KEY,
      return_id integer NOT NULL REFERENCES returns(id) ON DELETE CASCADE,
      invoice_line_id integer NOT NULL REFERENCES invoice_lines(id) ON DELETE CASCADE,
      quantity integer NOT NULL CHECK (quantity > 0),
      approved_quantity integer CHECK (approved_quantity >= 0 AND approved_quantity <= quantity),
      reason text NOT NULL,
      note text NOT NULL DEFAULT '')`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS return_lines_return_idx ON return_lines (return_id)`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS return_history (
      id serial PRIMARY KEY,
      return_id integer NOT NULL REFERENCES returns(id) ON DELETE CASCADE,
      from_status text,
      to_status text NOT NULL,
      changed_by integer,
      changed_at timestamptz NOT NULL DEFAULT now(),
      note text)`.execute(db);

  await sql`CREATE TABLE IF NOT EXISTS overdue_reminders (
      wholeseller_id integer NOT NULL,
      retailer_id integer NOT NULL,
      day date NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (wholeseller_id, retailer_id, day))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'overdue_reminders',
    'return_history',
    'return_lines',
    'returns',
    'ledger_entries',
    'ledger_accounts',
    'invoice_lines',
    'invoices',
    'money_counters',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
