import {
  ACCESS_MSG,
  ADMIN_MSG,
  MONEY_MSG,
  MSG_BEYOND,
  ORDER_DESK_MSG,
  QUICK_ORDER_MSG,
  QUANTITY_MSG,
  SELLER_MSG,
  STOREFRONT_MSG,
} from '@dawalink/shared';
import { translated } from './i18n';

/*
 * Message groups in the page's language that the app shell's chunk does not carry (only some lazy pages use them):
 * read when drawing, e.g. `adminMsg().approved`. A new group of a domain's screens can do the same with `translated`.
 */
export const adminMsg = () => translated('ADMIN_MSG', ADMIN_MSG);
export const moneyMsg = () => translated('MONEY_MSG', MONEY_MSG);
export const sellerMsg = () => translated('SELLER_MSG', SELLER_MSG);
export const beyondMsg = () => translated('MSG_BEYOND', MSG_BEYOND);
export const orderDeskMsg = () => translated('ORDER_DESK_MSG', ORDER_DESK_MSG);
export const storefrontMsg = () => translated('STOREFRONT_MSG', STOREFRONT_MSG);
export const accessMsg = () => translated('ACCESS_MSG', ACCESS_MSG);
export const quickOrderMsg = () => translated('QUICK_ORDER_MSG', QUICK_ORDER_MSG);
export const quantityMsg = () => translated('QUANTITY_MSG', QUANTITY_MSG);
