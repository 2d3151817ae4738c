import { SCHEME_MSG } from '@dawalink/shared';
import { translated } from './i18n';

/** SCHEME_MSG in the page's language (a module of its own, so a page loads only the groups it reads). */
export const schemeMsg = () => translated('SCHEME_MSG', SCHEME_MSG);
