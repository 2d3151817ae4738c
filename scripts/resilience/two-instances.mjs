// Two app processes over one PostgreSQL database (DESIGN.md section 9: no state in the process).
// A session made on one is valid on the other (and sign-out on one ends it on both), sign-in lockouts and SMS limits
// count across both, an order placed through one is listed by the other, and one Idempotency-Key sent to both at
// once makes one order.
import { baseEnv, client, DEMO, freshPostgres, report, startServer, storeOf } from './lib.mjs';

export async function runTwoInstances() {
  const pgdb = await freshPostgres('two');
  if (!pgdb) {
    report('two-instances', 'NOT RUN (set TEST_DATABASE_URL to a PostgreSQL server)');
    return ['two-instance run needs TEST_DATABASE_URL'];
  }
  const problems = [];
  const check = (ok, what) => {
    report('two-instances', `${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) problems.push(what);
  };
  // Real limits here (the defaults), not the opened-wide ones of the other scripts.
  const env = baseEnv({ DATABASE_URL: pgdb.url, LOGIN_IP_MAX: '100', OTP_IP_PER_DAY: '50' });
  const a = await startServer({ env: { ...env, SEED_DEMO: '1' } });
  const b = await startServer({ env: { ...env, SEED_DEMO: '0' } });
  try {
    // Sessions
    const onA = client(a.base);
    const user = await onA.signIn(DEMO.retailer);
    const onB = client(b.base, onA.sid);
    const meB = await onB.get('/api/auth/me');
    check(meB.status === 200 && meB.json?.user?.id === user.id, `session made on A is valid on B (${meB.status})`);
    await onB.post('/api/auth/logout');
    check((await onA.get('/api/auth/me')).status === 401, 'sign-out on B ends the session on A');

    // Lockouts: 3 wrong PINs on A and 2 on B lock the phone on both.
    const statuses = [];
    for (const [server, n] of [
      [a, 3],
      [b, 2],
    ]) {
      for (let i = 0; i < n; i++)
        statuses.push(
          (await client(server.base).post('/api/auth/login', { phone: DEMO.retailer2, pin: '0000' })).status,
        );
    }
    const lockedA = await client(a.base).post('/api/auth/login', { phone: DEMO.retailer2, pin: DEMO.pin });
    const lockedB = await client(b.base).post('/api/auth/login', { phone: DEMO.retailer2, pin: DEMO.pin });
    check(
      statuses.every((s) => s === 401) && lockedA.status === 429 && lockedB.status === 429,
      `5 wrong PINs split 3/2 over A and B lock the phone on both (${statuses.join(',')} then ${lockedA.status}/${lockedB.status})`,
    );

    // SMS resend wait is shared.
    const phone = '03459876501';
    const sentA = await client(a.base).post(`/api/OTP/${phone}`, { purpose: 'register' });
    const sentB = await client(b.base).post(`/api/OTP/${phone}`, { purpose: 'register' });
    check(
      sentA.status === 200 && sentB.status === 429,
      `an SMS code sent by A makes B wait before resending (${sentA.status}/${sentB.status})`,
    );

    // Orders
    const store = await storeOf(a.base);
    const retailer = client(a.base);
    await retailer.signIn(DEMO.retailer);
    const placed = await retailer.post('/api/Orders', {
      wholeseller_id: store.sellerId,
      items: [{ listing_id: store.listings[0].id, quantity: 2 }],
    });
    const orderId = Number(placed.text);
    const seller = client(b.base);
    await seller.signIn(DEMO.seller);
    const list = await seller.get(`/api/OrdersCategory/seller/${store.sellerId}/0/50`);
    const listed = Array.isArray(list.json) && list.json.some((o) => o.id === orderId);
    check(
      placed.status === 200 && listed,
      `order ${orderId} placed through A is listed by B (${placed.status}/${list.status})`,
    );
    const changed = await seller.put(`/api/Orders/${orderId}`, { status: 'Shipped' });
    const seen = await retailer.get(`/api/Orders/${orderId}`);
    check(changed.status === 200 && seen.json?.[0]?.status === 'Shipped', 'a status change on B is seen on A');

    // Idempotency across processes
    const items = [{ listing_id: store.listings[1].id, quantity: 1 }];
    const key = `two-instances-${Date.now()}`;
    const both = await Promise.all(
      [a, b, a, b].map((server) =>
        client(server.base, retailer.sid).post(
          '/api/Orders',
          { wholeseller_id: store.sellerId, items },
          { 'idempotency-key': key },
        ),
      ),
    );
    const ids = new Set(both.filter((r) => r.status === 200).map((r) => r.text));
    const rows = await pgdb.query(`SELECT count(*)::int AS n FROM idempotency_keys WHERE key = $1`, [key]);
    check(
      ids.size === 1 && both.every((r) => r.status === 200 || r.status === 409) && rows[0].n === 1,
      `one Idempotency-Key sent to A and B at once makes one order (${both.map((r) => r.status).join(',')})`,
    );
  } finally {
    await a.stop();
    await b.stop();
    await pgdb.drop();
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await runTwoInstances();
  process.exit(problems.length ? 1 : 0);
}
