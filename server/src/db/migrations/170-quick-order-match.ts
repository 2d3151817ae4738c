import { sql, type Kysely } from 'kysely';

/**
 * The quick order's matching (quick-order.service.ts) in one statement. It was a transaction of its own: BEGIN, the
 * first pass's settings, its candidates, then the second pass's settings and candidates for the lines the first left
 * without one, COMMIT; four to six round trips, each a wait of the server's event loop while the statement's own
 * work is PostgreSQL's. Here the two passes run inside the function, one call.
 *
 * The `<%` operator's bar is the setting `pg_trgm.word_similarity_threshold`, and the planner must not choose a
 * sequential scan (it prices one below the trigram index on a small catalogue, not knowing that it then computes the
 * word similarity of every product for every line): both are the function's own settings (its SET clauses), put back
 * when it returns, so a caller's transaction keeps its own.
 *
 * The candidate statement is run by EXECUTE: planned with each call's lines, as a search is, not a plan kept for any
 * lines. Per line, the products whose name and manufacturer reach the pass's word bar by the line's product words
 * and by the whole line (the trigram index serves the two together), those the seller lists whose similarity to the
 * whole line reaches the pass's line bar, ranked by it, then the shorter name (the plain product before its
 * variants), then name; the best `p_keep` are answered. The second pass takes the lines `p_retry` allows that the
 * first found nothing for. Rows come line by line, the first pass's before the second's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE OR REPLACE FUNCTION quick_order_match(
      p_queries text[], p_words text[], p_lines integer[], p_retry boolean[], p_seller integer,
      p_first_words real, p_first_line real, p_second_words real, p_second_line real, p_keep integer)
    RETURNS TABLE (n integer, listing_id integer, product_name text)
    LANGUAGE plpgsql VOLATILE
    SET enable_seqscan = off
    SET pg_trgm.word_similarity_threshold = 0.3
    AS $fn$
    DECLARE
      candidates constant text := $q$
        WITH q AS (
          SELECT query, words, n FROM unnest($1::text[], $2::text[], $3::int[]) AS t(query, words, n)
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
                 row_number() OVER (PARTITION BY f.n
                   ORDER BY f.score DESC, length(f.product_name), f.product_name, l.id) AS rank
          FROM found f
          JOIN store l ON l.product_id = f.product_id
          WHERE f.score >= $5::real
        )
        SELECT n, listing_id, product_name FROM ranked WHERE rank <= $6 ORDER BY n, rank$q$;
      matched integer[] := '{}';
      previous integer := 0;
      retry_queries text[];
      retry_words text[];
      retry_lines integer[];
    BEGIN
      PERFORM set_config('pg_trgm.word_similarity_threshold', p_first_words::text, true);
      FOR n, listing_id, product_name IN EXECUTE candidates
          USING p_queries, p_words, p_lines, p_seller, p_first_line, p_keep LOOP
        IF n <> previous THEN
          matched := matched || n;
          previous := n;
        END IF;
        RETURN NEXT;
      END LOOP;

      SELECT array_agg(t.query ORDER BY t.line), array_agg(t.words ORDER BY t.line), array_agg(t.line ORDER BY t.line)
        INTO retry_queries, retry_words, retry_lines
        FROM unnest(p_queries, p_words, p_lines, p_retry) AS t(query, words, line, retry)
        WHERE t.retry AND t.line <> ALL (matched);
      IF retry_lines IS NULL THEN
        RETURN;
      END IF;
      PERFORM set_config('pg_trgm.word_similarity_threshold', p_second_words::text, true);
      RETURN QUERY EXECUTE candidates
        USING retry_queries, retry_words, retry_lines, p_seller, p_second_line, p_keep;
    END $fn$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION IF EXISTS quick_order_match`.execute(db);
}
