import type { BookingRetailer } from '@dawalink/shared';

/** "Last ordered 3 Nov 2026 (12 days ago)", or that they have not ordered yet. */
export function lastOrderedText(r: Pick<BookingRetailer, 'last_ordered' | 'days_since_order'>): string {
  if (!r.last_ordered || r.days_since_order === null) return 'Not ordered yet';
  const date = new Date(r.last_ordered).toLocaleDateString('en-PK', { day: 'numeric', month: 'short', year: 'numeric' });
  const ago = r.days_since_order === 0 ? 'today' : `not ordered in ${r.days_since_order} day${r.days_since_order === 1 ? '' : 's'}`;
  return `Last ordered ${date} (${ago})`;
}
