import { QUANTITY_MSG } from '@dawalink/shared';
import { translated } from './i18n';

/** QUANTITY_MSG in the page's language (a module of its own, so a page loads only the groups it reads). */
export const quantityMsg = () => translated('QUANTITY_MSG', QUANTITY_MSG);
