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
  // After ") ": state (field 3), ppid 4, pgrp 5, ... utime 14, stime 15, ... rss 24.
  const f = line.slice(close + 2).trim().split(/\s+/);
  if (f.length < 22) return null;
  const stat = { pid, pgrp: Number(f[2]), utime: Number(f[11]), stime: Number(f[12]), rssPages: Number(f[21]) };
  return Object.values(stat).every(Number.isFinite) ? stat : null;
}

/** Sums the stats of the processes in group `pgid`: CPU in ms, resident memory in MB. */
export function sumGroup(stats: Iterable<ProcStat | null>, pgid: number, pageBytes = 4096): { cpuMs: number; rssMb: number; processes: number } {
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
