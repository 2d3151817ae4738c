import type { Kysely } from 'kysely';
import {
  isRetriedOnTypo,
  MSG,
  parseQuickOrder,
  productWords,
  QUICK_ORDER_MATCH_PASSES,
  type QuickOrderResult,
} from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import type { Config } from '../../config.js';
import { prepared } from '../../db/prepared.js';
import { countRequest } from '../../db/rate-counters.js';
import { queryRows } from '../../db/sql.js';
import { notFound, tooMany } from '../../lib/errors.js';
import type { SessionAccount } from '../../plugins/access.js';
import { requireOpenStore } from '../storefront/storefront.service.js';

/** The best match and up to three alternatives per line. */
const CANDIDATES = 4;

/*
 * The quick order's statements are finished texts, sent straight through pg: its requests are few and long, and
 * building each statement with Kysely (and running it through Kysely's layers) was the largest part of our
 * server's CPU per request that the bare baseline does not spend (docs/performance.md, "The quick order and the
 * order search without Kysely's layers").
 */
const STORE_SQL = prepared(
  `SELECT w.id, a.is_disabled FROM wholesalers w JOIN accounts a ON a.id = w.id WHERE w.id = $1`,
);

/**
 * Who may match a list against a store: a signed-in retailer (any open store), the seller (its own store only;
 * another seller's answers 404 as every foreign object does) and the admin. Visitors are not: the result fills a
 * signed-in retailer's cart, and each call costs CPU.
 */
export async function assertQuickOrderStore(
  db: Kysely<Database>,
  account: SessionAccount,
  sellerId: number,
): Promise<void> {
  if (account.type === 'seller' && account.id !== sellerId) throw notFound();
  requireOpenStore((await queryRows<{ id: number; is_disabled: boolean }>(db, STORE_SQL, [sellerId]))[0]);
}

/**
 * QUICK_ORDER_PER_MIN matches per person per minute (each team member has their own budget, not their seller's),
 * counted in the database (every process shares it).
 */
export async function spendQuickOrder(db: Kysely<Database>, config: Config, account: SessionAccount): Promise<void> {
  const who = account.memberId !== null ? `member:${account.memberId}` : String(account.id);
  const outcome = await countRequest(db, `quick-order:${who}`, 60_000, config.QUICK_ORDER_PER_MIN);
  if (!outcome.allowed) throw tooMany(MSG.tooManyRequests, outcome.retryAfterSeconds);
}

interface CandidateRow {
  n: number;
  listing_id: number;
  product_name: string;
}

// Both passes in one call of the database's function (migration 170-quick-order-match): the lines' product words
// and whole line are matched through the trigram index at the first pass's bars, then the lines that found nothing
// and may be retried at the second's. Prepared: the function plans its candidate statement with each call's lines.
const MATCH_SQL = prepared(`SELECT n, listing_id, product_name
    FROM quick_order_match($1::text[], $2::text[], $3::int[], $4::boolean[], $5, $6, $7, $8, $9, $10)`);

/**
 * Matches every line of a pasted list against the seller's listings (enabled catalogue products): one statement for
 * all lines, then, within the same call, one more at the lower bars for the lines that found nothing and have
 * product words of four characters or more. Lines in the answer keep the pasted order; a line's alternatives are the
 * candidates after its best.
 */
export async function matchQuickOrder(db: Kysely<Database>, sellerId: number, text: string): Promise<QuickOrderResult> {
  const parsed = parseQuickOrder(text);
  if (parsed.length === 0) return { lines: [], unmatched: [] };
  const queries = parsed.map((l) => l.query.toLowerCase());
  const words = queries.map(productWords);
  const [first, second] = QUICK_ORDER_MATCH_PASSES;
  const rows = await queryRows<CandidateRow>(db, MATCH_SQL, [
    queries,
    words,
    queries.map((_, i) => i + 1),
    words.map(isRetriedOnTypo),
    sellerId,
    first.words,
    first.line,
    second.words,
    second.line,
    CANDIDATES,
  ]);
  const byLine = new Map<number, CandidateRow[]>();
  for (const row of rows) {
    const list = byLine.get(Number(row.n)) ?? [];
    list.push(row);
    byLine.set(Number(row.n), list);
  }
  const result: QuickOrderResult = { lines: [], unmatched: [] };
  parsed.forEach((line, index) => {
    const [best, ...others] = byLine.get(index + 1) ?? [];
    if (!best) {
      result.unmatched.push(line.input);
      return;
    }
    result.lines.push({
      input: line.input,
      listing_id: best.listing_id,
      product_name: best.product_name,
      quantity: line.quantity,
      alternatives: others.map((r) => ({ listing_id: r.listing_id, product_name: r.product_name })),
    });
  });
  return result;
}
