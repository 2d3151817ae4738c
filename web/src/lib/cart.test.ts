import { beforeEach, describe, expect, it } from 'vitest';

// The web unit project runs in Node: a tiny localStorage and window stand in for the browser's.
const store = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, String(v)),
    removeItem: (k: string) => void store.delete(k),
  },
  window: { addEventListener() {}, removeEventListener() {} },
});
const { addToCart, cartTotal, getCart, refreshCart, setCart, lastStore, rememberStore, CART_KEY } =
  await import('./cart');

const listing = (id: number, total_price: number, product_name = `P${id}`) => ({
  id,
  product_name,
  manufacturer: 'GSK',
  offer: 0,
  bonus: '',
  total_price,
});

beforeEach(() => store.clear());

describe('cart', () => {
  it('keeps one cart per store under cartItems, keyed by the lower-cased url', () => {
    addToCart('Karachi-Medical-Traders', listing(1, 10));
    addToCart('karachi-medical-traders', listing(1, 10));
    addToCart('other-store', listing(2, 5), 3);
    const saved = JSON.parse(store.get(CART_KEY)!);
    expect(Object.keys(saved).sort()).toEqual(['karachi-medical-traders', 'other-store']);
    expect(getCart('karachi-medical-traders').map((i) => [i.id, i.quantity])).toEqual([[1, 2]]);
    expect(getCart('other-store')[0].quantity).toBe(3);
  });

  it('sums in paisa', () => {
    setCart('s', [
      { ...listing(1, 0.1), quantity: 3 },
      { ...listing(2, 0.2), quantity: 1 },
    ]);
    expect(cartTotal(getCart('s'))).toBe(0.5);
  });

  it('follows the latest prices and drops lines no longer sold', () => {
    addToCart('s', listing(1, 10, 'Kept'), 2);
    addToCart('s', listing(2, 20, 'Gone'));
    const result = refreshCart('s', [listing(1, 12.5, 'Kept')]);
    expect(result).toEqual({ dropped: ['Gone'], changed: true });
    expect(getCart('s')).toEqual([{ ...listing(1, 12.5, 'Kept'), scheme: null, pack_multiple: 1, quantity: 2 }]);
    expect(refreshCart('s', [listing(1, 12.5, 'Kept')])).toEqual({ dropped: [], changed: false });
  });

  it('ignores malformed storage (an older array shape, bad lines)', () => {
    store.set(CART_KEY, JSON.stringify([{ id: 1 }]));
    expect(getCart('s')).toEqual([]);
    store.set(
      CART_KEY,
      JSON.stringify({
        s: [
          { id: 1, product_name: 'x', total_price: 1, quantity: 0 },
          { ...listing(2, 3), quantity: 1 },
        ],
      }),
    );
    expect(getCart('s').map((i) => i.id)).toEqual([2]);
    store.set(CART_KEY, '{not json');
    expect(getCart('s')).toEqual([]);
  });

  it('remembers the last store', () => {
    expect(lastStore()).toBeNull();
    rememberStore('Lahore-Pharma');
    expect(lastStore()).toBe('lahore-pharma');
  });
});
