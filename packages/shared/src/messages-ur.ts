import type { Catalogue } from './i18n.js';
import { MSG_UR } from './messages-ur-main.js';
import {
  ACCESS_MSG_UR,
  ADMIN_MSG_UR,
  MONEY_MSG_UR,
  MSG_BEYOND_UR,
  ORDER_DESK_MSG_UR,
  SELLER_MSG_UR,
  QUANTITY_MSG_UR,
  QUICK_ORDER_MSG_UR,
  STOREFRONT_MSG_UR,
} from './messages-ur-groups.js';
import { MONEY_UI_UR } from './messages-money-ur.js';
import { LICENCE_MSG_UR, LICENCE_ORDER_MSG_UR, SCHEME_MSG_UR, STOCK_MSG_UR } from './messages-ur-trade.js';
import { OFFLINE_MSG_UR } from './messages-ur-offline.js';
import { SHOP_UI_UR, SIGNIN_UI_UR, UI_MSG_UR } from './messages-ur-ui.js';
import { LISTINGS_UI_UR, PARTS_UI_UR, SELLER_UI_UR, TEAM_UI_UR } from './messages-ur-seller.js';

/**
 * Every message group in Urdu (`@dawalink/shared/urdu`): loaded by the web app only when Urdu is chosen, and by the
 * server for texts sent in an account's language (SMS). Typed as the English catalogue: a missing key does not
 * compile, and messages-ur.test.ts checks each text is there and written in Urdu.
 */
export const URDU: Catalogue = {
  MSG: MSG_UR,
  STOREFRONT_MSG: STOREFRONT_MSG_UR,
  MSG_BEYOND: MSG_BEYOND_UR,
  ACCESS_MSG: ACCESS_MSG_UR,
  ADMIN_MSG: ADMIN_MSG_UR,
  ORDER_DESK_MSG: ORDER_DESK_MSG_UR,
  SELLER_MSG: SELLER_MSG_UR,
  MONEY_MSG: MONEY_MSG_UR,
  UI_MSG: UI_MSG_UR,
  QUANTITY_MSG: QUANTITY_MSG_UR,
  SIGNIN_UI: SIGNIN_UI_UR,
  SHOP_UI: SHOP_UI_UR,
  QUICK_ORDER_MSG: QUICK_ORDER_MSG_UR,
  MONEY_UI: MONEY_UI_UR,
  SCHEME_MSG: SCHEME_MSG_UR,
  STOCK_MSG: STOCK_MSG_UR,
  OFFLINE_MSG: OFFLINE_MSG_UR,
  LICENCE_MSG: LICENCE_MSG_UR,
  LICENCE_ORDER_MSG: LICENCE_ORDER_MSG_UR,
  PARTS_UI: PARTS_UI_UR,
  SELLER_UI: SELLER_UI_UR,
  LISTINGS_UI: LISTINGS_UI_UR,
  TEAM_UI: TEAM_UI_UR,
};
