import { LICENCE_MSG } from '@dawalink/shared';
import { translated } from './i18n';

/** LICENCE_MSG in the page's language (a module of its own, so a page loads only the groups it reads). */
export const licenceMsg = () => translated('LICENCE_MSG', LICENCE_MSG);
