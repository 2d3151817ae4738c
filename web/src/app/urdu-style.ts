/*
 * Right to left: Bootstrap's RTL build (purged like the LTR one) with the app's own entry stylesheets, in place of the
 * entry's LTR <style> (index.html's #app-css; in dev, Vite's bootstrap.min.css). Loaded with the Urdu texts only
 * (lib/i18n-runtime.ts): the English pages never fetch it, nor the font (Noto Naskh Arabic, its Arabic-script
 * subset only: Latin letters and digits keep the system font and its tabular figures). A page the server sent in Urdu
 * holds the same right-to-left stylesheet already (@dawalink/shared page-language.ts): it is used as it is, and the
 * stylesheet's text (urdu-sheets.ts, ~17 KB compressed) is loaded only by a page that lacks it, i.e. when a reader
 * switches an English page to Urdu. A page the server sent in Urdu comes without the left-to-right stylesheet's
 * text, which a switch to English reads from its files first (lib/language-choice.ts).
 */
import { ensureLtrSheet, ltrSheetFiles } from '../lib/language-choice';

// APP_CSS_RTL_ID and APP_CSS_ID in @dawalink/shared (language-cookie.ts), written out: imported, they made a chunk of
// their own that the entry loads (the entry's modules use them too).
const APP_CSS_RTL_ID = 'app-css-rtl';
const APP_CSS_ID = 'app-css';
const LTR_SELECTOR = `style#${APP_CSS_ID}, style[data-vite-dev-id*="bootstrap.min.css"]`;
// The entry stylesheet's own file, which Vite links when a lazy chunk depends on the entry (index.html inlines it).
const isLtrLink = (node: Node): node is HTMLLinkElement =>
  node instanceof HTMLLinkElement && ltrSheetFiles().includes(new URL(node.href, location.href).pathname);
// A page the server sent right to left is so before this module runs: a link added before applyDirection is turned
// off too.
let rtlNow = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
// Such a link may come after the switch: it is turned off as it arrives while the page is right to left.
const observer =
  typeof MutationObserver === 'undefined'
    ? null
    : new MutationObserver((records) => {
        for (const record of records)
          record.addedNodes.forEach((node) => {
            if (rtlNow && isLtrLink(node)) node.media = 'not all';
          });
      });
observer?.observe(document.head, { childList: true });

/**
 * Puts the stylesheet of the direction in the page, turned off, unless it is there: the right-to-left one (the
 * server's, or made before), or the left-to-right one's text, which a page the server sent right to left lacks.
 */
export async function ensureDirectionSheet(rtl: boolean): Promise<void> {
  if (!rtl) return ensureLtrSheet();
  if (document.getElementById(APP_CSS_RTL_ID)) return;
  const { rtlSheetText } = await import('./urdu-sheets');
  if (document.getElementById(APP_CSS_RTL_ID)) return;
  const style = document.createElement('style');
  style.id = APP_CSS_RTL_ID;
  style.media = 'not all';
  style.textContent = rtlSheetText;
  document.head.appendChild(style);
}

/** Turns the right-to-left stylesheet on or off, the left-to-right one the other way (after ensureDirectionSheet). */
export function applyDirection(rtl: boolean) {
  const style = document.getElementById(APP_CSS_RTL_ID) as HTMLStyleElement | null;
  if (style) style.media = rtl ? 'all' : 'not all';
  rtlNow = rtl;
  document.querySelectorAll<HTMLStyleElement>(LTR_SELECTOR).forEach((ltr) => (ltr.media = rtl ? 'not all' : 'all'));
  document.querySelectorAll('link[rel="stylesheet"]').forEach((link) => {
    if (isLtrLink(link)) link.media = rtl ? 'not all' : 'all';
  });
}
