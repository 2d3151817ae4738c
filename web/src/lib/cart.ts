import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  addToCart,
  cartKey,
  cartTotal,
  getCart,
  readCarts,
  setCart,
  subscribeCarts,
  type CartItem,
  type CartListing,
} from './cart-store';

export * from './cart-store';

const EMPTY: CartItem[] = [];

/** One store's cart, live: every component using it re-renders when it changes. */
export function useCart(url: string | undefined) {
  const key = url ? cartKey(url) : '';
  const items = useSyncExternalStore(
    subscribeCarts,
    () => (key ? (readCarts()[key] ?? EMPTY) : EMPTY),
    () => EMPTY,
  );
  const add = useCallback((listing: CartListing, quantity = 1) => key && addToCart(key, listing, quantity), [key]);
  const setQuantity = useCallback(
    (id: number, quantity: number) => {
      if (!key) return;
      const q = Math.max(1, Math.floor(quantity) || 1);
      setCart(
        key,
        getCart(key).map((i) => (i.id === id ? { ...i, quantity: q } : i)),
      );
    },
    [key],
  );
  const remove = useCallback(
    (id: number) =>
      key &&
      setCart(
        key,
        getCart(key).filter((i) => i.id !== id),
      ),
    [key],
  );
  const clear = useCallback(() => key && setCart(key, []), [key]);
  const total = useMemo(() => cartTotal(items), [items]);
  return { items, total, add, setQuantity, remove, clear };
}
