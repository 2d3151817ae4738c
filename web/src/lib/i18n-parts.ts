import { PARTS_UI } from '@dawalink/shared';
import { translated } from './i18n';

/** PARTS_UI (dialog footers, paging, licence details...) in the page's language, read when drawing. */
export const partsUi = () => translated('PARTS_UI', PARTS_UI);
