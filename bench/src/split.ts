/**
 * Where a request's machine time goes, ours against the baseline: our server, PostgreSQL and the load generator, each
 * in CPU ms per request, beside the whole machine's busy time. On the bench's 2-core machine all three share the
 * cores, so requests/s follows the sum, not the server's part alone: a read can meet its CPU target (the server's
 * part <= 1.3 x the baseline's) and miss its req/s target when the other parts grow too (docs/performance.md,
 * "Per-request cost, round five").
 *
 *   DATABASE_URL=... npm run bench:split [-- --only orders-p1,ledger-statement] [--rounds 3] [--duration 8]
 *     [--connections 32] [--out bench/results/split-....md]
 *
 * Both servers are built and started as `npm run bench` starts them (one process each), on the bench data as it is;
 * the reads only (as `bench:pair`). Each scenario: a warm-up of each side, then `rounds` alternating slices. The load
 * generator is autocannon in this process (as in the bench), so its part is this process's CPU; PostgreSQL's is the
 * CPU of every `postgres` process on the machine.
 */
import os from 'node:os';
import { buildSides } from './build-sides.js';
import { groupDetail, machineCpu, postgresCpuMs } from './cpu.js';
import { benchReads, parseReadLoadArgs, writeReport, type ReadLoadArgs } from './reads.js';
import { BENCH_BASELINE_ENV, BENCH_SERVER_ENV, load, signIn, startProcess, stopProcess, waitFor } from './runner.js';
import { BENCH } from './scales.js';
import type { Scenario } from './scenarios.js';

/** CPU ms summed over a side's slices, and the requests they answered. */
interface Split {
  requests: number;
  seconds: number;
  server: number;
  /** The server's CPU in the kernel (its share of `server`, from /proc's stime), and its threads' context switches. */
  serverSystem: number;
  wakeUps: number;
  preempted: number;
  postgres: number;
  generator: number;
  machineBusy: number;
  machineTotal: number;
}

/** Requests a second, and `ms` of CPU per request, over a side's slices. */
const rateOf = (p: Split) => p.requests / Math.max(1, p.seconds);
const perRequest = (p: Split, ms: number) => (ms / Math.max(1, p.requests)).toFixed(3);

const emptySplit = (): Split => ({
  requests: 0,
  seconds: 0,
  server: 0,
  serverSystem: 0,
  wakeUps: 0,
  preempted: 0,
  postgres: 0,
  generator: 0,
  machineBusy: 0,
  machineTotal: 0,
});
const ownCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** One slice of load on one side, with every part's CPU over it added to `into`. */
async function measuredSlice(
  into: Split,
  base: string,
  s: Scenario,
  cookies: Record<string, string>,
  args: ReadLoadArgs,
  pgid: number,
) {
  const [pg0, machine0, own0, group0] = [postgresCpuMs(), machineCpu(), ownCpuMs(), groupDetail(pgid)];
  const m = await load(base, s, cookies, args.duration, args.connections);
  const [pg1, machine1, own1, group1] = [postgresCpuMs(), machineCpu(), ownCpuMs(), groupDetail(pgid)];
  into.requests += m.requests;
  into.seconds += args.duration;
  // The server's CPU and its kernel part from the same two reads of its process group.
  into.server += group1.userMs + group1.systemMs - (group0.userMs + group0.systemMs);
  into.serverSystem += group1.systemMs - group0.systemMs;
  into.wakeUps += group1.voluntary - group0.voluntary;
  into.preempted += group1.involuntary - group0.involuntary;
  into.postgres += pg1 - pg0;
  into.generator += own1 - own0;
  into.machineBusy += machine1.busyMs - machine0.busyMs;
  into.machineTotal += machine1.totalMs - machine0.totalMs;
}

async function main() {
  const args = parseReadLoadArgs(process.argv.slice(2), { rounds: 3, duration: 8, connections: 32 });
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error('Set DATABASE_URL to the benchmark database (PostgreSQL), filled by npm run bench:data.');
  const built = await buildSides();
  // A scenario of ours alone (an answer the baseline cannot give: compressed) has nothing to split against.
  const list = (await benchReads(databaseUrl, args.only)).filter((s) => !s.oursOnly);
  if (list.length === 0)
    throw new Error('No scenario with a baseline left to split (--only names reads the baseline answers too).');
  const port = Number(process.env.BENCH_PORT ?? 3205);
  const sides = [
    { name: 'baseline', base: `http://127.0.0.1:${port + 2}` },
    { name: 'ours', base: `http://127.0.0.1:${port}` },
  ] as const;
  const children = [
    startProcess('baseline', [built.baseline], {
      ...BENCH_BASELINE_ENV,
      DATABASE_URL: databaseUrl,
      PORT: String(port + 2),
      BASELINE_WORKERS: '1',
    }),
    startProcess('ours', [built.ours], {
      ...BENCH_SERVER_ENV,
      WORKERS: '1',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
    }),
  ];
  const started = new Date();
  const load1 = os.loadavg()[0];
  const rows: Array<{ s: Scenario; parts: [Split, Split] }> = [];
  try {
    await waitFor(`${sides[0].base}/`);
    await waitFor(`${sides[1].base}/api/health`);
    // The baseline reads the same sessions table: one sign-in on our server serves both.
    const cookies = {
      seller: await signIn(sides[1].base, BENCH.bigSeller.phone),
      retailer: await signIn(sides[1].base, BENCH.retailerPhone),
    };
    for (const s of list) {
      for (const side of sides) await load(side.base, s, cookies, Math.max(3, args.duration), args.connections);
      const parts: [Split, Split] = [emptySplit(), emptySplit()];
      for (let r = 0; r < args.rounds; r++) {
        for (let i = 0; i < sides.length; i++)
          await measuredSlice(parts[i], sides[i].base, s, cookies, args, children[i].pid!);
      }
      rows.push({ s, parts });
      console.error(`${s.name}: ${parts.map((p, i) => `${sides[i].name} ${line(p)}`).join('; ')}`);
    }
  } finally {
    await Promise.all(children.map(stopProcess));
  }

  const report = [
    `# Where a request's machine time goes, ours against the baseline, ${started.toISOString()}`,
    '',
    `Machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown'}; Node ${process.version}; load average (1 min) at start ${load1.toFixed(2)}.`,
    `Each scenario: a warm-up of each side, then ${args.rounds} alternating slices of ${args.duration} s per side (${args.connections} connections, one process each). CPU ms per request: the server's process group (and of it, in the kernel), every \`postgres\` process, the load generator (autocannon, this process), the whole machine (/proc/stat, all cores). Wake-ups: the server's threads' voluntary context switches per request (a thread waited, then ran again); preempted: involuntary ones (the scheduler took the core away).`,
    '',
    '| scenario | side | req/s | server | of it in the kernel | wake-ups | preempted | PostgreSQL | load generator | machine busy | machine idle | req/s ours / baseline |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.flatMap(({ s, parts }) =>
      parts.map((p, i) => {
        const ratio = i === 1 ? (rateOf(p) / rateOf(parts[0])).toFixed(2) : '';
        const idle = (100 * (1 - p.machineBusy / Math.max(1, p.machineTotal))).toFixed(0);
        return `| ${i === 0 ? s.title : ''} | ${sides[i].name} | ${rateOf(p).toFixed(0)} | ${perRequest(p, p.server)} | ${perRequest(p, p.serverSystem)} | ${perRequest(p, p.wakeUps)} | ${perRequest(p, p.preempted)} | ${perRequest(p, p.postgres)} | ${perRequest(p, p.generator)} | ${perRequest(p, p.machineBusy)} | ${idle} % | ${ratio} |`;
      }),
    ),
    '',
  ].join('\n');
  writeReport(report, args.out);
}

const line = (p: Split) =>
  `${rateOf(p).toFixed(0)} req/s, server ${perRequest(p, p.server)} ms/req (kernel ${perRequest(p, p.serverSystem)}, wake-ups ${perRequest(p, p.wakeUps)}, preempted ${perRequest(p, p.preempted)}), PostgreSQL ${perRequest(p, p.postgres)}`;

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
