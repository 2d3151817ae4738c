import { MONEY_MSG, MONEY_UI, formatDate } from '@dawalink/shared';
import { translated } from '../../lib/i18n';

/** The money screens' words and messages in the page's language (read when drawing; the pages remount on a change). */
export const moneyText = () => translated('MONEY_UI', MONEY_UI);
export const moneyMessages = () => translated('MONEY_MSG', MONEY_MSG);

/** The last payment's date, or "none" before the first. */
export const lastPaymentText = (at: string | null, timeZone?: string) =>
  at ? formatDate(at, timeZone) : moneyText().none;
