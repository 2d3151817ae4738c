import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TEAM_MSG } from '@dawalink/shared';
import { auditedRouteKeys } from './audit.hook.js';
import {
  buildTestApp,
  callersAs,
  DEMO_PHONES,
  demoAccountId,
  lastSms,
  type Caller,
  type TestApp,
} from '../../test/helpers.js';

let t: TestApp;
let c: Record<'seller' | 'seller2' | 'retailer' | 'admin' | 'visitor', Caller>;

beforeAll(async () => {
  t = await buildTestApp({ env: { OTP_RESEND_S: '0', LOOKUP_IP_PER_MIN: '100000', API_RATE_PER_MIN: '100000' } });
  c = await callersAs(t.app, ['seller', 'seller2', 'retailer', 'admin', 'visitor'] as const);
});
afterAll(async () => {
  await t.close();
});

let phoneSeq = 0;
const newPhone = () => `0333${String(5550000 + phoneSeq++)}`;

/** A caller holding the session cookie a response set. */
function callerFrom(app: FastifyInstance, res: { cookies: Array<{ name: string; value: string }> }): Caller {
  const sid = res.cookies.find((x) => x.name === 'sid')?.value ?? null;
  return { sid, inject: (o) => app.inject({ ...o, cookies: { ...(o.cookies ?? {}), ...(sid ? { sid } : {}) } }) };
}

/** The member's side of joining: SMS code of purpose team, verify, set the PIN (signed in at once). */
async function join(phone: string, pin = '4321') {
  const sent = await t.app.inject({ method: 'POST', url: `/api/OTP/${phone}`, payload: { purpose: 'team' } });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = /code is (\d{4})/.exec(await lastSms(t.app, phone))![1];
  const verified = await t.app.inject({
    method: 'POST',
    url: `/api/OTP/${phone}/verify`,
    payload: { code, purpose: 'team' },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Team/join',
    payload: { verification_token: verified.json().verification_token, pin },
  });
  return res;
}

async function addAndJoin(owner: Caller, role: string, name = `Member ${role}`) {
  const phone = newPhone();
  const added = await owner.inject({ method: 'POST', url: '/api/Team', payload: { phone, name, role } });
  expect(added.statusCode, added.body).toBe(201);
  const joined = await join(phone);
  expect(joined.statusCode, joined.body).toBe(200);
  return { id: added.json().id as number, phone, caller: callerFrom(t.app, joined), user: joined.json().user };
}

const signIn = (phone: string, pin = '4321') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone, pin } });

describe('the team: adding, joining, signing in', () => {
  it('the owner adds a member (pending), who verifies the phone, sets a PIN and signs in as the seller with a role', async () => {
    const sellerId = await demoAccountId(t, 'seller');
    const phone = newPhone();
    const added = await c.seller.inject({
      method: 'POST',
      url: '/api/Team',
      payload: { phone, name: 'Asif Clerk', role: 'clerk' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ phone, name: 'Asif Clerk', role: 'clerk', state: 'pending', joined_at: null });
    expect(await lastSms(t.app, phone)).toContain('Order clerk');

    // Pending: no sign-in yet.
    expect((await signIn(phone)).statusCode).toBe(401);
    const joined = await join(phone, '8642');
    expect(joined.statusCode).toBe(200);
    expect(joined.json().user).toMatchObject({
      id: sellerId,
      type: 'seller',
      role: 'clerk',
      member_name: 'Asif Clerk',
      phone,
    });

    const list = await c.seller.inject({ url: '/api/Team' });
    expect(list.json().find((m: { phone: string }) => m.phone === phone)).toMatchObject({ state: 'joined' });

    const login = await signIn(phone, '8642');
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ id: sellerId, type: 'seller', role: 'clerk' });
    const me = await callerFrom(t.app, login).inject({ url: '/api/auth/me' });
    expect(me.json().user).toMatchObject({ id: sellerId, type: 'seller', role: 'clerk', fullName: 'Asif Clerk' });
    // A wrong PIN is the ordinary 401.
    expect((await signIn(phone, '0000')).statusCode).toBe(401);
  });

  it('the original seller account signs in with role owner', async () => {
    const res = await signIn(DEMO_PHONES.seller, '1234');
    expect(res.json().user).toMatchObject({ type: 'seller', role: 'owner' });
    expect(res.json().user.member_id).toBeUndefined();
  });

  it('joining needs an invitation, a right code, and happens once', async () => {
    const stranger = newPhone();
    const noInvite = await t.app.inject({ method: 'POST', url: `/api/OTP/${stranger}`, payload: { purpose: 'team' } });
    expect(noInvite.statusCode).toBe(404);
    expect(noInvite.json().message).toBe(TEAM_MSG.noInvite);

    const m = await addAndJoin(c.seller, 'booker');
    const again = await t.app.inject({ method: 'POST', url: `/api/OTP/${m.phone}`, payload: { purpose: 'team' } });
    expect(again.statusCode).toBe(409);

    // A token of another purpose does not join.
    const phone = newPhone();
    await c.seller.inject({ method: 'POST', url: '/api/Team', payload: { phone, name: 'Other', role: 'clerk' } });
    await t.app.inject({ method: 'POST', url: `/api/OTP/${phone}`, payload: { purpose: 'register' } });
    const code = /code is (\d{4})/.exec(await lastSms(t.app, phone))![1];
    const v = await t.app.inject({
      method: 'POST',
      url: `/api/OTP/${phone}/verify`,
      payload: { code, purpose: 'register' },
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/Team/join',
      payload: { verification_token: v.json().verification_token, pin: '1111' },
    });
    expect(wrong.statusCode).toBe(400);
    const row = await t.db
      .selectFrom('team_members')
      .select('pin_hash')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.pin_hash).toBeNull();
    // Bad input: 400, nothing written.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/Team/join',
          payload: { verification_token: 'x'.repeat(43), pin: '12' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses bad input and other callers', async () => {
    const before = await t.db
      .selectFrom('team_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const payload of [
      { phone: '123', name: 'A', role: 'clerk' },
      { phone: newPhone(), name: '', role: 'clerk' },
      { phone: newPhone(), name: 'A', role: 'boss' },
    ]) {
      expect((await c.seller.inject({ method: 'POST', url: '/api/Team', payload })).statusCode).toBe(400);
    }
    expect(
      (
        await c.retailer.inject({
          method: 'POST',
          url: '/api/Team',
          payload: { phone: newPhone(), name: 'A', role: 'clerk' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await c.visitor.inject({ url: '/api/Team' })).statusCode).toBe(401);
    const after = await t.db
      .selectFrom('team_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('phone conflicts', () => {
  it('a staff phone cannot be a retailer, a seller, or another seller’s member (409 with a clear message)', async () => {
    const cases: Array<[string, string]> = [
      [DEMO_PHONES.retailer, TEAM_MSG.phoneIsRetailer],
      [DEMO_PHONES.seller2, TEAM_MSG.phoneIsSeller],
      [DEMO_PHONES.admin, TEAM_MSG.phoneIsAdmin],
    ];
    for (const [phone, message] of cases) {
      const res = await c.seller.inject({
        method: 'POST',
        url: '/api/Team',
        payload: { phone, name: 'X', role: 'clerk' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
    }
    const phone = newPhone();
    await c.seller.inject({ method: 'POST', url: '/api/Team', payload: { phone, name: 'X', role: 'clerk' } });
    const same = await c.seller.inject({
      method: 'POST',
      url: '/api/Team',
      payload: { phone, name: 'X', role: 'booker' },
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(TEAM_MSG.phoneInThisTeam);
    const other = await c.seller2.inject({
      method: 'POST',
      url: '/api/Team',
      payload: { phone, name: 'X', role: 'clerk' },
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(TEAM_MSG.phoneInOtherTeam);
  });

  it('a member’s phone cannot register as a retailer', async () => {
    const phone = newPhone();
    await c.seller.inject({ method: 'POST', url: '/api/Team', payload: { phone, name: 'X', role: 'clerk' } });
    await t.app.inject({ method: 'POST', url: `/api/OTP/${phone}`, payload: { purpose: 'register' } });
    const code = /code is (\d{4})/.exec(await lastSms(t.app, phone))![1];
    const v = await t.app.inject({ method: 'POST', url: `/api/OTP/${phone}/verify`, payload: { code } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Retailers',
      payload: {
        fullName: 'Some One',
        email: '',
        phone,
        store: 'Some Store',
        address: 'Street 1',
        password: '1234',
        verification_token: v.json().verification_token,
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TEAM_MSG.phoneIsStaff);
  });
});

describe('roles on routes', () => {
  it('a clerk works the orders but not the product list, settings or team (403)', async () => {
    const sellerId = await demoAccountId(t, 'seller');
    const { caller } = await addAndJoin(c.seller, 'clerk');
    expect(
      (await caller.inject({ url: `/api/OrdersCategory/seller/0/10`.replace('seller/', `seller/${sellerId}/`) }))
        .statusCode,
    ).toBe(200);
    const order = await t.db
      .selectFrom('orders')
      .select('id')
      .where('wholeseller_id', '=', sellerId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await caller.inject({ url: `/api/Orders/${order.id}/items/details` })).statusCode).toBe(200);
    const listing = await t.db
      .selectFrom('listings')
      .select('id')
      .where('wholeseller_id', '=', sellerId)
      .executeTakeFirstOrThrow();
    const put = await caller.inject({
      method: 'PUT',
      url: `/api/MedicalProducts/${listing.id}`,
      payload: { total_price: 1, offer: 0, bonus: '' },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe(TEAM_MSG.roleForbidden);
    expect((await caller.inject({ url: `/api/WholesellerCategory/${sellerId}` })).statusCode).toBe(403);
    expect((await caller.inject({ method: 'PUT', url: '/api/SellerSettings', payload: {} })).statusCode).toBe(403);
    expect((await caller.inject({ url: '/api/Team' })).statusCode).toBe(403);
    expect(
      (
        await caller.inject({
          method: 'POST',
          url: '/api/Team',
          payload: { phone: newPhone(), name: 'X', role: 'owner' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('a catalogue member edits prices but not orders; an accountant reads the ledger but not the product list', async () => {
    const sellerId = await demoAccountId(t, 'seller');
    const retailerId = await demoAccountId(t, 'retailer');
    const cat = await addAndJoin(c.seller, 'catalogue');
    const acc = await addAndJoin(c.seller, 'accountant');
    expect((await cat.caller.inject({ url: `/api/WholesellerCategory/${sellerId}` })).statusCode).toBe(200);
    expect((await cat.caller.inject({ url: `/api/OrdersCategory/seller/counts/${sellerId}` })).statusCode).toBe(403);
    expect((await acc.caller.inject({ url: `/api/Ledger/${retailerId}` })).statusCode).toBe(200);
    expect((await acc.caller.inject({ url: `/api/WholesellerCategory/${sellerId}` })).statusCode).toBe(403);
    // Another seller's objects stay 404 for a member too.
    const seller2Id = await demoAccountId(t, 'seller2');
    expect((await cat.caller.inject({ url: `/api/WholesellerCategory/${seller2Id}` })).statusCode).toBe(404);
  });

  it('a member with the owner role may do what the owner does, the team included', async () => {
    const m = await addAndJoin(c.seller, 'owner');
    expect((await m.caller.inject({ url: '/api/Team' })).statusCode).toBe(200);
    expect((await m.caller.inject({ url: '/api/SellerSettings' })).statusCode).toBe(200);
  });
});

describe('sessions end at once', () => {
  it('removing a member ends their sessions; their phone can no longer sign in', async () => {
    const m = await addAndJoin(c.seller, 'clerk');
    expect((await m.caller.inject({ url: '/api/auth/me' })).statusCode).toBe(200);
    // Another seller cannot remove them (404), nor a staff member (403).
    expect((await c.seller2.inject({ method: 'DELETE', url: `/api/Team/${m.id}` })).statusCode).toBe(404);
    expect((await m.caller.inject({ method: 'DELETE', url: `/api/Team/${m.id}` })).statusCode).toBe(403);
    const del = await c.seller.inject({ method: 'DELETE', url: `/api/Team/${m.id}` });
    expect(del.statusCode).toBe(200);
    expect((await m.caller.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await signIn(m.phone)).statusCode).toBe(401);
    expect((await c.seller.inject({ method: 'DELETE', url: `/api/Team/${m.id}` })).statusCode).toBe(404);
  });

  it('changing a role ends their sessions; the next sign-in carries the new role', async () => {
    const m = await addAndJoin(c.seller, 'clerk');
    expect(
      (await c.seller2.inject({ method: 'PUT', url: `/api/Team/${m.id}`, payload: { role: 'owner' } })).statusCode,
    ).toBe(404);
    expect(
      (await c.seller.inject({ method: 'PUT', url: `/api/Team/${m.id}`, payload: { role: 'boss' } })).statusCode,
    ).toBe(400);
    const res = await c.seller.inject({ method: 'PUT', url: `/api/Team/${m.id}`, payload: { role: 'catalogue' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'catalogue', state: 'joined' });
    expect((await m.caller.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    const login = await signIn(m.phone);
    expect(login.json().user.role).toBe('catalogue');
  });

  it('the owner changing their own PIN keeps the staff signed in', async () => {
    const m = await addAndJoin(c.seller, 'clerk');
    const sellerId = await demoAccountId(t, 'seller');
    const { deleteAccountSessions } = await import('../../identity/sessions.service.js');
    await deleteAccountSessions(t.db, sellerId, undefined, 'own');
    expect((await m.caller.inject({ url: '/api/auth/me' })).statusCode).toBe(200);
    c.seller = (await callersAs(t.app, ['seller'] as const)).seller;
  });

  it('the team changes are recorded with who made them', async () => {
    const audit = await c.seller.inject({ url: '/api/Team/audit' });
    expect(audit.statusCode).toBe(200);
    const actions = audit.json().map((a: { action: string }) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['team.add', 'team.remove', 'team.role']));
  });
});

describe('who did it', () => {
  it('a clerk’s status change shows the clerk’s name on the order timeline; payments and price changes are recorded', async () => {
    const sellerId = await demoAccountId(t, 'seller');
    const retailerId = await demoAccountId(t, 'retailer');
    const clerk = await addAndJoin(c.seller, 'clerk', 'Bilal Clerk');
    const order = await t.db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('wholeseller_id', '=', sellerId)
      .where('status', '=', 'Pending')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const put = await clerk.caller.inject({
      method: 'PUT',
      url: `/api/Orders/${order.id}`,
      payload: { status: 'Payment Received' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const history = (await c.seller.inject({ url: `/api/Orders/${order.id}/history` })).json();
    expect(history.at(-1)).toMatchObject({ to_status: 'Payment Received', changed_by_name: 'Bilal Clerk' });
    const row = await t.db
      .selectFrom('order_status_history')
      .select(['member_id', 'actor_name'])
      .where('order_id', '=', order.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ member_id: clerk.id, actor_name: 'Bilal Clerk' });

    const acc = await addAndJoin(c.seller, 'accountant', 'Sana Accounts');
    const pay = await acc.caller.inject({
      method: 'POST',
      url: `/api/Ledger/${retailerId}/payments`,
      payload: { amount: 10, method: 'cash', reference: '' },
    });
    expect(pay.statusCode, pay.body).toBe(201);
    const cat = await addAndJoin(c.seller, 'catalogue', 'Kamran Catalogue');
    const listing = await t.db
      .selectFrom('listings')
      .select(['id', 'total_price', 'offer', 'bonus'])
      .where('wholeseller_id', '=', sellerId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const newPrice = Number(listing.total_price) + 1;
    const price = await cat.caller.inject({
      method: 'PUT',
      url: `/api/MedicalProducts/${listing.id}`,
      payload: { total_price: newPrice, offer: Number(listing.offer), bonus: listing.bonus },
    });
    expect(price.statusCode, price.body).toBe(200);
    // A refused change records nothing.
    expect(
      (
        await clerk.caller.inject({
          method: 'PUT',
          url: `/api/MedicalProducts/${listing.id}`,
          payload: { total_price: 1, offer: 0, bonus: '' },
        })
      ).statusCode,
    ).toBe(403);

    const audit = (await c.seller.inject({ url: '/api/Team/audit' })).json() as Array<{
      action: string;
      actor_name: string;
      object_id: number;
      detail: string;
      object_name: string | null;
    }>;
    // The thing acted on is named (the retailer's store, the listing's product), for the owner's Activity list.
    const store = await t.db
      .selectFrom('retailers')
      .select('store')
      .where('id', '=', retailerId)
      .executeTakeFirstOrThrow();
    const product = await t.db
      .selectFrom('listings')
      .innerJoin('products', 'products.id', 'listings.product_id')
      .select('products.product_name')
      .where('listings.id', '=', listing.id)
      .executeTakeFirstOrThrow();
    expect(audit.find((a) => a.action === 'payment')).toMatchObject({
      actor_name: 'Sana Accounts',
      object_id: retailerId,
      object_name: store.store,
    });
    const priceRecords = audit.filter((a) => a.action === 'listing.update');
    expect(priceRecords).toHaveLength(1);
    expect(priceRecords[0]).toMatchObject({
      actor_name: 'Kamran Catalogue',
      object_id: listing.id,
      object_name: product.product_name,
    });
    expect(audit.find((a) => a.action === 'team.add')).toMatchObject({ object_name: null });
    expect(JSON.parse(priceRecords[0].detail)).toMatchObject({ total_price: newPrice });
    // The audit is the owner's alone.
    expect((await acc.caller.inject({ url: '/api/Team/audit' })).statusCode).toBe(403);
  });
});

describe('who imported a price list', () => {
  it('a catalogue member’s price-list import is recorded with their name', async () => {
    const cat = await addAndJoin(c.seller, 'catalogue', 'Rabia Prices');
    const csv = (await cat.caller.inject({ url: '/api/PriceList/export' })).body;
    const preview = await cat.caller.inject({
      method: 'POST',
      url: '/api/PriceList/preview',
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const applied = await cat.caller.inject({
      method: 'POST',
      url: '/api/PriceList/apply',
      payload: { import_id: preview.json().import_id, skip_refused: true },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const audit = (await c.seller.inject({ url: '/api/Team/audit' })).json() as Array<{
      action: string;
      actor_name: string;
    }>;
    expect(audit.find((a) => a.action === 'price_list.apply')).toMatchObject({ actor_name: 'Rabia Prices' });
  });
});

describe('the audited actions', () => {
  it('are routes of the app, none of them a read (the audit hook lets every GET pass at its first test)', () => {
    const keys = auditedRouteKeys();
    expect(keys.length).toBeGreaterThan(5);
    for (const key of keys) {
      const [method, url] = key.split(' ');
      expect(method, key).not.toBe('GET');
      expect(t.app.hasRoute({ method: method as 'POST', url }), key).toBe(true);
    }
  });
});
