import { ADMIN_MSG } from '@dawalink/shared';
import { translated } from './i18n';

/** ADMIN_MSG in the page's language (a module of its own, so a page loads only the groups it reads). */
export const adminMsg = () => translated('ADMIN_MSG', ADMIN_MSG);
