import { SELLER_UI } from '@dawalink/shared';
import { translated } from './i18n';

/** SELLER_UI (the seller's orders screens and Dashboard) in the page's language, read when drawing. */
export const sellerUi = () => translated('SELLER_UI', SELLER_UI);
