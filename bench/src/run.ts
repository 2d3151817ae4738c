/**
 * The load benchmark: `npm run bench` (PostgreSQL, data from `npm run bench:data -- --scale large`).
 *
 * Starts our server (server/src/main.ts, WORKERS=n) and the bare baseline (bench/src/baseline.ts, same n) on
 * loopback, then drives each scenario with autocannon from this process (a third process) for a fixed time,
 * baseline then ours, after a short warm-up of each. Reports requests/s, p50, p99, errors and ours/baseline.
 * Results go to bench/results/<yyyy-mm-dd>.md (and .json) and stdout.
 *
 *   DATABASE_URL=postgres://.../dawalink_bench npm run bench -- [--duration 10] [--warmup 10] [--connections 32]
 *        [--workers 1,2] [--rounds 2] [--only store,orders-p1] [--out bench/results/name.md]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { BENCH } from './scales.js';
import { benchReport, fmt } from './report.js';
import { argon2Cost, combine, load, probeStore, signIn, startProcess, stopProcess, waitFor, type Measure } from './runner.js';
import { scenarios, type Scenario } from './scenarios.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

interface Args {
  duration: number;
  warmup: number;
  connections: number;
  workers: number[];
  only?: Set<string>;
  out?: string;
  port: number;
  rounds: number;
}
function parseArgs(argv: string[]): Args {
  // Warm-up 10 s per side: with 2 s our server (far more code than the baseline for V8 to optimise) was partly
  // measured while still being compiled, its CPU per request 15-25 % above its steady state (docs/performance.md).
  const a: Args = { duration: 10, warmup: 10, connections: 32, workers: [1, 2], port: Number(process.env.BENCH_PORT ?? 3205), rounds: 2 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--duration') a.duration = Number(value());
    else if (flag === '--warmup') a.warmup = Number(value());
    else if (flag === '--connections') a.connections = Number(value());
    else if (flag === '--workers') a.workers = value().split(',').map(Number);
    else if (flag === '--only') a.only = new Set(value().split(','));
    else if (flag === '--out') a.out = value();
    else if (flag === '--port') a.port = Number(value());
    else if (flag === '--rounds') a.rounds = Math.max(1, Number(value()));
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  return a;
}
async function main() {
  const args = parseArgs(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('Set DATABASE_URL to the benchmark database (PostgreSQL), filled by npm run bench:data.');
  const started = new Date();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const info = (
    await pool.query(`SELECT version() AS pg, (SELECT count(*) FROM accounts WHERE type = 'retailer')::int AS retailers,
        (SELECT count(*) FROM accounts WHERE type = 'seller')::int AS sellers, (SELECT count(*) FROM products)::int AS products,
        (SELECT count(*) FROM listings)::int AS listings, (SELECT count(*) FROM orders)::int AS orders,
        (SELECT count(*) FROM order_items)::int AS items,
        (SELECT id FROM wholesalers WHERE url = $1) AS big, (SELECT id FROM accounts WHERE phone = $2) AS retailer_one,
        (SELECT count(*) FROM ledger_entries)::int AS ledger_entries`, [BENCH.bigSeller.url, BENCH.retailerPhone])
  ).rows[0];
  if (info.big !== BENCH.bigSeller.id) throw new Error('No bench data here: run npm run bench:data -- --scale large first.');
  // Frequent words of the data: a store name part for order search, a molecule for catalogue search.
  // Orders to invoice: seller 1's not cancelled and not yet invoiced, oldest first.
  const toInvoice = (
    await pool.query(
      `SELECT o.id FROM orders o WHERE o.wholeseller_id = $1 AND o.status <> 'Cancel'
         AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = o.id) ORDER BY o.id`,
      [BENCH.bigSeller.id],
    )
  ).rows.map((r) => Number(r.id));
  const list = scenarios(info.retailers, 'shifa', 'amox', info.retailer_one, toInvoice).filter((s) => !args.only || args.only.has(s.name));

  const argon = await argon2Cost();
  const load1 = os.loadavg()[0];
  const rows: Array<{ workers: number; s: Scenario; base?: Measure; ours: Measure }> = [];
  const probes: Record<number, Awaited<ReturnType<typeof probeStore>>> = {};
  const oursPort = args.port;
  // Not port+1: neighbouring ports belong to other services on a shared machine.
  const basePort = Number(process.env.BENCH_BASELINE_PORT ?? 32051);

  for (const workers of args.workers) {
    // The place-order scenario of the previous round wrote thousands of orders that autovacuum has not reached yet;
    // without this the next round's index-only scans (deep order pages) would read the heap for each of them.
    await pool.query('VACUUM (ANALYZE) orders, order_items, order_status_history, invoices, invoice_lines, ledger_entries, ledger_accounts');
    const common = { DATABASE_URL: databaseUrl, NODE_ENV: 'production', LOG_LEVEL: 'error', HOST: '127.0.0.1' };
    const ours = startProcess(`server x${workers}`, ['server/src/main.ts'], {
      ...common,
      PORT: String(oursPort),
      WORKERS: String(workers),
      SEED_DEMO: 'false',
      // The limits protect a public server from one client; here one client is the load generator.
      API_RATE_PER_MIN: '1000000000',
      LOGIN_IP_MAX: '1000000000',
    });
    const baseline = startProcess(`baseline x${workers}`, ['bench/src/baseline.ts'], { ...common, PORT: String(basePort), BASELINE_WORKERS: String(workers) });
    try {
      const ob = `http://127.0.0.1:${oursPort}`;
      const bb = `http://127.0.0.1:${basePort}`;
      await waitFor(`${ob}/api/health`);
      await waitFor(`${bb}/`);
      const cookies = { seller: await signIn(ob, BENCH.bigSeller.phone), retailer: await signIn(ob, BENCH.retailerPhone) };
      probes[workers] = await probeStore(ob, `/api/WholesellerCategory/${BENCH.bigSeller.url}/${BENCH.bigSeller.id}`);
      for (const s of list) {
        // Warm both, then alternate baseline and ours in `rounds` slices: the other work on this machine comes and
        // goes, and alternating spreads it over both sides instead of penalising whichever ran second.
        if (args.warmup > 0) {
          if (!s.oursOnly) await load(bb, s, cookies, args.warmup, args.connections);
          await load(ob, s, cookies, args.warmup, args.connections);
        }
        const slice = Math.max(1, Math.round(args.duration / args.rounds));
        const baseParts: Measure[] = [];
        const ourParts: Measure[] = [];
        for (let r = 0; r < args.rounds; r++) {
          if (!s.oursOnly) baseParts.push(await load(bb, s, cookies, slice, args.connections, baseline.pid));
          ourParts.push(await load(ob, s, cookies, slice, args.connections, ours.pid));
        }
        const base = baseParts.length ? combine(baseParts) : undefined;
        const mine = combine(ourParts);
        rows.push({ workers, s, base, ours: mine });
        const ratio = base && base.rps > 0 ? ` ratio ${(mine.rps / base.rps).toFixed(2)}` : '';
        console.error(
          `x${workers} ${s.name.padEnd(16)} ours ${fmt(mine.rps)} req/s p50 ${mine.p50} p99 ${mine.p99} err ${mine.errors + mine.non2xx}` +
            (base ? ` | baseline ${fmt(base.rps)} req/s p99 ${base.p99} err ${base.errors + base.non2xx}${ratio}` : ''),
        );
      }
    } finally {
      await stopProcess(ours);
      await stopProcess(baseline);
    }
  }
  // Gap-free invoice numbers of seller 1 after the run: as many invoices as the highest number, and no number twice.
  const gaps = (
    await pool.query(
      `SELECT count(*)::int AS invoices, coalesce(max(seq), 0)::int AS highest, count(DISTINCT seq)::int AS distinct_numbers
       FROM invoices WHERE wholeseller_id = $1`,
      [BENCH.bigSeller.id],
    )
  ).rows[0] as { invoices: number; highest: number; distinct_numbers: number };
  await pool.end();

  const report = benchReport({ started, args, info, argon, load1, probes, rows, list, invoices: gaps });

  console.log(report);
  const out = (args.out ?? path.join(root, 'bench/results', started.toISOString().slice(0, 10))).replace(/(\.md)?$/, '.md');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, report + '\n');
  fs.writeFileSync(out.replace(/\.md$/, '.json'), JSON.stringify({ started, args: { ...args, only: args.only && [...args.only] }, info, argon, load1, probes, invoices: gaps, rows: rows.map((r) => ({ workers: r.workers, scenario: r.s.name, ours: r.ours, baseline: r.base })) }, null, 2));
  console.error(`written ${path.relative(root, out)}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
