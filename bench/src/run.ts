/**
 * Load scenarios of issue 7: `npm run bench` (PostgreSQL, data from `npm run bench:data -- --scale large`).
 *
 * Starts our server (server/src/main.ts, WORKERS=n) and the bare baseline (bench/src/baseline.ts, same n) on
 * loopback, then drives each scenario with autocannon from this process (a third process) for a fixed time,
 * baseline then ours, after a short warm-up of each. Reports requests/s, p50, p99, errors and ours/baseline.
 * Results go to bench/results/<yyyy-mm-dd>.md (and .json) and stdout.
 *
 *   DATABASE_URL=postgres://.../dawalink_bench npm run bench -- [--duration 10] [--warmup 10] [--connections 32]
 *        [--workers 1,2] [--rounds 2] [--only store,orders-p1] [--out bench/results/name.md]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { hashPin, verifyPin } from '../../server/src/lib/crypto.js';
import { BENCH } from './scales.js';

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

interface Scenario {
  name: string;
  title: string;
  method: 'GET' | 'POST';
  path: string;
  /** Which session cookie the request carries. */
  as?: 'seller' | 'retailer';
  body?: string;
  headers?: Record<string, string>;
  /** A body per request (sign-in cycles through many phones). */
  bodies?: () => string;
  /** Run against our server only (no baseline counterpart). */
  oursOnly?: boolean;
  write?: boolean;
}

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
  /** Server CPU (all its processes) per answered request, ms: the framework's cost, whatever else runs. */
  cpuMs?: number;
}

function scenarios(retailers: number, orderTerm: string, catalogueTerm: string): Scenario[] {
  const big = BENCH.bigSeller;
  const orderBody = JSON.stringify({
    wholeseller_id: big.id,
    items: Array.from({ length: 10 }, (_, k) => ({ listing_id: 1 + k * 487, quantity: 1 + (k % 5) })),
  });
  let n = 0;
  const signInPhones = Math.min(retailers, 5_000);
  return [
    { name: 'store', title: `Store listing, ${big.url} (5,000 lines)`, method: 'GET', path: `/api/WholesellerCategory/${big.url}/${big.id}` },
    { name: 'orders-p1', title: 'Seller orders, page 1 (rows 0-50)', method: 'GET', path: `/api/OrdersCategory/seller/${big.id}/0/50`, as: 'seller' },
    { name: 'orders-p200', title: 'Seller orders, page 200 (rows 9,950-10,000)', method: 'GET', path: `/api/OrdersCategory/seller/${big.id}/9950/10000`, as: 'seller' },
    { name: 'orders-search', title: `Seller order search "${orderTerm}"`, method: 'GET', path: `/api/OrdersCategory/seller/search/${big.id}/${encodeURIComponent(orderTerm)}`, as: 'seller' },
    { name: 'catalogue-search', title: `Catalogue search "${catalogueTerm}" (product selection)`, method: 'GET', path: `/api/Admin/product/search/${big.id}/${encodeURIComponent(catalogueTerm)}`, as: 'seller' },
    { name: 'place-order', title: 'Place an order of 10 lines (POST /api/Orders)', method: 'POST', path: '/api/Orders', as: 'retailer', body: orderBody, write: true },
    {
      name: 'sign-in',
      title: 'Sign-in (POST /api/auth/login, argon2id verify)',
      method: 'POST',
      path: '/api/auth/login',
      write: true,
      bodies: () => {
        const g = 1 + (n++ % signInPhones);
        return JSON.stringify({ phone: `${BENCH.retailerPhonePrefix}${String(g).padStart(7, '0')}`, pin: BENCH.pin, remember: false });
      },
    },
    { name: 'store-gzip', title: 'Store listing with Accept-Encoding: gzip', method: 'GET', path: `/api/WholesellerCategory/${big.url}/${big.id}`, headers: { 'accept-encoding': 'gzip' }, oursOnly: true },
  ];
}

function startProcess(name: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true, // its own process group, so stopping it also stops its cluster workers
  });
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(`[${name}] ${d}`));
  return child;
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    /* gone */
  }
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function signIn(base: string, phone: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, pin: BENCH.pin, remember: true }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${phone} answered ${res.status}: ${await res.text()}`);
  const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!sid) throw new Error('no sid cookie');
  return sid.split(';')[0];
}

async function load(base: string, s: Scenario, cookies: Record<string, string>, seconds: number, connections: number, pgid?: number): Promise<Measure> {
  const cpuBefore = groupCpuMs(pgid);
  const headers: Record<string, string> = { ...(s.headers ?? {}) };
  if (s.as) headers.cookie = cookies[s.as];
  if (s.method === 'POST') headers['content-type'] = 'application/json';
  const result = await autocannon({
    url: base + s.path,
    method: s.method,
    headers,
    body: s.body,
    connections,
    duration: seconds,
    timeout: 10,
    requests: s.bodies ? [{ setupRequest: (req: any) => ({ ...req, body: s.bodies!() }) }] : undefined,
    setupClient: readBodiesWithoutKeeping,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
    cpuMs: pgid && result.requests.total > 0 ? (groupCpuMs(pgid) - cpuBefore) / result.requests.total : undefined,
  };
}

/**
 * autocannon 8 appends every chunk of every answer to a string (`body += chunk`, for its verifyBody option, unused
 * here). On a 1 MB store listing, or its 78 KB of gzip (binary decoded as UTF-8), that string building was 88 % of
 * the load generator's CPU (`node --cpu-prof`): autocannon saturated its core at ~800 (JSON) / ~1,000 (gzip)
 * answers/s and its own queue, not the server, set the store listing's p99. Its HTTP parser still reads every byte
 * and counts it; only the copy that nothing reads is skipped. Same for both servers.
 */
function readBodiesWithoutKeeping(client: { pipelinedRequests?: { addBody?: (data: Buffer) => void } }): void {
  // An internal of autocannon's: if a version renames it, say so rather than measure the generator again unnoticed.
  if (typeof client.pipelinedRequests?.addBody !== 'function') throw new Error('autocannon changed: see readBodiesWithoutKeeping in bench/src/run.ts');
  client.pipelinedRequests.addBody = () => {};
}

/** CPU time (ms) used so far by every process of a process group (a server and its cluster workers), from /proc. */
function groupCpuMs(pgid: number | undefined): number {
  if (!pgid) return 0;
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // fields[0] is the state (3rd field of stat): pgrp is field 5, utime 14, stime 15, cutime 16, cstime 17.
      if (Number(fields[2]) !== pgid) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* the process ended meanwhile */
    }
  }
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

/** Slices of one scenario as one measure: requests summed, rate over the whole time, the worst slice's p99. */
function combine(parts: Measure[]): Measure {
  const requests = parts.reduce((n, p) => n + p.requests, 0);
  const weight = (f: (p: Measure) => number) => parts.reduce((n, p) => n + f(p) * p.requests, 0) / Math.max(1, requests);
  return {
    rps: parts.reduce((n, p) => n + p.rps, 0) / parts.length,
    p50: Math.round(weight((p) => p.p50)),
    p99: Math.max(...parts.map((p) => p.p99)),
    errors: parts.reduce((n, p) => n + p.errors, 0),
    non2xx: parts.reduce((n, p) => n + p.non2xx, 0),
    requests,
    cpuMs: parts.every((p) => p.cpuMs !== undefined) ? weight((p) => p.cpuMs!) : undefined,
  };
}

/** Checks of the store listing beyond speed: compression and conditional requests. */
async function probeStore(base: string, storePath: string) {
  const plain = await fetch(base + storePath, { headers: { 'accept-encoding': 'identity' } });
  const body = await plain.arrayBuffer();
  const gz = await fetch(base + storePath, { headers: { 'accept-encoding': 'gzip, br' } });
  const gzBytes = (await gz.arrayBuffer()).byteLength; // fetch decodes; read the header for the encoding
  const etag = plain.headers.get('etag');
  let notModified = 'no ETag';
  if (etag) {
    const again = await fetch(base + storePath, { headers: { 'if-none-match': etag } });
    notModified = String(again.status);
  }
  return {
    bytes: body.byteLength,
    contentEncoding: gz.headers.get('content-encoding') ?? 'none',
    decodedBytes: gzBytes,
    etag: etag ?? 'none',
    ifNoneMatch: notModified,
    cacheControl: plain.headers.get('cache-control') ?? 'none',
  };
}

async function argon2Cost() {
  const hash = await hashPin(BENCH.pin);
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    await verifyPin(hash, BENCH.pin);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[5], minMs: times[0] };
}

const cpuText = (m: Measure) => (m.cpuMs === undefined ? '?' : m.cpuMs.toFixed(2));
const fmt = (n: number, d = 0) => n.toLocaleString('en', { maximumFractionDigits: d, minimumFractionDigits: d });

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
        (SELECT id FROM wholesalers WHERE url = $1) AS big`, [BENCH.bigSeller.url])
  ).rows[0];
  if (info.big !== BENCH.bigSeller.id) throw new Error('No bench data here: run npm run bench:data -- --scale large first.');
  // Frequent words of the data: a store name part for order search, a molecule for catalogue search.
  const list = scenarios(info.retailers, 'shifa', 'amox').filter((s) => !args.only || args.only.has(s.name));

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
    await pool.query('VACUUM (ANALYZE) orders, order_items, order_status_history');
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
        const ratio = base ? ` ratio ${(mine.rps / base.rps).toFixed(2)}` : '';
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
  await pool.end();

  // The report.
  const cpu = os.cpus();
  const lines: string[] = [];
  lines.push(`# Benchmark run ${started.toISOString()}`, '');
  lines.push(
    `Machine: ${cpu.length} x ${cpu[0]?.model ?? 'cpu'}, ${fmt(os.totalmem() / 2 ** 30, 1)} GiB, ${os.type()} ${os.release()}; Node ${process.version}; ${String(info.pg).split(',')[0]}.`,
    `Load average (1 min) at start: ${load1.toFixed(2)}${load1 > 1.5 ? ' (other work, or the steps just before, kept the machine busy: figures are lower bounds)' : ''}.`,
    `Data: ${fmt(info.sellers)} sellers, ${fmt(info.products)} products, ${fmt(info.listings)} listings, ${fmt(info.retailers)} retailers, ${fmt(info.orders)} orders, ${fmt(info.items)} order items.`,
    `Each scenario: ${args.warmup} s warm-up, then ${args.duration} s with ${args.connections} connections (autocannon, loopback, its own process, reading every answer without keeping a copy of its body), as ${args.rounds} alternating slices baseline/ours; p99 is the worst slice's.`,
    `argon2id (m=19 MiB, t=2, p=1) verify: median ${argon.medianMs.toFixed(1)} ms on one core => at most ~${fmt(1000 / argon.medianMs)} sign-ins/s per core before any SQL.`,
    '',
  );
  for (const workers of args.workers) {
    lines.push(`## ${workers} process${workers > 1 ? 'es' : ''} (server WORKERS=${workers}, baseline the same)`, '');
    lines.push('| scenario | ours req/s | ours p50 ms | ours p99 ms | ours errors | baseline req/s | baseline p99 ms | ours / baseline | server CPU ms/req ours / baseline |');
    lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of rows.filter((x) => x.workers === workers)) {
      const o = r.ours;
      const b = r.base;
      lines.push(
        `| ${r.s.title} | ${fmt(o.rps)} | ${o.p50} | ${o.p99} | ${o.errors + o.non2xx} | ${b ? fmt(b.rps) : '—'} | ${b ? b.p99 : '—'} | ${b ? (o.rps / b.rps).toFixed(2) : '—'} | ${cpuText(o)} / ${b ? cpuText(b) : '—'} |`,
      );
    }
    const p = probes[workers];
    if (p) {
      lines.push(
        '',
        `Store listing response: ${fmt(p.bytes)} bytes of JSON; with Accept-Encoding gzip/br: content-encoding ${p.contentEncoding}; ETag ${p.etag === 'none' ? 'none' : 'yes'}; If-None-Match answered ${p.ifNoneMatch}; Cache-Control ${p.cacheControl}.`,
      );
    }
    lines.push('');
  }
  lines.push('## Against the targets of issue 7', '');
  lines.push('| processes | scenario | ours / baseline >= 0.8 | p99 < 50 ms | other |');
  lines.push('|---:|---|---|---|---|');
  for (const r of rows) {
    const mark = (ok: boolean) => (ok ? 'met' : '**not met**');
    const ratio = r.base ? `${mark(r.ours.rps / r.base.rps >= 0.8)} (${(r.ours.rps / r.base.rps).toFixed(2)})` : '—';
    const p99 = `${mark(r.ours.p99 < 50)} (${r.ours.p99} ms)`;
    if (r.s.name === 'place-order') {
      const ok = r.ours.rps >= 500 && r.ours.errors + r.ours.non2xx === 0;
      lines.push(`| ${r.workers} | ${r.s.title} | — | — | >= 500 orders/s, no error: ${mark(ok)} (${fmt(r.ours.rps)}/s, ${r.ours.errors + r.ours.non2xx} errors) |`);
    } else if (r.s.name === 'sign-in') {
      lines.push(`| ${r.workers} | ${r.s.title} | ${ratio} | — | bounded by argon2id (see above) |`);
    } else {
      lines.push(`| ${r.workers} | ${r.s.title} | ${ratio} | ${p99} | |`);
    }
  }
  lines.push('');
  if (args.workers.length > 1) {
    lines.push('## Scale-out: our server, requests/s by process count', '');
    lines.push(`| scenario | ${args.workers.map((w) => `${w} proc`).join(' | ')} |`);
    lines.push(`|---|${args.workers.map(() => '---:').join('|')}|`);
    for (const s of list) {
      const cells = args.workers.map((w) => {
        const r = rows.find((x) => x.workers === w && x.s.name === s.name);
        return r ? fmt(r.ours.rps) : '—';
      });
      lines.push(`| ${s.title} | ${cells.join(' | ')} |`);
    }
    lines.push('');
  }
  const report = lines.join('\n');
  console.log(report);
  const out = (args.out ?? path.join(root, 'bench/results', started.toISOString().slice(0, 10))).replace(/(\.md)?$/, '.md');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, report + '\n');
  fs.writeFileSync(out.replace(/\.md$/, '.json'), JSON.stringify({ started, args: { ...args, only: args.only && [...args.only] }, info, argon, load1, probes, rows: rows.map((r) => ({ workers: r.workers, scenario: r.s.name, ours: r.ours, baseline: r.base })) }, null, 2));
  console.error(`written ${path.relative(root, out)}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
