import { SHOP_UI } from '@dawalink/shared';
import { translated } from './i18n';

/** The retailer's screens' words in the page's language (read when drawing; kept out of the app shell's chunk). */
export const shopUi = () => translated('SHOP_UI', SHOP_UI);
