import {
  ENGLISH,
  FIRST_SCREEN_ANSWERS_ID,
  FIRST_SCREEN_ATTRIBUTE,
  PHONE_PLACEHOLDER,
  PRICE_LIST_COLUMNS,
  type Catalogue,
  type Language,
} from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import { encodedPage, type EncodedPage } from '../lib/http-encoding.js';
import { appShell, escapeHtml, pageWithFirstScreen } from '../lib/page-html.js';
import {
  formField,
  retailer,
  searchBox,
  seller,
  spinner,
  type CookieUser,
  type FirstRead,
  type FirstScreen,
  type PageAssets,
  type ReadAsCaller,
} from './first-screen-parts.js';
import { DATA_FIRST_SCREENS } from './first-screens-data.js';
import { ORDER_DESK_FIRST_SCREEN } from './first-screens-orders.js';
import { ADMIN_FIRST_SCREENS } from './first-screens-admin.js';
import { LISTINGS_FIRST_SCREENS } from './first-screens-listings.js';
import { STORE_FIRST_SCREENS } from './first-screens-store.js';

export type { CookieUser, PageAssets, ReadAsCaller } from './first-screen-parts.js';

/**
 * A page's first screen in its HTML: the page's heading and what it shows before any data has come (its search box,
 * the spinner), drawn by the server as the page's first render draws them (same elements, classes and words:
 * e2e/tests/first-screens.spec.ts compares them). Without it a phone shows the brand bar and a spinner until ~220 KB
 * of scripts have loaded and run; with it the page's words are on screen once the HTML is in, and React's first
 * render, the page itself, takes its place with no element moving (docs/performance.md, "Front end").
 *
 * Drawn only for the pages whose first render shows the same screen whatever the data, and only for a device whose
 * UI cookie says it is signed in as someone who may open the page, or for a visitor on a visitor's page (the app
 * sends anyone else elsewhere: they would see the heading of a page that never opens). The cookie is the UI's, not
 * the session: nothing here is private, and the server checks every call the page then makes.
 */

const profileFrame = (t: Catalogue, intro: string) =>
  `<main class="container"><div class="page-card profile-card"><h1 class="h4 mb-1">${escapeHtml(t.ACCESS_MSG.profileTitle)}</h1>` +
  `<p class="text-muted small mb-4">${escapeHtml(intro)}</p>${spinner(t.UI_MSG.loading)}</div></main>`;

/** features/auth/step-header.tsx: the logo, the step, the title. */
const authHeader = (logo: string, title: string, step?: { t: Catalogue; n: number }) =>
  `<div class="text-center mb-3">${logo.replace(/width="\d+" height="\d+"/, 'width="40" height="40"')}` +
  (step
    ? `<p class="text-muted small mt-3 mb-0" aria-hidden="true">${escapeHtml(step.t.ACCESS_MSG.stepOf(step.n, 2))}</p>`
    : '') +
  `<h1 class="h4 mb-0 ${step ? 'mt-1' : 'mt-3'}">${escapeHtml(title)}</h1></div>`;

/** A radio button of a form (React-Bootstrap's Form.Check) without its field: its circle and its words. */
const radio = (label: string) =>
  `<div class="form-check"><span class="form-check-input d-inline-block" style="border-radius:50%" aria-hidden="true"></span>` +
  `<span class="form-check-label">${escapeHtml(label)}</span></div>`;

/** "Already registered? Sign In" under a registration form. */
const signInLine = (t: Catalogue, className: string) =>
  `<p class="${className}">${escapeHtml(t.ACCESS_MSG.alreadyRegistered)} <a href="/" tabindex="-1">${escapeHtml(t.ACCESS_MSG.signIn)}</a></p>`;

/**
 * Registration's first step as it opens on the sign-in page's link: who registers, the name and the address, empty
 * (a draft kept from step 2 fills them once the page's own form is in). Opened from a store's Register link it
 * names the store, which the page reads: the header alone, and the spinner.
 */
const REGISTRATION: FirstScreen = {
  for: (user) => user === null,
  draw: (t, _origin, logo) => {
    const A = t.ACCESS_MSG;
    return (
      `<main class="container"><div class="page-card auth-card">${authHeader(logo, A.businessDetails, { t, n: 1 })}` +
      `<div><fieldset class="mb-3"><legend class="form-label fs-6 mb-1">${escapeHtml(A.registerAs)}</legend>` +
      `<div class="d-flex gap-4 register-as">${radio(A.wholesaler)}${radio(A.retailer)}</div></fieldset>` +
      formField(A.businessOrStoreName) +
      formField(A.address, { lines: 2 }) +
      `<button type="button" tabindex="-1" class="w-100 btn btn-primary">${escapeHtml(A.continue)}</button></div>` +
      signInLine(t, 'text-center mt-3 mb-1 small') +
      `<p class="text-center mb-0 small text-muted">${escapeHtml(A.wholesalerOnePage)} <a href="/wholesellerSignup" tabindex="-1">` +
      `${escapeHtml(A.registrationForm)}</a>${escapeHtml(A.wholesalerOnePageEnd)}</p></div></main>`
    );
  },
};
const REGISTRATION_FROM_STORE: FirstScreen = {
  for: (user) => user === null,
  draw: (t, _origin, logo) =>
    `<main class="container"><div class="page-card auth-card">${authHeader(logo, t.ACCESS_MSG.businessDetails, { t, n: 1 })}` +
    `${spinner(t.UI_MSG.loading)}</div></main>`,
};

/** features/auth/seller-signup-page.tsx: the one-page form, empty. A visitor's. */
const SELLER_SIGNUP: FirstScreen = {
  for: (user) => user === null,
  draw: (t, _origin, logo) => {
    const A = t.ACCESS_MSG;
    const half = 'col-sm-6';
    return (
      `<main class="container"><div class="page-card auth-card auth-card-wide">${authHeader(logo, A.registrationForm)}<div>` +
      formField(A.fullName, { hint: A.fullNameHint }) +
      formField(A.businessName, { hint: A.businessNameHint }) +
      formField(A.address) +
      `<div class="g-3 mb-3 row">${formField(A.email, { className: half })}` +
      `${formField(A.phoneNumber, { className: half, placeholder: PHONE_PLACEHOLDER, phone: true })}</div>` +
      // The PIN boxes keep the spec's names of the fields as hidden labels.
      `<div class="g-3 mb-3 row">${formField(A.pin, { className: half, hiddenLabel: A.password, hint: A.sellerPinHint })}` +
      `${formField(A.confirmPin, { className: half, hiddenLabel: A.confirmPassword })}</div>` +
      `<button type="button" tabindex="-1" class="w-100 btn btn-primary">${escapeHtml(A.submit)}</button></div>` +
      signInLine(t, 'text-center mt-3 mb-0 small') +
      '</div></main>'
    );
  },
};

/** By lower-cased path (the app matches paths case-insensitively). */
const FIRST_SCREENS: Record<string, FirstScreen> = {
  // features/storefront/recent-stores-page.tsx, a retailer's Home (the admin's is another page).
  '/home': {
    for: retailer,
    draw: (t) =>
      `<main class="container py-4"><h1 class="h3 mb-3">${escapeHtml(t.STOREFRONT_MSG.recentSuppliers)}</h1>${spinner(t.UI_MSG.loading)}</main>`,
  },
  // features/orders/retailer-orders-page.tsx: the heading, the search box, the orders loading.
  '/ordersretailer': {
    for: retailer,
    draw: (t) =>
      `<main class="container py-4"><div class="d-flex align-items-center justify-content-between flex-wrap gap-2 mb-2">` +
      `<h1 class="h3 mb-0">${escapeHtml(t.UI_MSG.nav.myOrders)}</h1></div>` +
      `<div class="sticky-search ">${searchBox(t.SHOP_UI.searchOrders)}</div>${spinner(t.SHOP_UI.loadingOrders)}</main>`,
  },
  // features/team/book-order-page.tsx and retailer-picker.tsx: the owner's and the booker's.
  '/bookorder': {
    for: (user) => seller(user, 'booker'),
    draw: (t) =>
      `<main class="container py-3"><h1 class="h3">${escapeHtml(t.TEAM_UI.bookOrder)}</h1>` +
      `<section aria-labelledby="pick-retailer-title"><h2 id="pick-retailer-title" class="h5">${escapeHtml(t.TEAM_UI.chooseRetailer)}</h2>` +
      `<div class="mb-2"><label class="form-label">${escapeHtml(t.TEAM_UI.searchRetailers)}</label>` +
      `${searchBox(t.TEAM_UI.searchRetailersHint)}</div></section></main>`,
  },
  // features/team/team-page.tsx: the heading, the line with the address to join from, the way to Activity; the
  // owner's only.
  '/team': {
    for: (user) => seller(user),
    perOrigin: true,
    draw: (t, origin) =>
      `<main class="container py-3"><h1 class="h3">${escapeHtml(t.TEAM_UI.team)}</h1>` +
      `<p class="text-muted">${escapeHtml(t.TEAM_UI.teamIntro)} <code>${escapeHtml(origin)}/joinTeam</code> ${escapeHtml(t.TEAM_UI.teamIntroEnd)}</p>` +
      `<p><a href="/team/activity">${escapeHtml(t.TEAM_UI.activityLink)}</a></p>${spinner(t.TEAM_UI.loadingTeam)}</main>`,
  },
  // features/listings/price-list-page.tsx before a file is chosen: all of it (the owner's and the catalogue role's).
  '/pricelist': {
    for: (user) => seller(user, 'catalogue'),
    draw: (t) => {
      const T = t.LISTINGS_UI;
      return (
        `<main class="container py-4 seller-page"><h1 class="h3 mb-1">${escapeHtml(T.priceList)}</h1><p class="text-muted">${escapeHtml(T.priceListIntro)}</p>` +
        `<section class="page-card mb-3" aria-labelledby="pl-download"><h2 class="h5" id="pl-download">${escapeHtml(T.download)}</h2>` +
        `<p class="mb-2 small text-muted">${escapeHtml(T.downloadHint(PRICE_LIST_COLUMNS.join(', ')))}</p>` +
        `<a role="button" tabindex="-1" class="btn btn-outline-primary">${escapeHtml(T.downloadPriceList)}</a></section>` +
        `<section class="page-card mb-3" aria-labelledby="pl-upload"><h2 class="h5" id="pl-upload">${escapeHtml(T.upload)}</h2>` +
        // The label names no control here: a script that puts a file into the field by its label (setInputFiles,
        // which does not wait for a field that takes input) waits for the page's own field, not this inert copy.
        `<div class="price-drop mb-3"><div><label class="fw-semibold form-label">${escapeHtml(T.priceListFile)}</label>` +
        `<input type="file" class="form-control" tabindex="-1" aria-hidden="true"><small class="form-text">${escapeHtml(T.fileHint)}</small></div></div>` +
        `<button type="button" disabled class="btn btn-primary">${escapeHtml(T.preview)}</button></section></main>`
      );
    },
  },
  // features/auth/forgot-pin-page.tsx: its header and the line above the form (the form is the page's own: a
  // field drawn here could take a script's keys before the page's is in). A visitor's.
  '/forgotpin': {
    for: (user) => user === null,
    draw: (t, _origin, logo) =>
      `<main class="container"><div class="page-card auth-card">${authHeader(logo, t.ACCESS_MSG.forgotPinTitle)}` +
      `<p class="text-muted">${escapeHtml(t.ACCESS_MSG.forgotPinIntro)}</p>${spinner(t.UI_MSG.loading)}</div></main>`,
  },
  // features/auth/registration-step1-page.tsx and seller-signup-page.tsx: their forms, empty, as boxes (the fields
  // are the pages' own). A visitor's.
  '/registration': REGISTRATION,
  '/registration/:id': REGISTRATION_FROM_STORE,
  '/registration/:url': REGISTRATION_FROM_STORE,
  '/wholesellersignup': SELLER_SIGNUP,
  // features/accounts/profile-frame.tsx, as both profile pages draw it while the profile loads.
  '/profile': {
    for: (user) => seller(user),
    draw: (t) => profileFrame(t, t.ACCESS_MSG.sellerProfileIntro),
  },
  '/retailerprofile': { for: retailer, draw: (t) => profileFrame(t, t.SHOP_UI.profileIntro) },
  ...DATA_FIRST_SCREENS,
  '/orders': ORDER_DESK_FIRST_SCREEN,
  ...ADMIN_FIRST_SCREENS,
  ...LISTINGS_FIRST_SCREENS,
  ...STORE_FIRST_SCREENS,
};

/** The paths that have a first screen (lower-cased), for the tests. */
export const FIRST_SCREEN_PATHS = Object.keys(FIRST_SCREENS);

/** Pages made per origin kept at most (the origin comes from the request's Host: a bound against made-up ones). */
const MAX_ORIGINS = 8;

/**
 * The first screen of a path, by its lower-cased path; a page of one thing (`/receivables/201`) by its path with
 * `:id` for the number, a page of a store (`/cart/bench-traders-1`) with `:url` for its link (each kept once for all
 * of them). `slug` is the path's last word as it was written (a store's link is read as the app reads it).
 */
const screenFor = (pathname: string) => {
  const path = pathname.replace(/\/+$/, '') || '/';
  const own = (key: string) => (Object.hasOwn(FIRST_SCREENS, key) ? FIRST_SCREENS[key] : undefined);
  const whole = path.toLowerCase();
  const one = /^(\/[A-Za-z]+)\/([\w.-]{1,200})$/.exec(path);
  if (own(whole) || !one) return { key: whole, id: 0, slug: '', screen: own(whole) };
  const [, base, slug] = one;
  const byId = `${base.toLowerCase()}/:id`;
  if (/^[1-9]\d{0,9}$/.test(slug) && own(byId)) return { key: byId, id: Number(slug), slug, screen: own(byId) };
  const byUrl = `${base.toLowerCase()}/:url`;
  return { key: byUrl, id: 0, slug, screen: own(byUrl) };
};

/**
 * Given index.html in each language, the page for a path, a language, the cookie's user and the page's origin:
 * index.html with the path's first screen as it is before any data, made and compressed when first asked for and
 * kept (a handful of pages, two languages); undefined when the path has none for this user, or index.html lacks the
 * shell's marks.
 */
export function firstScreenPages(indexHtml: Record<Language, string>, assets: PageAssets = {}) {
  const made = new Map<string, Promise<EncodedPage> | undefined>();
  const origins = new Set<string>();
  return (
    pathname: string,
    language: Language,
    user: CookieUser | null,
    origin = '',
  ): Promise<EncodedPage> | undefined => {
    const { key, screen } = screenFor(pathname);
    if (!screen?.draw || !screen.for(user)) return undefined;
    if (screen.perOrigin && !origins.has(origin)) {
      if (origins.size >= MAX_ORIGINS) return drawn(indexHtml[language], screen, language, origin, assets);
      origins.add(origin);
    }
    const cacheKey = `${key} ${language}${screen.perOrigin ? ` ${origin}` : ''}`;
    if (!made.has(cacheKey)) made.set(cacheKey, drawn(indexHtml[language], screen, language, origin, assets));
    return made.get(cacheKey);
  };
}

/**
 * index.html (in `language`) with the path's first screen drawn with the caller's own answers, for a page whose
 * largest part is its data: made for this one answer, never kept. Undefined when the path has no such screen for
 * this user, or an answer is not 200 (a session gone, a role refused) or not what the page expects: the caller then
 * sends the page as it is before its data (firstScreenPages).
 */
export async function personalFirstScreen(
  indexHtml: string,
  pathname: string,
  language: Language,
  user: CookieUser | null,
  read: ReadAsCaller,
  assets: PageAssets = {},
): Promise<string | undefined> {
  const { screen, id, slug } = screenFor(pathname);
  const reads = screen?.data && screen.for(user) ? screen.data.reads(user, id, slug) : undefined;
  if (!screen || !reads) return undefined;
  return withData(indexHtml, screen, language, reads, read, user, { id, slug }, assets);
}

/**
 * The shell's brand bar (the app's own bar adds the person's links when it draws), named in the page's language as
 * the app's is (index.html's is English), and the brand (mark and name) for the pages that show it.
 */
function shellTop(indexHtml: string, t: Catalogue): { top: string; logo: string } | undefined {
  const shell = appShell(indexHtml);
  const navEnd = shell?.indexOf('</nav>') ?? -1;
  if (shell === undefined || navEnd < 0) return undefined;
  const logo =
    /<span class="d-inline-flex[\s\S]*?<\/svg><span class="brand-name[^>]*>[^<]*<\/span><\/span>/.exec(shell)?.[0] ??
    '';
  const top = shell
    .slice(0, navEnd + '</nav>'.length)
    .replace(/^(<nav\b[^>]*?\saria-label=")[^"]*"/, `$1${escapeHtml(t.UI_MSG.nav.main)}"`);
  return { top, logo };
}

const catalogue = (language: Language) => (language === 'ur' ? URDU : ENGLISH);

function drawn(
  indexHtml: string,
  screen: FirstScreen,
  language: Language,
  origin: string,
  assets: PageAssets,
): Promise<EncodedPage> | undefined {
  const shell = shellTop(indexHtml, catalogue(language));
  if (!shell || !screen.draw) return undefined;
  const t = catalogue(language);
  const markup = (screen.bare ? '' : shell.top) + screen.draw(t, origin, shell.logo, language);
  const html = pageWithFirstScreen(
    indexHtml,
    `${FIRST_SCREEN_ATTRIBUTE}="page"`,
    markup,
    screen.afterRoot?.(t, assets),
  );
  // A quicker brotli than index.html's best: made on a request, once per page and language.
  return html === undefined ? undefined : encodedPage(html, 9);
}

/**
 * The page drawn with the caller's answers, and the answers themselves as a JSON data block (never run: the CSP has
 * nothing to allow; `<` escaped so that no name can close the element) keyed by path, which the app starts from
 * (web/src/lib/prefetch.ts). Undefined when an answer is missing or not what the page expects.
 */
async function withData(
  indexHtml: string,
  screen: FirstScreen,
  language: Language,
  reads: FirstRead[],
  read: ReadAsCaller,
  user: CookieUser | null,
  { id, slug }: { id: number; slug: string },
  assets: PageAssets,
): Promise<string | undefined> {
  const shell = shellTop(indexHtml, catalogue(language));
  if (!shell || !screen.data) return undefined;
  const paths = reads.map((r) => (typeof r === 'string' ? r : 'paged' in r ? r.paged : r.maybe));
  const answers = await Promise.all(
    reads.map((r) =>
      typeof r === 'string' ? read(r) : 'paged' in r ? read(r.paged, 'paged') : read(r.maybe, 'maybe'),
    ),
  );
  if (answers.some((answer) => answer === undefined)) return undefined;
  const page = screen.data.draw(catalogue(language), answers, language, user, id, slug, shell.logo);
  if (page === undefined) return undefined;
  const json = JSON.stringify(Object.fromEntries(paths.map((path, i) => [path, answers[i]]))).replace(/</g, '\\u003c');
  return pageWithFirstScreen(
    indexHtml,
    `${FIRST_SCREEN_ATTRIBUTE}="page"`,
    (screen.bare ? '' : shell.top) + page,
    `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">${json}</script>${screen.afterRoot?.(catalogue(language), assets) ?? ''}`,
  );
}
