import { TEAM_UI } from '@dawalink/shared';
import { translated } from './i18n';

/** TEAM_UI (Team, Book an order, My retailers, Join a team) in the page's language, read when drawing. */
export const teamUi = () => translated('TEAM_UI', TEAM_UI);
