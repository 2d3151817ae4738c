import { MONEY_UI } from '@dawalink/shared';
import { translated } from './i18n';

/** MONEY_UI (the money screens' words) in the page's language, read when drawing. */
export const moneyUi = () => translated('MONEY_UI', MONEY_UI);
