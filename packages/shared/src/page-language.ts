import { DEFAULT_LANGUAGE, RTL_LANGUAGES, type Language } from './constants.js';
import { APP_CSS_ID, APP_CSS_RTL_ID } from './language-cookie.js';

/**
 * index.html, or a page made from it, in `language` before any script runs: `lang` (and `dir` for a right-to-left
 * language) on <html>, and for right to left the RTL stylesheet inline in place of the entry's. The entry's element
 * stays, turned off (`media="not all"`, as urdu-style.ts turns it off) and empty but for the names of its files
 * (`data-files`): the left-to-right stylesheet is 89 KB of CSS that a right-to-left page would parse on its way to
 * the first paint (about 18 ms at Lighthouse's 4x slowdown; compressed beside the right-to-left one it costs only
 * 0.5 KB), for a switch to English that most Urdu readers never make; web/src/lib/language-choice.ts fills it from
 * those files when one does. The server sends pages so (plugins/web-app.ts), the service worker its offline shell
 * (web/sw/sw.ts, which precaches the files). English: the page as it is. Without `rtlCss` (an older build) only
 * `lang` and `dir`.
 */
export function pageInLanguage(html: string, language: Language, rtlCss?: string): string {
  if (language === DEFAULT_LANGUAGE) return html;
  const rtl = RTL_LANGUAGES.includes(language);
  const page = html.replace(/<html\b[^>]*>/, `<html lang="${language}"${rtl ? ' dir="rtl"' : ''}>`);
  // A "</style" inside the CSS would end the element early.
  if (!rtl || !rtlCss || rtlCss.includes('</style')) return page;
  const ltrTag = `<style id="${APP_CSS_ID}"`;
  const start = page.indexOf(ltrTag);
  const openEnd = start < 0 ? -1 : page.indexOf('>', start);
  const end = openEnd < 0 ? -1 : page.indexOf('</style>', openEnd);
  // Without the names of its files the left-to-right stylesheet could not come back: it stays as it is.
  const files = /\sdata-files="([^"]*)"/.exec(page.slice(start, openEnd))?.[1];
  if (end < 0) return page;
  const afterLtr = end + '</style>'.length;
  const ltr = files
    ? `${ltrTag} media="not all" data-files="${files}"></style>`
    : `${ltrTag} media="not all"${page.slice(start + ltrTag.length, afterLtr)}`;
  return (
    page.slice(0, start) +
    ltr +
    fontPreload(rtlCss) +
    `<style id="${APP_CSS_RTL_ID}">${rtlCss}</style>` +
    page.slice(afterLtr)
  );
}

/**
 * The Urdu font file (the RTL stylesheet's woff2) asked for with the page. Its face is `font-display: optional`, so
 * no line moves when it arrives; Chromium waits for a preloaded optional font for a moment before the first paint
 * and, not preloaded, draws in the system's font whenever the file is not decoded yet at the first frame, even
 * from the cache. A system without Urdu letters (a Linux desk) then shows boxes for ے and ہ on every page.
 */
function fontPreload(rtlCss: string): string {
  const url = /url\(\s*['"]?([^'")\s]+\.woff2)['"]?\s*\)/.exec(rtlCss)?.[1];
  return url ? `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>` : '';
}
