import { describe, expect, it } from 'vitest';
import { combine, type Measure } from './runner.js';
import { tally, verdicts, verdictText } from './targets.js';

const m = (rps: number, p99: number, cpuMs?: number, requests = rps * 10): Measure => ({
  rps,
  p50: p99 / 2,
  p99,
  errors: 0,
  non2xx: 0,
  requests,
  cpuMs,
});

describe('verdicts', () => {
  it('judges a read on requests/s, CPU per request and p99 against the baseline', () => {
    const v = verdicts({}, m(900, 60, 0.65), m(1000, 50, 0.5));
    expect(v.throughput).toEqual({ met: true, ratio: 0.9 });
    expect(v.cpu).toEqual({ met: true, ratio: 1.3 });
    expect(v.p99).toEqual({ met: true, ratio: 1.2 });
  });

  it('fails each target just past its limit', () => {
    const v = verdicts({}, m(899, 61, 0.66), m(1000, 50, 0.5));
    expect(v.throughput.met).toBe(false);
    expect(v.cpu.met).toBe(false);
    expect(v.p99.met).toBe(false);
  });

  it('does not hold a write to the requests/s target, but to CPU and p99', () => {
    const v = verdicts({ write: true }, m(100, 40, 1), m(1000, 50, 1));
    expect(v.throughput.met).toBeNull();
    expect(v.cpu.met).toBe(true);
    expect(v.p99.met).toBe(true);
  });

  it('fails every target when our server answered nothing, and judges nothing when the baseline did not', () => {
    expect(verdicts({}, m(0, 0, undefined, 0), m(10, 50, 1))).toMatchObject({
      throughput: { met: false },
      cpu: { met: false },
      p99: { met: false },
    });
    expect(verdicts({}, m(10, 50, 1), m(0, 0, undefined, 0))).toMatchObject({
      throughput: { met: null },
      cpu: { met: null },
      p99: { met: null },
    });
  });

  it('leaves CPU unjudged when it was not measured, and reads a 0 ms baseline p99 as 1 ms', () => {
    const v = verdicts({}, m(10, 1), m(10, 0));
    expect(v.cpu.met).toBeNull();
    expect(v.p99).toEqual({ met: true, ratio: 1 });
  });

  it('judges each slice pair too, and marks a verdict whose slices fell on both sides of its line', () => {
    const ours = combine([m(880, 60, 0.7), m(940, 55, 0.6)]);
    const base = combine([m(1000, 50, 0.5), m(1000, 50, 0.5)]);
    const v = verdicts({}, ours, base);
    expect(v.throughput).toMatchObject({ met: true, ratio: 0.91, slices: [0.88, 0.94], nearTheLine: true });
    expect(v.cpu).toMatchObject({ met: true, slices: [1.4, 1.2], nearTheLine: true });
    expect(v.p99).toMatchObject({ met: true, slices: [1.2, 1.1] });
    expect(v.p99).not.toHaveProperty('nearTheLine');
  });

  it('has no verdicts without a baseline', () => {
    expect(verdicts({}, m(10, 1, 1), undefined).throughput.met).toBeNull();
  });
});

describe('verdictText and tally', () => {
  it('writes the verdict with its ratio, or the reason', () => {
    expect(verdictText({ met: true, ratio: 0.934 })).toBe('met (0.93)');
    expect(verdictText({ met: false, ratio: 1.414 })).toBe('**not met** (1.41)');
    expect(verdictText({ met: false, reason: 'no answer in time' })).toBe('**not met** (no answer in time)');
    expect(verdictText({ met: null, reason: 'a write' })).toBe('— (a write)');
  });

  it("adds the slices' range to a verdict near the line only", () => {
    expect(verdictText({ met: false, ratio: 0.893, slices: [0.861, 0.927], nearTheLine: true })).toBe(
      '**not met** (0.89; slices 0.86-0.93)',
    );
    expect(verdictText({ met: true, ratio: 0.95, slices: [0.93, 0.97] })).toBe('met (0.95)');
  });

  it('counts the judged verdicts only', () => {
    expect(
      tally([
        { met: true, ratio: 1 },
        { met: false, ratio: 2 },
        { met: null, reason: 'a write' },
      ]),
    ).toBe('1 of 2 met');
  });

  it('says how many verdicts were near the line', () => {
    expect(
      tally([
        { met: true, ratio: 0.91, slices: [0.88, 0.94], nearTheLine: true },
        { met: true, ratio: 1 },
      ]),
    ).toBe('2 of 2 met (1 near the line)');
  });
});
