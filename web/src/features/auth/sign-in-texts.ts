import { SIGNIN_UI } from '@dawalink/shared';
import { translated } from '../../lib/i18n';

/** The sign-in page's words in the page's language (read when drawing). */
export const signInUi = () => translated('SIGNIN_UI', SIGNIN_UI);
