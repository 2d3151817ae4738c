import { DEFAULT_LANGUAGE, RTL_LANGUAGES, type Language } from './constants.js';
import { APP_CSS_ID, APP_CSS_RTL_ID } from './language-cookie.js';


/**
 * index.html, or a page made from it, in `language` before any script runs: `lang` (and `dir` for a right-to-left
 * language) on <html>, and for right to left the RTL stylesheet inline after the entry's, which is turned off
 * (`media="not all"`, as urdu-style.ts turns it off; it finds and reuses the RTL one by its id). The server sends
 * pages so (plugins/web-app.ts), the service worker its offline shell (web/sw/sw.ts). English: the page as it is.
 * Without `rtlCss` (an older build) only `lang` and `dir`.
 */
export function pageInLanguage(html: string, language: Language, rtlCss?: string): string {
  if (language === DEFAULT_LANGUAGE) return html;
  const rtl = RTL_LANGUAGES.includes(language);
  const page = html.replace(/<html\b[^>]*>/, `<html lang="${language}"${rtl ? ' dir="rtl"' : ''}>`);
  // A "</style" inside the CSS would end the element early.
  if (!rtl || !rtlCss || rtlCss.includes('</style')) return page;
  const ltrTag = `<style id="${APP_CSS_ID}"`;
  const start = page.indexOf(ltrTag);
  const end = start < 0 ? -1 : page.indexOf('</style>', start);
  if (end < 0) return page;
  const afterLtr = end + '</style>'.length;
  return (
    page.slice(0, start) +
    `${ltrTag} media="not all"` +
    page.slice(start + ltrTag.length, afterLtr) +
    `<style id="${APP_CSS_RTL_ID}">${rtlCss}</style>` +
    page.slice(afterLtr)
  );
}
