import { OFFLINE_MSG } from '@dawalink/shared';
import { translated } from './i18n';

/** OFFLINE_MSG in the page's language (a module of its own, so a page loads only the groups it reads). */
export const offlineMsg = () => translated('OFFLINE_MSG', OFFLINE_MSG);
