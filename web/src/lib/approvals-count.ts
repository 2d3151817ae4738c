import { useEffect, useSyncExternalStore } from 'react';
import type { ApprovalCount } from '@dawalink/shared';
import { api } from './api';

const CHANGED = 'dawalink:approvals-changed';
const EVERY_MS = 60_000;

/** Tells the navigation's queue badge that a decision was taken, so it counts again at once. */
export function announceApprovalsChanged() {
  window.dispatchEvent(new Event(CHANGED));
}

/*
 * One count for the whole page: the navigation's badge and the approvals screen's figure read the same answer, from
 * one request at a time and one timer, however many of them are drawn.
 */
let latest: ApprovalCount | null = null;
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();
let timer: number | undefined;

function load(): Promise<void> {
  inFlight ??= api
    .get<ApprovalCount>('/Admin/approvals/count')
    .then((count) => {
      latest = count;
      listeners.forEach((listener) => listener());
    })
    .catch(() => {})
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

const reload = () => void load();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener(CHANGED, reload);
    timer = window.setInterval(reload, EVERY_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener(CHANGED, reload);
    window.clearInterval(timer);
  };
}

const noSubscription = () => () => {};

/**
 * The admin's approval queue (the navigation's badge, the approvals screen's "N waiting"): read on every page change,
 * after each decision and every minute. A plain fetch (the navigation also draws pages that have no query client).
 */
export function useApprovalCount(enabled: boolean, pathname: string): ApprovalCount | null {
  const count = useSyncExternalStore(enabled ? subscribe : noSubscription, () => latest);
  useEffect(() => {
    if (enabled) reload();
  }, [enabled, pathname]);
  return enabled ? count : null;
}
