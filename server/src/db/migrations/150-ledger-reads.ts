import { sql, type Kysely } from 'kysely';

/**
 * Reads of the ledger that stay small however long the ledger grows:
 * - a pair's debits newest first (its ageing walks back from the newest debit only until the balance is covered);
 * - a seller's entries by id (the newest entry says whether a seller's cached receivables are still current, and
 *   the entries after it say which retailers changed).
 * - a seller's accounts by balance (Receivables' default order reads its first page from the index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS ledger_entries_pair_debits_idx
    ON ledger_entries (wholeseller_id, retailer_id, created_at DESC, id DESC) WHERE amount_paisa > 0`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS ledger_entries_seller_id_idx ON ledger_entries (wholeseller_id, id)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS ledger_accounts_seller_balance_idx
    ON ledger_accounts (wholeseller_id, balance_paisa DESC, retailer_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'ledger_accounts_seller_balance_idx',
    'ledger_entries_seller_id_idx',
    'ledger_entries_pair_debits_idx',
  ]) {
    await sql`DROP INDEX IF EXISTS ${sql.ref(index)}`.execute(db);
  }
}
