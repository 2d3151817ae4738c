import { beforeEach, describe, expect, it } from 'vitest';

// The web unit project runs in Node: a tiny localStorage and window stand in for the browser's, and fetch answers
// the cart calls the test releases (the server side of these calls is tested in server/src/features/cart).
const store = new Map<string, string>();
type Call = { method: string; path: string; body?: string; answer: (items: unknown[]) => void };
const calls: Call[] = [];
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, String(v)),
    removeItem: (k: string) => void store.delete(k),
  },
  window: { addEventListener() {}, removeEventListener() {}, setTimeout, clearTimeout },
  fetch: (input: string, init: { method: string; body?: string }) =>
    new Promise((resolve) => {
      calls.push({
        method: init.method,
        path: input,
        body: init.body,
        answer: (items) =>
          resolve(new Response(JSON.stringify({ items }), { headers: { 'content-type': 'application/json' } })),
      });
    }),
});
const { addToCart, getCart } = await import('./cart');
const { pullCart, withEdits } = await import('./cart-sync');

const RETAILER = 7;
const SELLER = 5;
const listing = { id: 11, product_name: 'Panadol', manufacturer: 'GSK', offer: 0, bonus: '', total_price: 100 };
const serverLine = { ...listing, id: 12, product_name: 'Brufen', quantity: 3, availability: 'in_stock' };
const until = async (found: () => Call | undefined) => {
  for (let i = 0; i < 100; i++) {
    const call = found();
    if (call) return call;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('no such call');
};

beforeEach(() => {
  store.clear();
  store.set('cartOwner', String(RETAILER)); // this browser already mirrors the account: no merge at start
});

describe("a store page's pull of the account's cart", () => {
  it("takes the server's cart when nothing changed here meanwhile", async () => {
    const pulled = pullCart(RETAILER, 'shop-a', SELLER);
    (await until(() => calls.find((c) => c.method === 'GET' && c.path === `/api/Cart/${SELLER}`))).answer([serverLine]);
    await pulled;
    expect(getCart('shop-a').map((i) => [i.id, i.quantity])).toEqual([[12, 3]]);
  });

  it("keeps a line added while the answer was on its way, on top of the server's lines, and sends both", async () => {
    calls.length = 0;
    const pulled = pullCart(RETAILER, 'shop-b', SELLER);
    const get = await until(() => calls.find((c) => c.method === 'GET'));
    addToCart('shop-b', listing);
    get.answer([serverLine]);
    await pulled;
    expect(getCart('shop-b').map((i) => [i.id, i.quantity])).toEqual([
      [12, 3],
      [11, 1],
    ]);
    const put = await until(() => calls.find((c) => c.method === 'PUT'));
    expect(JSON.parse(put.body!)).toEqual({
      items: [
        { listing_id: 12, quantity: 3 },
        { listing_id: 11, quantity: 1 },
      ],
    });
    put.answer([serverLine, { ...listing, quantity: 1 }]);
  });

  it('counts quantities set and lines removed as edits, and a refresh of prices or stock as none', () => {
    const line = (id: number, quantity: number, total_price = 100) => ({ ...listing, id, quantity, total_price });
    const server = [line(1, 1), line(2, 2), line(3, 3)];
    expect(withEdits(server, [line(1, 1)], [line(1, 1, 90)])).toBe(server);
    expect(withEdits(server, [line(1, 1), line(2, 2)], [line(2, 5)]).map((i) => [i.id, i.quantity])).toEqual([
      [3, 3],
      [2, 5],
    ]);
  });
});
