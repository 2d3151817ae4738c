import os from 'node:os';
import type { Measure, probeStore } from './runner.js';
import type { Scenario } from './scenarios.js';
import { tally, TARGETS, verdicts, verdictText, type Verdict } from './targets.js';

/* The run's report in Markdown: the machine, the data, each scenario against the baseline and the targets. */

/** `baseline`: our server against the bare baseline; `pglite`: our server on PGlite against it on PostgreSQL. */
export type Mode = 'baseline' | 'pglite';

export interface DataInfo {
  pg: string;
  ledger_entries?: number;
  retailers: number;
  sellers: number;
  products: number;
  listings: number;
  orders: number;
  items: number;
  /** Seller 1's order booker is there (bench:data step `team`). */
  team?: boolean;
  /** The quick-order store is there (bench:data step `quick-order`). */
  quickOrderStore?: boolean;
}

/** The scenarios whose slices are longer than the run's (their requests take seconds), as a clause of the report. */
function longSlices(list: Scenario[]): string {
  const long = list.filter((s) => s.minSliceSeconds);
  return long.length
    ? ` (slices of at least ${long.map((s) => `${s.minSliceSeconds} s for ${s.name}`).join(', ')})`
    : '';
}

/** Seller 1's invoices after a round: how many, the highest number, and how many distinct numbers. */
export interface InvoiceNumbers {
  invoices: number;
  highest: number;
  distinct_numbers: number;
}

/** No gap and no number twice: as many invoices as the highest number, each number once. */
export const gapFree = (n: InvoiceNumbers) => n.invoices === n.highest && n.distinct_numbers === n.invoices;

export interface RunResult {
  mode?: Mode;
  started: Date;
  args: { duration: number; warmup: number; connections: number; workers: number[]; rounds: number; pglite?: string };
  info: DataInfo;
  /** The PGlite side's data (pglite mode). */
  pgliteInfo?: DataInfo;
  /** PGlite's directory on disk after the run, bytes (pglite mode). */
  dataDirBytes?: number;
  argon: { medianMs: number; minMs: number };
  load1: number;
  probes: Record<number, Awaited<ReturnType<typeof probeStore>>>;
  rows: Array<{ workers: number; s: Scenario; base?: Measure; ours: Measure; problem?: string }>;
  list: Scenario[];
  /** Seller 1's invoices after the run's first round with a gap or a duplicate, else after its last round. */
  invoices?: InvoiceNumbers;
}

const cpuText = (m: Measure) => (m.cpuMs === undefined ? '?' : m.cpuMs.toFixed(2));
export const fmt = (n: number, d = 0) => n.toLocaleString('en', { maximumFractionDigits: d, minimumFractionDigits: d });
/** Requests per second: whole numbers, but a slow scenario's fractions are not rounded to 0. */
const rate = (n: number) => fmt(n, n > 0 && n < 10 ? 2 : 0);
const mark = (ok: boolean) => (ok ? 'met' : '**not met**');
const dataText = (info: DataInfo) =>
  `${fmt(info.sellers)} sellers, ${fmt(info.products)} products, ${fmt(info.listings)} listings, ${fmt(info.retailers)} retailers, ${fmt(info.orders)} orders, ${fmt(info.items)} order items${info.ledger_entries === undefined ? '' : `, ${fmt(info.ledger_entries)} ledger entries`}`;
/** A scenario's title, with the connections when it ran with fewer than the run's. */
const titleOf = (r: { s: Scenario; ours: Measure }, connections: number) =>
  r.ours.connections !== undefined && r.ours.connections < connections
    ? `${r.s.title} [${r.ours.connections} connections]`
    : r.s.title;

export function benchReport(result: RunResult): string {
  const { started, args, info, argon, load1 } = result;
  const mode = result.mode ?? 'baseline';
  const cpu = os.cpus();
  const lines: string[] = [];
  lines.push(`# ${mode === 'pglite' ? 'PGlite against PostgreSQL' : 'Benchmark run'} ${started.toISOString()}`, '');
  lines.push(
    `Machine: ${cpu.length} x ${cpu[0]?.model ?? 'cpu'}, ${fmt(os.totalmem() / 2 ** 30, 1)} GiB, ${os.type()} ${os.release()}; Node ${process.version}; ${String(info.pg).split(',')[0]}.`,
    `Load average (1 min) at start: ${load1.toFixed(2)}${load1 > 1.5 ? ' (other work, or the steps just before, kept the machine busy: figures are lower bounds)' : ''}.`,
  );
  if (mode === 'pglite') {
    lines.push(
      `Data: PostgreSQL ${dataText(info)}; PGlite (${args.pglite}) ${result.pgliteInfo ? dataText(result.pgliteInfo) : '?'}${result.dataDirBytes === undefined ? '' : `, ${fmt(result.dataDirBytes / 2 ** 20)} MB on disk after the run`}.`,
      `Both sides are our server, one process each (PGlite is one process with one connection; PostgreSQL WORKERS=1 with its pool of 10).`,
      `Each scenario: ${args.warmup} s warm-up, then ${args.duration} s with ${args.connections} connections (autocannon, loopback, its own process), as ${args.rounds} alternating slices PostgreSQL/PGlite; p99 is the worst slice's; memory is the server process's resident set at the end.`,
      '',
    );
    lines.push(...pgliteTable(result), '');
    return lines.join('\n');
  }
  lines.push(
    `Data: ${dataText(info)}.`,
    `Each scenario: ${args.warmup} s warm-up, then ${args.duration} s with ${args.connections} connections unless marked (autocannon, loopback, its own process, reading every answer without keeping a copy of its body), as ${args.rounds} alternating slices baseline/ours${longSlices(result.list)}; p99 is the worst slice's; server CPU per request is the CPU time of the server's processes (/proc) over the measured slices divided by the requests answered.`,
    `argon2id (m=19 MiB, t=2, p=1) verify: median ${argon.medianMs.toFixed(1)} ms on one core => at most ~${fmt(1000 / argon.medianMs)} sign-ins/s per core before any SQL.`,
    '',
  );
  for (const workers of args.workers) {
    lines.push(`## ${workers} process${workers > 1 ? 'es' : ''} (server WORKERS=${workers}, baseline the same)`, '');
    lines.push(
      '| scenario | ours req/s | ours p50 ms | ours p99 ms | ours errors | baseline req/s | baseline p99 ms | ours / baseline | server CPU ms/req ours / baseline |',
    );
    lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of result.rows.filter((x) => x.workers === workers)) {
      const o = r.ours;
      const b = r.base;
      lines.push(
        `| ${titleOf(r, args.connections)} | ${rate(o.rps)} | ${o.p50} | ${o.p99} | ${o.errors + o.non2xx} | ${b ? rate(b.rps) : '—'} | ${b ? b.p99 : '—'} | ${b && b.rps > 0 ? (o.rps / b.rps).toFixed(2) : '—'} | ${cpuText(o)} / ${b ? cpuText(b) : '—'} |`,
      );
    }
    const problems = result.rows.filter((x) => x.workers === workers && x.problem);
    if (problems.length)
      lines.push(
        '',
        ...problems.map(
          (r) => `**${r.s.name}: the probe request failed** (${r.problem}): its figures measure error answers.`,
        ),
      );
    const p = result.probes[workers];
    if (p) {
      lines.push(
        '',
        `Store listing response: ${fmt(p.bytes)} bytes of JSON; with Accept-Encoding gzip/br: content-encoding ${p.contentEncoding}; ETag ${p.etag === 'none' ? 'none' : 'yes'}; If-None-Match answered ${p.ifNoneMatch}; Cache-Control ${p.cacheControl}.`,
      );
    }
    lines.push('');
  }
  lines.push(...targetsSection(result));
  if (result.invoices && result.rows.some((r) => r.s.name === 'invoice-issue')) {
    const inv = result.invoices;
    lines.push(
      `Invoice numbers of seller 1 after the run (baseline and ours draw on the same counter): ${fmt(inv.invoices)} invoices, highest number ${fmt(inv.highest)}, ${fmt(inv.distinct_numbers)} distinct: ${gapFree(inv) ? 'no gap, no duplicate' : '**gap or duplicate**'}.`,
      '',
    );
  }
  if (args.workers.length > 1) {
    lines.push('## Scale-out: our server, requests/s by process count', '');
    lines.push(`| scenario | ${args.workers.map((w) => `${w} proc`).join(' | ')} |`);
    lines.push(`|---|${args.workers.map(() => '---:').join('|')}|`);
    for (const s of result.list) {
      const cells = args.workers.map((w) => {
        const r = result.rows.find((x) => x.workers === w && x.s.name === s.name);
        return r ? rate(r.ours.rps) : '—';
      });
      lines.push(`| ${s.title} | ${cells.join(' | ')} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** The three targets against the baseline per scenario and process count, then the tally, then the other targets. */
function targetsSection({ rows, args }: RunResult): string[] {
  const lines: string[] = [];
  lines.push('## Against the targets (docs/performance.md)', '');
  lines.push(
    `Reads: requests/s >= ${TARGETS.readRatio} of the baseline's; every scenario: server CPU per request <= ${TARGETS.cpuRatio} x the baseline's, p99 <= ${TARGETS.p99Ratio} x the baseline's p99 (at ${args.connections} connections unless marked). In brackets: ours / baseline.`,
    '',
  );
  lines.push(
    `| processes | scenario | read req/s >= ${TARGETS.readRatio} x | CPU/req <= ${TARGETS.cpuRatio} x | p99 <= ${TARGETS.p99Ratio} x | other |`,
  );
  lines.push('|---:|---|---|---|---|---|');
  const all: Record<'throughput' | 'cpu' | 'p99', Verdict[]> = { throughput: [], cpu: [], p99: [] };
  for (const r of rows) {
    const v = verdicts(r.s, r.ours, r.base);
    all.throughput.push(v.throughput);
    all.cpu.push(v.cpu);
    all.p99.push(v.p99);
    lines.push(
      `| ${r.workers} | ${titleOf(r, args.connections)} | ${verdictText(v.throughput)} | ${verdictText(v.cpu)} | ${verdictText(v.p99)} | ${otherTarget(r, rows)} |`,
    );
  }
  lines.push('');
  lines.push(
    `Tally: read req/s ${tally(all.throughput)}; CPU per request ${tally(all.cpu)}; p99 ${tally(all.p99)}.`,
    '',
  );
  if ([...all.throughput, ...all.cpu, ...all.p99].some((v) => 'ratio' in v && v.nearTheLine)) {
    lines.push(
      "Near the line: a verdict whose slices fell on both sides of its target (each slice's ratio: ours against the baseline's slice just before it) shows the slices' range; the machine's other work decided it, and another run may decide it the other way.",
      '',
    );
  }
  return lines;
}

/** The targets of their own some scenarios have (orders/s, invoices/s, the ledger pages against the orders page). */
function otherTarget(r: RunResult['rows'][number], rows: RunResult['rows']): string {
  const errors = r.ours.errors + r.ours.non2xx;
  if (r.s.name === 'place-order')
    return `>= 500 orders/s, no error: ${mark(r.ours.rps >= 500 && errors === 0)} (${fmt(r.ours.rps)}/s, ${errors} errors)`;
  if (r.s.name === 'booked-order')
    return `no error: ${mark(errors === 0)} (${fmt(r.ours.rps)} orders/s, ${errors} errors)`;
  if (r.s.name === 'invoice-issue')
    return `>= 200 invoices/s, no error: ${mark(r.ours.rps >= 200 && errors === 0)} (${fmt(r.ours.rps)}/s, ${errors} errors)`;
  if (r.s.name === 'sign-in') return 'bounded by argon2id (see above)';
  if (r.s.name.startsWith('ledger-')) {
    // As fast as the seller orders page (page 1) measured in the same run.
    const orders = rows.find((x) => x.workers === r.workers && x.s.name === 'orders-p1');
    return orders
      ? `vs orders page 1 (${fmt(orders.ours.rps)} req/s, p99 ${orders.ours.p99} ms): ${mark(r.ours.rps >= orders.ours.rps * 0.8 && r.ours.p99 <= Math.max(50, orders.ours.p99 * 1.25))} (${(r.ours.rps / orders.ours.rps).toFixed(2)} x its req/s)`
      : '';
  }
  return '';
}

/** PGlite against PostgreSQL, our server on both, one process. */
function pgliteTable({ rows, args }: RunResult): string[] {
  const lines: string[] = [];
  lines.push(
    '| scenario | PGlite req/s | PGlite p50 / p99 ms | PGlite errors | PostgreSQL req/s | PostgreSQL p50 / p99 ms | PGlite / PostgreSQL | CPU ms/req PGlite / PostgreSQL | memory MB PGlite / PostgreSQL |',
  );
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const o = r.ours;
    const b = r.base;
    const mem = (m?: Measure) => (m?.rssMb === undefined ? '?' : fmt(m.rssMb));
    lines.push(
      `| ${titleOf(r, args.connections)} | ${rate(o.rps)} | ${o.p50} / ${o.p99} | ${o.errors + o.non2xx} | ${b ? rate(b.rps) : '—'} | ${b ? `${b.p50} / ${b.p99}` : '—'} | ${b && b.rps > 0 ? (o.rps / b.rps).toFixed(2) : '—'} | ${cpuText(o)} / ${b ? cpuText(b) : '—'} | ${mem(o)} / ${mem(b)} |`,
    );
  }
  const problems = rows.filter((x) => x.problem);
  if (problems.length)
    lines.push('', ...problems.map((r) => `**${r.s.name}: the probe request failed** (${r.problem}).`));
  lines.push(
    '',
    "The CPU column is our server's process only: on PGlite the database runs inside it, on PostgreSQL in PostgreSQL's own processes (not counted).",
  );
  return lines;
}
