import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { NODE_FLAGS } from '../../server/src/node-flags.js';
import { hashPin, verifyPin } from '../../server/src/lib/crypto.js';
import { cpuPerRequest, groupUsage } from './cpu.js';
import { BENCH } from './scales.js';
import type { Scenario } from './scenarios.js';

/*
 * Running the benchmark: starting and stopping the servers, signing in, driving one scenario with autocannon and
 * measuring it (requests/s, latency, the server's CPU).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
  /** Server CPU (all its processes) per answered request, ms: the framework's cost, whatever else runs. */
  cpuMs?: number;
  /** The server's resident memory (all its processes) at the end of the slice, MB. */
  rssMb?: number;
  /** Connections the load generator held open. */
  connections?: number;
  /** The alternating slices this measure combines, in order (a measure of two or more slices). */
  slices?: Measure[];
}

/** The environment both servers of the bench run in: production, quiet, on loopback (the baseline's whole of it). */
export const BENCH_BASELINE_ENV = { NODE_ENV: 'production', LOG_LEVEL: 'error', HOST: '127.0.0.1' } as const;

/**
 * The environment of our server under the bench: the baseline's, no demo data, and the limits that protect a public
 * server from one client lifted, because here one client is the load generator (the per-phone sign-in rules stay; the
 * quick-order budget is still counted).
 */
export const BENCH_SERVER_ENV = {
  ...BENCH_BASELINE_ENV,
  SEED_DEMO: 'false',
  API_RATE_PER_MIN: '1000000000',
  LOGIN_IP_MAX: '1000000000',
  QUICK_ORDER_PER_MIN: '1000000000',
} as const;

/**
 * Starts a server of the bench (a built file and Node's flags before it, run by this Node.js without a loader) in
 * its own process group; an `undefined` in `env` removes that variable. Every side gets the flags `npm run serve`
 * starts our server with (`NODE_FLAGS`), so the sides differ in their code alone.
 */
export function startProcess(name: string, args: string[], env: Record<string, string | undefined>): ChildProcess {
  const merged: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete merged[key];
  const child = spawn(process.execPath, [...NODE_FLAGS, ...args], {
    cwd: root,
    env: merged,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true, // its own process group, so stopping it also stops its cluster workers
  });
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(`[${name}] ${d}`));
  return child;
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  // Long enough for a process started with --cpu-prof to write its profile on the way out.
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    /* gone */
  }
}

export async function waitFor(url: string, timeoutMs = 60_000) {
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

export async function signIn(base: string, phone: string): Promise<string> {
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

/**
 * One request of a scenario before its load: a scenario whose request fails would measure error answers, not the
 * route. Answers what went wrong, or null.
 */
export async function probeScenario(
  base: string,
  s: Scenario,
  cookies: Record<string, string>,
): Promise<string | null> {
  const headers: Record<string, string> = { ...(s.headers ?? {}) };
  if (s.as) headers.cookie = cookies[s.as];
  if (s.method === 'POST') headers['content-type'] = 'application/json';
  const path = s.paths ? s.paths() : s.path;
  const res = await fetch(base + path, { method: s.method, headers, body: s.bodies ? s.bodies() : s.body });
  if (res.status >= 300) return `${s.method} ${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`;
  await res.arrayBuffer();
  return null;
}

export async function load(
  base: string,
  s: Scenario,
  cookies: Record<string, string>,
  seconds: number,
  connections: number,
  pgid?: number,
): Promise<Measure> {
  const cpuBefore = pgid ? groupUsage(pgid).cpuMs : 0;
  const headers: Record<string, string> = { ...(s.headers ?? {}) };
  if (s.as) headers.cookie = cookies[s.as];
  if (s.method === 'POST') headers['content-type'] = 'application/json';
  const held = Math.min(connections, s.connections ?? connections);
  const result = await autocannon({
    url: base + s.path,
    method: s.method,
    headers,
    body: s.body,
    connections: held,
    duration: seconds,
    timeout: s.timeoutSeconds ?? 10,
    requests:
      s.bodies || s.paths
        ? [
            {
              setupRequest: (req: any) => ({
                ...req,
                ...(s.bodies ? { body: s.bodies() } : {}),
                ...(s.paths ? { path: s.paths() } : {}),
              }),
            },
          ]
        : undefined,
    setupClient: readBodiesWithoutKeeping,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
    ...(pgid ? usageAfter(pgid, cpuBefore, result.requests.total) : {}),
    connections: held,
  };
}

function usageAfter(pgid: number, cpuBefore: number, requests: number) {
  const after = groupUsage(pgid);
  return { cpuMs: cpuPerRequest(cpuBefore, after.cpuMs, requests), rssMb: after.rssMb };
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
  if (typeof client.pipelinedRequests?.addBody !== 'function')
    throw new Error('autocannon changed: see readBodiesWithoutKeeping in bench/src/runner.ts');
  client.pipelinedRequests.addBody = () => {};
}

/** Slices of one scenario as one measure: requests summed, rate over the whole time, the worst slice's p99. */
export function combine(parts: Measure[]): Measure {
  const requests = parts.reduce((n, p) => n + p.requests, 0);
  const weight = (f: (p: Measure) => number) =>
    parts.reduce((n, p) => n + f(p) * p.requests, 0) / Math.max(1, requests);
  return {
    rps: parts.reduce((n, p) => n + p.rps, 0) / parts.length,
    p50: Math.round(weight((p) => p.p50)),
    p99: Math.max(...parts.map((p) => p.p99)),
    errors: parts.reduce((n, p) => n + p.errors, 0),
    non2xx: parts.reduce((n, p) => n + p.non2xx, 0),
    requests,
    cpuMs: parts.every((p) => p.cpuMs !== undefined) ? weight((p) => p.cpuMs!) : undefined,
    rssMb: parts.some((p) => p.rssMb !== undefined) ? Math.max(...parts.map((p) => p.rssMb ?? 0)) : undefined,
    connections: parts[0]?.connections,
    ...(parts.length > 1 ? { slices: parts } : {}),
  };
}

/** Checks of the store listing beyond speed: compression and conditional requests. */
export async function probeStore(base: string, storePath: string) {
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

export async function argon2Cost() {
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
