import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, callersAs, demoAccountId, type Caller, type TestApp } from '../../test/helpers.js';
import { placeOrder, storeListings } from '../invoices/money.test-helpers.js';
import { issueInvoice } from '../invoices/invoices.service.js';
import { ConsoleSms, OutboxSms } from '../../sms/sms.js';
import { sendOverdueReminders } from './reminders.service.js';

let t: TestApp;
let c: Record<'seller' | 'retailer', Caller>;
let sellerId: number;
let deps: Parameters<typeof sendOverdueReminders>[0];

/** 10:00 in Karachi (UTC+5) on a fixed day, and other times of that day. */
const at = (day: string, utcHour: number, minute = 0) =>
  new Date(`${day}T${String(utcHour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
const DAY = '2026-11-20';

beforeAll(async () => {
  t = await buildTestApp();
  c = await callersAs(t.app, ['seller', 'retailer'] as const);
  sellerId = await demoAccountId(t, 'seller');
  deps = { db: t.db, sms: new OutboxSms(t.db, new ConsoleSms(() => {})) };
  const listings = await storeListings(t, sellerId);
  const orderId = await placeOrder(c.retailer, sellerId, [{ listing_id: listings[0].id, quantity: 2 }]);
  // Issued 40 days before the day of the test clock: overdue on it with 30 payment days.
  await t.db
    .transaction()
    .execute((trx) => issueInvoice(trx, orderId, { now: new Date(at(DAY, 5).getTime() - 40 * 86_400_000) }));
});
afterAll(async () => {
  await t?.close();
});

const textsTo = async (phone: string) =>
  Number(
    (
      await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM sms_outbox WHERE phone = ${phone} AND text LIKE '%overdue balance%'`.execute(
        t.db,
      )
    ).rows[0].n,
  );

describe('overdue reminders', () => {
  it('are off until the seller turns them on', async () => {
    expect(await sendOverdueReminders(deps, at(DAY, 5))).toBe(0);
    expect(await textsTo('03211234567')).toBe(0);
    expect(
      (await c.seller.inject({ method: 'PUT', url: '/api/SellerSettings', payload: { overdue_reminders: true } }))
        .statusCode,
    ).toBe(200);
  });

  it('never text at night in Karachi (21:00 to 09:00)', async () => {
    expect(await sendOverdueReminders(deps, at(DAY, 3, 59))).toBe(0); // 08:59 in Karachi
    expect(await sendOverdueReminders(deps, at(DAY, 16))).toBe(0); // 21:00
    expect(await sendOverdueReminders(deps, at(DAY, 20))).toBe(0); // 01:00 next day
    expect(await textsTo('03211234567')).toBe(0);
  });

  it('text each retailer with an overdue balance once a day, however often and from however many processes they run', async () => {
    const sent = await Promise.all([
      sendOverdueReminders(deps, at(DAY, 5)),
      sendOverdueReminders(deps, at(DAY, 5)),
      sendOverdueReminders(deps, at(DAY, 6)),
    ]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendOverdueReminders(deps, at(DAY, 15, 59))).toBe(0); // 20:59, same day
    expect(await textsTo('03211234567')).toBe(1);
    const text = (
      await sql<{
        text: string;
      }>`SELECT text FROM sms_outbox WHERE phone = '03211234567' ORDER BY id DESC LIMIT 1`.execute(t.db)
    ).rows[0].text;
    expect(text).toContain('Karachi Medical Traders');
    // The next day, again.
    expect(await sendOverdueReminders(deps, at('2026-11-21', 4))).toBe(1);
    expect(await textsTo('03211234567')).toBe(2);
  });

  it('stop when nothing is overdue', async () => {
    const l = (await c.seller.inject({ url: `/api/Ledger/${await demoAccountId(t, 'retailer')}` })).json();
    await c.seller.inject({
      method: 'POST',
      url: `/api/Ledger/${l.retailer_id}/payments`,
      payload: { amount: l.balance, method: 'cash' },
    });
    expect(await sendOverdueReminders(deps, at('2026-11-22', 5))).toBe(0);
  });
});
