import { MONEY_MSG } from '@dawalink/shared';
import { translated } from './i18n';

/** MONEY_MSG in the page's language (a module of its own, so a page loads only the groups it reads). */
export const moneyMsg = () => translated('MONEY_MSG', MONEY_MSG);
