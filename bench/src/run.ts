/**
 * The load benchmark: `npm run bench` (PostgreSQL, data from `npm run bench:data -- --scale large`).
 *
 * Builds both servers (build-sides.ts), then, for each process count n on a fresh copy of the database (each round
 * reads the data as generated: roundDatabase), starts our server (server/dist/main.js, WORKERS=n, as `npm start`
 * runs it) and the bare baseline (bench/src/baseline.ts bundled the same way, same n) on loopback, then drives each
 * scenario with autocannon from this process (a third process) for a fixed time, in alternating slices
 * baseline/ours after a warm-up of each. Reports requests/s, p50, p99, errors, server CPU per
 * request and ours/baseline, and judges the targets (targets.ts). Results go to bench/results/<yyyy-mm-dd>.md (and
 * .json) and stdout.
 *
 *   DATABASE_URL=postgres://.../dawalink_bench npm run bench -- [--duration 10] [--warmup 10] [--connections 32]
 *        [--workers 1,2] [--rounds 2] [--only store,orders-p1] [--out bench/results/name.md]
 *
 * `--pglite DIR`: the embedded database instead of the baseline. Our server on PGlite in DIR (one process, as
 * `npm start` runs it) against our server on the PostgreSQL of DATABASE_URL at one process, both holding data of
 * the same scale (`npm run bench:data -- --scale small`, once into each); the read scenarios and placing an order.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import { openPglite } from '../../server/src/db/connection.js';
import { quickOrderData } from './paste.js';
import { BENCH } from './scales.js';
import { benchReport, fmt, gapFree, type DataInfo, type InvoiceNumbers, type Mode } from './report.js';
import { buildSides } from './build-sides.js';
import {
  argon2Cost,
  BENCH_BASELINE_ENV,
  BENCH_SERVER_ENV,
  combine,
  load,
  probeScenario,
  probeStore,
  signIn,
  startProcess,
  stopProcess,
  waitFor,
  type Measure,
} from './runner.js';
import { scenarios, type Scenario, type ScenarioData } from './scenarios.js';
import { verdicts } from './targets.js';

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
  pglite?: string;
  /** Where each side writes V8 CPU profiles (`--cpu-prof`): `<dir>/ours-x<n>`, `<dir>/baseline-x<n>`. */
  profile?: string;
}
function parseArgs(argv: string[]): Args {
  // Warm-up 10 s per side: with 2 s our server (far more code than the baseline for V8 to optimise) was partly
  // measured while still being compiled, its CPU per request 15-25 % above its steady state (docs/performance.md).
  const a: Args = {
    duration: 10,
    warmup: 10,
    connections: 32,
    workers: [1, 2],
    port: Number(process.env.BENCH_PORT ?? 3205),
    rounds: 2,
  };
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
    else if (flag === '--pglite') a.pglite = path.resolve(value());
    else if (flag === '--profile') a.profile = path.resolve(value());
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  // PGlite is one process with one connection: the comparison is at one process.
  if (a.pglite) a.workers = [1];
  return a;
}

/** The scenarios of the PGlite comparison: the reads, and placing an order (the write every shop does most). */
const PGLITE_SCENARIOS = new Set([
  'store',
  'orders-p1',
  'orders-p200',
  'orders-search',
  'catalogue-search',
  'quick-order',
  'place-order',
]);

/** What the run needs to know about a database: sizes for the report, ids for the scenarios. */
async function readData(
  db: Kysely<any>,
): Promise<{ info: DataInfo; data: ScenarioData; retailerOne: number; toInvoice: number[] }> {
  const info = (
    await sql<
      DataInfo & {
        big: number;
        retailer_one: number;
        big_orders: number;
        quick_seller: number | null;
        booker: number | null;
      }
    >`
      SELECT version() AS pg, (SELECT count(*) FROM accounts WHERE type = 'retailer')::int AS retailers,
        (SELECT count(*) FROM accounts WHERE type = 'seller')::int AS sellers, (SELECT count(*) FROM products)::int AS products,
        (SELECT count(*) FROM listings)::int AS listings, (SELECT count(*) FROM orders)::int AS orders,
        (SELECT count(*) FROM order_items)::int AS items,
        (SELECT id FROM wholesalers WHERE url = ${BENCH.bigSeller.url}) AS big,
        (SELECT count(*) FROM orders WHERE wholeseller_id = ${BENCH.bigSeller.id})::int AS big_orders,
        (SELECT id FROM accounts WHERE phone = ${BENCH.retailerPhone}) AS retailer_one,
        (SELECT id FROM wholesalers WHERE url = ${BENCH.quickOrderSeller.url}) AS quick_seller,
        (SELECT id FROM team_members WHERE phone = ${BENCH.booker.phone}) AS booker,
        (SELECT count(*) FROM ledger_entries)::int AS ledger_entries`.execute(db)
  ).rows[0];
  if (info.big !== BENCH.bigSeller.id)
    throw new Error('No bench data here: run npm run bench:data -- --scale large first.');
  // Orders to invoice: seller 1's not cancelled and not yet invoiced, oldest first.
  const toInvoice = (
    await sql<{
      id: number;
    }>`SELECT o.id FROM orders o WHERE o.wholeseller_id = ${BENCH.bigSeller.id} AND o.status <> 'Cancel'
         AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = o.id) ORDER BY o.id`.execute(db)
  ).rows.map((r) => Number(r.id));
  // Retailers the booker books for: none the order search's term finds (as the place-order scenario's buyer).
  const bookFor = (
    await sql<{ id: number }>`SELECT a.id FROM accounts a JOIN retailers r ON r.id = a.id
      WHERE a.type = 'retailer' AND r.store NOT ILIKE ${`%${BENCH.orderTerm}%`} ORDER BY a.id LIMIT 2000`.execute(db)
  ).rows.map((r) => Number(r.id));
  const quickOrder = await quickOrderData(
    async <R>(text: string, values: unknown[]) =>
      (await db.executeQuery<R>(CompiledQuery.raw(text, values))).rows as R[],
    info.quick_seller,
    BENCH.pastedLines,
  );
  return {
    info: { ...info, team: info.booker !== null, quickOrderStore: info.quick_seller !== null },
    data: { quickOrder, bookFor, bigSellerOrders: info.big_orders },
    retailerOne: info.retailer_one,
    toInvoice,
  };
}

/** The newest order's id: the orders a round places on PGlite come after it. */
async function lastOrderId(db: Kysely<any>): Promise<number> {
  return Number((await sql<{ id: number }>`SELECT coalesce(max(id), 0) AS id FROM orders`.execute(db)).rows[0].id);
}

/** The orders a round placed on PGlite, deleted with their lines and history (the foreign keys cascade). */
async function dropPlacedOrders(db: Kysely<any>, after: number) {
  await sql`DELETE FROM orders WHERE id > ${after}`.execute(db);
}

/** `url` with another database name. */
function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A copy of the benchmark database for one round (`CREATE DATABASE ... TEMPLATE`, file by file), so that every
 * round and every run reads the data as generated. The rounds write: placing and booking orders (~100,000 a round),
 * invoices, sessions. Kept, the placed orders (seller 1's newest, none with the searched term) were passed over by
 * every order search after them: 585 searches/s on the generated data, 25 in the next round, 9 in the next run;
 * and the orders left to invoice ran out (docs/performance.md, "The bench runs the built servers, every round on
 * the data as generated").
 */
async function roundDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const source = decodeURIComponent(new URL(url).pathname.slice(1));
  const copy = `${source}_round`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
  await admin(`DROP DATABASE IF EXISTS ${ident(copy)} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${ident(copy)} TEMPLATE ${ident(source)} STRATEGY FILE_COPY`);
  return { url: withDatabase(url, copy), drop: () => admin(`DROP DATABASE IF EXISTS ${ident(copy)} WITH (FORCE)`) };
}

/** Runs `use` on the PGlite directory of `--pglite` while no server holds it (PGlite takes a lock file). */
async function onPglite<T>(dir: string, use: (db: Kysely<any>) => Promise<T>): Promise<T> {
  const handle = await openPglite(dir);
  try {
    return await use(handle.db as Kysely<any>);
  } finally {
    await handle.close();
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error('Set DATABASE_URL to the benchmark database (PostgreSQL), filled by npm run bench:data.');
  const mode: Mode = args.pglite ? 'pglite' : 'baseline';
  const started = new Date();
  // Read, then let go of: each round runs on a copy of this database (roundDatabase), which needs it unused.
  const sourceDb = new Kysely<any>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) }),
  });
  const pgData = await readData(sourceDb);
  await sourceDb.destroy();
  let pgliteInfo: DataInfo | undefined;
  if (args.pglite) {
    const lite = await onPglite(args.pglite, readData);
    pgliteInfo = lite.info;
    // The same scale (the orders differ by those earlier runs placed) and the same ids in the scenarios' paths.
    const keys = ['sellers', 'retailers', 'products', 'listings'] as const;
    const same =
      keys.every((k) => lite.info[k] === pgData.info[k]) &&
      lite.data.quickOrder?.sellerId === pgData.data.quickOrder?.sellerId;
    if (!same)
      throw new Error(
        `PGlite in ${args.pglite} and ${databaseUrl} hold different data: generate the same scale into both.`,
      );
  }
  const { info, data, retailerOne, toInvoice } = pgData;
  // Frequent words of the data: a store name part for order search, a molecule for catalogue search.
  // Made anew for each round, whose copy of the data has the same orders to invoice.
  const roundScenarios = () =>
    scenarios(info.retailers, BENCH.orderTerm, BENCH.catalogueTerm, retailerOne, toInvoice, data).filter((s) =>
      args.only ? args.only.has(s.name) : mode === 'baseline' || PGLITE_SCENARIOS.has(s.name),
    );
  const list = roundScenarios();
  const missing = [
    ...(list.some((s) => s.name === 'quick-order') && !data.quickOrder ? ['quick-order'] : []),
    ...(list.some((s) => s.name === 'booked-order') && !info.team ? ['team'] : []),
  ];
  if (missing.length)
    throw new Error(
      `The data has no ${missing.join(' and ')} step yet: npm run bench:data -- --only ${missing.join(',')}`,
    );

  const argon = await argon2Cost();
  const load1 = os.loadavg()[0];
  const rows: Array<{ workers: number; s: Scenario; base?: Measure; ours: Measure; problem?: string }> = [];
  const probes: Record<number, Awaited<ReturnType<typeof probeStore>>> = {};
  const oursPort = args.port;
  // Not port+1: neighbouring ports belong to other services on a shared machine.
  const basePort = Number(process.env.BENCH_BASELINE_PORT ?? 32051);

  const built = await buildSides();
  let gaps: InvoiceNumbers | undefined;
  for (const workers of args.workers) {
    const round = await roundDatabase(databaseUrl);
    const pool = new pg.Pool({ connectionString: round.url, max: 1 });
    const liteOrdersBefore = args.pglite ? await onPglite(args.pglite, lastOrderId) : 0;
    // Orders the data generator wrote that autovacuum has not reached yet would make the index-only scans (deep
    // order pages) read the heap for each of them.
    await pool.query(
      'VACUUM (ANALYZE) orders, order_items, order_status_history, invoices, invoice_lines, ledger_entries, ledger_accounts',
    );
    const server = BENCH_SERVER_ENV;
    // Node's own flags go before the script; each process of a side (cluster workers too) writes its own profile.
    const profiled = (side: string) =>
      args.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(args.profile, `${side}-x${workers}`)}`] : [];
    const ours = args.pglite
      ? startProcess('server PGlite', [...profiled('ours'), built.ours], {
          ...server,
          DATABASE_URL: undefined,
          DATA_DIR: args.pglite,
          PORT: String(oursPort),
        })
      : startProcess(`server x${workers}`, [...profiled('ours'), built.ours], {
          ...server,
          DATABASE_URL: round.url,
          PORT: String(oursPort),
          WORKERS: String(workers),
        });
    const baseline = args.pglite
      ? startProcess('server PostgreSQL x1', [...profiled('baseline'), built.ours], {
          ...server,
          DATABASE_URL: round.url,
          PORT: String(basePort),
          WORKERS: '1',
        })
      : startProcess(`baseline x${workers}`, [...profiled('baseline'), built.baseline], {
          ...BENCH_BASELINE_ENV,
          DATABASE_URL: round.url,
          PORT: String(basePort),
          BASELINE_WORKERS: String(workers),
        });
    try {
      const ob = `http://127.0.0.1:${oursPort}`;
      const bb = `http://127.0.0.1:${basePort}`;
      await waitFor(`${ob}/api/health`);
      await waitFor(args.pglite ? `${bb}/api/health` : `${bb}/`);
      // One sign-in per account on our server: the baseline reads the same sessions table (PostgreSQL side only).
      const cookiesOf = async (base: string) => ({
        seller: await signIn(base, BENCH.bigSeller.phone),
        retailer: await signIn(base, BENCH.retailerPhone),
        buyer: await signIn(base, BENCH.buyerPhone),
        ...(info.team ? { booker: await signIn(base, BENCH.booker.phone) } : {}),
      });
      const cookies = await cookiesOf(ob);
      const baseCookies = args.pglite ? await cookiesOf(bb) : cookies;
      const roundList = roundScenarios();
      probes[workers] = await probeStore(ob, `/api/WholesellerCategory/${BENCH.bigSeller.url}/${BENCH.bigSeller.id}`);
      for (const s of roundList) {
        const withBase = !s.oursOnly;
        const problem = [await probeScenario(ob, s, cookies), withBase ? await probeScenario(bb, s, baseCookies) : null]
          .filter(Boolean)
          .join('; ');
        if (problem) console.error(`x${workers} ${s.name}: ${problem}`);
        // Warm both, then alternate baseline and ours in `rounds` slices: the other work on this machine comes and
        // goes, and alternating spreads it over both sides instead of penalising whichever ran second.
        if (args.warmup > 0) {
          if (withBase) await load(bb, s, baseCookies, args.warmup, args.connections);
          await load(ob, s, cookies, args.warmup, args.connections);
        }
        const slice = Math.max(1, Math.round(args.duration / args.rounds), s.minSliceSeconds ?? 0);
        const baseParts: Measure[] = [];
        const ourParts: Measure[] = [];
        for (let r = 0; r < args.rounds; r++) {
          if (withBase) baseParts.push(await load(bb, s, baseCookies, slice, args.connections, baseline.pid));
          ourParts.push(await load(ob, s, cookies, slice, args.connections, ours.pid));
        }
        const base = baseParts.length ? combine(baseParts) : undefined;
        const mine = combine(ourParts);
        rows.push({ workers, s, base, ours: mine, ...(problem ? { problem } : {}) });
        const ratio = base && base.rps > 0 ? ` ratio ${(mine.rps / base.rps).toFixed(2)}` : '';
        const cpu = (m: Measure) => (m.cpuMs === undefined ? '?' : m.cpuMs.toFixed(2));
        console.error(
          `x${workers} ${s.name.padEnd(16)} ours ${fmt(mine.rps)} req/s p50 ${mine.p50} p99 ${mine.p99} cpu ${cpu(mine)} err ${mine.errors + mine.non2xx}` +
            (base
              ? ` | ${mode === 'pglite' ? 'PostgreSQL' : 'baseline'} ${fmt(base.rps)} req/s p99 ${base.p99} cpu ${cpu(base)} err ${base.errors + base.non2xx}${ratio}`
              : ''),
        );
      }
      // Gap-free invoice numbers of seller 1 after the round: as many invoices as the highest number, and no number
      // twice. The first round with a gap or a duplicate is reported, else the last round.
      const numbers = (
        await pool.query(
          `SELECT count(*)::int AS invoices, coalesce(max(seq), 0)::int AS highest, count(DISTINCT seq)::int AS distinct_numbers
           FROM invoices WHERE wholeseller_id = $1`,
          [BENCH.bigSeller.id],
        )
      ).rows[0] as InvoiceNumbers;
      if (!gaps || gapFree(gaps)) gaps = numbers;
    } finally {
      await stopProcess(ours);
      await stopProcess(baseline);
      await pool.end();
      await round.drop();
      if (args.pglite) await onPglite(args.pglite, (db) => dropPlacedOrders(db, liteOrdersBefore));
    }
  }

  const dataDirBytes = args.pglite ? directoryBytes(args.pglite) : undefined;
  const report = benchReport({
    mode,
    started,
    args,
    info,
    pgliteInfo,
    dataDirBytes,
    argon,
    load1,
    probes,
    rows,
    list,
    invoices: gaps,
  });

  console.log(report);
  const out = (
    args.out ??
    path.join(root, 'bench/results', started.toISOString().slice(0, 10) + (mode === 'pglite' ? '-pglite' : ''))
  ).replace(/(\.md)?$/, '.md');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, report + '\n');
  fs.writeFileSync(
    out.replace(/\.md$/, '.json'),
    JSON.stringify(
      {
        mode,
        started,
        args: { ...args, only: args.only && [...args.only] },
        info,
        pgliteInfo,
        dataDirBytes,
        argon,
        load1,
        probes,
        invoices: gaps,
        rows: rows.map((r) => ({
          workers: r.workers,
          scenario: r.s.name,
          ours: r.ours,
          baseline: r.base,
          ...(mode === 'baseline' ? { targets: verdicts(r.s, r.ours, r.base) } : {}),
          ...(r.problem ? { problem: r.problem } : {}),
        })),
      },
      null,
      2,
    ),
  );
  console.error(`written ${path.relative(root, out)}`);
}

/** Bytes on disk under a directory (PGlite's data). */
function directoryBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
