#!/usr/bin/env node
/**
 * JS budget per route: the JavaScript a browser must fetch to show a route, gzip -9, must stay under
 * its budget. "A route's JS" = the entry chunk + the app it always loads (src/app/start.tsx: the entry is small and
 * imports it dynamically, see web/src/main.tsx) + the page's lazy chunk + TanStack Query's provider for pages that
 * use it (src/app/query.tsx) + every chunk they import statically, followed through Vite's build manifest
 * (web/vite.config.ts sets build.manifest). Other dynamic imports are not counted: they load later, on demand.
 * 1 KB = 1000 bytes, as Vite prints sizes.
 *
 *   node scripts/check-bundle-budget.mjs [distDir]     (default web/dist, or $WEB_DIST)
 *   --json  prints the measurements as JSON as well.
 * Exit 1 when a route is over budget or the manifest is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// The budgets. BUDGET_SIGNIN_KB / BUDGET_STORE_KB (and _UR_KB for Urdu) override them (an interim budget must be a visible choice).
// 122.5 KB since the trade money screens: eight lazy routes in the entry's route table and the money links in the
// navigation (their screens, texts and API paths are kept out of the shell: features/money/money-pages.ts).
// Sign-in was 120 KB; it is 122 KB since the form keeps its refusals on the page (tries left, the blocked-account
// panel's loader), the landing lines and the shared API paths joined it, after the signed-in navigation moved
// out of the app shell (app/signed-in-nav.tsx). 122.7 KB since the route table (app/pages.ts, in every page's JS)
// also names the licence pages and their chunks (+0.2 KB; the licence texts and schemas stay out of the shell).
// 123.5 KB since the shared listing, order, settings and catalogue schemas the shell carries gained the scheme,
// pack multiple, free goods, minimum order and retail price fields (+0.6 KB). 106 KB (store 163, Urdu 167 and 214)
// since the router is React Router's declarative mode: its data router was ~18.7 KB of every page.
// +0.5 KB on the store page (both languages), the retailer's profile and the booked order since the first render
// reads Pakistan's dates off its fixed offset instead of loading ICU's date data (@dawalink/shared dates.ts) and the
// sticky search bar and the window width look in the next frame (no layout forced in React's task): 0.2-0.4 KB.
// docs/performance.md, "Front end", says where the bytes go.
// In Urdu a page also loads, from app/early.ts, the texts (i18n-runtime: i18next and the index of the English texts'
// hashes it recognises the server's English messages by; the Urdu catalogue) and the direction switch
// (app/urdu-style.ts): ~43 KB on either page. No chunk of English texts: until the index replaced the English
// catalogue, that came too (seller-texts, messages-admin, -licences, -access), and Urdu was 167 and 214 KB. The
// right-to-left stylesheet itself is in the HTML the server sends in Urdu; its text as script (app/urdu-sheets.ts,
// ~16 KB) loads only when an English page is switched to Urdu, so it is not counted. Its own
// budget keeps that from pulling other pages' code in (the store's stylesheet, inlined there, once brought the
// store page's chunk and its imports to every Urdu page: sign-in in Urdu was 234 KB). ~1.3 KB of room, as for
// English: a chunk of English texts (or anything else) that joins the Urdu pages shows here. 150.6 and 207.1 KB
// since the registration forms' words are in the Urdu catalogue (+0.3 KB; the forms were English on Urdu pages):
// the catalogue comes whole with every Urdu page.
const URDU = ['src/lib/i18n-runtime.ts', '../packages/shared/src/messages-ur.ts', 'src/app/urdu-style.ts'];
const BUDGETS = [
  {
    route: 'sign-in (/)',
    page: 'src/features/auth/sign-in-page.tsx',
    queries: false,
    kb: Number(process.env.BUDGET_SIGNIN_KB ?? 106),
  },
  {
    route: 'store page (/:url)',
    page: 'src/features/storefront/store-page.tsx',
    queries: true,
    kb: Number(process.env.BUDGET_STORE_KB ?? 163.5),
  },
  {
    route: 'sign-in in Urdu',
    page: 'src/features/auth/sign-in-page.tsx',
    queries: false,
    extra: URDU,
    kb: Number(process.env.BUDGET_SIGNIN_UR_KB ?? 150.6),
  },
  {
    route: 'store page in Urdu',
    page: 'src/features/storefront/store-page.tsx',
    queries: true,
    extra: URDU,
    kb: Number(process.env.BUDGET_STORE_UR_KB ?? 207.6),
  },
  // The seller's lists most opened, without zod (24.9 KB) and the schemas: the constants and helpers they read live in
  // zod-free shared modules (order-desk.ts, ledger-terms.ts, time-zones.ts...), their forms load when opened. A page
  // that imports a schema module again for a constant shows here at once (+25-30 KB).
  {
    route: 'order desk (/orders)',
    page: 'src/features/orders/seller-orders-page.tsx',
    queries: true,
    kb: Number(process.env.BUDGET_ORDERS_KB ?? 161),
  },
  {
    route: 'dashboard',
    page: 'src/features/orders/seller-dashboard-page.tsx',
    queries: true,
    kb: Number(process.env.BUDGET_DASHBOARD_KB ?? 154),
  },
  // Receivables 156 KB (was 155) since the money lists (receivables, the retailer's accounts, returns) draw their
  // cards, table rows and loading/empty states with one set of parts (features/money/cards-or-table.tsx and
  // account-figures.tsx, the money-lists chunk): +0.7 KB on this route, the price of the three pages sharing them.
  {
    route: 'receivables',
    page: 'src/features/money/receivables-page.tsx',
    queries: true,
    kb: Number(process.env.BUDGET_RECEIVABLES_KB ?? 156),
  },
  {
    route: 'seller statement',
    page: 'src/features/money/seller-statement-page.tsx',
    queries: true,
    kb: Number(process.env.BUDGET_STATEMENT_KB ?? 156.5),
  },
  // The forms' pages a phone opens (the retailer's profile with the licence, the booker's order, the team): their forms
  // check with the shared schemas loaded at the first focus (lib/lazy-resolver.ts), not with the page.
  // 177.5 KB (was 177) since both profile pages share their fields and their save (accounts/profile-parts.tsx): +0.3 KB.
  {
    route: 'retailer profile',
    page: 'src/app/retailer-profile-route.tsx',
    queries: true,
    kb: Number(process.env.BUDGET_PROFILE_KB ?? 177.5),
  },
  {
    route: 'book an order',
    page: 'src/features/team/book-order-page.tsx',
    queries: true,
    kb: Number(process.env.BUDGET_BOOK_ORDER_KB ?? 157.5),
  },
  {
    route: 'team',
    page: 'src/features/team/team-page.tsx',
    queries: true,
    kb: Number(process.env.BUDGET_TEAM_KB ?? 168),
  },
];

const args = process.argv.slice(2);
const json = args.includes('--json');
const dist = path.resolve(args.find((a) => !a.startsWith('--')) ?? process.env.WEB_DIST ?? 'web/dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}. Build the web app first (npm run build -w @dawalink/web).`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) {
  console.error('The manifest has no entry chunk.');
  process.exit(1);
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** The JS files of `keys` and of everything they import statically. */
function closure(keys) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
const results = [];
let failed = false;
for (const budget of BUDGETS) {
  if (!manifest[budget.page]) {
    console.error(
      `${budget.route}: ${budget.page} is not in the manifest (is it still lazily imported by the router?)`,
    );
    failed = true;
    continue;
  }
  // Loaded on every page: the app itself (when the entry imports it lazily) and, for pages with queries, the provider.
  const always = ['src/app/start.tsx', ...(budget.queries ? ['src/app/query.tsx'] : [])].filter((k) => manifest[k]);
  const files = closure([entryKey, ...always, budget.page, ...(budget.extra ?? [])]);
  const sizes = files.map((file) => ({ file, gzip: gzipSize(file) })).sort((a, b) => b.gzip - a.gzip);
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  const ok = total <= budget.kb * 1000;
  failed ||= !ok;
  results.push({ route: budget.route, budgetKb: budget.kb, totalKb: Number(kb(total)), ok, files: sizes });
  console.log(`${ok ? 'ok  ' : 'OVER'} ${budget.route}: ${kb(total)} KB gzip of ${budget.kb} KB`);
  for (const s of sizes) console.log(`       ${kb(s.gzip).padStart(7)} KB  ${s.file}`);
}
if (json) console.log(JSON.stringify(results, null, 2));
if (failed) {
  console.error('JS budget exceeded. See docs/performance.md, "Front end", for where the bytes go.');
  process.exit(1);
}
