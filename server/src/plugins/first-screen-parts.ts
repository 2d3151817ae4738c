import { UI_ICON_PATHS, type Catalogue, type Language, type UiIconName } from '@dawalink/shared';
import { escapeHtml } from '../lib/page-html.js';

/*
 * What the pages drawn by the server before their scripts (first-screens.ts, first-screens-data.ts) have in common:
 * who a page is for, and the few elements they draw as React-Bootstrap draws them.
 */

/** Who the UI's `user` cookie says is signed in (plugins/session.ts writes it): a hint for drawing, never trusted. */
export interface CookieUser {
  type: string;
  /** A seller's team member's role; absent for the seller account itself (the owner). */
  role?: string;
  /** The account's id as the cookie says; the API checks the session for every answer drawn with it. */
  id?: number;
}

/**
 * GET /api{path} as the person asking for the page: the answer's body when it is 200, else undefined; `paged`, a list
 * route that counts every match in `X-Total-Count`: `{ total, rows }`, as the web app's `api.getPage` reads it;
 * `maybe`, null for a 404.
 */
export type ReadAsCaller = (path: string, how?: 'paged' | 'maybe') => Promise<unknown>;

/**
 * An API read of a first screen: a path; a paged list's path (ReadAsCaller's `paged`); or a thing that may not be
 * there yet (`maybe`: a 404 answers null, as the page's query reads it: an order's invoice before it is issued).
 */
export type FirstRead = string | { paged: string } | { maybe: string };

/** Files of the web app's build that a drawn page may name (undefined: not in this build). */
export interface PageAssets {
  /** web/src/first-paint/device-cart.ts, built: its address under the site. */
  deviceCartScript?: string;
}

export interface FirstScreen {
  /**
   * Whether this device gets it: the page's roles, as web/src/app/pages.ts and lib/paths.ts's STAFF_PAGES (null: a
   * visitor).
   */
  for: (user: CookieUser | null) => boolean;
  /**
   * The page's markup under the top bar before its data, in the catalogue's words (of `language`); `origin` is the
   * page's own (its address), `logo` the app shell's brand (mark and name) as index.html draws it. None for a page
   * that is only drawn with its data.
   */
  draw?: (t: Catalogue, origin: string, logo: string, language: Language) => string;
  /** The markup shows the page's origin, so it is made per origin. */
  perOrigin?: true;
  /** The page draws its own header instead of the app's top bar (a store's pages): the markup is all of it. */
  bare?: true;
  /**
   * What goes after #root, at the end of the body, in the page's words: the device's own first paint (a script of
   * the build, `assets`) and its data.
   */
  afterRoot?: (t: Catalogue, assets: PageAssets) => string;
  /**
   * A page whose largest part is its data (a total, a figure): the API answers it opens with, read as the caller
   * (the API checks the session and the role as for the page's own calls), and the page drawn with them. The
   * answers go into the HTML beside it, so the page starts from them instead of asking again.
   */
  data?: {
    /**
     * The paths under /api the page asks for first (the same strings: the web app matches them), or undefined;
     * `id` is the number in the page's path for a page of one thing (`/receivables/:id`), `slug` the word in it
     * for a page of a store (`/cart/:url`, as the path has it). `user` is null for a visitor on a visitor's page.
     */
    reads: (user: CookieUser | null, id: number, slug: string) => FirstRead[] | undefined;
    /**
     * The markup with the answers, in `reads`' order (and the caller and the path's number or word, as `reads` had
     * them; `logo` as for `draw`); undefined when an answer is not what the page expects.
     */
    draw: (
      t: Catalogue,
      answers: unknown[],
      language: Language,
      user: CookieUser | null,
      id: number,
      slug: string,
      logo: string,
    ) => string | undefined;
  };
}

/** An icon of the app (web/src/components/icon-button.tsx's Icon) at 18 px. */
export const uiIcon = (name: UiIconName) =>
  `<svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor"><path d="${UI_ICON_PATHS[name]}"></path></svg>`;

/**
 * components/icon-button.tsx's IconButton, an inert copy (out of the tab order, and #root is inert): a tap waits for
 * the page's own.
 */
export const iconButton = (label: string, icon: UiIconName, variant = 'outline-primary') =>
  `<button type="button" tabindex="-1" aria-label="${escapeHtml(label)}" title="${escapeHtml(label)}" class="icon-btn btn btn-${variant} btn-sm">${uiIcon(icon)}</button>`;

export const spinner = (label: string) =>
  `<div class="d-flex justify-content-center py-5"><div class="spinner-border" role="status" aria-label="${escapeHtml(label)}"></div></div>`;

/** The box of a field: `content` is markup (escaped by the caller). */
const fieldBox = (content: string) =>
  `<div class="form-control first-screen-field" aria-hidden="true">${content}</div>`;
/**
 * A search box as the page draws it before anything is typed (React-Bootstrap's Form.Control), but a box with its
 * placeholder's words, not a field: a script that types into the page's field by its placeholder or label
 * (Playwright's pressSequentially does not wait for an inert field) must find nothing until the page's own is in.
 * `select` draws a drop-down showing its first choice the same way. An empty field holds a space: an empty box would
 * be a line lower than the field.
 */
export const searchBox = (placeholder: string) => fieldBox(placeholder ? escapeHtml(placeholder) : '&nbsp;');
/**
 * A form's field as a box under its label (React-Bootstrap's Form.Group with Form.Label and Form.Control), `lines`
 * high, with its placeholder and the hint under it (Form.Text): the label names no control, the field is the page's
 * own. `className` is the group's; `hiddenLabel`, a second label only a screen reader reads (Form.Label
 * visuallyHidden). A phone number's placeholder reads left to right on an Urdu page too, as the field's own does (a
 * tel field is left to right).
 */
export const formField = (
  label: string,
  { lines = 1, placeholder = '', hint = '', className = 'mb-3', hiddenLabel = '', phone = false } = {},
) =>
  `<div class="${className}"><label class="form-label">${escapeHtml(label)}</label>` +
  (hiddenLabel ? `<label class="form-label visually-hidden">${escapeHtml(hiddenLabel)}</label>` : '') +
  (lines > 1
    ? fieldBox(`${'&nbsp;<br>'.repeat(lines - 1)}&nbsp;`)
    : phone
      ? fieldBox(`<span dir="ltr">${escapeHtml(placeholder)}</span>`)
      : searchBox(placeholder)) +
  (hint ? `<small class="form-text">${escapeHtml(hint)}</small>` : '') +
  '</div>';
export const selectBox = (shown: string) =>
  `<div class="form-select first-screen-field" aria-hidden="true"><span class="d-block text-truncate">${escapeHtml(shown)}</span></div>`;

export const retailer = (user: CookieUser | null) => user?.type === 'retailer';
/** The seller account itself, or a team member in one of `roles`. */
export const seller = (user: CookieUser | null, ...roles: string[]) =>
  user?.type === 'seller' && (!user.role || user.role === 'owner' || roles.includes(user.role));

/**
 * components/pagination.tsx on a list's first page of `pageCount`: Prev, 1 to 3, a gap, the last, Next (links that
 * take no focus); nothing for one page.
 */
export function firstPageLinks(t: Catalogue, pageCount: number): string {
  if (pageCount <= 1) return '';
  const T = t.PARTS_UI;
  const pages = [...new Set([1, pageCount, 2, 3].filter((p) => p <= pageCount))].sort((a, b) => a - b);
  const item = (inner: string, label?: string) =>
    `<li class="page-item"><a class="page-link"${label ? ` aria-label="${escapeHtml(label)}"` : ''} role="button" tabindex="-1">${inner}</a></li>`;
  const words = (shown: string, said: string) =>
    `<span aria-hidden="true">${escapeHtml(shown)}</span><span class="visually-hidden">${escapeHtml(said)}</span>`;
  return (
    `<nav aria-label="${escapeHtml(T.pages)}"><ul class="justify-content-center flex-wrap my-3 pagination">` +
    `<li class="page-item disabled"><span class="page-link">${words(T.prev, T.previous)}</span></li>` +
    pages
      .map(
        (p, i) =>
          (i > 0 && pages[i - 1] !== p - 1
            ? `<li class="page-item disabled"><span class="page-link">${words('…', T.more)}</span></li>`
            : '') +
          (p === 1
            ? `<li class="page-item active"><span class="page-link" aria-label="${escapeHtml(T.page(1))}">1<span class="visually-hidden">${escapeHtml(T.current)}</span></span></li>`
            : item(String(p), T.page(p))),
      )
      .join('') +
    item(words(T.next, T.next)) +
    '</ul></nav>'
  );
}
