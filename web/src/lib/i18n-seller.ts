import { SELLER_MSG } from '@dawalink/shared';
import { translated } from './i18n';

/** SELLER_MSG in the page's language (a module of its own, so a page loads only the groups it reads). */
export const sellerMsg = () => translated('SELLER_MSG', SELLER_MSG);
