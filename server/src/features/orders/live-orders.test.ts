import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG_BEYOND } from '@dawalink/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { buildTestApp, callerAs, demoAccountId, signIn, DEMO_PHONES, type TestApp } from '../../test/helpers.js';
import { notifyNewOrder, OrderFeed, validSessions, type FeedOrder } from './live-orders.service.js';
import { sha256 } from '../../lib/crypto.js';

let t: TestApp;
let base: string;
let sellerId: number;
let seller2Id: number;
let retailerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  sellerId = await demoAccountId(t, 'seller');
  seller2Id = await demoAccountId(t, 'seller2');
  retailerId = await demoAccountId(t, 'retailer');
});
afterAll(async () => {
  await t.close();
});

/** An order as placement writes it (the storefront's route is not needed to test the feed). */
async function placeOrder(
  db: Kysely<Database>,
  wholesellerId: number,
  store = 'Al Shifa Pharmacy',
  total = 1250.5,
): Promise<number> {
  const row = await db
    .insertInto('orders')
    .values({
      retailer_id: retailerId,
      wholeseller_id: wholesellerId,
      retailer_name: 'Ahmed Raza',
      store,
      phone_no: DEMO_PHONES.retailer,
      address: 'Shop 3',
      seller_store: 'Karachi Medical Traders',
      seller_phone_no: DEMO_PHONES.seller,
      total,
      total_items: 1,
      total_quantity: 2,
      status: 'Pending',
      order_date: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface Stream {
  status: number;
  events: Array<{ event: string; id?: string; data: unknown }>;
  text: () => string;
  /** Whether the server ended the stream. */
  ended: () => boolean;
  waitFor(pred: (e: Stream['events'][number]) => boolean, ms?: number): Promise<Stream['events'][number]>;
  close(): void;
}

/** Opens the event stream as a browser's EventSource would and collects its events. */
async function openStream(sid: string | null, headers: Record<string, string> = {}): Promise<Stream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/Orders/live`, {
    headers: { accept: 'text/event-stream', ...(sid ? { cookie: `sid=${sid}` } : {}), ...headers },
    signal: controller.signal,
  });
  let raw = '';
  let ended = false;
  const events: Stream['events'] = [];
  if (res.ok && res.body) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) {
            ended = true;
            break;
          }
          raw += decoder.decode(value, { stream: true });
          let end: number;
          while ((end = raw.indexOf('\n\n')) >= 0) {
            const block = raw.slice(0, end);
            raw = raw.slice(end + 2);
            const fields = Object.fromEntries(
              block
                .split('\n')
                .filter((l) => l && !l.startsWith(':'))
                .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
            );
            if (fields.event) events.push({ event: fields.event, id: fields.id, data: JSON.parse(fields.data) });
          }
        }
      } catch {
        // aborted
      }
    })();
  } else {
    raw = await res.text();
  }
  return {
    status: res.status,
    events,
    text: () => raw,
    ended: () => ended,
    async waitFor(pred, ms = 2000) {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        const found = events.find(pred);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`);
    },
    close: () => controller.abort(),
  };
}

describe('GET /api/Orders/live', () => {
  it('sends a new order of the seller within 2 seconds, and nothing of another seller', async () => {
    const sid = await signIn(t.app, DEMO_PHONES.seller);
    const stream = await openStream(sid);
    expect(stream.status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    const foreign = await placeOrder(t.db, seller2Id, 'City Care Chemists');
    const started = Date.now();
    const id = await placeOrder(t.db, sellerId, 'Al Shifa Pharmacy', 1250.5);
    const event = await stream.waitFor((e) => (e.data as FeedOrder).id === id, 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(event.event).toBe('order');
    expect(event.id).toBe(String(id));
    expect(event.data).toEqual({
      id,
      store: 'Al Shifa Pharmacy',
      phone_no: DEMO_PHONES.retailer,
      total: 1250.5,
      order_Date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    await new Promise((r) => setTimeout(r, 1200));
    expect(stream.events.some((e) => (e.data as FeedOrder).id === foreign)).toBe(false);
    expect(stream.events.filter((e) => (e.data as FeedOrder).id === id)).toHaveLength(1);
    stream.close();
  });

  it('answers with the event-stream type, no caching, and the security headers', async () => {
    const sid = await signIn(t.app, DEMO_PHONES.seller);
    const res = await fetch(`${base}/api/Orders/live`, { headers: { cookie: `sid=${sid}` } });
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('no-cache');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    await res.body?.cancel();
  });

  it('sends what a reconnecting stream missed (Last-Event-ID), once', async () => {
    const sid = await signIn(t.app, DEMO_PHONES.seller);
    const before = await placeOrder(t.db, sellerId, 'Before Store');
    const missed = await placeOrder(t.db, sellerId, 'Missed Store');
    const stream = await openStream(sid, { 'last-event-id': String(before) });
    const event = await stream.waitFor((e) => (e.data as FeedOrder).id === missed);
    expect((event.data as FeedOrder).store).toBe('Missed Store');
    expect(stream.events.some((e) => (e.data as FeedOrder).id === before)).toBe(false);
    await new Promise((r) => setTimeout(r, 1200));
    expect(stream.events.filter((e) => (e.data as FeedOrder).id === missed)).toHaveLength(1);
    stream.close();
  });

  it('is for sellers only', async () => {
    expect((await openStream(null)).status).toBe(401);
    expect((await openStream(await signIn(t.app, DEMO_PHONES.retailer))).status).toBe(403);
    expect((await openStream(await signIn(t.app, DEMO_PHONES.admin))).status).toBe(403);
  });

  for (const how of ['sign-out', 'PIN change', 'deactivation'] as const) {
    it(`ends at once on ${how}, and delivers no order placed after it`, async () => {
      const phone = DEMO_PHONES.seller;
      const sid = await signIn(t.app, phone);
      const stream = await openStream(sid);
      expect(stream.status).toBe(200);
      await new Promise((r) => setTimeout(r, 200));
      if (how === 'sign-out') {
        await (await callerAs(t.app, 'visitor')).inject({ method: 'POST', url: '/api/auth/logout', cookies: { sid } });
      } else if (how === 'PIN change') {
        // Another session of the owner changes the PIN: every other session, the stream's included, ends.
        const other = await signIn(t.app, phone);
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/WholesellerControllerSignUp/${sellerId}`,
          cookies: { sid: other },
          payload: {
            full_name: 'Imran Qureshi',
            busniess_name: 'Karachi Medical Traders',
            address: 'Plot 14, Denso Hall, Karachi',
            email: 'orders@kmt.pk',
            password: '5678',
            current_password: '1234',
          },
        });
        expect(res.statusCode).toBe(200);
      } else {
        const admin = await callerAs(t.app, 'admin');
        const res = await admin.inject({
          method: 'PUT',
          url: `/api/WholesellerControllerSignUp/UpdateStatus/${sellerId}`,
          payload: { is_disabled: true },
        });
        expect(res.statusCode).toBeLessThan(300);
      }
      const after = await placeOrder(t.db, sellerId, 'After Sign-out');
      const until = Date.now() + 3000;
      while (!stream.ended() && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
      expect(stream.ended()).toBe(true);
      expect(stream.events.some((e) => (e.data as FeedOrder).id === after)).toBe(false);
      stream.close();
      // Back to the demo state for the next case.
      if (how === 'PIN change') {
        await t.db
          .updateTable('accounts')
          .set({
            pin_hash: (
              await t.db
                .selectFrom('accounts')
                .select('pin_hash')
                .where('phone', '=', DEMO_PHONES.retailer)
                .executeTakeFirstOrThrow()
            ).pin_hash,
          })
          .where('id', '=', sellerId)
          .execute();
      }
      if (how === 'deactivation')
        await t.db.updateTable('accounts').set({ is_disabled: false }).where('id', '=', sellerId).execute();
    });
  }

  it('caps the open streams of one seller', async () => {
    const sid = await signIn(t.app, DEMO_PHONES.seller2);
    const streams = [];
    for (let i = 0; i < 10; i++) streams.push(await openStream(sid));
    expect(streams.every((s) => s.status === 200)).toBe(true);
    const extra = await openStream(sid);
    expect(extra.status).toBe(429);
    for (const s of streams) s.close();
  });
});

describe('the order feed', () => {
  /** The seller signed in and listening on a feed whose tick (60 s) never comes during a test. */
  async function listening() {
    const feed = new OrderFeed(t.db, 60_000);
    const got: number[] = [];
    const sid = await signIn(t.app, DEMO_PHONES.seller);
    const stop = await feed.subscribe(sellerId, {
      send: (o) => got.push(o.id),
      sessionIdHash: sha256(sid),
      end: () => {},
    });
    return { feed, got, stop };
  }

  it('one poller serves every stream, sees late commits of smaller ids, and stops when nobody listens', async () => {
    const { feed, got, stop } = await listening();
    expect(feed.count()).toBe(1);
    const a = await placeOrder(t.db, sellerId);
    const b = await placeOrder(t.db, sellerId);
    await feed.poll();
    expect(got).toEqual([a, b]);
    await feed.poll();
    expect(got).toEqual([a, b]);
    stop();
    expect(feed.count()).toBe(0);
  });

  it('an order woken into the feed reaches its seller without waiting for the tick, also when woken mid-look', async () => {
    const { feed, got, stop } = await listening();
    const a = await placeOrder(t.db, sellerId);
    feed.wake();
    await expect.poll(() => got, { timeout: 2000, interval: 10 }).toEqual([a]);
    // A wake during a look is not lost: that look may have read before the order committed, so another follows it.
    const looks = vi.spyOn(feed, 'poll');
    const b = await placeOrder(t.db, sellerId);
    const looking = feed.poll();
    feed.wake();
    await looking;
    expect(looks).toHaveBeenCalledTimes(2);
    await expect.poll(() => got, { timeout: 2000, interval: 10 }).toEqual([a, b]);
    looks.mockRestore();
    stop();
    // With nobody listening, a wake does nothing.
    feed.wake();
    expect(feed.count()).toBe(0);
  });

  it('a session that ended (signed out, disabled account) is no longer valid for a stream', async () => {
    const sid = await signIn(t.app, DEMO_PHONES.seller);
    expect(await validSessions(t.db, [sha256(sid)])).toEqual([sha256(sid)]);
    await (await callerAs(t.app, 'visitor')).inject({ method: 'POST', url: '/api/auth/logout', cookies: { sid } });
    expect(await validSessions(t.db, [sha256(sid)])).toEqual([]);
  });
});

describe('notifyNewOrder', () => {
  it('texts the seller when NOTIFY_SELLER_SMS=1, and does nothing otherwise', async () => {
    const id = await placeOrder(t.db, sellerId, 'Al Shifa Pharmacy', 2500);
    const order = { orderId: id, store: 'Al Shifa Pharmacy', total: '2500.00', seller: { phone: DEMO_PHONES.seller } };
    const sent: Array<[string, string]> = [];
    const sms = { send: async (phone: string, text: string) => void sent.push([phone, text]) };
    expect(await notifyNewOrder({ config: { ...t.config, NOTIFY_SELLER_SMS: false }, db: t.db, sms }, order)).toBe(
      false,
    );
    expect(sent).toEqual([]);
    expect(await notifyNewOrder({ config: { ...t.config, NOTIFY_SELLER_SMS: true }, db: t.db, sms }, order)).toBe(true);
    expect(sent).toEqual([[DEMO_PHONES.seller, MSG_BEYOND.newOrderSms(id, 'Al Shifa Pharmacy', 'Rs. 2,500/-')]]);
  });

  it('never throws when the SMS gateway fails', async () => {
    const id = await placeOrder(t.db, sellerId);
    const order = { orderId: id, store: 'Al Shifa Pharmacy', total: '1250.50', seller: { phone: DEMO_PHONES.seller } };
    const sms = { send: async () => Promise.reject(new Error('gateway down')) };
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(await notifyNewOrder({ config: { ...t.config, NOTIFY_SELLER_SMS: true }, db: t.db, sms }, order)).toBe(
        false,
      );
    } finally {
      console.error = quiet;
    }
  });
});
