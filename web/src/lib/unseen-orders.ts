import { useSyncExternalStore } from 'react';
import { beyondMsg } from './i18n-beyond';
import { onLogout } from './session';
import { readJson, removeKey, writeJson } from './storage';

/*
 * The new orders that arrived since the seller last looked at Orders: the badge on the Orders link and the "(3) "
 * in front of the tab title. A tiny store rather than a context: the top bar (entry chunk) reads it, the live
 * stream (a chunk loaded for sellers only) writes it. The order ids are kept in localStorage, so the count survives
 * a reload and is the same in every tab: each tab's stream adds the same order once, and opening Orders in one tab
 * clears them all.
 */
const KEY = 'unseenOrders';
/** More than this many unseen orders shows as 99+ anyway; the list must not grow without end. */
const KEEP = 200;
const TITLE_PREFIX = /^\(\d+\) /;

let ids: number[] = load();
const listeners = new Set<() => void>();

function load(): number[] {
  const stored = readJson<unknown>(KEY, []);
  return Array.isArray(stored) ? stored.filter((id): id is number => Number.isSafeInteger(id)) : [];
}

function showTitle() {
  const base = document.title.replace(TITLE_PREFIX, '');
  document.title = ids.length > 0 ? beyondMsg().unseenOrdersTitle(ids.length, base) : base;
}

function set(next: number[], store = true) {
  if (next.length === ids.length && next.every((id, i) => id === ids[i])) return;
  ids = next;
  if (store) {
    if (ids.length > 0) writeJson(KEY, ids);
    else removeKey(KEY);
  }
  showTitle();
  for (const listener of listeners) listener();
}

export const unseenOrders = {
  add: (orderId: number) => {
    if (!ids.includes(orderId)) set([...ids, orderId].slice(-KEEP));
  },
  clear: () => set([]),
};

onLogout(() => unseenOrders.clear());

// Another tab added or cleared.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === KEY || e.key === null) set(load(), false);
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const count = () => ids.length;

/** The number of new orders not yet seen on the Orders page; the tab title shows it too. */
export function useUnseenOrders(): number {
  return useSyncExternalStore(subscribe, count, () => 0);
}

/** Puts the count in front of the tab title (after a reload, before any order arrives). */
export function showUnseenInTitle() {
  showTitle();
}
