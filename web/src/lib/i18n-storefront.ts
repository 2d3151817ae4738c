import { STOREFRONT_MSG } from '@dawalink/shared';
import { translated } from './i18n';

/** STOREFRONT_MSG in the page's language (a module of its own, so a page loads only the groups it reads). */
export const storefrontMsg = () => translated('STOREFRONT_MSG', STOREFRONT_MSG);
