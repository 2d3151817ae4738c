import rtlBootstrap from 'bootstrap/dist/css/bootstrap.rtl.min.css?inline';
import theme from '../theme.css?inline';
import storefront from '../features/storefront/storefront.css?inline';
import urduFont from './urdu-font.css?inline';
import urdu from './urdu.css?inline';

/*
 * The right-to-left stylesheet's text: Bootstrap's RTL build with the app's entry stylesheets, the Urdu font's faces
 * and the Urdu rules, in one <style> (urdu-style.ts). The web build writes the same text out as app-rtl.css, which the
 * server puts inline in every page it sends in Urdu (web/vite.config.ts, rtlStylesheet). The font's faces are inline
 * with the rest, not a stylesheet of the chunk's own: a second copy of the @font-face rules, arriving after the first
 * paint, made new faces that swapped in and grew every line.
 */
export const rtlSheetText = `${rtlBootstrap}\n${theme}\n${storefront}\n${urduFont}\n${urdu}`;
