import type { BookingRetailer } from '@dawalink/shared';
import { currentLanguage } from '../../lib/i18n';
import { teamUi } from '../../lib/i18n-team-ui';

/** "Last ordered 3 Nov 2026 (12 days ago)", or that they have not ordered yet; the month named in the page's language. */
export function lastOrderedText(r: Pick<BookingRetailer, 'last_ordered' | 'days_since_order'>): string {
  if (!r.last_ordered || r.days_since_order === null) return teamUi().notOrderedYet;
  const locale = currentLanguage() === 'ur' ? 'ur-PK-u-nu-latn' : 'en-PK';
  const date = new Date(r.last_ordered).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  return teamUi().lastOrdered(date, r.days_since_order);
}
