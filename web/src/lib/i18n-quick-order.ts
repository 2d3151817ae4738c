import { QUICK_ORDER_MSG } from '@dawalink/shared';
import { translated } from './i18n';

/** QUICK_ORDER_MSG in the page's language (a module of its own, so a page loads only the groups it reads). */
export const quickOrderMsg = () => translated('QUICK_ORDER_MSG', QUICK_ORDER_MSG);
