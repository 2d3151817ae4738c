import { ACCESS_MSG } from '@dawalink/shared';
import { translated } from './i18n';

/** ACCESS_MSG in the page's language (a module of its own, so a page loads only the groups it reads). */
export const accessMsg = () => translated('ACCESS_MSG', ACCESS_MSG);
