import fs from 'node:fs';

/*
 * CPU time of a server under test, read from /proc: the server and its cluster workers share a process group (the
 * bench starts each server detached), so the group's utime + stime before and after a slice, divided by the
 * requests it answered, is the CPU per request, whatever else runs on the machine.
 */

/** Linux's USER_HZ: /proc counts CPU time in ticks of 1/100 s on every architecture Node runs on. */
export const TICKS_PER_SECOND = 100;

export interface ProcStat {
  pid: number;
  /** The command name (at most 15 characters), e.g. `postgres`, `node`. */
  comm: string;
  pgrp: number;
  /** User and system CPU time of the process itself, in ticks (its exited children not included). */
  utime: number;
  stime: number;
  /** Resident set, in pages. */
  rssPages: number;
}

/**
 * One line of /proc/<pid>/stat. The command name (2nd field) is in parentheses and may hold spaces and parentheses
 * itself, so the fields are counted from the last ')'.
 */
export function parseProcStat(line: string): ProcStat | null {
  const close = line.lastIndexOf(')');
  if (close < 0) return null;
  const pid = Number(line.slice(0, line.indexOf(' ')));
  const comm = line.slice(line.indexOf('(') + 1, close);
  // After ") ": state (field 3), ppid 4, pgrp 5, ... utime 14, stime 15, ... rss 24.
  const f = line
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  if (f.length < 22) return null;
  const stat = { pid, pgrp: Number(f[2]), utime: Number(f[11]), stime: Number(f[12]), rssPages: Number(f[21]) };
  return Object.values(stat).every(Number.isFinite) ? { ...stat, comm } : null;
}

/** Sums the stats of the processes in group `pgid`: CPU in ms, resident memory in MB. */
export function sumGroup(
  stats: Iterable<ProcStat | null>,
  pgid: number,
  pageBytes = 4096,
): { cpuMs: number; rssMb: number; processes: number } {
  let ticks = 0;
  let pages = 0;
  let processes = 0;
  for (const s of stats) {
    if (!s || s.pgrp !== pgid) continue;
    ticks += s.utime + s.stime;
    pages += s.rssPages;
    processes++;
  }
  return { cpuMs: (ticks * 1000) / TICKS_PER_SECOND, rssMb: (pages * pageBytes) / 2 ** 20, processes };
}

/** CPU time (ms) used so far by every process whose command name is `comm` (PostgreSQL's backends: `postgres`). */
export function commandCpuMs(stats: Iterable<ProcStat | null>, comm: string): number {
  let ticks = 0;
  for (const s of stats) if (s && s.comm === comm) ticks += s.utime + s.stime;
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * The machine's CPU time so far from the first line of /proc/stat (`cpu  user nice system idle iowait irq softirq
 * steal ...`, in ticks, all cores summed): busy is everything but idle and iowait; total includes them.
 */
export function parseMachineCpu(text: string): { busyMs: number; totalMs: number } | null {
  const first = text.split('\n', 1)[0].trim().split(/\s+/);
  if (first[0] !== 'cpu' || first.length < 5) return null;
  const ticks = first.slice(1).map(Number);
  if (!ticks.every(Number.isFinite)) return null;
  const total = ticks.reduce((a, b) => a + b, 0);
  const idle = ticks[3] + (ticks[4] ?? 0);
  return { busyMs: ((total - idle) * 1000) / TICKS_PER_SECOND, totalMs: (total * 1000) / TICKS_PER_SECOND };
}

export function machineCpu(): { busyMs: number; totalMs: number } {
  const read = parseMachineCpu(fs.readFileSync('/proc/stat', 'utf8'));
  if (!read) throw new Error('/proc/stat has no cpu line');
  return read;
}

/** CPU time (ms) used so far by PostgreSQL's processes on this machine (the bench's database runs here). */
export const postgresCpuMs = () => commandCpuMs(procStats(), 'postgres');

function* procStats(): Generator<ProcStat | null> {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      yield parseProcStat(fs.readFileSync(`/proc/${entry}/stat`, 'utf8'));
    } catch {
      /* the process ended meanwhile */
    }
  }
}

/** CPU time (ms) used so far, and memory now, by every process of a process group (a server and its workers). */
export function groupUsage(pgid: number): { cpuMs: number; rssMb: number; processes: number } {
  return sumGroup(procStats(), pgid);
}

/** CPU ms per request over a slice: the group's CPU after minus before, over the requests answered in it. */
export function cpuPerRequest(beforeMs: number, afterMs: number, requests: number): number | undefined {
  return requests > 0 ? (afterMs - beforeMs) / requests : undefined;
}

/** A thread's context switches from its /proc/<pid>/task/<tid>/status: voluntary (it waited: a wake-up follows) and not. */
export function parseSwitches(status: string): { voluntary: number; involuntary: number } | null {
  const voluntary = /^voluntary_ctxt_switches:\s*(\d+)$/m.exec(status);
  const involuntary = /^nonvoluntary_ctxt_switches:\s*(\d+)$/m.exec(status);
  return voluntary && involuntary ? { voluntary: Number(voluntary[1]), involuntary: Number(involuntary[1]) } : null;
}

/**
 * A process group's CPU split into user and kernel time, and its threads' context switches so far: where a server's
 * CPU per request goes when the group's total differs (more time in the kernel, more wake-ups an answer).
 */
export function groupDetail(pgid: number): {
  userMs: number;
  systemMs: number;
  voluntary: number;
  involuntary: number;
  threads: number;
} {
  const detail = { userMs: 0, systemMs: 0, voluntary: 0, involuntary: 0, threads: 0 };
  for (const stat of procStats()) {
    if (!stat || stat.pgrp !== pgid) continue;
    detail.userMs += (stat.utime * 1000) / TICKS_PER_SECOND;
    detail.systemMs += (stat.stime * 1000) / TICKS_PER_SECOND;
    let tasks: string[] = [];
    try {
      tasks = fs.readdirSync(`/proc/${stat.pid}/task`);
    } catch {
      continue; // the process ended meanwhile
    }
    for (const tid of tasks) {
      try {
        const switches = parseSwitches(fs.readFileSync(`/proc/${stat.pid}/task/${tid}/status`, 'utf8'));
        if (!switches) continue;
        detail.voluntary += switches.voluntary;
        detail.involuntary += switches.involuntary;
        detail.threads++;
      } catch {
        /* the thread ended meanwhile */
      }
    }
  }
  return detail;
}
