import { useSyncExternalStore } from 'react';
import { ApiError } from './api';
import { cartKey } from './cart';

/*
 * A store the retailer has opened stays readable offline: every read of its seller and its product list that the
 * network answers is saved on the device (IndexedDB, through idb-keyval: a 5,000-line list is too big for local
 * storage), and a read the network cannot answer is answered from the saved copy instead, with the moment it was
 * read ("Prices as of ..."). The service worker keeps no API answer (web/sw/sw.ts): this is the one place where data
 * outlives the connection, and it is only ever shown marked as such.
 */

type Part = 'seller' | 'listings';
interface Saved<T> {
  data: T;
  readAt: number;
}

const idb = () => import('idb-keyval');
const slot = (url: string, part: Part) => `store:${cartKey(url)}:${part}`;

/** Stores shown from a saved copy right now, with when that copy was read. */
const shownSaved = new Map<string, number>();
const listeners = new Set<() => void>();
function markShown(url: string, readAt: number | null) {
  const key = cartKey(url);
  if (readAt === null ? !shownSaved.has(key) : shownSaved.get(key) === readAt) return;
  if (readAt === null) shownSaved.delete(key);
  else shownSaved.set(key, readAt);
  listeners.forEach((l) => l());
}

/** A failure of the connection (no answer at all), not a refusal by the server. */
export const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * Reads through the network, saving what it answers; when the network gives no answer, the saved copy (if any).
 * A refusal by the server (404, 410) is never replaced by a saved copy: the store is gone.
 */
export async function readThrough<T>(url: string, part: Part, fetcher: () => Promise<T>): Promise<T> {
  try {
    const data = await fetcher();
    keepCopy(url, part, data);
    if (part === 'listings') markShown(url, null);
    return data;
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const saved = await loadSaved<T>(url, part);
    if (!saved) throw error;
    if (part === 'listings') markShown(url, saved.readAt);
    return saved.data;
  }
}

/** Saves what the network answered for a store (also what a store link's HTML brought: lib/first-screen.ts). */
export function keepCopy(url: string, part: Part, data: unknown) {
  void idb()
    .then(({ set }) => set(slot(url, part), { data, readAt: Date.now() } satisfies Saved<unknown>))
    .catch(() => {
      // A full or private-mode storage: the store just will not be there offline.
    });
}

export async function loadSaved<T>(url: string, part: Part): Promise<Saved<T> | undefined> {
  try {
    const { get } = await idb();
    const saved = await get<Saved<T>>(slot(url, part));
    return saved && typeof saved.readAt === 'number' ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** When the list last shown for this store was read, if that was a saved copy (null: the live list). */
export const savedAsOf = (url: string): number | null => shownSaved.get(cartKey(url)) ?? null;

/** When the product list on screen for this store was read, if it is a saved copy; null when it is the live one. */
export function useSavedAsOf(url: string): number | null {
  const key = cartKey(url);
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => shownSaved.get(key) ?? null,
    () => null,
  );
}
