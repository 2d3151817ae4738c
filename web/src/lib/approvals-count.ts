import { useEffect, useState } from 'react';
import type { ApprovalCount } from '@dawalink/shared';
import { api } from './api';

const CHANGED = 'dawalink:approvals-changed';

/** Tells the navigation's queue badge that a decision was taken, so it counts again at once. */
export function announceApprovalsChanged() {
  window.dispatchEvent(new Event(CHANGED));
}

/**
 * The admin's approval queue for the navigation badge: read on every page change, after each decision and every
 * minute. A plain fetch (the navigation also draws pages that have no query client).
 */
export function useApprovalCount(enabled: boolean, pathname: string): ApprovalCount | null {
  const [count, setCount] = useState<ApprovalCount | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const load = () =>
      api
        .get<ApprovalCount>('/Admin/approvals/count')
        .then((c) => live && setCount(c))
        .catch(() => {});
    void load();
    window.addEventListener(CHANGED, load);
    const timer = window.setInterval(load, 60_000);
    return () => {
      live = false;
      window.removeEventListener(CHANGED, load);
      window.clearInterval(timer);
    };
  }, [enabled, pathname]);
  return enabled ? count : null;
}
