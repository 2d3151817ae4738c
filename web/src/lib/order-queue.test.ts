import { beforeEach, describe, expect, it, vi } from 'vitest';

// The web unit project runs in Node: a tiny localStorage and window stand in for the browser's.
const store = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, String(v)),
    removeItem: (k: string) => void store.delete(k),
  },
  window: { addEventListener() {}, removeEventListener() {}, setTimeout: () => 0, clearTimeout() {} },
  document: { cookie: '' },
});
/** The UI's `user` cookie (lib/user-cookie.ts): whose session the page is in. */
const signedInAs = (id: number, type = 'retailer') =>
  (document.cookie = `user=${encodeURIComponent(JSON.stringify({ id, type }))}`);
const queue = await import('./order-queue');
const sender = await import('./order-queue-sender');
const {
  compareWithList,
  confirmReview,
  enqueueOrder,
  linesAfterReview,
  orderBody,
  readQueue,
  toSend,
  updateQueued,
  QUEUE_KEY,
} = queue;

const item = (id: number, total_price: number, quantity = 2, offer = 0) => ({
  id,
  product_name: `P${id}`,
  manufacturer: 'GSK',
  offer,
  bonus: '',
  total_price,
  quantity,
});
const listing = (id: number, total_price: number, extra: { offer?: number; availability?: string } = {}) => ({
  id,
  product_name: `P${id}`,
  manufacturer: 'GSK',
  offer: extra.offer ?? 0,
  bonus: '',
  total_price,
  availability: extra.availability ?? 'in_stock',
});
const keep = (key: string, items = [item(1, 100), item(2, 50, 1)], retailerId = 7) =>
  enqueueOrder({ key, retailerId, url: 'karachi', sellerId: 3, store: 'Karachi Traders', items, pricesAsOf: 1 });

beforeEach(() => store.clear());

describe('compareWithList', () => {
  it('finds nothing when every line is sold at the price and offer the retailer saw', () => {
    expect(
      compareWithList(
        [item(1, 100), item(2, 50, 1, 5)],
        [listing(2, 50, { offer: 5 }), listing(1, 100), listing(9, 1)],
      ),
    ).toEqual([]);
  });

  it('names a changed price, a changed offer, a line no longer sold and a line out of stock', () => {
    const changes = compareWithList(
      [item(1, 100), item(2, 50, 1, 5), item(3, 10), item(4, 20)],
      [listing(1, 120), listing(2, 50, { offer: 0 }), listing(4, 20, { availability: 'out_of_stock' })],
    );
    expect(changes.map((c) => [c.id, c.reason])).toEqual([
      [1, 'price'],
      [2, 'price'],
      [3, 'gone'],
      [4, 'out_of_stock'],
    ]);
    expect(changes[0]).toMatchObject({ was: { total_price: 100, offer: 0 }, now: { total_price: 120, offer: 0 } });
    expect(changes[2].now).toBeNull();
  });

  it('takes a short line as orderable (only out of stock stops it)', () => {
    expect(compareWithList([item(1, 100)], [listing(1, 100, { availability: 'short' })])).toEqual([]);
  });
});

describe('the queue', () => {
  it('keeps an order with its key, waiting, for its retailer only', () => {
    keep('k1');
    keep('k2', [item(5, 10)], 8);
    expect(readQueue().map((o) => [o.key, o.state])).toEqual([
      ['k1', 'waiting'],
      ['k2', 'waiting'],
    ]);
    expect(toSend(readQueue(), 7).map((o) => o.key)).toEqual(['k1']);
    expect(JSON.parse(store.get(QUEUE_KEY)!)).toHaveLength(2);
  });

  it('sends ids and quantities only: the server prices the order', () => {
    expect(orderBody(keep('k1'))).toEqual({
      wholeseller_id: 3,
      items: [
        { listing_id: 1, quantity: 2 },
        { listing_id: 2, quantity: 1 },
      ],
    });
  });

  it('retries an order a closed tab left mid-send, and drops a placed one after a day', () => {
    keep('k1');
    keep('k2');
    updateQueued('k1', { state: 'sending' });
    updateQueued('k2', { state: 'placed', orderId: 5, doneAt: 1_000 });
    expect(toSend(readQueue(), 7).map((o) => o.key)).toEqual(['k1']);
    expect(readQueue(1_000 + 25 * 3600_000).map((o) => o.key)).toEqual(['k1']);
  });

  it('after a review, waits again with the new prices and without the lines that cannot go, under the same key', () => {
    const order = keep('k1', [item(1, 100), item(2, 50, 1), item(3, 10)]);
    const review = compareWithList(order.items, [listing(1, 130), listing(2, 50)]);
    updateQueued('k1', { state: 'review', review });
    expect(linesAfterReview({ items: order.items, review }).map((i) => [i.id, i.total_price])).toEqual([
      [1, 130],
      [2, 50],
    ]);
    const confirmed = confirmReview('k1')!;
    expect(confirmed).toMatchObject({ key: 'k1', state: 'waiting' });
    expect(confirmed.review).toBeUndefined();
    expect(confirmed.items.map((i) => [i.id, i.total_price, i.quantity])).toEqual([
      [1, 130, 2],
      [2, 50, 1],
    ]);
  });

  it('drops a reviewed order none of whose lines can go, and confirms only orders under review', () => {
    keep('k1', [item(3, 10)]);
    expect(confirmReview('k1')).toBeUndefined();
    expect(readQueue()).toHaveLength(1);
    updateQueued('k1', { state: 'review', review: compareWithList([item(3, 10)], []) });
    expect(confirmReview('k1')).toBeUndefined();
    expect(readQueue()).toHaveLength(0);
  });
});

describe('sending', () => {
  interface Call {
    method: string;
    url: string;
    key?: string;
  }
  function fakeServer(answer: (call: Call) => Response | Promise<Response>) {
    const calls: Call[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      const call = { method: init.method ?? 'GET', url, key: headers['Idempotency-Key'] };
      calls.push(call);
      return answer(call);
    });
    return calls;
  }
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const text = (body: string) => new Response(body, { status: 200, headers: { 'content-type': 'text/plain' } });

  beforeEach(() => {
    vi.unstubAllGlobals();
    sender.stopOrderQueue();
    signedInAs(7);
  });

  it('compares with the current list, then sends once with the kept key, and shows the order placed', async () => {
    keep('key-1');
    const calls = fakeServer((c) => (c.method === 'GET' ? json([listing(1, 100), listing(2, 50)]) : text('41')));
    sender.startOrderQueue(7);
    // Asked again meanwhile (the online event, another tab): one send, not two.
    await Promise.all([sender.sendQueuedOrders(), sender.sendQueuedOrders()]);
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([{ method: 'POST', url: '/api/Orders', key: 'key-1' }]);
    expect(readQueue()[0]).toMatchObject({ state: 'placed', orderId: 41 });
  });

  it('keeps the order waiting when the connection fails, and sends nothing of another retailer', async () => {
    keep('key-1');
    keep('key-2', [item(1, 100)], 8);
    const calls = fakeServer(() => {
      throw new TypeError('Failed to fetch');
    });
    sender.startOrderQueue(7);
    await sender.sendQueuedOrders();
    expect(calls).toHaveLength(1);
    expect(readQueue().map((o) => o.state)).toEqual(['waiting', 'waiting']);
  });

  it('never sends at a price the retailer did not see: a change stops it for review', async () => {
    keep('key-1');
    const calls = fakeServer(() => json([listing(1, 105), listing(2, 50)]));
    sender.startOrderQueue(7);
    await sender.sendQueuedOrders();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
    expect(readQueue()[0]).toMatchObject({ state: 'review' });
    expect(readQueue()[0].review!.map((c) => c.id)).toEqual([1]);
  });

  it('a 400 from the server (out of stock since the read) brings the order back for review', async () => {
    keep('key-1');
    let reads = 0;
    fakeServer((c) => {
      if (c.method === 'POST') return json({ error: 'listing_unavailable', message: 'No longer available' }, 400);
      reads++;
      return json(
        reads === 1
          ? [listing(1, 100), listing(2, 50)]
          : [listing(1, 100), listing(2, 50, { availability: 'out_of_stock' })],
      );
    });
    sender.startOrderQueue(7);
    await sender.sendQueuedOrders();
    expect(readQueue()[0]).toMatchObject({ state: 'review', tried: true });
    expect(readQueue()[0].review).toEqual([expect.objectContaining({ id: 2, reason: 'out_of_stock' })]);
  });

  it("sends nothing in another account's session, or after sign-out", async () => {
    keep('key-1');
    const calls = fakeServer(() => json([listing(1, 100), listing(2, 50)]));
    signedInAs(8);
    sender.startOrderQueue(7);
    await sender.sendQueuedOrders();
    signedInAs(7, 'seller');
    sender.startOrderQueue(7);
    await sender.sendQueuedOrders();
    document.cookie = '';
    sender.startOrderQueue(7);
    await sender.sendQueuedOrders();
    expect(calls).toEqual([]);
    expect(readQueue()[0].state).toBe('waiting');
  });

  it('a refusal a retry cannot cure (credit limit) is shown with the server message, not retried', async () => {
    keep('key-1');
    fakeServer((c) =>
      c.method === 'GET'
        ? json([listing(1, 100), listing(2, 50)])
        : json({ error: 'credit_limit', message: 'Over the credit limit' }, 409),
    );
    sender.startOrderQueue(7);
    await sender.sendQueuedOrders();
    expect(readQueue()[0]).toMatchObject({ state: 'failed', message: 'Over the credit limit' });
  });
});
