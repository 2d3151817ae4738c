import { ORDER_DESK_MSG } from '@dawalink/shared';
import { translated } from './i18n';

/** ORDER_DESK_MSG in the page's language (a module of its own, so a page loads only the groups it reads). */
export const orderDeskMsg = () => translated('ORDER_DESK_MSG', ORDER_DESK_MSG);
