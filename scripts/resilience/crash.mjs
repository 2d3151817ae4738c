// Kill -9 the server while orders stream in, restart it, and check that every order that was
// answered with an id is there with all its items, and that no order exists without items. On PGlite (a data
// directory) and on PostgreSQL (a fresh database on TEST_DATABASE_URL). Also: a second server on the same PGlite
// directory must refuse to start.
import {
  baseEnv,
  checkIntegrity,
  client,
  DEMO,
  freshPostgres,
  INTEGRITY_SQL,
  queryPglite,
  report,
  sleep,
  startServer,
  storeOf,
  tempDir,
} from './lib.mjs';
import fs from 'node:fs';

const CYCLES = Number(process.env.CRASH_CYCLES ?? 3);
const WRITERS = Number(process.env.CRASH_WRITERS ?? 4);

/** Places orders in a loop from several writers until `stop()`; records what the server acknowledged. */
function orderStream(base, sid, listings, sellerId, cycle) {
  const acknowledged = []; // { id, items }
  let stopping = false;
  let attempted = 0;
  let failed = 0;
  const writer = async (w) => {
    const c = client(base, sid);
    for (let n = 0; !stopping; n++) {
      const lines = 1 + ((n + w) % 4);
      const items = Array.from({ length: lines }, (_, k) => ({
        listing_id: listings[(n * 3 + k * 7 + w) % listings.length].id,
        quantity: 1 + ((n + k) % 5),
      }));
      // Distinct listing ids per order keep the check simple.
      const unique = [...new Map(items.map((i) => [i.listing_id, i])).values()];
      attempted++;
      try {
        const res = await c.post(
          '/api/Orders',
          { wholeseller_id: sellerId, items: unique },
          { 'idempotency-key': `crash-${cycle}-${w}-${n}` },
        );
        if (res.status === 200 && /^\d+$/.test(res.text)) acknowledged.push({ id: Number(res.text), items: unique });
        else if (res.status >= 500) failed++;
      } catch {
        // The connection died with the server: this order was never acknowledged.
        return;
      }
    }
  };
  const done = Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  return {
    acknowledged,
    stats: () => ({ attempted, failed }),
    stop: async () => {
      stopping = true;
      await done;
    },
    done,
  };
}

/** Every acknowledged order, read back through the API after the restart. */
async function verifyAcknowledged(base, sid, acknowledged) {
  const c = client(base, sid);
  const problems = [];
  for (const { id, items } of acknowledged) {
    const res = await c.get(`/api/Orders/${id}/items/details`);
    if (res.status !== 200) {
      problems.push(`acknowledged order ${id} answers ${res.status}`);
      continue;
    }
    const got = (res.json.order_items ?? [])
      .map((i) => `${i.quantity}`)
      .sort()
      .join();
    const want = items
      .map((i) => `${i.quantity}`)
      .sort()
      .join();
    if ((res.json.order_items ?? []).length !== items.length || got !== want) {
      problems.push(
        `acknowledged order ${id}: ${res.json.order_items?.length ?? 0} items (${got}) instead of ${items.length} (${want})`,
      );
    }
  }
  return problems;
}

async function crashRun(kind, env, queryDb) {
  const problems = [];
  let server = await startServer({ env });
  const store = await storeOf(server.base);
  const retailer = client(server.base);
  await retailer.signIn(DEMO.retailer);
  const sid = retailer.sid;
  let acknowledgedTotal = 0;
  let attemptedTotal = 0;
  const allAcknowledged = [];

  for (let cycle = 0; cycle < CYCLES; cycle++) {
    const stream = orderStream(server.base, sid, store.listings, store.sellerId, cycle);
    await sleep(1200 + Math.floor(Math.random() * 1500));
    await server.crash(); // kill -9 mid-stream
    await stream.done;
    const { attempted, failed } = stream.stats();
    if (failed) problems.push(`${kind} cycle ${cycle}: ${failed} answers were 5xx before the crash`);
    attemptedTotal += attempted;
    acknowledgedTotal += stream.acknowledged.length;
    allAcknowledged.push(...stream.acknowledged);

    server = await startServer({ env: { ...env, SEED_DEMO: '0' } });
    const me = await client(server.base, sid).get('/api/auth/me');
    if (me.status !== 200)
      problems.push(`${kind} cycle ${cycle}: the session made before the crash answers ${me.status} after it`);
    // The session row was committed before the crash: the same cookie still works after the restart.
    const lost = await verifyAcknowledged(server.base, sid, allAcknowledged);
    if (lost.length > 5) lost.splice(5, lost.length - 5, `... and ${lost.length - 5} more`);
    problems.push(...lost.map((p) => `${kind} cycle ${cycle}: ${p}`));
    report(
      'crash',
      `${kind} cycle ${cycle + 1}/${CYCLES}: ${attempted} orders sent, ${stream.acknowledged.length} acknowledged before kill -9, all present after restart: ${problems.length === 0 ? 'yes' : 'NO'}`,
    );
  }
  await server.stop();
  const [row] = await queryDb(INTEGRITY_SQL);
  problems.push(...checkIntegrity(row, kind));
  report(
    'crash',
    `${kind}: ${attemptedTotal} orders sent over ${CYCLES} crashes, ${acknowledgedTotal} acknowledged and checked item by item; database: ${row.orders} orders, ${row.items} items, ${row.orders_without_items} orders without items`,
  );
  return problems;
}

async function lockRun() {
  const dataDir = tempDir('lock');
  const env = baseEnv({ DATA_DIR: dataDir });
  const first = await startServer({ env });
  try {
    const second = await startServer({ env, expectFailure: true, timeoutMs: 60_000 });
    const refused = second.code !== 0 && /in use by process/i.test(second.output);
    report(
      'crash',
      `second server on the same PGlite directory: exit ${second.code}, ${refused ? 'refused as expected' : 'NOT refused'}`,
    );
    // The first server is unharmed.
    const healthy = (await client(first.base).get('/api/health')).status === 200;
    return [
      ...(refused
        ? []
        : [`second server on ${dataDir} did not refuse: exit ${second.code}\n${second.output.slice(-500)}`]),
      ...(healthy ? [] : ['the first server broke when a second one tried the same directory']),
    ];
  } finally {
    await first.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runCrash() {
  const problems = [];
  // PGlite
  const dataDir = tempDir('crash');
  try {
    problems.push(...(await crashRun('pglite', baseEnv({ DATA_DIR: dataDir }), (sql) => queryPglite(dataDir, sql))));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  // PostgreSQL
  const pgdb = await freshPostgres('crash');
  if (!pgdb) {
    report('crash', 'postgres: NOT RUN (set TEST_DATABASE_URL to a PostgreSQL server)');
    problems.push('postgres crash run needs TEST_DATABASE_URL');
  } else {
    try {
      problems.push(
        ...(await crashRun('postgres', baseEnv({ DATABASE_URL: pgdb.url, SEED_DEMO: '1' }), (sql) => pgdb.query(sql))),
      );
    } finally {
      await pgdb.drop();
    }
  }
  problems.push(...(await lockRun()));
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await runCrash();
  for (const p of problems) console.error(`[resilience:crash] FAIL ${p}`);
  process.exit(problems.length ? 1 : 0);
}
