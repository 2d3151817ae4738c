import type { Kysely } from 'kysely';
import { isRetriedOnTypo, MSG, parseQuickOrder, productWords, QUICK_ORDER_MATCH_PASSES, type QuickOrderResult } from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import type { Config } from '../../config.js';
import type { TextRunner } from '../../db/connection.js';
import { prepared } from '../../db/prepared.js';
import { countRequest } from '../../db/rate-counters.js';
import { queryRows, textTransaction } from '../../db/sql.js';
import { notFound, tooMany } from '../../lib/errors.js';
import type { SessionAccount } from '../../plugins/access.js';
import { requireOpenStore } from '../storefront/storefront.service.js';

type MatchPass = (typeof QUICK_ORDER_MATCH_PASSES)[number];
/** The best match and up to three alternatives per line. */
const CANDIDATES = 4;

/*
 * The quick order's statements are finished texts, sent straight through pg: its requests are few and long, and
 * building each statement with Kysely (and running it through Kysely's layers) was the largest part of our
 * server's CPU per request that the bare baseline does not spend (docs/performance.md, "The quick order and the
 * order search without Kysely's layers").
 */
const STORE_SQL = prepared(`SELECT w.id, a.is_disabled FROM wholesalers w JOIN accounts a ON a.id = w.id WHERE w.id = $1`);

/**
 * Who may match a list against a store: a signed-in retailer (any open store), the seller (its own store only;
 * another seller's answers 404 as every foreign object does) and the admin. Visitors are not: the result fills a
 * signed-in retailer's cart, and each call costs CPU.
 */
export async function assertQuickOrderStore(db: Kysely<Database>, account: SessionAccount, sellerId: number): Promise<void> {
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

interface MatchLine {
  n: number;
  query: string;
  words: string;
}

interface CandidateRow {
  n: number;
  listing_id: number;
  product_name: string;
}

// The `<%` operator's threshold is a setting, set for this transaction only (`true`). The planner prices a
// sequential scan of a small catalogue below the trigram index, not knowing that it then computes the word
// similarity of every product for every line (30 s for 200 lines on a 5,000-line store, against well under a
// second through the index): sequential scans are off for this transaction too.
const PASS_SETTINGS_SQL = prepared(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true),
                   set_config('enable_seqscan', 'off', true)`);

// Not prepared: PostgreSQL plans it with the lines' words each time, as it would plan a search.
const CANDIDATES_SQL = `
    WITH q AS (
      SELECT query, words, n
      FROM unnest($1::text[], $2::text[], $3::int[]) AS t(query, words, n)
    ), store AS MATERIALIZED (
      SELECT id, product_id FROM listings WHERE wholeseller_id = $4
    ), found AS (
      SELECT q.n, p.id AS product_id, p.product_name,
             word_similarity(q.query, p.product_name || ' ' || p.manufacturer) AS score
      FROM q
      JOIN products p ON q.words <% (p.product_name || ' ' || p.manufacturer)
                      AND q.query <% (p.product_name || ' ' || p.manufacturer)
      WHERE p.is_disabled = false
    ), ranked AS (
      SELECT f.n, l.id AS listing_id, f.product_name,
             row_number() OVER (PARTITION BY f.n ORDER BY f.score DESC, length(f.product_name), f.product_name, l.id) AS rank
      FROM found f
      JOIN store l ON l.product_id = f.product_id
      WHERE f.score >= $5::real
    )
    SELECT n, listing_id, product_name FROM ranked WHERE rank <= $6 ORDER BY n, rank`;

/**
 * One statement for all the given lines: each finds its candidate products through the trigram index on
 * `product_name || ' ' || manufacturer` (migration 120) by its product words and its whole line, both at the
 * words' bar (the index serves the two together, and the second halves the candidates to check); those the seller
 * lists whose similarity to the whole line reaches the pass's bar are ranked per line by it, then the shorter name
 * (the plain product before its variants), then name; the best four are kept.
 */
async function candidates(run: TextRunner, sellerId: number, lines: MatchLine[], pass: MatchPass): Promise<CandidateRow[]> {
  await run(PASS_SETTINGS_SQL, [String(pass.words)]);
  return run<CandidateRow>(CANDIDATES_SQL, [lines.map((l) => l.query), lines.map((l) => l.words), lines.map((l) => l.n), sellerId, pass.line, CANDIDATES]);
}

/**
 * Matches every line of a pasted list against the seller's listings (enabled catalogue products): one statement for
 * all lines, then one more, at the lower bars, for the lines that found nothing and have product words of four
 * characters or more. Lines in the answer keep the pasted order; a line's alternatives are the candidates after its
 * best.
 */
export async function matchQuickOrder(db: Kysely<Database>, sellerId: number, text: string): Promise<QuickOrderResult> {
  const parsed = parseQuickOrder(text);
  if (parsed.length === 0) return { lines: [], unmatched: [] };
  const lines: MatchLine[] = parsed.map((l, i) => {
    const query = l.query.toLowerCase();
    return { n: i + 1, query, words: productWords(query) };
  });
  const [first, second] = QUICK_ORDER_MATCH_PASSES;
  const rows = await textTransaction(db, async (run) => {
    const matched = await candidates(run, sellerId, lines, first);
    const found = new Set(matched.map((r) => Number(r.n)));
    const retry = lines.filter((l) => !found.has(l.n) && isRetriedOnTypo(l.words));
    return retry.length === 0 ? matched : [...matched, ...(await candidates(run, sellerId, retry, second))];
  });
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
