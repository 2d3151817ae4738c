import { sql, type Kysely } from 'kysely';
import { formatMoneyIn, type LiveOrderEvent } from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import type { Deps } from '../../deps.js';
import { sendInLanguage } from '../../sms/in-language.js';

export interface FeedOrder extends LiveOrderEvent {
  wholeseller_id: number;
}
/** An open stream: where its orders go, the session it was opened with, and how to end it. */
export interface Listener {
  send(order: FeedOrder): void;
  sessionIdHash: string;
  end(): void;
}

interface OrderRow {
  id: number;
  wholeseller_id: number;
  store: string;
  phone_no: string;
  total: number;
  order_date: Date | string;
}

const toEvent = (r: OrderRow): FeedOrder => ({
  id: r.id,
  wholeseller_id: r.wholeseller_id,
  store: r.store,
  phone_no: r.phone_no,
  total: Number(r.total),
  order_Date: new Date(r.order_date).toISOString(),
});

/**
 * One poller per app process, whatever the number of open streams: every second it reads the orders placed since
 * the last look (a primary-key range, cheap on any table size) and hands each to the streams of its seller. Orders
 * placed through any other app instance arrive the same way, through the database; an order placed through this
 * one wakes the poller at once (`wake`), so its seller sees it without waiting for the next tick.
 *
 * Serial ids are handed out at insert but become visible at commit, so a smaller id can appear after a larger
 * one. The poller therefore looks back WINDOW ids below the largest it has seen and remembers which of those it
 * has already sent.
 *
 * At every look it also checks, in one query, that the session of each open stream is still valid: a stream whose
 * session ended (sign-out, PIN change or reset, deactivation, through any app instance) is closed before any order
 * of that look is handed out, so no order reaches a signed-out screen.
 */
export class OrderFeed {
  static readonly WINDOW = 100;
  readonly #listeners = new Map<number, Set<Listener>>();
  readonly #seen = new Set<number>();
  #maxSeen = 0;
  #timer: NodeJS.Timeout | null = null;
  #started: Promise<void> | null = null;
  #polling = false;
  #lookAgain = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly intervalMs = 1000,
  ) {}

  /** Number of open streams of one seller (to cap them) or of everyone. */
  count(sellerId?: number): number {
    if (sellerId !== undefined) return this.#listeners.get(sellerId)?.size ?? 0;
    let n = 0;
    for (const set of this.#listeners.values()) n += set.size;
    return n;
  }

  /** Hands `listener` every new order of this seller until the returned function is called. */
  async subscribe(sellerId: number, listener: Listener): Promise<() => void> {
    let set = this.#listeners.get(sellerId);
    if (!set) this.#listeners.set(sellerId, (set = new Set()));
    set.add(listener);
    await this.#start();
    return () => {
      const current = this.#listeners.get(sellerId);
      current?.delete(listener);
      if (current && current.size === 0) this.#listeners.delete(sellerId);
      if (this.count() === 0) this.stop();
    };
  }

  #start(): Promise<void> {
    if (this.#started) return this.#started;
    this.#started = (async () => {
      // Everything already in the table counts as seen: a stream shows orders placed after it opened.
      const top = await sql<{ max: number | null }>`SELECT max(id) AS max FROM orders`.execute(this.db);
      this.#maxSeen = Number(top.rows[0]?.max ?? 0);
      const recent = await this.#read();
      for (const r of recent) this.#remember(r.id);
      this.#timer = setInterval(() => void this.poll(), this.intervalMs);
      this.#timer.unref();
    })();
    // A stream that closed while the poller was starting leaves nobody to listen.
    void this.#started.then(() => this.count() === 0 && this.stop()).catch(() => (this.#started = null));
    return this.#started;
  }

  stop() {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    this.#started = null;
    this.#seen.clear();
  }

  async #endStreamsOfEndedSessions() {
    const all = [...this.#listeners.values()].flatMap((set) => [...set]);
    if (all.length === 0) return;
    const valid = new Set(await validSessions(this.db, [...new Set(all.map((l) => l.sessionIdHash))]));
    for (const listener of all) if (!valid.has(listener.sessionIdHash)) listener.end();
  }

  async #read(): Promise<OrderRow[]> {
    const floor = Math.max(0, this.#maxSeen - OrderFeed.WINDOW);
    const result = await sql<OrderRow>`
      SELECT id, wholeseller_id, store, phone_no, total, order_date FROM orders
      WHERE id > ${floor} ORDER BY id LIMIT 500`.execute(this.db);
    return result.rows;
  }

  #remember(id: number) {
    this.#seen.add(id);
    if (id > this.#maxSeen) this.#maxSeen = id;
  }

  /**
   * An order was just committed through this process: look now rather than at the next tick. Nothing happens while
   * no stream is open; during a look, one more follows it (the order may have committed after that look's read).
   */
  wake(): void {
    if (!this.#timer) return;
    if (this.#polling) this.#lookAgain = true;
    else void this.poll();
  }

  /** One look at the table; public so that tests need not wait for the timer. */
  async poll(): Promise<void> {
    if (this.#polling || !this.#timer) return;
    this.#polling = true;
    this.#lookAgain = false;
    try {
      await this.#endStreamsOfEndedSessions();
      for (const row of await this.#read()) {
        if (this.#seen.has(row.id)) continue;
        this.#remember(row.id);
        const listeners = this.#listeners.get(row.wholeseller_id);
        if (!listeners) continue;
        const event = toEvent(row);
        for (const listener of listeners) listener.send(event);
      }
      const floor = this.#maxSeen - OrderFeed.WINDOW;
      for (const id of this.#seen) if (id <= floor) this.#seen.delete(id);
    } catch {
      // A failed look (database restarting) is retried at the next tick.
    } finally {
      this.#polling = false;
      if (this.#lookAgain) void this.poll();
    }
  }
}

/**
 * The orders a reconnecting stream missed since `afterId` (EventSource sends the last id it saw as Last-Event-ID).
 * Bounded to a day and 50 orders, read through the seller's date index.
 */
export async function missedOrders(db: Kysely<Database>, sellerId: number, afterId: number): Promise<FeedOrder[]> {
  const result = await sql<OrderRow>`
    SELECT id, wholeseller_id, store, phone_no, total, order_date FROM orders
    WHERE wholeseller_id = ${sellerId} AND order_date > now() - interval '1 day' AND id > ${afterId}
    ORDER BY order_date DESC, id DESC LIMIT 50`.execute(db);
  return result.rows.map(toEvent).reverse();
}

/** Which of these sessions are still valid (not signed out, not expired, account not disabled). */
export async function validSessions(db: Kysely<Database>, sessionIdHashes: string[]): Promise<string[]> {
  if (sessionIdHashes.length === 0) return [];
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select('sessions.id_hash')
    .where('sessions.id_hash', 'in', sessionIdHashes)
    .where('sessions.expires_at', '>', new Date())
    .where('accounts.is_disabled', '=', false)
    .execute();
  return rows.map((r) => r.id_hash);
}

/** What the seller's text about a new order says, as order placement answers it (no second read of the order). */
export interface NewOrderNotice {
  orderId: number;
  store: string;
  total: string | number;
  seller: { phone: string };
}

/**
 * Texts the seller about a new order when NOTIFY_SELLER_SMS=1. Called by order placement after its transaction
 * has committed; it never throws, so a failing SMS gateway never fails an order.
 */
export async function notifyNewOrder(
  deps: Pick<Deps, 'config' | 'db' | 'sms'>,
  order: NewOrderNotice,
): Promise<boolean> {
  if (!deps.config.NOTIFY_SELLER_SMS) return false;
  try {
    await sendInLanguage(deps, order.seller.phone, (t, language) =>
      t.MSG_BEYOND.newOrderSms(order.orderId, order.store, formatMoneyIn(language, order.total)),
    );
    return true;
  } catch (error) {
    console.error(`new-order SMS for order ${order.orderId} failed: ${String(error)}`);
    return false;
  }
}
