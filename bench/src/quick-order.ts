/**
 * Quick order's matching on the 5,000-line store: 200 pasted lines, with typos, matched in one statement.
 * `npm run bench:quick-order` (embedded PGlite in memory) or with `DATABASE_URL=postgres://...` (a scratch database
 * it fills and empties). Prints the median and worst of several runs; the result goes to docs/performance.md.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { openPglite, openPostgres, type DatabaseHandle } from '../../server/src/db/connection.js';
import { migrateToLatest } from '../../server/src/db/migrate.js';
import { matchQuickOrder } from '../../server/src/features/quick-order/quick-order.service.js';
import { BRAND_MAKERS, brandStore } from './brands.js';
import { pastedLines } from './paste.js';

const STORE_LINES = 5000;
const PASTED_LINES = 200;
const RUNS = Number(process.env.RUNS ?? 7);

async function open(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { handle: await openPglite(), drop: async () => {} };
  const name = `dawalink_qo_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    handle: openPostgres(dbUrl.toString(), 2),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function main() {
  const { handle, drop } = await open();
  const { db } = handle;
  try {
    await migrateToLatest(db);
    const account = await db
      .insertInto('accounts')
      .values({ type: 'seller', phone: '03009999999', pin_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('wholesalers')
      .values({
        id: account.id,
        full_name: 'Bench',
        busniess_name: 'Bench Traders',
        address: 'Karachi',
        url: 'bench-traders',
        email: '',
      })
      .execute();
    const { store: names, catalogue } = brandStore(STORE_LINES);
    for (let i = 0; i < catalogue.length; i += 1000) {
      await db
        .insertInto('products')
        .values(
          catalogue.slice(i, i + 1000).map((n, j) => ({
            product_name: n,
            manufacturer: BRAND_MAKERS[(i + j) % BRAND_MAKERS.length],
            total_price: '100',
            offer: 0,
            bonus: '',
            product_code: '',
          })),
        )
        .execute();
    }
    await sql`INSERT INTO listings (wholeseller_id, product_id, total_price)
      SELECT ${account.id}, id, 90 FROM products WHERE product_name NOT LIKE '% Forte'`.execute(db);
    await sql`ANALYZE`.execute(db);

    const lines = pastedLines(names, PASTED_LINES);
    const text = lines.join('\n');
    const times: number[] = [];
    let matched = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const result = await matchQuickOrder(db, account.id, text);
      times.push(performance.now() - started);
      matched = result.lines.length;
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    console.log(
      JSON.stringify({
        database: handle.kind,
        store_lines: STORE_LINES,
        pasted_lines: PASTED_LINES,
        matched,
        runs: RUNS,
        median_ms: Math.round(median),
        worst_ms: Math.round(times[times.length - 1]),
        first_ms: Math.round(times[0]),
      }),
    );
    if (process.env.EXPLAIN) {
      const plan = await db.transaction().execute(async (trx) => {
        await sql`SELECT set_config('pg_trgm.word_similarity_threshold', '0.5', true)`.execute(trx);
        for (const setting of (process.env.EXPLAIN ?? '').split(',').filter((x) => x.startsWith('enable_'))) {
          await sql`SELECT set_config(${setting}, 'off', true)`.execute(trx);
        }
        return sql<{ 'QUERY PLAN': string }>`EXPLAIN ANALYZE
          SELECT q.n, m.listing_id FROM unnest(${lines.slice(0, 20).map((l) => l.toLowerCase())}::text[]) WITH ORDINALITY AS q(query, n)
          CROSS JOIN LATERAL (SELECT l.id AS listing_id, word_similarity(q.query, p.product_name || ' ' || p.manufacturer) AS score
            FROM products p JOIN listings l ON l.product_id = p.id AND l.wholeseller_id = ${account.id}
            WHERE q.query <% (p.product_name || ' ' || p.manufacturer) AND p.is_disabled = false ORDER BY score DESC LIMIT 4) m`.execute(
          trx,
        );
      });
      console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
  } finally {
    await handle.close();
    await drop();
  }
}

await main();
