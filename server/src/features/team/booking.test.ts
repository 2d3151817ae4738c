import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TEAM_MSG } from '@dawalink/shared';
import { buildTestApp, callersAs, demoAccountId, lastSms, type Caller, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let c: Record<'seller' | 'seller2' | 'retailer' | 'retailer2' | 'visitor', Caller>;
let sellerId: number;
let listingId: number;

beforeAll(async () => {
  t = await buildTestApp({ env: { OTP_RESEND_S: '0', LOOKUP_IP_PER_MIN: '100000', API_RATE_PER_MIN: '100000' } });
  c = await callersAs(t.app, ['seller', 'seller2', 'retailer', 'retailer2', 'visitor'] as const);
  sellerId = await demoAccountId(t, 'seller');
  listingId = (
    await t.db
      .selectFrom('listings')
      .select('id')
      .where('wholeseller_id', '=', sellerId)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t.close();
});

let phoneSeq = 0;
const newPhone = () => `0334${String(6660000 + phoneSeq++)}`;

function callerFrom(app: FastifyInstance, res: { cookies: Array<{ name: string; value: string }> }): Caller {
  const sid = res.cookies.find((x) => x.name === 'sid')?.value ?? null;
  return { sid, inject: (o) => app.inject({ ...o, cookies: { ...(o.cookies ?? {}), ...(sid ? { sid } : {}) } }) };
}

async function tokenFor(phone: string, purpose: 'team' | 'register') {
  const sent = await t.app.inject({ method: 'POST', url: `/api/OTP/${phone}`, payload: { purpose } });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = /code is (\d{4})/.exec(await lastSms(t.app, phone))![1];
  const v = await t.app.inject({ method: 'POST', url: `/api/OTP/${phone}/verify`, payload: { code, purpose } });
  return v.json().verification_token as string;
}

async function member(role: string, name: string) {
  const phone = newPhone();
  expect((await c.seller.inject({ method: 'POST', url: '/api/Team', payload: { phone, name, role } })).statusCode).toBe(
    201,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Team/join',
    payload: { verification_token: await tokenFor(phone, 'team'), pin: '4321' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return callerFrom(t.app, res);
}

const book = (caller: Caller, retailerId: number | undefined, extra: Record<string, unknown> = {}) =>
  caller.inject({
    method: 'POST',
    url: '/api/Orders',
    payload: {
      wholeseller_id: sellerId,
      retailer_id: retailerId,
      items: [{ listing_id: listingId, quantity: 2 }],
      ...extra,
    },
  });

describe('orders booked for a retailer', () => {
  it('a booker registers a new retailer (who reads out the SMS code), books for them; the retailer is texted and sees it', async () => {
    const booker = await member('booker', 'Imran Booker');
    const phone = newPhone();
    const token = await tokenFor(phone, 'register');
    const reg = await booker.inject({
      method: 'POST',
      url: '/api/Booking/retailers',
      payload: {
        phone,
        fullName: 'Nadia Khan',
        store: 'Nadia Medical Store',
        address: 'Main Bazar, Lahore',
        pin: '2468',
        verification_token: token,
      },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const retailerId = reg.json().id as number;
    expect(reg.json()).toMatchObject({ store: 'Nadia Medical Store', phone, orders: 0, last_ordered: null });
    // Nobody was signed in as the retailer by this.
    expect(reg.cookies.find((x) => x.name === 'sid')).toBeUndefined();

    const placed = await book(booker, retailerId);
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = Number(placed.body);
    const row = await t.db
      .selectFrom('orders')
      .select(['retailer_id', 'wholeseller_id', 'booked_by', 'total', 'store'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      retailer_id: retailerId,
      wholeseller_id: sellerId,
      booked_by: 'Imran Booker',
      store: 'Nadia Medical Store',
    });
    const sms = await lastSms(t.app, phone);
    expect(sms).toContain(`#${orderId}`);
    expect(sms).toContain('Imran Booker');

    // The retailer signs in with the PIN they typed and sees the order in My Orders, booked_by on the row.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone, pin: '2468' } });
    expect(login.statusCode).toBe(200);
    const mine = await callerFrom(t.app, login).inject({ url: `/api/OrdersCategory/${retailerId}` });
    expect(mine.json()).toEqual([expect.objectContaining({ id: orderId, booked_by: 'Imran Booker' })]);
    // The seller's order row and timeline name the booker.
    expect((await c.seller.inject({ url: `/api/Orders/${orderId}` })).json()[0]).toMatchObject({
      booked_by: 'Imran Booker',
    });
    const history = (await c.seller.inject({ url: `/api/Orders/${orderId}/history` })).json();
    expect(history[0]).toMatchObject({ to_status: 'Pending', changed_by_name: 'Imran Booker' });

    // The booker's list: this retailer with its last order.
    const list = (await booker.inject({ url: '/api/Booking/retailers' })).json();
    expect(list).toEqual([expect.objectContaining({ id: retailerId, orders: 1, days_since_order: 0 })]);
    const bookings = (await booker.inject({ url: '/api/Booking/orders' })).json();
    expect(bookings.map((o: { id: number }) => o.id)).toEqual([orderId]);
    expect((await booker.inject({ url: `/api/Booking/orders/${orderId}` })).json()).toMatchObject({
      id: orderId,
      items: [expect.objectContaining({ listing_id: listingId, quantity: 2 })],
    });
  });

  it('a booker sees only their own bookings: another booker’s is 404; the owner sees all', async () => {
    const retailerId = await demoAccountId(t, 'retailer');
    const a = await member('booker', 'Booker A');
    const b = await member('booker', 'Booker B');
    const orderId = Number((await book(a, retailerId)).body);
    expect((await b.inject({ url: `/api/Booking/orders/${orderId}` })).statusCode).toBe(404);
    expect((await b.inject({ url: '/api/Booking/orders' })).json().map((o: { id: number }) => o.id)).not.toContain(
      orderId,
    );
    expect((await b.inject({ url: '/api/Booking/retailers' })).json().map((r: { id: number }) => r.id)).not.toContain(
      retailerId,
    );
    expect((await a.inject({ url: `/api/Booking/orders/${orderId}` })).statusCode).toBe(200);
    expect((await c.seller.inject({ url: `/api/Booking/orders/${orderId}` })).statusCode).toBe(200);
    // Bookers have no order routes of the seller: other orders are out of reach.
    expect((await a.inject({ url: `/api/Orders/${orderId}` })).statusCode).toBe(403);
    expect((await c.seller2.inject({ url: `/api/Booking/orders/${orderId}` })).statusCode).toBe(404);
  });

  it('the owner books too; a retailer’s own order has booked_by null and retailer_id in its body is ignored', async () => {
    const retailerId = await demoAccountId(t, 'retailer');
    const retailer2Id = await demoAccountId(t, 'retailer2');
    const owner = await book(c.seller, retailerId);
    expect(owner.statusCode).toBe(200);
    const ownerRow = await t.db
      .selectFrom('orders')
      .select(['booked_by', 'booked_by_member'])
      .where('id', '=', Number(owner.body))
      .executeTakeFirstOrThrow();
    expect(ownerRow.booked_by).toBeTruthy();
    expect(ownerRow.booked_by_member).toBeNull();

    const own = await c.retailer.inject({
      method: 'POST',
      url: '/api/Orders',
      payload: { wholeseller_id: sellerId, retailer_id: retailer2Id, items: [{ listing_id: listingId, quantity: 1 }] },
    });
    expect(own.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('orders')
      .select(['retailer_id', 'booked_by'])
      .where('id', '=', Number(own.body))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ retailer_id: retailerId, booked_by: null });
  });

  it('refuses: no retailer, an unknown retailer, another seller, wrong roles, bad input; nothing placed', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const booker = await member('booker', 'Booker C');
    const clerk = await member('clerk', 'Clerk C');
    const retailerId = await demoAccountId(t, 'retailer');
    const none = await book(booker, undefined);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(TEAM_MSG.retailerRequired);
    expect((await book(booker, 999999)).statusCode).toBe(404);
    expect((await book(booker, sellerId)).statusCode).toBe(404); // a seller is no retailer
    expect((await book(booker, retailerId, { wholeseller_id: await demoAccountId(t, 'seller2') })).statusCode).toBe(
      404,
    );
    expect((await book(clerk, retailerId)).statusCode).toBe(403);
    expect((await clerk.inject({ url: '/api/Booking/retailers' })).statusCode).toBe(403);
    expect((await book(booker, retailerId, { items: [] })).statusCode).toBe(400);
    expect((await book(booker, retailerId, { retailer_id: 'x' })).statusCode).toBe(400);
    // Another seller's listing is not the booker's to sell.
    const other = await t.db
      .selectFrom('listings')
      .select('id')
      .where('wholeseller_id', '=', await demoAccountId(t, 'seller2'))
      .executeTakeFirstOrThrow();
    expect((await book(booker, retailerId, { items: [{ listing_id: other.id, quantity: 1 }] })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('the retailer’s credit limit applies to a booked order as to their own', async () => {
    const retailer2Id = await demoAccountId(t, 'retailer2');
    const booker = await member('booker', 'Booker D');
    const terms = await c.seller.inject({
      method: 'PUT',
      url: `/api/Ledger/${retailer2Id}/terms`,
      payload: { credit_limit: 0.01, on_limit: 'block' },
    });
    expect(terms.statusCode, terms.body).toBe(200);
    const res = await book(booker, retailer2Id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('credit_limit');
  });

  it('searches retailers by store or phone: the seller’s own by part, others only by the whole phone', async () => {
    const booker = await member('booker', 'Booker E');
    const retailer = await t.db
      .selectFrom('retailers')
      .innerJoin('accounts', 'accounts.id', 'retailers.id')
      .select(['retailers.id', 'retailers.store', 'accounts.phone'])
      .where('retailers.id', '=', await demoAccountId(t, 'retailer'))
      .executeTakeFirstOrThrow();
    const byStore = (
      await booker.inject({ url: `/api/Booking/retailers?q=${encodeURIComponent(retailer.store.slice(0, 5))}` })
    ).json();
    expect(byStore.map((r: { id: number }) => r.id)).toContain(retailer.id);
    // A registered retailer who never ordered here: found by the whole phone only.
    const phone = newPhone();
    await t.app.inject({
      method: 'POST',
      url: '/api/Retailers',
      payload: {
        fullName: 'Far Away',
        email: '',
        phone,
        store: 'Faraway Pharmacy',
        address: 'Street 9',
        password: '1234',
        verification_token: await tokenFor(phone, 'register'),
      },
    });
    expect((await booker.inject({ url: '/api/Booking/retailers?q=Faraway' })).json()).toEqual([]);
    expect((await booker.inject({ url: `/api/Booking/retailers?q=${phone}` })).json()).toEqual([
      expect.objectContaining({ store: 'Faraway Pharmacy', orders: 0 }),
    ]);
    expect((await booker.inject({ url: `/api/Booking/retailers?q=${'x'.repeat(100)}` })).statusCode).toBe(400);
  });

  it('registering a retailer keeps the registration rules: a right token, a free phone (a team phone is not)', async () => {
    const booker = await member('booker', 'Booker F');
    const payload = (phone: string, token: string) => ({
      phone,
      fullName: 'Some One',
      store: 'Some Store',
      address: 'Street 1',
      pin: '1234',
      verification_token: token,
    });
    const phone = newPhone();
    expect(
      (await booker.inject({ method: 'POST', url: '/api/Booking/retailers', payload: payload(phone, 'y'.repeat(43)) }))
        .statusCode,
    ).toBe(400);
    const taken = await demoAccountId(t, 'retailer');
    const takenPhone = (
      await t.db.selectFrom('accounts').select('phone').where('id', '=', taken).executeTakeFirstOrThrow()
    ).phone;
    const res = await booker.inject({
      method: 'POST',
      url: '/api/Booking/retailers',
      payload: payload(takenPhone, await tokenFor(takenPhone, 'register')),
    });
    expect(res.statusCode).toBe(409);
  });
});
