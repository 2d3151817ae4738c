import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SELLER_SETTINGS } from '@dawalink/shared';
import { buildTestApp, callersAs, demoAccountId, type Caller, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let c: Record<'seller' | 'seller2' | 'retailer' | 'admin' | 'visitor', Caller>;

beforeAll(async () => {
  t = await buildTestApp();
  c = await callersAs(t.app, ['seller', 'seller2', 'retailer', 'admin', 'visitor'] as const);
});
afterAll(async () => {
  await t.close();
});

const get = (caller: Caller) => caller.inject({ url: '/api/SellerSettings' });
const put = (caller: Caller, payload: unknown) =>
  caller.inject({ method: 'PUT', url: '/api/SellerSettings', payload: payload as object });

describe('GET/PUT /api/SellerSettings', () => {
  it('answers the defaults until the seller changes something', async () => {
    const res = await get(c.seller);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...DEFAULT_SELLER_SETTINGS,
      notify_retailer_sms: true,
      require_licence: false,
      time_zone: 'Asia/Karachi',
      new_order_sound: false,
      payment_days: 30,
    });
    expect(res.json()).toEqual(DEFAULT_SELLER_SETTINGS);
  });

  it('changes only the settings given, keeps them, and only for that seller', async () => {
    const first = await put(c.seller, { notify_retailer_sms: false });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...DEFAULT_SELLER_SETTINGS, notify_retailer_sms: false, require_licence: false });
    const second = await put(c.seller, { require_licence: true, wholeseller_id: 1, unknown: 'ignored' });
    expect(second.json()).toEqual({ ...DEFAULT_SELLER_SETTINGS, notify_retailer_sms: false, require_licence: true });
    expect((await get(c.seller)).json()).toEqual({
      ...DEFAULT_SELLER_SETTINGS,
      notify_retailer_sms: false,
      require_licence: true,
    });
    expect((await put(c.seller, {})).json()).toEqual({
      ...DEFAULT_SELLER_SETTINGS,
      notify_retailer_sms: false,
      require_licence: true,
    });
    // Another seller still has the defaults.
    expect((await get(c.seller2)).json()).toEqual(DEFAULT_SELLER_SETTINGS);
    const sellerId = await demoAccountId(t, 'seller');
    const row = await t.db
      .selectFrom('seller_settings')
      .selectAll()
      .where('wholeseller_id', '=', sellerId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ notify_retailer_sms: false, require_licence: true });
    await put(c.seller, DEFAULT_SELLER_SETTINGS);
  });

  it('keeps both of two changes sent at the same time', async () => {
    await Promise.all([put(c.seller2, { notify_retailer_sms: false }), put(c.seller2, { require_licence: true })]);
    expect((await get(c.seller2)).json()).toEqual({
      ...DEFAULT_SELLER_SETTINGS,
      notify_retailer_sms: false,
      require_licence: true,
    });
    await put(c.seller2, DEFAULT_SELLER_SETTINGS);
  });

  it('keeps the money settings: payment days, tax lines, reminders and tax numbers', async () => {
    const res = await put(c.seller, {
      payment_days: 45,
      tax_lines: [{ name: 'GST', rate: 17 }],
      overdue_reminders: true,
      ntn: '1234567-8',
      strn: '17-00-1234',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      payment_days: 45,
      tax_lines: [{ name: 'GST', rate: 17 }],
      overdue_reminders: true,
      ntn: '1234567-8',
      strn: '17-00-1234',
    });
    expect((await get(c.seller)).json()).toMatchObject({
      payment_days: 45,
      tax_lines: [{ name: 'GST', rate: 17 }],
      ntn: '1234567-8',
    });
    for (const bad of [
      { payment_days: -1 },
      { payment_days: 1.5 },
      { tax_lines: [{ name: '', rate: 5 }] },
      { tax_lines: [{ name: 'X', rate: 101 }] },
      { ntn: 'x'.repeat(21) },
    ]) {
      expect((await put(c.seller, bad)).statusCode).toBe(400);
    }
    await put(c.seller, DEFAULT_SELLER_SETTINGS);
    expect((await get(c.seller)).json()).toEqual(DEFAULT_SELLER_SETTINGS);
  });

  it('refuses values that are not true or false', async () => {
    for (const payload of [
      { notify_retailer_sms: 'false' },
      { require_licence: 1 },
      { notify_retailer_sms: null },
      [true],
    ]) {
      const res = await put(c.seller, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('validation');
    }
    expect((await get(c.seller)).json()).toEqual(DEFAULT_SELLER_SETTINGS);
  });

  it('is for sellers: 401 to a visitor, 403 to a retailer and the admin', async () => {
    for (const [caller, status] of [
      [c.visitor, 401],
      [c.retailer, 403],
      [c.admin, 403],
    ] as const) {
      expect((await get(caller)).statusCode).toBe(status);
      expect((await put(caller, { notify_retailer_sms: false })).statusCode).toBe(status);
    }
    expect((await put(c.seller, { notify_retailer_sms: true })).statusCode).toBe(200);
  });

  it('keeps a time zone and the new-order sound, and refuses a zone that does not exist', async () => {
    const res = await put(c.seller, { time_zone: 'Asia/Dubai', new_order_sound: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...DEFAULT_SELLER_SETTINGS, time_zone: 'Asia/Dubai', new_order_sound: true });
    expect((await put(c.seller, { time_zone: 'UTC' })).json().time_zone).toBe('UTC');
    for (const payload of [
      { time_zone: 'Mars/Olympus' },
      { time_zone: 'asia/karachi' },
      { time_zone: '' },
      { time_zone: "Asia/Karachi'; DROP TABLE orders;--" },
      { time_zone: 5 },
      { new_order_sound: 'on' },
      { time_zone: 'Asia/Karachi', new_order_sound: 'yes' },
    ]) {
      const bad = await put(c.seller, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('validation');
    }
    // Nothing of a refused body was kept, not even its valid half.
    expect((await get(c.seller)).json()).toEqual({
      ...DEFAULT_SELLER_SETTINGS,
      time_zone: 'UTC',
      new_order_sound: true,
    });
    expect((await get(c.seller2)).json()).toEqual(DEFAULT_SELLER_SETTINGS);
    // A retailer or the admin cannot set a seller's zone; the seller's own stays as it was.
    expect((await put(c.retailer, { time_zone: 'Asia/Dubai' })).statusCode).toBe(403);
    expect((await put(c.admin, { time_zone: 'Asia/Dubai' })).statusCode).toBe(403);
    expect((await get(c.seller)).json().time_zone).toBe('UTC');
    await put(c.seller, DEFAULT_SELLER_SETTINGS);
    expect((await get(c.seller)).json()).toEqual(DEFAULT_SELLER_SETTINGS);
  });
});
