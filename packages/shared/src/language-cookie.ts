/**
 * The device's language choice as a cookie (web/src/lib/language-choice.ts writes it beside local storage whenever
 * it remembers a language): the server reads it to send every page in that language from its first byte (`lang`,
 * `dir`, the right-to-left stylesheet, a store link's preview in its words: server/src/plugins/web-app.ts), so an
 * Urdu page does not paint left to right in English first and then move. Per device, not per account; readable by the
 * page (not HttpOnly), SameSite=Lax. Its own module, without imports: the web's entry chunk reads it, and the web
 * build's config (which cannot load the package's index).
 */
export const LANGUAGE_COOKIE = 'language';
/** A year: the choice outlives any session (browsers cap a cookie's life at about 400 days). */
export const LANGUAGE_COOKIE_DAYS = 365;

/**
 * The entry stylesheet index.html holds inline (web/vite.config.ts, inlineEntryCss), and its right-to-left twin
 * (the server's Urdu pages hold both, page-language.ts; web/src/app/urdu-style.ts switches between them).
 */
export const APP_CSS_ID = 'app-css';
export const APP_CSS_RTL_ID = 'app-css-rtl';
/**
 * The right-to-left stylesheet the web build writes beside index.html (web/vite.config.ts, rtlStylesheet): what
 * web/src/app/urdu-style.ts applies (Bootstrap's RTL build, the app's stylesheets, the Urdu font and line heights).
 */
export const RTL_STYLESHEET_FILE = 'app-rtl.css';

/**
 * index.html's <meta> naming the script files of the texts of the languages other than English (web/vite.config.ts,
 * otherLanguageFiles): a page opened in Urdu fetches them at once without running them (web/src/app/early.ts), and
 * runs them after React and the app shell, each in a task of its own.
 */
export const OTHER_LANGUAGE_FILES_META = 'dawalink-other-language-files';
