import { ADMIN_UI } from '@dawalink/shared';
import { translated } from './i18n';

/** ADMIN_UI (the admin's screens' words) in the page's language; only the admin's pages load it. */
export const adminUi = () => translated('ADMIN_UI', ADMIN_UI);
