import { STOCK_MSG } from '@dawalink/shared';
import { translated } from './i18n';

/** STOCK_MSG in the page's language (a module of its own, so a page loads only the groups it reads). */
export const stockMsg = () => translated('STOCK_MSG', STOCK_MSG);
