import { sql, type Transaction } from 'kysely';
import type { LedgerKind } from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import { cachedQueryText } from '../../db/sql.js';

/** Paisa (integer) to rupees on the wire. */
export const rupeesOf = (paisa: number | string | bigint): number => Number(paisa) / 100;
/** Rupees from the wire (two decimals at most, checked by the schema) to integer paisa. */
export const paisaOf = (rupees: number): number => Math.round(rupees * 100);

export interface NewEntry {
  sellerId: number;
  retailerId: number;
  kind: LedgerKind;
  /** Signed change to what the retailer owes. */
  amountPaisa: number;
  dueAt?: Date | null;
  reference?: string;
  method?: string | null;
  receiptNo?: string | null;
  reason?: string | null;
  invoiceId?: number | null;
  returnId?: number | null;
  reversesId?: number | null;
  createdBy?: number | null;
  /** The entry's date (an invoice's is its issue date); now when not given. */
  createdAt?: Date;
}

/** Two texts: a payment also stamps the account's last payment. */
const postEntryQuery = cachedQueryText<{ id: number; balance_paisa: number }>();

/**
 * Posts one ledger entry inside the caller's transaction, in one statement: the pair's account row is created with
 * the amount as its balance, or (the usual case) its balance moves by the amount. Either way the row is locked to the
 * end of the transaction, which queues parallel entries of the pair, so each entry stores the balance after it and
 * the account's balance stays the exact sum of its entries.
 */
export async function postEntry(
  trx: Transaction<Database>,
  e: NewEntry,
): Promise<{ id: number; balancePaisa: number }> {
  const paid = e.kind === 'payment' && e.amountPaisa < 0 && !e.reversesId;
  const due = e.dueAt ?? null;
  const createdAt = e.createdAt ?? new Date();
  const rows = await postEntryQuery(
    trx,
    paid ? 'paid' : 'other',
    () => sql<{ id: number; balance_paisa: number }>`
    WITH account AS (
      INSERT INTO ledger_accounts AS a (wholeseller_id, retailer_id, balance_paisa, last_payment_at)
      VALUES (${e.sellerId}, ${e.retailerId}, ${e.amountPaisa}::bigint, ${paid ? sql`now()` : sql`NULL`})
      ON CONFLICT (wholeseller_id, retailer_id) DO UPDATE
        SET balance_paisa = a.balance_paisa + excluded.balance_paisa, updated_at = now()
            ${paid ? sql`, last_payment_at = now()` : sql``}
      RETURNING balance_paisa)
    INSERT INTO ledger_entries (wholeseller_id, retailer_id, kind, amount_paisa, balance_paisa, due_at, reference, method,
                                receipt_no, reason, invoice_id, return_id, reverses_id, created_by, created_at)
    SELECT ${e.sellerId}::int, ${e.retailerId}::int, ${e.kind}::text, ${e.amountPaisa}::bigint, account.balance_paisa, ${due}::timestamptz,
           ${e.reference ?? ''}::text, ${e.method ?? null}::text, ${e.receiptNo ?? null}::text, ${e.reason ?? null}::text, ${e.invoiceId ?? null}::int,
           ${e.returnId ?? null}::int, ${e.reversesId ?? null}::bigint, ${e.createdBy ?? null}::int, ${createdAt}::timestamptz
    FROM account
    RETURNING id, balance_paisa`,
    [
      e.sellerId,
      e.retailerId,
      e.amountPaisa,
      e.sellerId,
      e.retailerId,
      e.kind,
      e.amountPaisa,
      due,
      e.reference ?? '',
      e.method ?? null,
      e.receiptNo ?? null,
      e.reason ?? null,
      e.invoiceId ?? null,
      e.returnId ?? null,
      e.reversesId ?? null,
      e.createdBy ?? null,
      createdAt,
    ],
  );
  return { id: Number(rows[0].id), balancePaisa: Number(rows[0].balance_paisa) };
}

/**
 * The seller's next number from its counter row, taken in the caller's transaction: the row stays locked until the
 * transaction ends, so numbers are handed out one at a time, and a transaction that fails gives its number back
 * (the counter's update rolls back with it): no gaps. The prefix (initials of the business name) is fixed at the
 * first number, so a renamed business keeps its series.
 */
export async function nextNumber(
  trx: Transaction<Database>,
  sellerId: number,
  which: 'last_invoice' | 'last_receipt',
): Promise<{ prefix: string; n: number }> {
  await ensureCounter(trx, sellerId);
  const { rows } = await sql<{ prefix: string; n: number }>`
    UPDATE money_counters SET ${sql.ref(which)} = ${sql.ref(which)} + 1 WHERE wholeseller_id = ${sellerId}
    RETURNING prefix, ${sql.ref(which)} AS n`.execute(trx);
  return { prefix: rows[0].prefix, n: Number(rows[0].n) };
}

/** Creates the seller's counter row at its first number (without locking it when it exists). */
export async function ensureCounter(trx: Transaction<Database>, sellerId: number): Promise<void> {
  await sql`INSERT INTO money_counters (wholeseller_id, prefix)
            SELECT id, ${prefixSql} FROM wholesalers WHERE id = ${sellerId}
            ON CONFLICT DO NOTHING`.execute(trx);
}

/** Initials of the business name's first three words, upper case (Karachi Medical Traders: KMT); DL without letters. */
const prefixSql = sql`coalesce(nullif(upper(array_to_string(ARRAY(
    SELECT left(w, 1) FROM regexp_split_to_table(regexp_replace(busniess_name, '[^A-Za-z ]', '', 'g'), '\\s+') AS w
    WHERE w <> '' LIMIT 3), '')), ''), 'DL')`;
