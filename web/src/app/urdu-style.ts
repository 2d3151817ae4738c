import rtlBootstrap from 'bootstrap/dist/css/bootstrap.rtl.min.css?inline';
import theme from '../theme.css?inline';
import storefront from '../features/storefront/storefront.css?inline';
import '@fontsource/noto-naskh-arabic/arabic-400.css';
import '@fontsource/noto-naskh-arabic/arabic-700.css';
import './urdu.css';

/*
 * Right to left: Bootstrap's RTL build (purged like the LTR one) with the app's own entry stylesheets, in place of the
 * entry's LTR <style> (index.html's #app-css; in dev, Vite's bootstrap.min.css). Loaded with the Urdu texts only
 * (lib/i18n-runtime.ts): the English pages never fetch it, nor the font (Noto Naskh Arabic, its Arabic-script
 * subset only: Latin letters and digits keep the system font and its tabular figures).
 */
const RTL_ID = 'app-css-rtl';
const LTR_SELECTOR = 'style#app-css, style[data-vite-dev-id*="bootstrap.min.css"]';

export function applyDirection(rtl: boolean) {
  let style = document.getElementById(RTL_ID) as HTMLStyleElement | null;
  if (rtl && !style) {
    style = document.createElement('style');
    style.id = RTL_ID;
    style.textContent = `${rtlBootstrap}\n${theme}\n${storefront}`;
    document.head.appendChild(style);
  }
  if (style) style.media = rtl ? 'all' : 'not all';
  document.querySelectorAll<HTMLStyleElement>(LTR_SELECTOR).forEach((ltr) => (ltr.media = rtl ? 'not all' : 'all'));
}
