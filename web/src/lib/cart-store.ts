import { linesNetTotal, type Availability, type Scheme } from '@dawalink/shared';
import { readJson, writeJson } from './storage';

/**
 * The cart's storage, without React (the device-cart first paint, web/src/first-paint, bundles it alone): the
 * cart, kept per store in local storage under `cartItems` (an object keyed by store url) so that a reload or a
 * return visit keeps it. Shared by the storefront (store page, checkout) and the retailer's orders ("Order again").
 */
export interface CartItem {
  /** The listing id (a row of the store's product list). */
  id: number;
  product_name: string;
  manufacturer: string;
  offer: number;
  bonus: string;
  total_price: number;
  quantity: number;
  /** The listing's availability when the cart last saw the store's list (an out-of-stock line cannot be ordered). */
  availability?: Availability;
  /** The listing's trade scheme and pack multiple, so the cart shows free goods and steps in whole packs. */
  scheme?: Scheme | null;
  pack_multiple?: number;
}

/** The fields of a store's listing row the cart keeps. */
export type CartListing = Omit<CartItem, 'quantity'>;

type Carts = Record<string, CartItem[]>;

export const CART_KEY = 'cartItems';
const LAST_STORE_KEY = 'lastStoreUrl';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedCarts: Carts = {};

/** Store urls are case-insensitive slugs. */
export const cartKey = (url: string) => url.trim().toLowerCase();

function isItem(value: unknown): value is CartItem {
  const v = value as CartItem;
  return (
    !!v &&
    Number.isInteger(v.id) &&
    typeof v.product_name === 'string' &&
    typeof v.total_price === 'number' &&
    Number.isInteger(v.quantity) &&
    v.quantity >= 1
  );
}

/** Reads every cart, dropping anything malformed (an older shape, a hand-edited value). */
export function readCarts(): Carts {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(CART_KEY);
  } catch {
    raw = null;
  }
  if (raw === cachedRaw) return cachedCarts;
  cachedRaw = raw;
  const parsed = readJson<unknown>(CART_KEY, {});
  const carts: Carts = {};
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
    for (const [url, items] of Object.entries(parsed as Record<string, unknown>)) {
      if (Array.isArray(items)) carts[url] = items.filter(isItem);
    }
  }
  cachedCarts = carts;
  return carts;
}

function writeCarts(carts: Carts) {
  const clean = Object.fromEntries(Object.entries(carts).filter(([, items]) => items.length > 0));
  writeJson(CART_KEY, clean);
  listeners.forEach((l) => l());
}

export function getCart(url: string): CartItem[] {
  return readCarts()[cartKey(url)] ?? [];
}

export function setCart(url: string, items: CartItem[]) {
  writeCarts({ ...readCarts(), [cartKey(url)]: items });
}

const fromListing = (l: CartListing): CartListing => ({
  id: l.id,
  product_name: l.product_name,
  manufacturer: l.manufacturer,
  offer: l.offer,
  bonus: l.bonus,
  total_price: l.total_price,
  ...(l.availability ? { availability: l.availability } : {}),
  scheme: l.scheme ?? null,
  pack_multiple: l.pack_multiple ?? 1,
});

/** Adds `quantity` of a listing: a new line, or more of an existing one. */
export function addToCart(url: string, listing: CartListing, quantity = 1) {
  const items = getCart(url);
  const existing = items.find((i) => i.id === listing.id);
  setCart(
    url,
    existing
      ? items.map((i) => (i.id === listing.id ? { ...i, quantity: i.quantity + quantity } : i))
      : [...items, { ...fromListing(listing), quantity }],
  );
}

interface CartRefresh {
  /** Names of lines the store no longer sells (removed from the cart). */
  dropped: string[];
  /** True when at least one price (or offer, bonus) changed. */
  changed: boolean;
}

/** Brings a cart to the store's latest list: prices and names from the listing, lines no longer sold dropped. */
export function refreshCart(url: string, listings: CartListing[]): CartRefresh {
  const items = getCart(url);
  if (items.length === 0) return { dropped: [], changed: false };
  const byId = new Map(listings.map((l) => [l.id, l]));
  const dropped: string[] = [];
  let changed = false;
  const next: CartItem[] = [];
  for (const item of items) {
    const listing = byId.get(item.id);
    if (!listing) {
      dropped.push(item.product_name);
      continue;
    }
    if (
      listing.total_price !== item.total_price ||
      listing.offer !== item.offer ||
      listing.bonus !== item.bonus ||
      JSON.stringify(listing.scheme ?? null) !== JSON.stringify(item.scheme ?? null)
    ) {
      changed = true;
    }
    next.push({ ...fromListing(listing), quantity: item.quantity });
  }
  const differs = dropped.length > 0 || next.some((n, i) => JSON.stringify(n) !== JSON.stringify(items[i]));
  if (differs) setCart(url, next);
  return { dropped, changed };
}

/** The lines of a cart that cannot be ordered now (out of stock). */
export const outOfStockLines = (items: CartItem[]) => items.filter((i) => i.availability === 'out_of_stock');

/** What the order will cost: each line's quantity x T.P less its offer, added in paisa (the server's rule). */
export const cartTotal = (items: CartItem[]) =>
  linesNetTotal(items.map((i) => ({ price: i.total_price, quantity: i.quantity, offer: i.offer })));

/** Every store's cart (the server-cart sync reads them all at sign-in). */
export function allCarts(): Record<string, CartItem[]> {
  return readCarts();
}

/** Calls `listener` after every change of any cart (this tab or another); answers the unsubscribe. */
export function subscribeCarts(listener: () => void): () => void {
  return subscribe(listener);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the cart.
  const onStorage = (e: StorageEvent) => e.key === CART_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The store a person last opened, for /checkout and /cart without a url. */
export function rememberStore(url: string) {
  writeJson(LAST_STORE_KEY, cartKey(url));
}
export function lastStore(): string | null {
  const value = readJson<unknown>(LAST_STORE_KEY, null);
  return typeof value === 'string' && value ? value : null;
}
