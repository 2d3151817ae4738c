/**
 * Two builds of our server side by side, loaded at the same time: the CPU per request of each, for a change too
 * small for `npm run bench` to see. The bench alternates its sides slice by slice, and on a shared 2-core machine
 * the ratio of the same code moved by ±10 % between runs, more than a change worth 2-5 %. Loaded together, both
 * builds meet the same moment of the machine (PostgreSQL, the load generator, other work), and what differs is the
 * code (docs/performance.md, "Per-request cost, round four").
 *
 *   npm run build && rm -rf server/dist-before && cp -r server/dist server/dist-before   # then change the code
 *   DATABASE_URL=... npm run bench:pair -- --before server/dist-before [--only orders-p1,ledger-statement] [--rounds 6]
 *     [--duration 5] [--connections 16] [--after-flags '--max-semi-space-size=32'] [--out bench/results/pair-....md]
 *
 * The reads of the bench only (a write would change the data under the other side), on the bench data as it is.
 * `--after` is the current build (server/dist, built first unless given). A build keeps its packages outside (as
 * `npm start` runs it), so a copy must sit in server/ (dist-before is ignored by git), where Node.js finds the server's node_modules.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-sides.js';
import { BENCH_SERVER_ENV, load, signIn, startProcess, stopProcess, waitFor, type Measure } from './runner.js';
import { benchReads, parseReadLoadArgs, writeReport, type ReadLoadArgs } from './reads.js';
import { BENCH } from './scales.js';
import type { Scenario } from './scenarios.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Args extends ReadLoadArgs {
  before?: string;
  after?: string;
  /** Node.js flags for the after side only (a V8 setting tried on the same build). */
  afterFlags: string[];
}

function parseArgs(argv: string[]): Args {
  let before: string | undefined;
  let after: string | undefined;
  let afterFlags: string[] = [];
  const read = parseReadLoadArgs(argv, { rounds: 6, duration: 5, connections: 16 }, (flag, value) => {
    if (flag === '--before') before = path.resolve(value());
    else if (flag === '--after') after = path.resolve(value());
    else if (flag === '--after-flags') afterFlags = value().split(/\s+/).filter(Boolean);
    else return false;
    return true;
  });
  const a: Args = { ...read, before, after, afterFlags };
  if (!a.before) throw new Error('--before DIR: a copy of server/dist built from the code to compare with');
  for (const dir of [a.before, a.after]) {
    if (dir && path.relative(root, dir).startsWith('..'))
      throw new Error(
        `${dir} is outside the repository: its build would not find node_modules (copy it to server/dist-before, beside the server's node_modules)`,
      );
  }
  return a;
}

interface Side {
  name: 'before' | 'after';
  dir: string;
  port: number;
  base: string;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error('Set DATABASE_URL to the benchmark database (PostgreSQL), filled by npm run bench:data.');
  if (!args.after) buildServer();
  const list = await benchReads(databaseUrl, args.only);

  const port = Number(process.env.BENCH_PORT ?? 3205);
  const sides: Side[] = [
    { name: 'before', dir: args.before!, port, base: `http://127.0.0.1:${port}` },
    {
      name: 'after',
      dir: args.after ?? path.join(root, 'server/dist'),
      port: port + 2,
      base: `http://127.0.0.1:${port + 2}`,
    },
  ];
  const env = { ...BENCH_SERVER_ENV, WORKERS: '1', DATABASE_URL: databaseUrl };
  const started = new Date();
  const flagsOf = (s: Side) => (s.name === 'after' ? args.afterFlags : []);
  const children = sides.map((s) =>
    startProcess(`${s.name}`, [...flagsOf(s), path.join(s.dir, 'main.js')], { ...env, PORT: String(s.port) }),
  );
  const rows: Array<{ s: Scenario; before: Measure[]; after: Measure[] }> = [];
  try {
    for (const s of sides) await waitFor(`${s.base}/api/health`);
    const cookies = await Promise.all(
      sides.map(async (s) => ({
        seller: await signIn(s.base, BENCH.bigSeller.phone),
        retailer: await signIn(s.base, BENCH.retailerPhone),
      })),
    );
    for (const s of list) {
      const both = (seconds: number) =>
        Promise.all(sides.map((side, i) => load(side.base, s, cookies[i], seconds, args.connections, children[i].pid)));
      await both(Math.max(3, args.duration));
      const row = { s, before: [] as Measure[], after: [] as Measure[] };
      for (let r = 0; r < args.rounds; r++) {
        const [before, after] = await both(args.duration);
        row.before.push(before);
        row.after.push(after);
      }
      rows.push(row);
      console.error(`${s.name}: ${line(row.before)} before, ${line(row.after)} after`);
    }
  } finally {
    await Promise.all(children.map(stopProcess));
  }

  const report = [
    `# Two builds side by side, ${started.toISOString()}`,
    '',
    `Machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown'}; Node ${process.version}; load average (1 min) at start ${os.loadavg()[0].toFixed(2)}.`,
    `Before: ${sides[0].dir}. After: ${sides[1].dir}${args.afterFlags.length ? ` run with ${args.afterFlags.join(' ')}` : ''}. Each scenario: a warm-up, then ${args.rounds} slices of ${args.duration} s with both builds loaded at the same time (${args.connections} connections each, or the scenario's fewer, one process each); CPU per request from /proc over the slices.`,
    '',
    '| scenario | before ms/req | after ms/req | after / before | before req/s | after req/s |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(({ s, before, after }) => {
      const [b, a] = [cpuOf(before), cpuOf(after)];
      return `| ${s.title} | ${b.toFixed(3)} | ${a.toFixed(3)} | ${(a / b).toFixed(3)} | ${rateOf(before).toFixed(0)} | ${rateOf(after).toFixed(0)} |`;
    }),
    '',
  ].join('\n');
  writeReport(report, args.out);
}

/** CPU ms per request over all slices: each slice's CPU weighed by its requests. */
const cpuOf = (parts: Measure[]) =>
  parts.reduce((ms, p) => ms + (p.cpuMs ?? 0) * p.requests, 0) /
  Math.max(
    1,
    parts.reduce((n, p) => n + p.requests, 0),
  );
const rateOf = (parts: Measure[]) => parts.reduce((n, p) => n + p.rps, 0) / Math.max(1, parts.length);
const line = (parts: Measure[]) => `${cpuOf(parts).toFixed(3)} ms/req at ${rateOf(parts).toFixed(0)} req/s`;

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
