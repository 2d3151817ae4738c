import { useSyncExternalStore } from 'react';
import { MSG_BEYOND } from '@dawalink/shared';
import { onLogout } from './session';

/*
 * How many new orders arrived since the seller last looked at Orders: the badge on the Orders link and the "(3) "
 * in front of the tab title. A tiny store rather than a context: the top bar (entry chunk) reads it, the live
 * stream (a chunk loaded for sellers only) writes it.
 */
let count = 0;
const listeners = new Set<() => void>();
const TITLE_PREFIX = /^\(\d+\) /;

function set(next: number) {
  if (next === count) return;
  count = next;
  const base = document.title.replace(TITLE_PREFIX, '');
  document.title = count > 0 ? MSG_BEYOND.unseenOrdersTitle(count, base) : base;
  for (const listener of listeners) listener();
}

export const unseenOrders = {
  add: () => set(count + 1),
  clear: () => set(0),
};

onLogout(() => unseenOrders.clear());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The number of new orders not yet seen on the Orders page. */
export function useUnseenOrders(): number {
  return useSyncExternalStore(subscribe, () => count, () => 0);
}
