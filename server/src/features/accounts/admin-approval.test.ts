import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN_MSG, MSG, type AccountApprovalMode } from '@dawalink/shared';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { ConsoleSms, OutboxSms } from '../../sms/sms.js';
import { buildTestApp, callersAs, demoAccountId, lastSms, type Caller, type TestApp } from '../../test/helpers.js';
import { createRetailer, createSeller } from '../../identity/accounts-write.service.js';
import { createSession } from '../../identity/sessions.service.js';
import { freshIp, verifiedToken } from '../auth/access.test-helpers.js';

let t: TestApp;
let admin: Caller;
let seller: Caller;
let retailer: Caller;
let visitor: Caller;
/** The same database served under each ACCOUNT_APPROVAL mode (`none` is the suite's own app). */
const apps: Partial<Record<AccountApprovalMode, FastifyInstance>> = {};

beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, seller, retailer, visitor } = await callersAs(t.app, ['admin', 'seller', 'retailer', 'visitor']));
  apps.none = t.app;
  for (const mode of ['sellers', 'all'] as const) {
    const app = await buildApp({
      deps: {
        db: t.db,
        config: loadConfig({ NODE_ENV: 'test', DEV_OUTBOX: '1', ACCOUNT_APPROVAL: mode }),
        sms: new OutboxSms(t.db, new ConsoleSms(() => {})),
        databaseKind: t.handle.kind,
      },
    });
    await app.ready();
    apps[mode] = app;
  }
});
afterAll(async () => {
  await apps.sellers?.close();
  await apps.all?.close();
  await t.close();
});

const login = (phone: string, pin = '1234') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone, pin }, remoteAddress: freshIp() });

async function registerRetailerIn(mode: AccountApprovalMode, phone: string, store = `Store ${phone}`) {
  const app = apps[mode]!;
  const token = await verifiedToken(app, phone);
  return app.inject({
    method: 'POST',
    url: '/api/Retailers',
    remoteAddress: freshIp(),
    payload: {
      fullName: 'Waiting Person',
      email: '',
      phone,
      store,
      address: 'Shop 1, Test Market, Karachi',
      password: '1234',
      verification_token: token,
    },
  });
}

async function registerSellerIn(mode: AccountApprovalMode, phone: string, name: string) {
  const app = apps[mode]!;
  const token = await verifiedToken(app, phone);
  return app.inject({
    method: 'POST',
    url: '/api/WholesellerControllerSignUp',
    remoteAddress: freshIp(),
    payload: {
      full_name: 'Seller Person',
      busniess_name: name,
      address: 'Plot 1, Test Market, Lahore',
      email: '',
      phone,
      password: '1234',
      verification_token: token,
    },
  });
}

const decide = (caller: Caller, id: number, payload: object) =>
  caller.inject({ method: 'POST', url: `/api/Admin/approvals/${id}`, payload });

describe('ACCOUNT_APPROVAL', () => {
  it('none: new sellers and retailers are open at once, as before', async () => {
    const r = await registerRetailerIn('none', '03461000001');
    expect(r.statusCode).toBe(200);
    expect(r.headers['x-account-approval']).toBe('approved');
    expect(r.cookies.find((c) => c.name === 'sid')).toBeDefined();
    const s = await registerSellerIn('none', '03461000002', 'Open Traders None');
    expect(s.statusCode).toBe(200);
    expect(s.json()).toMatchObject({ status: 'Active', is_disabled: false });
    expect((await login('03461000002')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/Admin/approvals/count', cookies: { sid: admin.sid! } })).json().mode).toBe(
      'none',
    );
  });

  it('sellers: a new seller waits (403 awaiting_approval with the right PIN, 401 with a wrong one); a retailer does not', async () => {
    const s = await registerSellerIn('sellers', '03461000003', 'Waiting Traders');
    expect(s.statusCode).toBe(200);
    expect(s.headers['x-account-approval']).toBe('waiting');
    expect(s.json()).toMatchObject({ busniess_name: 'Waiting Traders', status: 'Awaiting approval' });

    const right = await login('03461000003');
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ error: 'awaiting_approval', message: ADMIN_MSG.awaitingApproval });
    expect(right.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const wrong = await login('03461000003', '0000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(MSG.phoneOrPinMismatch);
    // Checking back with the right PIN spends nothing of the guessing budget; the wrong one counts.
    const attempts = await t.db
      .selectFrom('login_attempts')
      .select('success')
      .where('phone', '=', '03461000003')
      .execute();
    expect(attempts.map((a) => a.success)).toEqual([false]);

    const r = await registerRetailerIn('sellers', '03461000004');
    expect(r.statusCode).toBe(200);
    expect(r.headers['x-account-approval']).toBe('approved');
    expect(r.cookies.find((c) => c.name === 'sid')).toBeDefined();
    expect(
      (await apps.sellers!.inject({ url: '/api/Admin/approvals/count', cookies: { sid: admin.sid! } })).json().mode,
    ).toBe('sellers');
  });

  it('all: a retailer registered at checkout waits, is not signed in and cannot order, even with a session', async () => {
    const r = await registerRetailerIn('all', '03461000005');
    expect(r.statusCode).toBe(200);
    const id = Number(r.body);
    expect(id).toBeGreaterThan(0);
    expect(r.headers['x-account-approval']).toBe('waiting');
    expect(r.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const listing = await t.db
      .selectFrom('listings')
      .select(['id', 'wholeseller_id'])
      .limit(1)
      .executeTakeFirstOrThrow();
    const order = { wholeseller_id: listing.wholeseller_id, items: [{ listing_id: listing.id, quantity: 1 }] };
    const anonymous = await apps.all!.inject({ method: 'POST', url: '/api/Orders', payload: order });
    expect(anonymous.statusCode).toBe(401);
    // A session that somehow exists (made before a later rule change) is not honoured while the account waits.
    const session = await createSession(t.db, id, false);
    expect((await t.app.inject({ url: '/api/auth/me', cookies: { sid: session.id } })).statusCode).toBe(401);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/Orders',
      payload: order,
      cookies: { sid: session.id },
    });
    expect(placed.statusCode).toBe(401);
    expect(await t.db.selectFrom('orders').select('id').where('retailer_id', '=', id).execute()).toHaveLength(0);
    expect((await login('03461000005')).json().error).toBe('awaiting_approval');
    const s = await registerSellerIn('all', '03461000006', 'Waiting Traders All');
    expect(s.headers['x-account-approval']).toBe('waiting');
  });
});

describe('the approval queue', () => {
  it('counts, lists oldest first, approves with an SMS and records who and when', async () => {
    const a = Number((await registerRetailerIn('all', '03462000001', 'Queue Store One')).body);
    const b = Number((await registerRetailerIn('all', '03462000002', 'Queue Store Two')).body);
    const count = await admin.inject({ url: '/api/Admin/approvals/count' });
    expect(count.statusCode).toBe(200);
    const before = count.json();
    expect(before.mode).toBe('none');
    expect(before.retailers).toBeGreaterThanOrEqual(2);
    expect(before.waiting).toBe(before.retailers + before.wholesalers);

    const queue = await admin.inject({ url: '/api/Retailers?status=waiting&dir=asc&from=0&to=50' });
    expect(queue.statusCode).toBe(200);
    const ids = (queue.json() as Array<{ id: number; status: string; approval: string }>).map((row) => row.id);
    expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b));
    expect(
      queue
        .json()
        .every(
          (row: { status: string; approval: string }) =>
            row.status === 'Awaiting approval' && row.approval === 'waiting',
        ),
    ).toBe(true);
    expect(queue.headers['x-total-count']).toBe(String(before.retailers));
    expect((await admin.inject({ url: '/api/Retailers/length?status=waiting' })).body).toBe(String(before.retailers));

    const approved = await decide(admin, a, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      id: a,
      approval: 'approved',
      status: 'Active',
      decision: { decision: 'approved', decided_by_name: 'Demo Admin', reason: null },
    });
    expect(Date.now() - Date.parse(approved.json().decision.decided_at)).toBeLessThan(60_000);
    expect(await lastSms(t.app, '03462000001')).toBe(ADMIN_MSG.approvedSms('http://localhost:3000'));
    expect((await login('03462000001')).statusCode).toBe(200);
    expect((await admin.inject({ url: '/api/Admin/approvals/count' })).json().retailers).toBe(before.retailers - 1);
    // Approving again: the list the admin saw was stale.
    const again = await decide(admin, a, { decision: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'not_waiting', message: ADMIN_MSG.notWaiting });
  });

  it('rejects only with a reason, tells the applicant, and a rejected account can still be approved', async () => {
    const id = Number((await registerRetailerIn('all', '03462000003', 'Reject Store')).body);
    const noReason = await decide(admin, id, { decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(ADMIN_MSG.rejectReasonRequired);
    expect((await decide(admin, id, { decision: 'reject', reason: '   ' })).statusCode).toBe(400);
    expect((await decide(admin, id, { decision: 'maybe' })).statusCode).toBe(400);
    expect(
      (await t.db.selectFrom('accounts').select('approval').where('id', '=', id).executeTakeFirstOrThrow()).approval,
    ).toBe('waiting');

    const reason = 'No drug licence on record';
    const rejected = await decide(admin, id, { decision: 'reject', reason });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      approval: 'rejected',
      status: 'Rejected',
      decision: { decision: 'rejected', reason },
    });
    expect(await lastSms(t.app, '03462000003')).toBe(ADMIN_MSG.rejectedSms(reason));
    const refused = await login('03462000003');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'account_rejected',
      message: ADMIN_MSG.registrationRejected(reason),
      reason,
    });
    expect((await login('03462000003', '9999')).statusCode).toBe(401);
    expect((await decide(admin, id, { decision: 'reject', reason })).statusCode).toBe(409);
    expect(
      (await admin.inject({ url: '/api/Retailers?status=rejected' })).json().map((r: { id: number }) => r.id),
    ).toContain(id);

    expect((await decide(admin, id, { decision: 'approve' })).statusCode).toBe(200);
    expect((await login('03462000003')).statusCode).toBe(200);
    // Deactivation and activation are decisions too; the history reads newest first, with the admin's name.
    await admin.inject({ method: 'PUT', url: `/api/Retailers/UpdateStatus/${id}`, payload: { is_disabled: true } });
    await admin.inject({ method: 'PUT', url: `/api/Retailers/UpdateStatus/${id}`, payload: { is_disabled: true } });
    await admin.inject({ method: 'PUT', url: `/api/Retailers/UpdateStatus/${id}`, payload: { is_disabled: false } });
    const history = await admin.inject({ url: `/api/Retailers/${id}/decisions` });
    expect(history.statusCode).toBe(200);
    expect(history.json().map((d: { decision: string }) => d.decision)).toEqual([
      'enabled',
      'disabled',
      'approved',
      'rejected',
    ]);
    expect(history.json().every((d: { decided_by_name: string }) => d.decided_by_name === 'Demo Admin')).toBe(true);
    expect((await admin.inject({ url: `/api/WholesellerControllerSignUp/${id}/decisions` })).statusCode).toBe(404);
    expect(
      (await admin.inject({ url: `/api/Retailers/${await demoAccountId(t, 'admin')}/decisions` })).statusCode,
    ).toBe(404);
  });

  it('approves a waiting seller, whose sign-in then works', async () => {
    const res = await registerSellerIn('sellers', '03462000004', 'Queue Traders');
    const id = res.json().id as number;
    const row = (await admin.inject({ url: '/api/WholesellerControllerSignUp?status=waiting' }))
      .json()
      .find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({
      busniess_name: 'Queue Traders',
      approval: 'waiting',
      status: 'Awaiting approval',
      decision: null,
    });
    expect((await decide(admin, id, { decision: 'approve' })).json()).toMatchObject({
      id,
      busniess_name: 'Queue Traders',
      approval: 'approved',
    });
    expect((await login('03462000004')).statusCode).toBe(200);
    expect((await decide(admin, 999_999, { decision: 'approve' })).statusCode).toBe(404);
    expect((await decide(admin, await demoAccountId(t, 'admin'), { decision: 'approve' })).statusCode).toBe(404);
  });

  it('answers 401 to visitors and 403 to sellers and retailers, changing nothing', async () => {
    const id = Number((await registerRetailerIn('all', '03462000005')).body);
    const calls = [
      { method: 'GET', url: '/api/Admin/approvals/count' },
      { method: 'POST', url: `/api/Admin/approvals/${id}`, payload: { decision: 'approve' } },
      { method: 'POST', url: `/api/Admin/approvals/${id}`, payload: { decision: 'reject', reason: 'x' } },
      { method: 'GET', url: `/api/Retailers/${id}/decisions` },
      { method: 'GET', url: '/api/Retailers?status=waiting' },
      { method: 'GET', url: '/api/Retailers/counts' },
      { method: 'GET', url: '/api/WholesellerControllerSignUp/counts' },
      { method: 'GET', url: `/api/Retailers?duplicate_of=${id}` },
    ] as const;
    for (const call of calls) {
      expect((await visitor.inject(call)).statusCode, `visitor ${call.method} ${call.url}`).toBe(401);
      expect((await seller.inject(call)).statusCode, `seller ${call.method} ${call.url}`).toBe(403);
      expect((await retailer.inject(call)).statusCode, `retailer ${call.method} ${call.url}`).toBe(403);
    }
    expect(
      (await t.db.selectFrom('accounts').select('approval').where('id', '=', id).executeTakeFirstOrThrow()).approval,
    ).toBe('waiting');
    expect(await t.db.selectFrom('account_decisions').select('id').where('account_id', '=', id).execute()).toHaveLength(
      0,
    );
  });
});

describe('account list filters, registration date and duplicates', () => {
  it('filters by status, with counts per status, and shows the registration date', async () => {
    const start = Date.now();
    const id = await createRetailer(t.db, {
      fullName: 'Filter Person',
      store: 'Filter Store',
      address: 'Filter Road 1',
      email: '',
      phone: '03463000001',
      pin: '1234',
    });
    await admin.inject({ method: 'PUT', url: `/api/Retailers/UpdateStatus/${id}`, payload: { is_disabled: true } });
    const disabled = (await admin.inject({ url: '/api/Retailers?status=disabled' })).json() as Array<{
      id: number;
      status: string;
      created_at: string;
    }>;
    expect(disabled.map((r) => r.id)).toContain(id);
    expect(disabled.every((r) => r.status === 'Disabled')).toBe(true);
    const row = disabled.find((r) => r.id === id)!;
    expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(start - 5_000);
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const active = (await admin.inject({ url: '/api/Retailers?status=active' })).json() as Array<{
      id: number;
      status: string;
    }>;
    expect(active.map((r) => r.id)).not.toContain(id);
    expect(active.every((r) => r.status === 'Active')).toBe(true);

    const counts = (await admin.inject({ url: '/api/Retailers/counts' })).json();
    const all = (await admin.inject({ url: '/api/Retailers' })).json() as unknown[];
    expect(counts.total).toBe(all.length);
    expect(counts.active + counts.disabled + counts.waiting + counts.rejected).toBe(counts.total);
    expect(counts.active).toBe(active.length);
    expect(counts.disabled).toBe(disabled.length);
    expect((await admin.inject({ url: '/api/Retailers/counts?search=filter store' })).json()).toMatchObject({
      total: 1,
      disabled: 1,
    });
    expect((await admin.inject({ url: '/api/Retailers?status=sleeping' })).statusCode).toBe(400);
    expect((await admin.inject({ url: '/api/Retailers?dir=up' })).statusCode).toBe(400);
    expect((await admin.inject({ url: '/api/Retailers?duplicate_of=abc' })).statusCode).toBe(400);
  });

  it('flags the same store and address, and the same name with a similar phone, never a similar phone alone', async () => {
    const make = (fullName: string, store: string, address: string, phone: string) =>
      createRetailer(t.db, { fullName, store, address, email: '', phone, pin: '1234' });
    const a = await make('Kamran Ali', 'Al-Noor Pharmacy', 'Shop 5, Main Bazar, Quetta', '03464000001');
    const b = await make('Zeeshan Khan', 'al noor  pharmacy', 'shop 5 main bazar quetta', '03469876543');
    const c = await make('Bilal Ahmed', 'Bilal Medicos', 'Block A, Gulberg, Lahore', '03471112201');
    const d = await make('bilal  ahmed', 'Ahmed Chemists', 'Street 9, Model Town, Lahore', '03471112299');
    const e = await make('Bilal Ahmed', 'Third Store', 'Somewhere Else 3', '03479998877');
    const f = await make('Other Person', 'Fourth Store', 'Somewhere Else 4', '03471112277');

    const rows = (await admin.inject({ url: '/api/Retailers?duplicates=1' })).json() as Array<{
      id: number;
      duplicate_of: Array<{ id: number; name: string; matches: string }>;
    }>;
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect([a, b, c, d].every((id) => byId.has(id))).toBe(true);
    expect(byId.has(e)).toBe(false);
    expect(byId.has(f)).toBe(false);
    expect(byId.get(a)!.duplicate_of).toEqual([{ id: b, name: 'al noor  pharmacy', matches: 'store_address' }]);
    expect(byId.get(c)!.duplicate_of).toEqual([{ id: d, name: 'Ahmed Chemists', matches: 'name_phone' }]);
    expect((await admin.inject({ url: '/api/Retailers/length?duplicates=1' })).body).toBe(String(rows.length));
    expect((await admin.inject({ url: '/api/Retailers/counts' })).json().duplicates).toBe(rows.length);
    // Within a search the count is of the matching accounts, whose duplicates may lie outside it: "Bilal" finds c, d
    // and e, and c and d are flagged (by each other), e is not.
    expect((await admin.inject({ url: '/api/Retailers/counts?search=bilal' })).json()).toMatchObject({
      total: 3,
      duplicates: 2,
    });
    expect((await admin.inject({ url: '/api/Retailers/counts?search=Kamran' })).json()).toMatchObject({
      total: 1,
      duplicates: 1,
    });

    const together = (await admin.inject({ url: `/api/Retailers?duplicate_of=${a}` })).json() as Array<{ id: number }>;
    expect(together.map((r) => r.id).sort()).toEqual([a, b].sort());
    const plain = (await admin.inject({ url: `/api/Retailers?search=Third Store` })).json();
    expect(plain[0].duplicate_of).toEqual([]);

    // The keys follow every change: a moved store is no longer flagged.
    await t.db.updateTable('retailers').set({ address: 'New Address 12, Quetta Cantt' }).where('id', '=', b).execute();
    const after = (await admin.inject({ url: `/api/Retailers?duplicate_of=${a}` })).json() as Array<{
      id: number;
      duplicate_of: unknown[];
    }>;
    expect(after.map((r) => r.id)).toEqual([a]);
    expect(after[0].duplicate_of).toEqual([]);
  });

  it('flags wholesalers too: the same name with a similar phone', async () => {
    const x = await createSeller(t.db, {
      full_name: 'Faisal Mehmood',
      busniess_name: 'Faisal Traders',
      address: 'Market 1',
      email: '',
      phone: '03481234501',
      pin: '1234',
    });
    const y = await createSeller(t.db, {
      full_name: 'Faisal Mehmood',
      busniess_name: 'Mehmood Distributors',
      address: 'Market 2',
      email: '',
      phone: '03481234588',
      pin: '1234',
    });
    const rows = (await admin.inject({ url: `/api/WholesellerControllerSignUp?duplicate_of=${x}` })).json() as Array<{
      id: number;
      duplicate_of: Array<{ id: number; matches: string }>;
    }>;
    expect(rows.map((r) => r.id).sort()).toEqual([x, y].sort());
    expect(rows.find((r) => r.id === x)!.duplicate_of).toEqual([
      { id: y, name: 'Mehmood Distributors', matches: 'name_phone' },
    ]);
    // The sellers registered above share a name and a run of numbers: flagged as well, and counted alike.
    const flagged = (await admin.inject({ url: '/api/WholesellerControllerSignUp?duplicates=1' })).json() as Array<{
      id: number;
    }>;
    expect(flagged.map((r) => r.id)).toEqual(expect.arrayContaining([x, y]));
    expect((await admin.inject({ url: '/api/WholesellerControllerSignUp/counts' })).json().duplicates).toBe(
      flagged.length,
    );
  });

  it('a disabled account answers the same 403 (account_disabled) for a right and a wrong PIN', async () => {
    const id = await createRetailer(t.db, {
      fullName: 'Closed Person',
      store: 'Closed Store',
      address: 'Closed Road 1',
      email: '',
      phone: '03465000001',
      pin: '1234',
    });
    await admin.inject({ method: 'PUT', url: `/api/Retailers/UpdateStatus/${id}`, payload: { is_disabled: true } });
    const right = await login('03465000001');
    const wrong = await login('03465000001', '4321');
    expect(right.statusCode).toBe(403);
    expect(wrong.body).toBe(right.body);
    expect(right.json()).toEqual({ error: 'account_disabled', message: MSG.profileDisabled });
  });
});
