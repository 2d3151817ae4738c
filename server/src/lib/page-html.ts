/**
 * index.html with a first screen drawn by the server in place of the app shell (the brand bar and spinner between
 * the marks of web/index.html): a store link's first lines (features/storefront/store-preview.ts), a signed-in page's
 * heading and search box (plugins/first-screens.ts). A slow phone shows it as soon as the HTML is in, instead of
 * after the app's scripts have loaded and run.
 */

/** Marks in web/index.html around the app shell's markup, which a first screen replaces. */
export const SHELL_START = '<!--app-shell-->';
export const SHELL_END = '<!--/app-shell-->';
const ROOT_TAG = '<div id="root">';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value made safe for HTML: store and product names are typed by sellers and the admin. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** Where #root opens and the shell's marks are in index.html, or undefined when it lacks them (an older build). */
function shellBounds(indexHtml: string): { root: number; start: number; end: number } | undefined {
  const start = indexHtml.indexOf(SHELL_START);
  const end = indexHtml.indexOf(SHELL_END);
  const root = indexHtml.indexOf(ROOT_TAG);
  if (start < 0 || end < start || root < 0 || root > start) return undefined;
  return { root, start, end };
}

/** The app shell's markup between the marks, or undefined when index.html lacks them (an older build). */
export function appShell(indexHtml: string): string | undefined {
  const at = shellBounds(indexHtml);
  return at && indexHtml.slice(at.start + SHELL_START.length, at.end);
}

/**
 * index.html with `markup` in place of the app shell, #root given `rootAttributes` (marks the app reads, `inert`:
 * nothing in a drawn first screen can be clicked or typed into, so no tap is lost before the app takes over).
 * The first screen paints without the app's scripts (module scripts never block rendering): they load at low
 * priority, after the page and whatever it preloads, instead of competing with them on a slow link. Undefined when
 * index.html lacks the shell's marks.
 */
export function pageWithFirstScreen(
  indexHtml: string,
  rootAttributes: string,
  markup: string,
  /** Put after #root, at the end of the body (a page's data block). */
  afterRoot = '',
): string | undefined {
  const at = shellBounds(indexHtml);
  if (!at) return undefined;
  const head = indexHtml
    .slice(0, at.root)
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
  return (
    head +
    `<div id="root" ${rootAttributes} inert>` +
    indexHtml.slice(at.root + ROOT_TAG.length, at.start) +
    markup +
    indexHtml.slice(at.end + SHELL_END.length).replace('</body>', `${afterRoot}</body>`)
  );
}
