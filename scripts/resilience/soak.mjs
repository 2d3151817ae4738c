// A bounded mixed load (browse, order, status change, sign-in) against one real server for
// SOAK_SECONDS (default 120), with the server's resident memory sampled every 2 s. Passes when memory stays flat,
// no answer is a 5xx (or a dropped connection), and every write is there afterwards.
import fs from 'node:fs';
import {
  baseEnv,
  checkIntegrity,
  client,
  DEMO,
  freshPostgres,
  INTEGRITY_SQL,
  queryPglite,
  report,
  rssMb,
  sleep,
  startServer,
  storeOf,
  tempDir,
} from './lib.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const STATUSES = ['Payment Received', 'Pending', 'Cancel', 'Shipped', 'Delivered'];

export async function runSoak() {
  const usePg = process.env.SOAK_DB === 'postgres';
  const pgdb = usePg ? await freshPostgres('soak') : null;
  if (usePg && !pgdb) return ['SOAK_DB=postgres needs TEST_DATABASE_URL'];
  const dataDir = usePg ? null : tempDir('soak');
  const env = baseEnv(usePg ? { DATABASE_URL: pgdb.url, SEED_DEMO: '1' } : { DATA_DIR: dataDir });
  const server = await startServer({ env });
  const problems = [];
  const counts = { browse: 0, order: 0, status: 0, signIn: 0, errors5xx: 0, dropped: 0, refused4xx: 0 };
  const placed = []; // order ids acknowledged
  const lastStatus = new Map(); // order id -> the status the seller set last
  const samples = [];
  let stopping = false;

  const tally = (res, kind) => {
    counts[kind]++;
    if (res.status >= 500) {
      counts.errors5xx++;
      if (problems.length < 20) problems.push(`${kind}: ${res.status} ${res.text.slice(0, 200)}`);
    } else if (res.status >= 400) counts.refused4xx++;
    return res;
  };
  const guard = (fn) => async () => {
    while (!stopping) {
      try {
        await fn();
      } catch (error) {
        counts.dropped++;
        if (problems.length < 20) problems.push(`dropped request: ${error.message}`);
        await sleep(100);
      }
    }
  };

  try {
    const store = await storeOf(server.base);
    const visitor = client(server.base);
    const retailers = [client(server.base), client(server.base)];
    await retailers[0].signIn(DEMO.retailer);
    await retailers[1].signIn(DEMO.retailer2);
    const seller = client(server.base);
    await seller.signIn(DEMO.seller);
    let n = 0;

    const browse = guard(async () => {
      tally(await visitor.get(`/api/WholesellerCategory/url/${DEMO.sellerStore}`), 'browse');
      tally(await visitor.get(`/api/WholesellerCategory/${DEMO.sellerStore}/${store.sellerId}`), 'browse');
      tally(await seller.get(`/api/OrdersCategory/seller/${store.sellerId}/0/50`), 'browse');
    });
    const order = (retailer, r) =>
      guard(async () => {
        const i = n++;
        const items = [
          ...new Map(
            Array.from({ length: 1 + (i % 4) }, (_, k) => store.listings[(i * 5 + k * 11) % store.listings.length]).map(
              (l) => [l.id, l],
            ),
          ).values(),
        ].map((l, k) => ({ listing_id: l.id, quantity: 1 + ((i + k) % 6) }));
        const res = tally(
          await retailer.post(
            '/api/Orders',
            { wholeseller_id: store.sellerId, items },
            { 'idempotency-key': `soak-${r}-${i}` },
          ),
          'order',
        );
        if (res.status === 200) placed.push({ id: Number(res.text), lines: items.length });
        tally(await retailer.get(`/api/OrdersCategory/${(await retailer.get('/api/auth/me')).json.user.id}`), 'browse');
      });
    const status = guard(async () => {
      if (!placed.length) return sleep(50);
      const target = placed[Math.floor(Math.random() * placed.length)].id;
      const next = STATUSES[Math.floor(Math.random() * STATUSES.length)];
      const res = tally(await seller.put(`/api/Orders/${target}`, { status: next }), 'status');
      if (res.status === 200) lastStatus.set(target, next);
      tally(await seller.get(`/api/Orders/${target}/history`), 'browse');
    });
    const signIns = guard(async () => {
      const c = client(server.base);
      await c.signIn([DEMO.seller2, DEMO.admin][counts.signIn % 2]);
      counts.signIn++;
      tally(await c.get('/api/auth/me'), 'browse');
      tally(await c.post('/api/auth/logout'), 'signIn');
    });

    const sampler = (async () => {
      while (!stopping) {
        samples.push(rssMb(server.pid));
        await sleep(2000);
      }
    })();
    const users = [browse(), browse(), order(retailers[0], 0)(), order(retailers[1], 1)(), status(), signIns()];
    const started = Date.now();
    await sleep(SECONDS * 1000);
    stopping = true;
    await Promise.all([...users, sampler]);
    const elapsed = (Date.now() - started) / 1000;

    // Every write is there: each acknowledged order with all its lines and the status the seller set last.
    let missing = 0;
    for (const { id, lines } of placed) {
      const res = await seller.get(`/api/Orders/${id}/items`);
      const ok = res.status === 200 && Array.isArray(res.json) && res.json.length === lines;
      const row = (await seller.get(`/api/Orders/${id}`)).json?.[0];
      const want = lastStatus.get(id) ?? 'Pending';
      if (!ok || row?.status !== want) {
        missing++;
        if (problems.length < 20)
          problems.push(
            `order ${id}: items ${res.status}/${res.json?.length} of ${lines}, status ${row?.status} instead of ${want}`,
          );
      }
    }

    // Memory: after a warm-up fifth, the last quarter may not sit far above the first quarter.
    const warm = samples.slice(Math.floor(samples.length / 5));
    const q = Math.max(1, Math.floor(warm.length / 4));
    const avg = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
    const early = avg(warm.slice(0, q));
    const late = avg(warm.slice(-q));
    const growth = late - early;
    const flat = growth < Math.max(40, early * 0.25);
    if (!flat) problems.push(`memory grew from ${early.toFixed(0)} MB to ${late.toFixed(0)} MB`);
    const total = counts.browse + counts.order + counts.status + counts.signIn;
    report(
      'soak',
      `${usePg ? 'postgres' : 'pglite'}: ${elapsed.toFixed(0)} s, ${total} requests (${(total / elapsed).toFixed(0)}/s): ${counts.browse} reads, ${counts.order} orders placed, ${counts.status} status changes, ${counts.signIn} sign-in/out; ${counts.errors5xx} 5xx, ${counts.dropped} dropped, ${counts.refused4xx} 4xx`,
    );
    report(
      'soak',
      `memory (RSS, MB): start ${samples[0]?.toFixed(0)}, after warm-up ${early.toFixed(0)}, end ${late.toFixed(0)}, max ${Math.max(...samples).toFixed(0)} over ${samples.length} samples: ${flat ? 'flat' : 'GROWING'}`,
    );
    report(
      'soak',
      `writes checked afterwards: ${placed.length} orders (items and last status), ${missing} missing or wrong`,
    );
  } finally {
    stopping = true;
    await server.stop();
  }
  const [row] = usePg ? await pgdb.query(INTEGRITY_SQL) : await queryPglite(dataDir, INTEGRITY_SQL);
  problems.push(...checkIntegrity(row, 'soak'));
  if (pgdb) await pgdb.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await runSoak();
  for (const p of problems) console.error(`[resilience:soak] FAIL ${p}`);
  process.exit(problems.length ? 1 : 0);
}
