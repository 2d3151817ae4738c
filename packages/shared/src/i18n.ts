import { MSG } from './messages.js';
import { STOREFRONT_MSG } from './messages-storefront.js';
import { MSG_BEYOND } from './messages-beyond.js';
import { ACCESS_MSG } from './messages-access.js';
import { ADMIN_MSG } from './messages-admin.js';
import { ORDER_DESK_MSG } from './messages-order-desk.js';
import { SELLER_MSG } from './messages-seller.js';
import { MONEY_MSG } from './messages-money.js';
import { UI_MSG } from './messages-ui.js';
import { QUANTITY_MSG } from './quantity.js';
import { SIGNIN_UI } from './messages-ui-signin.js';
import { SHOP_UI } from './messages-ui-shop.js';
import { QUICK_ORDER_MSG } from './messages-quickorder.js';
import { MONEY_UI } from './messages-money-ui.js';
import { SCHEME_MSG } from './messages-schemes.js';
import { STOCK_MSG } from './messages-stock.js';
import { OFFLINE_MSG } from './messages-offline.js';
import { LICENCE_MSG, LICENCE_ORDER_MSG } from './messages-licences.js';
import { SMS_MSG } from './messages-sms.js';
import { ADMIN_UI } from './messages-admin-ui.js';
import { PARTS_UI } from './messages-ui-parts.js';
import { SELLER_UI } from './messages-ui-seller.js';
import { LISTINGS_UI } from './messages-ui-listings.js';
import { TEAM_UI } from './messages-ui-team.js';

/**
 * One message group translated: the same keys, a string for a string, a function with the same parameters for a
 * function (texts with values in them), nested groups likewise. A key left out is a type error.
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends string
      ? string
      : Translation<T[K]>;
};

/**
 * Every message group by name, in English (the source). A new `messages-*.ts` group joins here and in the Urdu
 * catalogue (messages-ur.ts) so that its texts are translated too.
 */
export const ENGLISH = {
  MSG,
  STOREFRONT_MSG,
  MSG_BEYOND,
  ACCESS_MSG,
  ADMIN_MSG,
  ORDER_DESK_MSG,
  SELLER_MSG,
  MONEY_MSG,
  UI_MSG,
  QUANTITY_MSG,
  SIGNIN_UI,
  SHOP_UI,
  QUICK_ORDER_MSG,
  MONEY_UI,
  SCHEME_MSG,
  STOCK_MSG,
  OFFLINE_MSG,
  LICENCE_MSG,
  LICENCE_ORDER_MSG,
  SMS_MSG,
  ADMIN_UI,
  PARTS_UI,
  SELLER_UI,
  LISTINGS_UI,
  TEAM_UI,
};
export type Catalogue = { [G in keyof typeof ENGLISH]: Translation<(typeof ENGLISH)[G]> };
