import { MONEY_MSG, MONEY_UI } from '@dawalink/shared';

/** The money screens' words and messages in the page's language (the pages remount when it changes). */
export const moneyText = () => MONEY_UI;
export const moneyMessages = () => MONEY_MSG;
