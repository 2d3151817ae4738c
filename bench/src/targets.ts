import type { Measure } from './runner.js';

/*
 * The performance targets against the baseline (docs/performance.md), judged per scenario and process count from
 * one run in which both sides were measured in alternating slices.
 */

export const TARGETS = {
  /** Every read answers at least this share of the baseline's requests/s. */
  readRatio: 0.9,
  /** Server CPU per request at most this many times the baseline's, on every scenario. */
  cpuRatio: 1.3,
  /** p99 latency (at the run's connections, 32 by default) at most this many times the baseline's p99. */
  p99Ratio: 1.2,
} as const;

/** `met` with the ratio it was judged on; `reason` when there is nothing to judge (null: not applicable). */
export type Verdict = { met: boolean; ratio: number } | { met: false; reason: string } | { met: null; reason: string };

export interface Verdicts {
  throughput: Verdict;
  cpu: Verdict;
  p99: Verdict;
}

const none = (reason: string): Verdict => ({ met: null, reason });
const failed = (reason: string): Verdict => ({ met: false, reason });

/**
 * The three verdicts of one scenario: reads (not `write`) against the requests/s target, every scenario against the
 * CPU and p99 targets. Nothing answered by our server is a failure; nothing answered by the baseline leaves nothing
 * to compare with.
 */
export function verdicts(scenario: { write?: boolean }, ours: Measure, base: Measure | undefined): Verdicts {
  if (!base) return { throughput: none('no baseline'), cpu: none('no baseline'), p99: none('no baseline') };
  if (ours.requests === 0) {
    const no = failed('no answer in time');
    return { throughput: scenario.write ? none('a write') : no, cpu: no, p99: no };
  }
  if (base.requests === 0) {
    const no = none('the baseline answered nothing in time');
    return { throughput: scenario.write ? none('a write') : no, cpu: no, p99: no };
  }
  const rps = ours.rps / base.rps;
  const throughput: Verdict = scenario.write ? none('a write') : { met: rps >= TARGETS.readRatio, ratio: rps };
  let cpu: Verdict = none('CPU not measured');
  if (ours.cpuMs !== undefined && base.cpuMs !== undefined && base.cpuMs > 0) {
    const r = ours.cpuMs / base.cpuMs;
    cpu = { met: r <= TARGETS.cpuRatio, ratio: r };
  }
  // autocannon's latencies are whole milliseconds: a baseline p99 of 0 ms compares as 1 ms.
  const p = ours.p99 / Math.max(1, base.p99);
  return { throughput, cpu, p99: { met: p <= TARGETS.p99Ratio, ratio: p } };
}

/** A verdict as a report cell: "met (0.95)", "**not met** (1.41)", or "—" with the reason. */
export function verdictText(v: Verdict): string {
  if ('ratio' in v) return `${v.met ? 'met' : '**not met**'} (${v.ratio.toFixed(2)})`;
  return v.met === false ? `**not met** (${v.reason})` : `— (${v.reason})`;
}

/** How many of the judged verdicts are met, e.g. "9 of 10 met". */
export function tally(list: Verdict[]): string {
  const judged = list.filter((v) => v.met !== null);
  return `${judged.filter((v) => v.met === true).length} of ${judged.length} met`;
}
