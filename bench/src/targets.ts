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

/**
 * `met` with the ratio it was judged on, and the same ratio slice by slice (ours and the baseline's slice run one
 * after the other) when both sides were measured in as many slices; `reason` when there is nothing to judge (null:
 * not applicable).
 */
export type Verdict =
  | { met: boolean; ratio: number; slices?: number[]; nearTheLine?: true }
  | { met: false; reason: string }
  | { met: null; reason: string };

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
  const judged = (
    ratio: (o: Measure, b: Measure) => number | undefined,
    met: (r: number) => boolean,
  ): Verdict | undefined => {
    const r = ratio(ours, base);
    if (r === undefined) return undefined;
    const pairs =
      ours.slices && base.slices && ours.slices.length === base.slices.length
        ? ours.slices.map((o, i) => ratio(o, base.slices![i]))
        : [];
    const slices = pairs.length > 0 && pairs.every((x) => x !== undefined) ? (pairs as number[]) : undefined;
    // Slices on both sides of the line: the run's other work moved the ratio across the target between one slice
    // and the next, and another run may well decide it the other way.
    const near = slices !== undefined && slices.some((x) => met(x) !== met(r));
    return { met: met(r), ratio: r, ...(slices ? { slices } : {}), ...(near ? { nearTheLine: true as const } : {}) };
  };
  const throughput = scenario.write
    ? none('a write')
    : (judged(
        (o, b) => (b.rps > 0 ? o.rps / b.rps : undefined),
        (r) => r >= TARGETS.readRatio,
      ) ?? none('the baseline answered nothing in time'));
  const cpu =
    judged(
      (o, b) => (o.cpuMs !== undefined && b.cpuMs !== undefined && b.cpuMs > 0 ? o.cpuMs / b.cpuMs : undefined),
      (r) => r <= TARGETS.cpuRatio,
    ) ?? none('CPU not measured');
  // autocannon's latencies are whole milliseconds: a baseline p99 of 0 ms compares as 1 ms.
  const p99 =
    judged(
      (o, b) => o.p99 / Math.max(1, b.p99),
      (r) => r <= TARGETS.p99Ratio,
    ) ?? none('no latency');
  return { throughput, cpu, p99 };
}

/**
 * A verdict as a report cell: "met (0.95)", "**not met** (1.41)", or "—" with the reason. A verdict near the line
 * adds its slices' range: "**not met** (0.89; slices 0.86-0.93)".
 */
export function verdictText(v: Verdict): string {
  if ('ratio' in v) {
    const spread =
      v.nearTheLine && v.slices
        ? `; slices ${Math.min(...v.slices).toFixed(2)}-${Math.max(...v.slices).toFixed(2)}`
        : '';
    return `${v.met ? 'met' : '**not met**'} (${v.ratio.toFixed(2)}${spread})`;
  }
  return v.met === false ? `**not met** (${v.reason})` : `— (${v.reason})`;
}

/** How many of the judged verdicts are met, e.g. "9 of 10 met", and how many of them were near the line. */
export function tally(list: Verdict[]): string {
  const judged = list.filter((v) => v.met !== null);
  const near = judged.filter((v) => 'ratio' in v && v.nearTheLine).length;
  return `${judged.filter((v) => v.met === true).length} of ${judged.length} met${near > 0 ? ` (${near} near the line)` : ''}`;
}
