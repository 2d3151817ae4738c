import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH, formatMoneyIn } from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import {
  buildTestApp,
  callersAs,
  DEMO_PHONES,
  demoAccountId,
  lastSms,
  type Caller,
  type TestApp,
} from '../test/helpers.js';
import { placeOrder, storeListings } from '../features/invoices/money.test-helpers.js';

let t: TestApp;
let c: Record<'seller' | 'retailer' | 'retailer2', Caller>;
let sellerId: number;
let retailerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  c = await callersAs(t.app, ['seller', 'retailer', 'retailer2'] as const);
  sellerId = await demoAccountId(t, 'seller');
  retailerId = await demoAccountId(t, 'retailer');
  // The demo retailer and seller read Urdu; the second retailer stays in English.
  for (const caller of [c.retailer, c.seller]) {
    expect(
      (await caller.inject({ method: 'PUT', url: '/api/auth/language', payload: { language: 'ur' } })).statusCode,
    ).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
});

const codeIn = (text: string) => /\b(\d{4})\b/.exec(text)![1];
const otp = (phone: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/OTP/${phone}`, payload });

describe('every SMS is in the language of the account that holds the phone', () => {
  it('the code: the account’s language, else the asking page’s, else English', async () => {
    expect((await otp(DEMO_PHONES.retailer, { purpose: 'reset' })).statusCode).toBe(200);
    const urdu = await lastSms(t.app, DEMO_PHONES.retailer);
    expect(urdu).toBe(URDU.SMS_MSG.code(codeIn(urdu), 5));

    // The account's language wins over the page's.
    expect((await otp(DEMO_PHONES.retailer2, { purpose: 'reset', language: 'ur' })).statusCode).toBe(200);
    const english = await lastSms(t.app, DEMO_PHONES.retailer2);
    expect(english).toBe(ENGLISH.SMS_MSG.code(codeIn(english), 5));

    // A phone no account holds: the page's language, English when the page does not say.
    expect((await otp('03009990001', { purpose: 'register', language: 'ur' })).statusCode).toBe(200);
    const newUrdu = await lastSms(t.app, '03009990001');
    expect(newUrdu).toBe(URDU.SMS_MSG.code(codeIn(newUrdu), 5));
    expect((await otp('03009990002', { purpose: 'register' })).statusCode).toBe(200);
    expect(await lastSms(t.app, '03009990002')).toMatch(/^Your DawaLink code is \d{4}\. It expires in 5 minutes\.$/);
  });

  it('an order’s status change, a payment receipt', async () => {
    const listings = await storeListings(t, sellerId);
    const orderId = await placeOrder(c.retailer, sellerId, [{ listing_id: listings[0].id, quantity: 2 }]);
    expect(
      (await c.seller.inject({ method: 'PUT', url: `/api/Orders/${orderId}`, payload: { status: 'Shipped' } }))
        .statusCode,
    ).toBe(200);
    const store = (
      await t.db.selectFrom('orders').select('seller_store').where('id', '=', orderId).executeTakeFirstOrThrow()
    ).seller_store;
    expect(await lastSms(t.app, DEMO_PHONES.retailer)).toBe(URDU.ORDER_DESK_MSG.shippedSms(orderId, store));

    // Shipping issued its invoice: the retailer owes, and pays part.
    const res = await c.seller.inject({
      method: 'POST',
      url: `/api/Ledger/${retailerId}/payments`,
      payload: { amount: 100, method: 'cash' },
    });
    expect(res.statusCode).toBe(201);
    const { receipt_no, balance } = res.json() as { receipt_no: string; balance: number };
    const text = await lastSms(t.app, DEMO_PHONES.retailer);
    expect(text).toBe(URDU.MONEY_MSG.paymentReceiptSms(store, 100, receipt_no, balance));
    expect(text).toContain(formatMoneyIn('ur', 100));
  });

  it('an order booked for a retailer: the retailer’s language, its money written in it', async () => {
    const listings = await storeListings(t, sellerId);
    const booked = async (retailer: number) => {
      const res = await c.seller.inject({
        method: 'POST',
        url: '/api/Orders',
        payload: {
          wholeseller_id: sellerId,
          retailer_id: retailer,
          items: [{ listing_id: listings[0].id, quantity: 3 }],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return t.db
        .selectFrom('orders')
        .select(['id', 'total', 'seller_store', 'booked_by'])
        .where('id', '=', Number(res.body))
        .executeTakeFirstOrThrow();
    };
    const urdu = await booked(retailerId);
    expect(await lastSms(t.app, DEMO_PHONES.retailer)).toBe(
      URDU.SMS_MSG.bookedOrder(urdu.seller_store, urdu.id, formatMoneyIn('ur', urdu.total), urdu.booked_by!),
    );
    const english = await booked(await demoAccountId(t, 'retailer2'));
    expect(await lastSms(t.app, DEMO_PHONES.retailer2)).toBe(
      ENGLISH.SMS_MSG.bookedOrder(
        english.seller_store,
        english.id,
        formatMoneyIn('en', english.total),
        english.booked_by!,
      ),
    );
  });

  it('a team invitation goes to a phone with no account: in the inviting seller’s language', async () => {
    const res = await c.seller.inject({
      method: 'POST',
      url: '/api/Team',
      payload: { phone: '03009990003', name: 'Bilal', role: 'booker' },
    });
    expect(res.statusCode).toBe(201);
    expect(await lastSms(t.app, '03009990003')).toBe(
      URDU.SMS_MSG.teamInvite('Karachi Medical Traders', URDU.SMS_MSG.role.booker),
    );
  });
});
