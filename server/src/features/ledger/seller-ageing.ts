import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { cachedQueryText } from '../../db/sql.js';

type Db = Kysely<Database> | Transaction<Database>;

/** What a pair owes past its due dates, and what it owes by the age of the debits, in paisa. */
export interface AgeingPaisa {
  overdue: number;
  d0_30: number;
  d31_60: number;
  d61_90: number;
  d90_plus: number;
}
export const NO_AGEING: AgeingPaisa = { overdue: 0, d0_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0 };
const AGEING_KEYS = Object.keys(NO_AGEING) as Array<keyof AgeingPaisa>;

/** Adds `part` to `sum` (or takes it away, with `sign` -1), figure by figure. */
function addAgeing(sum: AgeingPaisa, part: AgeingPaisa, sign = 1) {
  for (const k of AGEING_KEYS) sum[k] += sign * Number(part[k]);
}

/**
 * Overdue and ageing per pair, first in first out: credits (payments, credit notes, reductions) settle the oldest
 * debits first; what is left of each debit is overdue once its due date has passed (a debit without one, such as an
 * opening balance, is due at once) and is aged by its date (0-30, 31-60, 61-90, over 90 days).
 */
export function ageingSql(pairFilter: RawBuilder<unknown>, now: Date) {
  return sql`
    WITH e AS (SELECT wholeseller_id, retailer_id, id, amount_paisa, created_at, coalesce(due_at, created_at) AS due
               FROM ledger_entries WHERE ${pairFilter}),
    c AS (SELECT wholeseller_id, retailer_id, -sum(amount_paisa) FILTER (WHERE amount_paisa < 0) AS credits
          FROM e GROUP BY wholeseller_id, retailer_id),
    d AS (SELECT e.wholeseller_id, e.retailer_id, e.amount_paisa, e.created_at, e.due,
                 sum(e.amount_paisa) OVER (PARTITION BY e.wholeseller_id, e.retailer_id ORDER BY e.created_at, e.id) AS cum
          FROM e WHERE e.amount_paisa > 0),
    o AS (SELECT d.wholeseller_id, d.retailer_id, d.created_at, d.due,
                 greatest(0, least(d.amount_paisa, d.cum - coalesce(c.credits, 0))) AS left_paisa
          FROM d LEFT JOIN c USING (wholeseller_id, retailer_id))
    SELECT wholeseller_id, retailer_id, ${bucketSums(now)}, ${nextChangeSql(now)}
    FROM o GROUP BY wholeseller_id, retailer_id`;
}

/**
 * The first moment after `now` at which the pair's figures change without a new entry (epoch ms, null if never):
 * what is left of a debit falls due (overdue once `due` has passed) or moves to an older bucket (31, 61 and 91 days
 * after its date).
 */
const nextChangeSql = (now: Date) => {
  const boundary = (days: number) =>
    sql`CASE WHEN created_at + interval '${sql.raw(String(days))} days' > ${now} THEN created_at + interval '${sql.raw(String(days))} days' END`;
  return sql`(extract(epoch FROM min(least(CASE WHEN due >= ${now} THEN due END, ${boundary(31)}, ${boundary(61)}, ${boundary(91)}))
      FILTER (WHERE left_paisa > 0)) * 1000)::bigint AS next_change`;
};

/** What is left of the debits (`left_paisa`, `due`, `created_at`), summed into overdue and the ageing buckets. */
const bucketSums = (now: Date) => sql`
      coalesce(sum(left_paisa) FILTER (WHERE due < ${now}), 0)::bigint AS overdue,
      coalesce(sum(left_paisa) FILTER (WHERE created_at > ${now}::timestamptz - interval '31 days'), 0)::bigint AS d0_30,
      coalesce(sum(left_paisa) FILTER (WHERE created_at <= ${now}::timestamptz - interval '31 days' AND created_at > ${now}::timestamptz - interval '61 days'), 0)::bigint AS d31_60,
      coalesce(sum(left_paisa) FILTER (WHERE created_at <= ${now}::timestamptz - interval '61 days' AND created_at > ${now}::timestamptz - interval '91 days'), 0)::bigint AS d61_90,
      coalesce(sum(left_paisa) FILTER (WHERE created_at <= ${now}::timestamptz - interval '91 days'), 0)::bigint AS d90_plus`;

const DAY_MS = 86_400_000;
/** Debits read back first: most pairs owe no more than their newest few. */
const NEWEST_DEBITS = 50;

interface Debit {
  id: number;
  amount_paisa: number;
  created_at: Date;
  due: Date;
  /** created_at exactly (microseconds), for the next batch's bound: a Date keeps milliseconds only. */
  at: string;
}

/**
 * One pair's ageing from its newest debits back: under first in first out what a pair still owes is always its
 * newest debits (a credit settles the oldest first), so the walk stops as soon as they cover the balance. A pair
 * with ten thousand entries costs as much as one with ten; the answer is the same as `ageingSql`'s.
 */
export async function pairAgeingPaisa(
  db: Db,
  sellerId: number,
  retailerId: number,
  balancePaisa: number,
  now: Date,
): Promise<AgeingPaisa> {
  const ageing = { ...NO_AGEING };
  if (balancePaisa <= 0) return ageing;
  const { rows } = await sql<Debit>`
    SELECT id, amount_paisa, created_at, coalesce(due_at, created_at) AS due, created_at::text AS at FROM ledger_entries
    WHERE wholeseller_id = ${sellerId} AND retailer_id = ${retailerId} AND amount_paisa > 0
    ORDER BY created_at DESC, id DESC LIMIT ${NEWEST_DEBITS}`.execute(db);
  let owed = balancePaisa;
  for (const debit of rows) {
    const left = Math.min(Number(debit.amount_paisa), owed);
    owed -= left;
    addAged(ageing, left, new Date(debit.created_at), new Date(debit.due), now);
    if (owed <= 0) return ageing;
  }
  if (rows.length < NEWEST_DEBITS) return ageing;
  // Still owed past the newest debits (a long unpaid run): the older ones are summed in the database, in one pass
  // down the same index, each taking what is left of the balance once the debits newer than it are counted.
  const last = rows[rows.length - 1];
  const { rows: rest } = await sql<AgeingPaisa>`
    WITH d AS (SELECT amount_paisa, created_at, coalesce(due_at, created_at) AS due,
                      sum(amount_paisa) OVER (ORDER BY created_at DESC, id DESC) - amount_paisa AS newer
               FROM ledger_entries
               WHERE wholeseller_id = ${sellerId} AND retailer_id = ${retailerId} AND amount_paisa > 0
                 AND (created_at, id) < (${last.at}::timestamptz, ${Number(last.id)})),
    o AS (SELECT created_at, due, least(amount_paisa, ${owed}::bigint - newer) AS left_paisa FROM d WHERE newer < ${owed}::bigint)
    SELECT ${bucketSums(now)} FROM o`.execute(db);
  if (rest[0]) addAgeing(ageing, rest[0]);
  return ageing;
}

/** The newest entry id of a pair or of a seller: read on every statement and Receivables call (prepared). */
const newestQuery = cachedQueryText<{ id: string | number | null }>();

/** Pairs whose ageing a process keeps (the least recently read go first). */
const KEPT_PAIRS = 5_000;
const keptPairs = new WeakMap<object, Map<string, { version: number; at: number; ageing: AgeingPaisa }>>();

/**
 * A pair's ageing as `pairAgeingPaisa` answers it (with the pair's balance), kept per process for a statement read again and again (a long
 * unpaid run costs a pass over its debits). A pair's entries are written one at a time under its account row's
 * lock, so its newest entry id rises in the order they commit: a different one means the ledger changed and the
 * ageing is read again; time moves debits between buckets, so it is also read again after FRESH_MS.
 */
export async function keptPairAgeing(
  db: Db,
  sellerId: number,
  retailerId: number,
  now: Date,
  /** The pair's newest entry id when the caller has just read it (a statement's newest page), saving that read. */
  newestEntryId?: number,
): Promise<AgeingPaisa> {
  const version =
    newestEntryId ??
    Number(
      (
        await newestQuery(
          db,
          'pair',
          () => sql<{ id: string | number | null }>`
            SELECT max(id) AS id FROM ledger_entries WHERE wholeseller_id = ${sellerId} AND retailer_id = ${retailerId}`,
          [sellerId, retailerId],
        )
      )[0]?.id ?? 0,
    );
  let pairs = keptPairs.get(db);
  if (!pairs) {
    pairs = new Map();
    keptPairs.set(db, pairs);
  }
  const key = `${sellerId}:${retailerId}`;
  const kept = pairs.get(key);
  const age = kept ? now.getTime() - kept.at : Infinity;
  if (kept && kept.version === version && age >= 0 && age < FRESH_MS) return kept.ageing;
  // The balance is read after the version: an entry between the two makes the kept version older than the balance
  // it was computed from, so the next read computes again (the other way round would keep a stale answer).
  const { rows: account } = await sql<{ balance_paisa: string | number }>`
    SELECT balance_paisa FROM ledger_accounts WHERE wholeseller_id = ${sellerId} AND retailer_id = ${retailerId}`.execute(
    db,
  );
  const ageing = await pairAgeingPaisa(db, sellerId, retailerId, Number(account[0]?.balance_paisa ?? 0), now);
  pairs.delete(key);
  pairs.set(key, { version, at: now.getTime(), ageing });
  if (pairs.size > KEPT_PAIRS) pairs.delete(pairs.keys().next().value as string);
  return ageing;
}

/** Puts what is left of one debit into its bucket, the way `ageingSql` does. */
function addAged(ageing: AgeingPaisa, left: number, createdAt: Date, due: Date, now: Date) {
  if (left <= 0) return;
  if (due.getTime() < now.getTime()) ageing.overdue += left;
  const age = now.getTime() - createdAt.getTime();
  if (age < 31 * DAY_MS) ageing.d0_30 += left;
  else if (age < 61 * DAY_MS) ageing.d31_60 += left;
  else if (age < 91 * DAY_MS) ageing.d61_90 += left;
  else ageing.d90_plus += left;
}

/** Every pair of a seller with something open, and their sum. */
export interface SellerAgeing {
  /** The newest entry of the seller when it was read: a newer one means some pairs have changed. */
  version: number;
  /** The moment the ageing was computed for. */
  at: number;
  pairs: Map<number, AgeingPaisa>;
  totals: AgeingPaisa;
  /** Every account's balance (paisa): their number and sum are the Receivables' count and total balance. */
  balances: Map<number, number>;
  balance: number;
  /** Each open pair's next change by time alone (epoch ms), and the earliest of them (Infinity: none). */
  nextChanges: Map<number, number>;
  nextChange: number;
}

/**
 * The ageing of a seller's whole book is the one costly read of Receivables (first in first out over every entry
 * of the seller: 0.4 s for 20,000 retailers), so each process keeps it per seller and answers from it while it is
 * current:
 * - an entry written since (by any process: the newest entry id is read on every call) recomputes only the pairs
 *   that have entries after the kept one;
 * - time moves debits into overdue and into older buckets: the book knows the first moment that happens
 *   (`nextChange`) and is recomputed once it has passed;
 * - an entry committed after a newer one would not show as "after" it, and an account without entries (terms set
 *   on another process) is not an entry at all, so the whole book is also recomputed every REFRESH_MS.
 * Those two run in the background while the previous answer is served; a book older than STALE_MS is recomputed
 * before answering. Recomputing every few seconds instead cost each process 0.4 s of the database's time per
 * 5 s, and Receivables answered slower at two processes than at one.
 */
const REFRESH_MS = 30_000;
const STALE_MS = 120_000;
/** Readers asking for about the same moment share one reading (and a pair's ageing is kept this long). */
const FRESH_MS = 5_000;
/** More changed pairs than this since the kept answer: the whole book is recomputed instead. */
const PATCH_LIMIT = 500;
/** Sellers kept per process (the least recently read go first). */
const KEPT_SELLERS = 200;

interface Kept {
  ageing: SellerAgeing | null;
  /** The one recomputation in flight for this seller, and the moment it computes for. */
  pending?: { at: number; ageing: Promise<SellerAgeing> };
}
const kept = new WeakMap<object, Map<number, Kept>>();

async function newestEntry(db: Db, sellerId: number): Promise<number> {
  const rows = await newestQuery(
    db,
    'seller',
    () =>
      sql<{ id: string | number | null }>`SELECT max(id) AS id FROM ledger_entries WHERE wholeseller_id = ${sellerId}`,
    [sellerId],
  );
  return Number(rows[0]?.id ?? 0);
}

async function ageingRows(db: Db, filter: RawBuilder<unknown>, now: Date) {
  const { rows } = await sql<
    AgeingPaisa & { retailer_id: number; next_change: string | number | null }
  >`${ageingSql(filter, now)}`.execute(db);
  return rows.map((r) => ({
    retailerId: r.retailer_id,
    ageing: Object.fromEntries(AGEING_KEYS.map((k) => [k, Number(r[k])])) as unknown as AgeingPaisa,
    nextChange: r.next_change === null ? Infinity : Number(r.next_change),
  }));
}

const earliest = (moments: Map<number, number>) => {
  let first = Infinity;
  for (const m of moments.values()) if (m < first) first = m;
  return first;
};

const isOpen = (a: AgeingPaisa) => AGEING_KEYS.some((k) => a[k] !== 0);

async function balancesOf(db: Db, sellerId: number, retailerIds?: number[]) {
  const { rows } = await sql<{ retailer_id: number; balance_paisa: string | number }>`
    SELECT retailer_id, balance_paisa FROM ledger_accounts WHERE wholeseller_id = ${sellerId}
      ${retailerIds ? sql`AND retailer_id IN (${sql.join(retailerIds)})` : sql``}`.execute(db);
  return rows.map((r) => [r.retailer_id, Number(r.balance_paisa)] as const);
}

async function wholeBook(db: Db, sellerId: number, now: Date): Promise<SellerAgeing> {
  const version = await newestEntry(db, sellerId);
  const pairs = new Map<number, AgeingPaisa>();
  const totals = { ...NO_AGEING };
  const [aged, balances] = await Promise.all([
    ageingRows(db, sql`wholeseller_id = ${sellerId}`, now),
    balancesOf(db, sellerId),
  ]);
  const nextChanges = new Map<number, number>();
  for (const { retailerId, ageing, nextChange } of aged) {
    if (!isOpen(ageing)) continue;
    pairs.set(retailerId, ageing);
    nextChanges.set(retailerId, nextChange);
    addAgeing(totals, ageing);
  }
  return {
    version,
    at: now.getTime(),
    pairs,
    totals,
    balances: new Map(balances),
    balance: balances.reduce((sum, [, b]) => sum + b, 0),
    nextChanges,
    nextChange: earliest(nextChanges),
  };
}

/** The kept answer with the pairs that have entries after it recomputed, or the whole book when too many changed. */
async function patched(db: Db, sellerId: number, previous: SellerAgeing, now: Date): Promise<SellerAgeing> {
  const version = await newestEntry(db, sellerId);
  const { rows } = await sql<{ retailer_id: number }>`
    SELECT DISTINCT retailer_id FROM ledger_entries WHERE wholeseller_id = ${sellerId} AND id > ${previous.version}
    LIMIT ${PATCH_LIMIT + 1}`.execute(db);
  if (rows.length > PATCH_LIMIT) return wholeBook(db, sellerId, now);
  const changed = rows.map((r) => r.retailer_id);
  const pairs = new Map(previous.pairs);
  const nextChanges = new Map(previous.nextChanges);
  const totals = { ...previous.totals };
  const balances = new Map(previous.balances);
  let balance = previous.balance;
  const [fresh, freshBalances] = changed.length
    ? await Promise.all([
        ageingRows(db, sql`wholeseller_id = ${sellerId} AND retailer_id IN (${sql.join(changed)})`, now),
        balancesOf(db, sellerId, changed),
      ])
    : [[], []];
  for (const [retailerId, b] of freshBalances) {
    balance += b - (balances.get(retailerId) ?? 0);
    balances.set(retailerId, b);
  }
  for (const retailerId of changed) {
    const old = pairs.get(retailerId);
    if (old) addAgeing(totals, old, -1);
    pairs.delete(retailerId);
    nextChanges.delete(retailerId);
  }
  for (const { retailerId, ageing, nextChange } of fresh) {
    if (!isOpen(ageing)) continue;
    pairs.set(retailerId, ageing);
    nextChanges.set(retailerId, nextChange);
    addAgeing(totals, ageing);
  }
  // The changed pairs were read as of `now`, the others as of `previous.at`: the earliest change of either is due.
  return { version, at: previous.at, pairs, totals, balances, balance, nextChanges, nextChange: earliest(nextChanges) };
}

function keptFor(db: Db): Map<number, Kept> {
  let sellers = kept.get(db);
  if (!sellers) {
    sellers = new Map();
    kept.set(db, sellers);
  }
  return sellers;
}

/**
 * Runs `work` as the seller's one recomputation for the moment `at` (a caller asking for about the same moment
 * meanwhile gets the same promise instead of starting its own) and keeps its answer.
 */
function recompute(db: Db, sellerId: number, at: number, work: () => Promise<SellerAgeing>): Promise<SellerAgeing> {
  const sellers = keptFor(db);
  const entry = sellers.get(sellerId) ?? { ageing: null };
  if (entry.pending && Math.abs(entry.pending.at - at) < FRESH_MS) return entry.pending.ageing;
  const ageing = work();
  const pending = { at, ageing };
  entry.pending = pending;
  sellers.delete(sellerId);
  sellers.set(sellerId, entry);
  while (sellers.size > KEPT_SELLERS) sellers.delete(sellers.keys().next().value as number);
  ageing.then(
    (result) => {
      if (entry.pending === pending) delete entry.pending;
      if (!entry.ageing || entry.ageing.version <= result.version) entry.ageing = result;
    },
    () => {
      if (entry.pending === pending) delete entry.pending;
    },
  );
  return ageing;
}

/**
 * Drops this process's book of a seller: for a change that writes no entry, such as a pair's terms (a new account
 * without entries). Other processes take it in at their next whole reading, within REFRESH_MS.
 */
export function forgetSellerBook(db: Db, sellerId: number): void {
  const entry = kept.get(db)?.get(sellerId);
  if (entry?.ageing) entry.ageing = { ...entry.ageing, at: -Infinity };
}

/** The seller's ageing by pair and in total, current as of its newest entry (see above for how it is kept). */
export async function sellerAgeing(db: Db, sellerId: number, now = new Date()): Promise<SellerAgeing> {
  const entry = keptFor(db).get(sellerId);
  const at = now.getTime();
  const previous = entry?.ageing;
  const age = previous ? at - previous.at : Infinity;
  if (!previous || age < 0 || age >= STALE_MS) return recompute(db, sellerId, at, () => wholeBook(db, sellerId, now));
  let current = previous;
  const newest = await newestEntry(db, sellerId);
  // A recomputation already under way may have started before the newest entry: then patch again from it.
  while (current.version < newest) {
    const from = current;
    current = await recompute(db, sellerId, from.at, () => patched(db, sellerId, from, now));
  }
  if ((age >= REFRESH_MS || at > current.nextChange) && !entry?.pending) {
    const refreshAt = new Date();
    recompute(db, sellerId, refreshAt.getTime(), () => wholeBook(db, sellerId, refreshAt)).catch((error: unknown) =>
      console.error(`receivables ageing of seller ${sellerId} failed: ${String(error)}`),
    );
  }
  return current;
}
