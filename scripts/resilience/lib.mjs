// Shared helpers of the resilience scripts: start and kill real server processes, talk to them over HTTP,
// make throwaway PostgreSQL databases, read a PGlite directory after the server is gone.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEMO = {
  pin: '1234',
  admin: '03000000001',
  seller: '03001234567',
  sellerStore: 'karachi-medical-traders',
  seller2: '03111234567',
  retailer: '03211234567',
  retailer2: '03331234567',
};

/**
 * How to start the server: the built bundle (what `npm run serve` runs) by default; SERVER_ENTRY=src runs the
 * TypeScript sources in the same single process (node --import tsx), so kill -9 hits the process that holds the data.
 */
export function serverCommand() {
  const built = path.join(ROOT, 'server/dist/main.js');
  if (process.env.SERVER_ENTRY === 'src')
    return { cmd: process.execPath, args: ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')] };
  if (process.env.SERVER_ENTRY) return { cmd: process.execPath, args: [path.resolve(process.env.SERVER_ENTRY)] };
  if (!fs.existsSync(built))
    throw new Error('server/dist/main.js is missing: run `npm run build` first (or SERVER_ENTRY=src)');
  return { cmd: process.execPath, args: [built] };
}

/** A port nobody listens on, chosen by the OS (fixed numbers collide with other servers on a shared machine). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export function tempDir(tag) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `dawalink-${tag}-`));
}

/** Environment every resilience server gets: limits opened wide (the load comes from one address), outbox on. */
export function baseEnv(extra = {}) {
  return {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    WORKERS: '1',
    DEV_OUTBOX: '1',
    LOG_LEVEL: 'error',
    WEB_DIST: path.join(os.tmpdir(), 'dawalink-no-web'),
    API_RATE_PER_MIN: '10000000',
    LOGIN_IP_MAX: '10000000',
    LOOKUP_IP_PER_MIN: '10000000',
    OTP_IP_PER_DAY: '10000000',
    ...extra,
  };
}

/** Starts a server and waits for /api/health; `expectFailure` instead waits for it to exit and returns its output. */
export async function startServer({ env, port, expectFailure = false, timeoutMs = 90_000 }) {
  port ??= await freePort();
  const { cmd, args } = serverCommand();
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const base = `http://127.0.0.1:${port}`;
  if (expectFailure) {
    const result = await Promise.race([exited, sleep(timeoutMs).then(() => null)]);
    if (!result) {
      child.kill('SIGKILL');
      throw new Error(`the server on ${port} was expected to refuse to start but kept running`);
    }
    return { ...result, output };
  }
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const gone = await Promise.race([exited, sleep(250).then(() => null)]);
    if (gone)
      throw new Error(
        `server on ${port} exited (${gone.code ?? gone.signal}) before it was healthy:\n${output.slice(-2000)}`,
      );
    try {
      const res = await fetch(`${base}/api/health`);
      // Healthy, and still our process (not another server that happened to hold the port).
      if (res.ok && child.exitCode === null && child.signalCode === null) {
        await sleep(200);
        if (child.exitCode === null && child.signalCode === null) break;
      }
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server on ${port} not healthy after ${timeoutMs} ms:\n${output.slice(-2000)}`);
    }
  }
  return {
    child,
    pid: child.pid,
    base,
    port,
    output: () => output,
    exited,
    /** kill -9: no shutdown code runs. */
    crash: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    /** SIGTERM: drains and closes cleanly. */
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const done = await Promise.race([exited, sleep(20_000).then(() => null)]);
      if (!done) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A small HTTP client with a cookie jar of one `sid`. Never throws on HTTP status; throws on network errors. */
export function client(base, sid = null) {
  const call = async (method, url, body, headers = {}) => {
    const res = await fetch(base + url, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(sid ? { cookie: `sid=${sid}` } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const setCookie = res.headers.getSetCookie?.() ?? [];
    return { status: res.status, text, json, setCookie, headers: res.headers };
  };
  return {
    get sid() {
      return sid;
    },
    get: (url, headers) => call('GET', url, undefined, headers),
    post: (url, body, headers) => call('POST', url, body ?? {}, headers),
    put: (url, body, headers) => call('PUT', url, body ?? {}, headers),
    async signIn(phone, pin = DEMO.pin) {
      const res = await call('POST', '/api/auth/login', { phone, pin });
      if (res.status !== 200) throw new Error(`sign-in of ${phone} failed: ${res.status} ${res.text}`);
      const cookie = res.setCookie.find((c) => c.startsWith('sid='));
      sid = cookie.split(';')[0].slice(4);
      return res.json.user;
    },
  };
}

/** Seller 1's store: its id and the listing rows a retailer can order. */
export async function storeOf(base, url = DEMO.sellerStore) {
  const c = client(base);
  const id = (await c.get(`/api/WholesellerCategory/wholeseller/${url}`)).text;
  const listings = (await c.get(`/api/WholesellerCategory/${url}/${id}`)).json;
  if (!Array.isArray(listings) || !listings.length) throw new Error(`store ${url} has no listings`);
  return { sellerId: Number(id), listings };
}

/** A throwaway database on the PostgreSQL server of TEST_DATABASE_URL (or DATABASE_URL). */
export async function freshPostgres(tag) {
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.RESILIENCE_DATABASE_URL;
  if (!serverUrl) return null;
  const name = `dawalink_${tag}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async query(text, params) {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      try {
        return (await c.query(text, params)).rows;
      } finally {
        await c.end();
      }
    },
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Runs SQL on a PGlite data directory once no server holds it (the data lives in DATA_DIR/pg). */
export async function queryPglite(dataDir, text) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pg') });
  try {
    return (await db.query(text)).rows;
  } finally {
    await db.close();
  }
}

/** The whole-database rules after any crash: no order without items, totals and counts that add up. */
export const INTEGRITY_SQL = `
  SELECT
    (SELECT count(*)::int FROM orders) AS orders,
    (SELECT count(*)::int FROM order_items) AS items,
    (SELECT count(*)::int FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)) AS orders_without_items,
    (SELECT count(*)::int FROM orders o WHERE o.total_items <> (SELECT count(*) FROM order_items i WHERE i.order_id = o.id)) AS wrong_item_counts,
    (SELECT count(*)::int FROM orders o WHERE round(o.total * 100) <> (SELECT coalesce(sum(round(coalesce(i.net, i.price * i.quantity) * 100)), 0) FROM order_items i WHERE i.order_id = o.id)) AS wrong_totals,
    (SELECT count(*)::int FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_status_history h WHERE h.order_id = o.id)) AS orders_without_history`;

export function checkIntegrity(row, label) {
  const problems = [];
  for (const key of ['orders_without_items', 'wrong_item_counts', 'wrong_totals', 'orders_without_history']) {
    if (Number(row[key]) !== 0) problems.push(`${label}: ${row[key]} ${key.replaceAll('_', ' ')}`);
  }
  return problems;
}

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return NaN;
  }
}

/** Prints a figure line the lead can read in CI logs. */
export const report = (name, text) => console.log(`[resilience:${name}] ${text}`);
