import { LISTINGS_UI } from '@dawalink/shared';
import { translated } from './i18n';

/** LISTINGS_UI (the seller's product screens and Price List) in the page's language, read when drawing. */
export const listingsUi = () => translated('LISTINGS_UI', LISTINGS_UI);
