import { MSG_BEYOND } from '@dawalink/shared';
import { translated } from './i18n';

/** MSG_BEYOND in the page's language (a module of its own, so a page loads only the groups it reads). */
export const beyondMsg = () => translated('MSG_BEYOND', MSG_BEYOND);
