import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  commandCpuMs,
  cpuPerRequest,
  groupDetail,
  parseMachineCpu,
  parseProcStat,
  parseSwitches,
  sumGroup,
} from './cpu.js';

// A real line of /proc/<pid>/stat (Linux 6), with a command name that holds a space and a parenthesis.
const line = (pid: number, comm: string, pgrp: number, utime: number, stime: number, rss: number) =>
  `${pid} (${comm}) S 1 ${pgrp} ${pgrp} 0 -1 4194560 9100 0 0 0 ${utime} ${stime} 7 3 20 0 11 0 197757 1234567890 ${rss} 18446744073709551615 1 1 0 0 0 0 0 0 0 0 0 0 17 1 0 0 0 0 0`;

describe('parseProcStat', () => {
  it('reads pid, process group, utime, stime and rss, counting fields after the last parenthesis', () => {
    expect(parseProcStat(line(4242, 'node (worker) x', 4200, 150, 25, 20_000))).toEqual({
      pid: 4242,
      comm: 'node (worker) x',
      pgrp: 4200,
      utime: 150,
      stime: 25,
      rssPages: 20_000,
    });
  });

  it('answers null for a line it cannot read', () => {
    expect(parseProcStat('')).toBeNull();
    expect(parseProcStat('12 (node) S 1 2')).toBeNull();
  });
});

describe('sumGroup', () => {
  it('adds the CPU and memory of the processes of one group only, ticks to ms', () => {
    const stats = [
      parseProcStat(line(10, 'node', 10, 100, 50, 1000)),
      parseProcStat(line(11, 'node', 10, 30, 20, 256)),
      parseProcStat(line(12, 'postgres', 12, 999, 999, 999)),
      null,
    ];
    expect(sumGroup(stats, 10)).toEqual({ cpuMs: 2000, rssMb: (1256 * 4096) / 2 ** 20, processes: 2 });
  });
});

describe('cpuPerRequest', () => {
  it('divides the CPU of a slice by its requests, and has no figure without requests', () => {
    expect(cpuPerRequest(1000, 1500, 1000)).toBe(0.5);
    expect(cpuPerRequest(1000, 1500, 0)).toBeUndefined();
  });
});

describe('commandCpuMs', () => {
  it('adds the CPU of the processes of one command name, whatever their group', () => {
    const stats = [
      parseProcStat(line(20, 'postgres', 20, 10, 5, 1)),
      parseProcStat(line(21, 'postgres', 21, 3, 2, 1)),
      parseProcStat(line(22, 'node', 22, 50, 50, 1)),
      null,
    ];
    expect(commandCpuMs(stats, 'postgres')).toBe(200);
    expect(commandCpuMs(stats, 'redis-server')).toBe(0);
  });
});

describe('parseMachineCpu', () => {
  it('reads the summed cpu line: busy is all but idle and iowait, ticks to ms', () => {
    const text = 'cpu  100 5 50 800 40 3 2 0 0 0\ncpu0 50 2 25 400 20 1 1 0 0 0\n';
    expect(parseMachineCpu(text)).toEqual({ busyMs: 1600, totalMs: 10_000 });
  });

  it('answers null for text without a cpu line', () => {
    expect(parseMachineCpu('intr 1 2 3')).toBeNull();
  });
});

describe('parseSwitches', () => {
  it("reads a thread's voluntary and involuntary context switches from its status", () => {
    const status =
      'Name:\tnode\nState:\tS (sleeping)\nThreads:\t11\nvoluntary_ctxt_switches:\t1520\nnonvoluntary_ctxt_switches:\t37\n';
    expect(parseSwitches(status)).toEqual({ voluntary: 1520, involuntary: 37 });
    expect(parseSwitches('Name:\tnode\n')).toBeNull();
  });
});

describe('groupDetail', () => {
  it("reads a process group's threads, switches that only grow, and user and kernel time", async () => {
    // A process group of its own: the test runner's group also holds its other workers, which may end between two
    // readings and take their counts with them.
    const child = spawn(
      process.execPath,
      ['-e', 'setInterval(() => { const end = Date.now() + 2; while (Date.now() < end); }, 5)'],
      { detached: true, stdio: 'ignore' },
    );
    try {
      const pgid = child.pid!;
      await new Promise((resolve) => setTimeout(resolve, 300));
      const before = groupDetail(pgid);
      expect(before.threads).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const after = groupDetail(pgid);
      expect(after.voluntary).toBeGreaterThanOrEqual(before.voluntary);
      expect(after.userMs + after.systemMs).toBeGreaterThan(before.userMs + before.systemMs);
      expect(groupDetail(-1)).toEqual({ userMs: 0, systemMs: 0, voluntary: 0, involuntary: 0, threads: 0 });
    } finally {
      child.kill('SIGKILL');
    }
  });
});
