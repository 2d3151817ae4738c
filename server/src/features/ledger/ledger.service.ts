import { sql, type Kysely, type Transaction } from 'kysely';
import {
  DEFAULT_PAYMENT_DAYS,
  MAX_STATEMENT_ENTRIES,
  MONEY_MSG,
  PAGE_SIZE,
  type Ageing,
  type Ledger,
  type LedgerEntry,
  type LedgerQuery,
  type OnLimit,
  type PaymentMethod,
} from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import { cachedQueryText, containsPattern, isoUtc, pageWindow } from '../../db/sql.js';
import { AppError, notFound } from '../../lib/errors.js';
import { nextNumber, paisaOf, postEntry, rupeesOf } from './ledger-posting.service.js';
import {
  ageingSql,
  forgetSellerBook,
  NO_AGEING,
  keptPairAgeing,
  sellerAgeing,
  type AgeingPaisa,
} from './seller-ageing.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Orders that count against a credit limit besides the balance: placed, not cancelled, not yet invoiced. */
export const OPEN_ORDER_STATUSES = ['Pending', 'Payment Received'] as const;

/** Whether the pair has traded (an order) or has an account row (terms, an opening balance): SQL, for one read. */
const tradedSql = (sellerId: number, retailerId: number) =>
  sql<boolean>`(EXISTS (SELECT 1 FROM ledger_accounts WHERE wholeseller_id = ${sellerId} AND retailer_id = ${retailerId})
    OR EXISTS (SELECT 1 FROM orders WHERE retailer_id = ${retailerId} AND wholeseller_id = ${sellerId}))`;

/**
 * Whether a seller and a retailer have a ledger: both accounts exist and they have traded (an order) or have an
 * account row (terms, an opening balance). Anyone else's pair is 404, so a ledger's existence does not leak.
 */
export async function assertPair(db: Db, sellerId: number, retailerId: number): Promise<void> {
  const { rows } = await sql<{ ok: boolean }>`
    SELECT (EXISTS (SELECT 1 FROM wholesalers WHERE id = ${sellerId}) AND EXISTS (SELECT 1 FROM retailers WHERE id = ${retailerId})
      AND ${tradedSql(sellerId, retailerId)}) AS ok`.execute(db);
  if (!rows[0]?.ok) throw notFound();
}

const ageingOf = (r: AgeingPaisa | undefined): Ageing => ({
  d0_30: rupeesOf(r?.d0_30 ?? 0),
  d31_60: rupeesOf(r?.d31_60 ?? 0),
  d61_90: rupeesOf(r?.d61_90 ?? 0),
  d90_plus: rupeesOf(r?.d90_plus ?? 0),
});

interface TermsRow {
  balance_paisa: number | null;
  credit_limit_paisa: number | null;
  payment_days: number;
  on_limit: OnLimit | null;
  last_payment_at: string | null;
}

/** The pair's terms and balance as columns of a read joining `la` (its account row, if any) and `s` (the seller's settings). */
const termsColumns = sql`la.balance_paisa, la.credit_limit_paisa, coalesce(la.payment_days, s.payment_days, ${DEFAULT_PAYMENT_DAYS}) AS payment_days,
  la.on_limit, ${isoUtc(sql.ref('la.last_payment_at'))} AS last_payment_at`;
const termsJoins = (sellerId: number, retailerId: number) => sql`
  LEFT JOIN ledger_accounts la ON la.wholeseller_id = ${sellerId} AND la.retailer_id = ${retailerId}
  LEFT JOIN seller_settings s ON s.wholeseller_id = ${sellerId}`;
const termsOf = (r: TermsRow) => ({
  balancePaisa: Number(r.balance_paisa ?? 0),
  creditLimitPaisa: r.credit_limit_paisa === null ? null : Number(r.credit_limit_paisa),
  paymentDays: Number(r.payment_days),
  onLimit: (r.on_limit ?? 'warn') as OnLimit,
  lastPaymentAt: r.last_payment_at,
});

/** The pair's terms (the seller's default days when the pair has none) and balance, without locking. */
export async function pairTerms(db: Db, sellerId: number, retailerId: number) {
  const { rows } = await sql<TermsRow>`
    SELECT ${termsColumns} FROM (SELECT 1) one ${termsJoins(sellerId, retailerId)}`.execute(db);
  return termsOf(rows[0]);
}

/** Open orders of a pair (not cancelled, not yet invoiced), in paisa: SQL, for one read. */
const openOrdersSql = (sellerId: number, retailerId: number) => sql<number>`(
  SELECT coalesce(sum(round(o.total * 100)), 0)::bigint FROM orders o
  WHERE o.wholeseller_id = ${sellerId} AND o.retailer_id = ${retailerId}
    AND o.status IN (${sql.join([...OPEN_ORDER_STATUSES])})
    AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = o.id))`;

/** Open orders of a pair (not cancelled, not yet invoiced), in paisa. */
export async function openOrdersPaisa(db: Db, sellerId: number, retailerId: number): Promise<number> {
  const { rows } = await sql<{ open: number }>`SELECT ${openOrdersSql(sellerId, retailerId)} AS open`.execute(db);
  return Number(rows[0].open);
}

type StatementHeadRow = TermsRow & {
  traded: boolean;
  seller_name: string;
  retailer_name: string;
  store: string;
  open: number;
  has_opening: boolean;
};
const statementHeadQuery = cachedQueryText<StatementHeadRow>();
const statementEntriesQuery = cachedQueryText<EntryRow>();

/**
 * Everything a statement shows above its entries, in one read: whether the pair has a ledger (no row or not traded:
 * 404), both names, the terms and balance, the open orders and whether a live opening balance was posted.
 */
async function statementHead(db: Db, sellerId: number, retailerId: number) {
  const rows = await statementHeadQuery(
    db,
    'head',
    () => sql<StatementHeadRow>`
    SELECT ${tradedSql(sellerId, retailerId)} AS traded, w.busniess_name AS seller_name, r.full_name AS retailer_name, r.store,
           ${termsColumns}, ${openOrdersSql(sellerId, retailerId)} AS open,
           EXISTS (SELECT 1 FROM ledger_entries o WHERE o.wholeseller_id = ${sellerId} AND o.retailer_id = ${retailerId}
             AND o.kind = 'opening' AND o.reverses_id IS NULL
             AND NOT EXISTS (SELECT 1 FROM ledger_entries x WHERE x.reverses_id = o.id)) AS has_opening
    FROM wholesalers w JOIN retailers r ON r.id = ${retailerId} ${termsJoins(sellerId, retailerId)}
    WHERE w.id = ${sellerId}`,
    [
      ...[sellerId, retailerId, retailerId, sellerId],
      DEFAULT_PAYMENT_DAYS,
      ...[sellerId, retailerId, ...OPEN_ORDER_STATUSES],
      ...[sellerId, retailerId],
      retailerId,
      ...[sellerId, retailerId, sellerId],
      sellerId,
    ],
  );
  const head = rows[0];
  if (!head?.traded) throw notFound();
  return {
    sellerName: head.seller_name,
    retailerName: head.retailer_name,
    store: head.store,
    terms: termsOf(head),
    openPaisa: Number(head.open),
    hasOpening: Boolean(head.has_opening),
  };
}

interface EntryRow {
  id: number;
  date: string;
  kind: LedgerEntry['kind'];
  amount_paisa: number;
  balance_paisa: number;
  reference: string;
  method: string | null;
  receipt_no: string | null;
  reason: string | null;
  due_date: string | null;
  order_id: number | null;
  return_id: number | null;
  reverses: number | null;
  reversed_by: number | null;
}

/**
 * A pair's entries: of a date range (oldest first, at most MAX_STATEMENT_ENTRIES), or with `limit` the newest
 * `limit` + 1 of it (newest first; the one more says whether there are earlier ones). The text depends only on which
 * of the three are given, so each variant is compiled once and prepared.
 */
function statementEntries(db: Db, sellerId: number, retailerId: number, range: LedgerQuery) {
  // Built only when a variant's text is compiled.
  const from = () =>
    range.from ? sql`AND e.created_at >= (${range.from}::date::timestamp AT TIME ZONE 'Asia/Karachi')` : sql``;
  const to = () =>
    range.to ? sql`AND e.created_at < ((${range.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Karachi')` : sql``;
  const values = [
    sellerId,
    retailerId,
    ...(range.from ? [range.from] : []),
    ...(range.to ? [range.to] : []),
    range.limit ? range.limit + 1 : MAX_STATEMENT_ENTRIES,
  ];
  return statementEntriesQuery(
    db,
    `${range.from ? 'from' : ''} ${range.to ? 'to' : ''} ${range.limit ? 'newest' : 'oldest'}`,
    () => sql<EntryRow>`
      SELECT e.id, ${isoUtc(sql.ref('e.created_at'))} AS date, e.kind, e.amount_paisa, e.balance_paisa, e.reference, e.method,
             e.receipt_no, e.reason, ${isoUtc(sql.ref('e.due_at'))} AS due_date, i.order_id, e.return_id, e.reverses_id AS reverses,
             (SELECT x.id FROM ledger_entries x WHERE x.reverses_id = e.id) AS reversed_by
      FROM ledger_entries e LEFT JOIN invoices i ON i.id = e.invoice_id
      WHERE e.wholeseller_id = ${sellerId} AND e.retailer_id = ${retailerId} ${from()} ${to()}
      ORDER BY e.id ${range.limit ? sql`DESC LIMIT ${range.limit + 1}` : sql`LIMIT ${MAX_STATEMENT_ENTRIES}`}`,
    values,
  );
}

/** The ledger of a pair: balance, overdue, ageing, terms, and the entries of the range with their running balance. */
export async function ledgerOf(
  db: Db,
  sellerId: number,
  retailerId: number,
  range: LedgerQuery = {},
  now = new Date(),
): Promise<Ledger> {
  // The newest page (no dates) starts at the pair's newest entry, which is also the version of its kept ageing: the
  // ageing then follows the page instead of reading that entry again. Otherwise three reads at once. Nothing is
  // answered before the head has said the pair has a ledger.
  const newestPage = Boolean(range.limit) && !range.from && !range.to;
  const [head, ageingRead, entries] = await Promise.all([
    statementHead(db, sellerId, retailerId),
    newestPage ? null : keptPairAgeing(db, sellerId, retailerId, now),
    statementEntries(db, sellerId, retailerId, range),
  ]);
  const ageing = ageingRead ?? (await keptPairAgeing(db, sellerId, retailerId, now, Number(entries[0]?.id ?? 0)));
  const { terms } = head;
  // A page is read newest first (the index walks back from the newest entry) and answered oldest first.
  const earlier = range.limit ? entries.length > range.limit : undefined;
  const rows = range.limit ? entries.slice(0, range.limit).reverse() : entries;
  const first = rows[0];
  let openingPaisa = first ? Number(first.balance_paisa) - Number(first.amount_paisa) : 0;
  if (!first && range.from) {
    const { rows } = await sql<{ balance_paisa: number }>`
      SELECT balance_paisa FROM ledger_entries e WHERE e.wholeseller_id = ${sellerId} AND e.retailer_id = ${retailerId}
        AND e.created_at < (${range.from}::date::timestamp AT TIME ZONE 'Asia/Karachi') ORDER BY e.id DESC LIMIT 1`.execute(
      db,
    );
    openingPaisa = Number(rows[0]?.balance_paisa ?? 0);
  }
  return {
    wholeseller_id: sellerId,
    retailer_id: retailerId,
    seller_name: head.sellerName,
    retailer_name: head.retailerName,
    store: head.store,
    balance: rupeesOf(terms.balancePaisa),
    overdue: rupeesOf(ageing.overdue),
    ageing: ageingOf(ageing),
    credit_limit: terms.creditLimitPaisa === null ? null : rupeesOf(terms.creditLimitPaisa),
    payment_days: terms.paymentDays,
    on_limit: terms.onLimit,
    open_orders: rupeesOf(head.openPaisa),
    last_payment_at: terms.lastPaymentAt,
    opening_balance: rupeesOf(openingPaisa),
    has_opening: head.hasOpening,
    ...(earlier === undefined ? {} : { earlier }),
    entries: rows.map((e) => {
      const amount = Number(e.amount_paisa);
      return {
        id: Number(e.id),
        date: e.date,
        kind: e.kind,
        amount: rupeesOf(amount),
        debit: amount > 0 ? rupeesOf(amount) : 0,
        credit: amount < 0 ? rupeesOf(-amount) : 0,
        reference: e.reference,
        balance: rupeesOf(e.balance_paisa),
        method: e.method,
        receipt_no: e.receipt_no,
        reason: e.reason,
        due_date: e.due_date,
        order_id: e.order_id,
        return_id: e.return_id,
        reverses: e.reverses === null ? null : Number(e.reverses),
        reversed_by: e.reversed_by === null ? null : Number(e.reversed_by),
      };
    }),
  };
}

/** The receipt number of a payment: the seller's prefix, R and a number that rises by one per payment. */
const receiptNo = (prefix: string, n: number) => `${prefix}-R-${String(n).padStart(6, '0')}`;

export interface RecordedPayment {
  id: number;
  balance: number;
  receipt_no: string;
  warning?: string;
  sms: { phone: string; seller: string; amount: number };
}

/** Records a payment (a credit) with the seller's next receipt number; a payment past the balance leaves a credit. */
export async function recordPayment(
  db: Kysely<Database>,
  sellerId: number,
  retailerId: number,
  input: { amount: number; method: PaymentMethod; reference: string; note: string },
  createdBy: number,
): Promise<RecordedPayment> {
  await assertPair(db, sellerId, retailerId);
  return db.transaction().execute(async (trx) => {
    const { prefix, n } = await nextNumber(trx, sellerId, 'last_receipt');
    const receipt = receiptNo(prefix, n);
    const posted = await postEntry(trx, {
      sellerId,
      retailerId,
      kind: 'payment',
      amountPaisa: -paisaOf(input.amount),
      reference: input.reference,
      method: input.method,
      receiptNo: receipt,
      reason: input.note || null,
      createdBy,
    });
    const { rows } = await sql<{ phone: string; seller: string }>`
      SELECT a.phone, w.busniess_name AS seller FROM accounts a, wholesalers w WHERE a.id = ${retailerId} AND w.id = ${sellerId}`.execute(
      trx,
    );
    return {
      id: posted.id,
      balance: rupeesOf(posted.balancePaisa),
      receipt_no: receipt,
      ...(posted.balancePaisa < 0 ? { warning: MONEY_MSG.overpaid(rupeesOf(-posted.balancePaisa)) } : {}),
      sms: { phone: rows[0]?.phone ?? '', seller: rows[0]?.seller ?? '', amount: input.amount },
    };
  });
}

/** An adjustment (signed, with a reason) or the pair's opening balance (once, unless reversed). */
export async function recordAdjustment(
  db: Kysely<Database>,
  sellerId: number,
  retailerId: number,
  kind: 'adjustment' | 'opening',
  amount: number,
  reason: string,
  createdBy: number,
): Promise<{ id: number; balance: number }> {
  await assertPair(db, sellerId, retailerId);
  try {
    return await db.transaction().execute(async (trx) => {
      const posted = await postEntry(trx, {
        sellerId,
        retailerId,
        kind,
        amountPaisa: paisaOf(amount),
        reason: reason || null,
        createdBy,
      });
      return { id: posted.id, balance: rupeesOf(posted.balancePaisa) };
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505' && kind === 'opening')
      throw new AppError(409, 'opening_exists', MONEY_MSG.openingExists);
    throw error;
  }
}

/**
 * Reverses an entry: a new entry of the same kind with the opposite amount, pointing at it, with the reason. The
 * entry itself is never changed; an entry is reversed at most once, and a reversal is not reversed again.
 */
export async function reverseEntry(
  db: Kysely<Database>,
  sellerId: number,
  retailerId: number,
  entryId: number,
  reason: string,
  createdBy: number,
): Promise<{ id: number; balance: number }> {
  try {
    return await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        id: number;
        kind: LedgerEntry['kind'];
        amount_paisa: number;
        reverses_id: number | null;
        reference: string;
      }>`
        SELECT id, kind, amount_paisa, reverses_id, reference FROM ledger_entries
        WHERE id = ${entryId} AND wholeseller_id = ${sellerId} AND retailer_id = ${retailerId}`.execute(trx);
      const entry = rows[0];
      if (!entry) throw notFound();
      if (entry.reverses_id !== null) throw conflictCode('not_reversible', MONEY_MSG.reversalNotReversible);
      const posted = await postEntry(trx, {
        sellerId,
        retailerId,
        kind: entry.kind,
        amountPaisa: -Number(entry.amount_paisa),
        reference: entry.reference,
        reason,
        reversesId: Number(entry.id),
        createdBy,
      });
      return { id: posted.id, balance: rupeesOf(posted.balancePaisa) };
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw conflictCode('already_reversed', MONEY_MSG.alreadyReversed);
    throw error;
  }
}

const conflictCode = (code: string, message: string) => new AppError(409, code, message);

/** Sets a pair's terms (only the fields given); answers the terms in force. */
export async function updateTerms(
  db: Kysely<Database>,
  sellerId: number,
  retailerId: number,
  input: { credit_limit?: number | null; payment_days?: number | null; on_limit?: OnLimit },
): Promise<{ credit_limit: number | null; payment_days: number; on_limit: OnLimit }> {
  await assertPair(db, sellerId, retailerId);
  const set: Record<string, unknown> = {};
  if (input.credit_limit !== undefined)
    set.credit_limit_paisa = input.credit_limit === null ? null : paisaOf(input.credit_limit);
  if (input.payment_days !== undefined) set.payment_days = input.payment_days;
  if (input.on_limit !== undefined) set.on_limit = input.on_limit;
  await db
    .insertInto('ledger_accounts')
    .values({ wholeseller_id: sellerId, retailer_id: retailerId, ...set, updated_at: new Date() })
    .onConflict((oc) => oc.columns(['wholeseller_id', 'retailer_id']).doUpdateSet({ ...set, updated_at: new Date() }))
    .execute();
  forgetSellerBook(db, sellerId);
  const terms = await pairTerms(db, sellerId, retailerId);
  return {
    credit_limit: terms.creditLimitPaisa === null ? null : rupeesOf(terms.creditLimitPaisa),
    payment_days: terms.paymentDays,
    on_limit: terms.onLimit,
  };
}

export interface ReceivablesQuery {
  q?: string;
  overdue?: string;
  sort?: 'balance' | 'overdue' | 'name' | 'last_payment';
  dir?: 'asc' | 'desc';
  offset?: number;
  limit?: number;
}

/**
 * A seller's receivables: every retailer with a ledger account, with balance, overdue and the last payment;
 * searched by store, name or phone, optionally only the overdue ones, sorted and paged; with the seller's totals.
 * The page and the count are read from the accounts (the default order, by balance, straight from an index); the
 * ageing comes from the seller's kept book (seller-ageing.ts), so the page costs the same for 50 retailers or
 * 20,000. Sorting or filtering by overdue hands the overdue pairs to the query as two arrays.
 */
export async function receivables(db: Db, sellerId: number, query: ReceivablesQuery, now = new Date()) {
  const term = query.q?.trim();
  const onlyOverdue = query.overdue === '1' || query.overdue === 'true';
  const sortKey = query.sort ?? 'balance';
  const book = await sellerAgeing(db, sellerId, now);
  const byOverdue = onlyOverdue || sortKey === 'overdue';
  const overdueOnes = byOverdue ? [...book.pairs].filter(([, a]) => a.overdue > 0) : [];
  const overdue = byOverdue
    ? { ids: overdueOnes.map(([id]) => id), amounts: overdueOnes.map(([, a]) => a.overdue) }
    : null;
  const filtered = Boolean(term) || onlyOverdue;
  const pattern = term ? containsPattern(term) : '';
  // A search's words and the overdue ids decide the plan: their pages are planned for the values every call.
  const window = pageWindow(query.offset ?? 0, query.limit ?? PAGE_SIZE, !term && !byOverdue);
  const [page, counted] = await Promise.all([
    // The text depends on the sort, the direction, which filters are given and the window; the values are listed in
    // its order. Its fragments are built only when a combination is first compiled.
    receivablesPageQuery(
      db,
      `${sortKey} ${query.dir ?? ''} ${term ? 'search' : ''} ${byOverdue ? 'overdue' : ''} ${onlyOverdue ? 'only' : ''} ${window.key}`,
      () => sql<ReceivablesRow>`
      SELECT r.id AS retailer_id, r.full_name AS retailer_name, r.store, a.phone, la.balance_paisa,
             la.credit_limit_paisa, la.on_limit, ${isoUtc(sql.ref('la.last_payment_at'))} AS last_payment_at
      ${receivablesMatching(sellerId, pattern, overdue, onlyOverdue)}
      ORDER BY ${receivablesOrder(sortKey, query.dir)}
      ${window.sql}`,
      [
        ...(overdue ? [overdue.ids, overdue.amounts] : []),
        sellerId,
        ...(term ? [pattern, pattern, pattern] : []),
        ...window.values,
      ],
    ),
    filtered
      ? sql<{
          total: number;
        }>`SELECT count(*)::int AS total ${receivablesMatching(sellerId, pattern, overdue, onlyOverdue)}`.execute(db)
      : null,
  ]);
  const t = book.totals;
  return {
    total: counted ? Number(counted.rows[0].total) : book.balances.size,
    totals: {
      balance: rupeesOf(book.balance),
      overdue: rupeesOf(t.overdue),
      ageing: ageingOf(t),
    },
    rows: page.map((r) => {
      const ageing = book.pairs.get(r.retailer_id) ?? NO_AGEING;
      return {
        retailer_id: r.retailer_id,
        retailer_name: r.retailer_name,
        store: r.store,
        phone: r.phone,
        balance: rupeesOf(r.balance_paisa),
        overdue: rupeesOf(ageing.overdue),
        credit_limit: r.credit_limit_paisa === null ? null : rupeesOf(r.credit_limit_paisa),
        on_limit: r.on_limit,
        last_payment_at: r.last_payment_at,
        ageing: ageingOf(ageing),
      };
    }),
  };
}

/** The receivables' rows of a seller: searched by store, name or phone (`pattern`), and joined to the overdue pairs. */
function receivablesMatching(
  sellerId: number,
  pattern: string,
  overdue: { ids: number[]; amounts: number[] } | null,
  onlyOverdue: boolean,
) {
  const search = pattern
    ? sql`AND (r.store ILIKE ${pattern} OR r.full_name ILIKE ${pattern} OR a.phone LIKE ${pattern})`
    : sql``;
  const overdueJoin = overdue
    ? sql`LEFT JOIN unnest(${overdue.ids}::int[], ${overdue.amounts}::bigint[]) AS g(retailer_id, overdue)
            ON g.retailer_id = la.retailer_id`
    : sql``;
  return sql`
    FROM ledger_accounts la JOIN retailers r ON r.id = la.retailer_id JOIN accounts a ON a.id = r.id ${overdueJoin}
    WHERE la.wholeseller_id = ${sellerId} ${search} ${onlyOverdue ? sql`AND g.overdue > 0` : sql``}`;
}

function receivablesOrder(sortKey: NonNullable<ReceivablesQuery['sort']>, direction: ReceivablesQuery['dir']) {
  const dir = sql.raw(direction === 'asc' ? 'ASC' : 'DESC');
  switch (sortKey) {
    case 'name':
      return sql`lower(r.store) ${direction === 'desc' ? sql.raw('DESC') : sql.raw('ASC')}, r.id`;
    case 'overdue':
      return sql`coalesce(g.overdue, 0) ${dir}, r.id`;
    case 'last_payment':
      return sql`la.last_payment_at ${dir} NULLS LAST, r.id`;
    default:
      return sql`la.balance_paisa ${dir}, la.retailer_id`;
  }
}

interface ReceivablesRow {
  retailer_id: number;
  retailer_name: string;
  store: string;
  phone: string;
  balance_paisa: number;
  credit_limit_paisa: number | null;
  on_limit: OnLimit;
  last_payment_at: string | null;
}
const receivablesPageQuery = cachedQueryText<ReceivablesRow>();

/** A retailer's accounts: each seller it has a ledger with, balance and overdue, largest balance first. */
export async function supplierAccounts(db: Db, retailerId: number, now = new Date()) {
  const { rows } = await sql<{
    wholeseller_id: number;
    seller_name: string;
    phone: string;
    balance_paisa: number;
    overdue: number | null;
    credit_limit_paisa: number | null;
    last_payment_at: string | null;
  }>`
    WITH g AS (${ageingSql(sql`retailer_id = ${retailerId}`, now)})
    SELECT w.id AS wholeseller_id, w.busniess_name AS seller_name, a.phone, la.balance_paisa, g.overdue, la.credit_limit_paisa,
           ${isoUtc(sql.ref('la.last_payment_at'))} AS last_payment_at
    FROM ledger_accounts la JOIN wholesalers w ON w.id = la.wholeseller_id JOIN accounts a ON a.id = w.id
    LEFT JOIN g ON g.wholeseller_id = la.wholeseller_id
    WHERE la.retailer_id = ${retailerId}
    ORDER BY la.balance_paisa DESC, w.busniess_name LIMIT 1000`.execute(db);
  return rows.map((r) => ({
    wholeseller_id: r.wholeseller_id,
    seller_name: r.seller_name,
    phone: r.phone,
    balance: rupeesOf(r.balance_paisa),
    overdue: rupeesOf(r.overdue ?? 0),
    credit_limit: r.credit_limit_paisa === null ? null : rupeesOf(r.credit_limit_paisa),
    last_payment_at: r.last_payment_at,
  }));
}
