/**
 * Lighthouse (performance, accessibility, best practices) on every page of every role, in English and in Urdu,
 * on the large bench data (the 5,000-line store of seller 1, the 1,000,000-order database), driving Debian's Chromium.
 *
 *   npm run bench:lighthouse -- --base http://127.0.0.1:32053 [--runs 3] [--presets mobile] [--roles public,seller]
 *                               [--languages en,ur] [--pages store,/WholesellerHome] [--out file.md] [--long-tasks]
 *
 * --roles (public, retailer, seller, admin), --languages (en, ur) and --pages (a page's name or path, as in the
 * table) narrow a run; --presets takes mobile (the default: Lighthouse's own, simulated slow 4G and a quarter of the
 * CPU) and desktop; --out writes the report elsewhere than the day's results file (a trial run should not replace
 * the recorded one).
 *
 * Every run starts from a cold HTTP cache (Lighthouse clears it; it keeps cookies and local storage, which this
 * script sets): the device's language in local storage (`language`, as web/src/lib/language-choice.ts reads it
 * before the app loads) and in its cookie (`language`, which the server reads to send the page in it), the role's
 * session cookies (signed in through the API from the page itself, so the browser
 * holds them as after a real sign-in) with the account's language set to the run's, and for the cart and checkout a
 * five-line cart of the big store. Nothing is written to the database beyond what a sign-in and the account's
 * language write (a signed-in retailer's cart is the server's; the script does not fill it).
 *
 * With --runs N each page is measured N times (a fresh tab each time) and the run with the median performance score
 * is reported, all its figures together (Lighthouse's own advice for noisy machines). The server must run on the
 * bench data with the built web app (see docs/performance.md). Writes bench/results/lighthouse-<yyyy-mm-dd>.md and
 * prints it. --dump DIR writes every run's full Lighthouse result (JSON) into DIR; --traces DIR its trace (the browser's
 * own timings, unthrottled: open it in Chromium's performance panel). --long-tasks prints, for every run, its scores and the main thread's long tasks as Lighthouse saw them
 * (start, length, script): where a run's blocking time comes from.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { BENCH, SCALES } from './scales.js';
import { signInTab } from './browser-sign-in.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const base = option('--base') ?? process.env.BENCH_BASE ?? 'http://127.0.0.1:32053';
const runs = Math.max(1, Number(option('--runs') ?? 1) || 1);
const list = (name: string, all: string) =>
  (option(name) ?? all)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

type Role = 'public' | 'retailer' | 'seller' | 'admin';
type Language = 'en' | 'ur';
type Preset = 'mobile' | 'desktop';

const store = BENCH.bigSeller.url;
/** Retailer 1 (account id sellers + 1): the long statement with seller 1 and its orders. */
const retailerId = SCALES.large.sellers + 1;

interface Page {
  name: string;
  path: string;
  role: Role;
  /** A five-line cart of the big store in the browser (visitor's cart and checkout). */
  cart?: boolean;
}

/** Every page of every role (web/src/app/pages.ts); `:order` is one of seller 1's latest orders. */
const PAGES: Page[] = [
  { name: 'sign-in (landing)', path: '/', role: 'public' },
  { name: 'registration', path: '/Registration', role: 'public' },
  { name: 'seller sign-up', path: '/wholesellerSignup', role: 'public' },
  { name: 'forgot PIN', path: '/ForgotPin', role: 'public' },
  { name: 'store', path: `/${store}`, role: 'public' },
  { name: 'cart', path: `/cart/${store}`, role: 'public', cart: true },
  { name: 'checkout', path: '/checkout', role: 'public', cart: true },

  { name: 'recent stores', path: '/Home', role: 'retailer' },
  { name: 'store', path: `/${store}`, role: 'retailer' },
  { name: 'cart', path: `/cart/${store}`, role: 'retailer' },
  { name: 'checkout', path: '/checkout', role: 'retailer' },
  { name: 'My Orders', path: '/ordersRetailer', role: 'retailer' },
  { name: 'Accounts', path: '/accounts', role: 'retailer' },
  { name: 'statement', path: `/accounts/${BENCH.bigSeller.id}`, role: 'retailer' },
  { name: 'returns', path: '/returns', role: 'retailer' },
  { name: 'profile', path: '/retailerProfile', role: 'retailer' },

  { name: 'dashboard', path: '/dashboard', role: 'seller' },
  { name: 'orders', path: '/orders', role: 'seller' },
  { name: 'products', path: '/WholesellerHome', role: 'seller' },
  { name: 'select products', path: '/SelectProducts', role: 'seller' },
  { name: 'price list', path: '/pricelist', role: 'seller' },
  { name: 'receivables', path: '/receivables', role: 'seller' },
  { name: 'statement', path: `/receivables/${retailerId}`, role: 'seller' },
  { name: 'returns', path: '/returns', role: 'seller' },
  { name: 'invoice', path: '/invoice/:order', role: 'seller' },
  { name: 'team', path: '/team', role: 'seller' },
  { name: 'book order', path: '/bookOrder', role: 'seller' },
  { name: 'profile', path: '/profile', role: 'seller' },

  { name: 'products', path: '/AdminPanel', role: 'admin' },
  { name: 'retailers', path: '/ViewRetailers', role: 'admin' },
  { name: 'wholesalers', path: '/ViewWholesellers', role: 'admin' },
  { name: 'approvals', path: '/AdminApprovals', role: 'admin' },
  { name: 'licences', path: '/AdminLicences', role: 'admin' },
];

const presets = list('--presets', 'mobile') as Preset[];
const roles = list('--roles', 'public,retailer,seller,admin') as Role[];
const languages = list('--languages', 'en,ur') as Language[];
const only = option('--pages')
  ?.split(',')
  .map((s) => s.trim().toLowerCase());
const pages = PAGES.filter(
  (p) =>
    roles.includes(p.role) && (!only || only.includes(p.name.toLowerCase()) || only.includes(p.path.toLowerCase())),
);
if (pages.length === 0) throw new Error('no page left: see --roles and --pages');

type Browser = Awaited<ReturnType<typeof puppeteer.launch>>;
type Tab = Awaited<ReturnType<Browser['newPage']>>;

/** The first five lines of the big store, as the cart keeps them (lib/cart.ts). */
async function fillCart(tab: Tab) {
  await tab.evaluate(async (url) => {
    const seller = (await (await fetch(`/api/WholesellerCategory/url/${url}`)).json()) as { id: number };
    const answer = (await (await fetch(`/api/WholesellerCategory/${url}/${seller.id}?first=5`)).json()) as unknown;
    const rows = (
      Array.isArray(answer)
        ? answer
        : ((answer as { rows?: unknown[]; listings?: unknown[] }).rows ??
          (answer as { listings?: unknown[] }).listings ??
          [])
    ) as Array<Record<string, unknown>>;
    const items = rows.slice(0, 5).map((r, n) => ({
      id: r.id,
      product_name: r.product_name,
      manufacturer: r.manufacturer ?? '',
      offer: r.offer ?? 0,
      bonus: r.bonus ?? '',
      total_price: r.total_price,
      quantity: n + 1,
    }));
    if (items.length === 0) throw new Error('no listing to put in the cart');
    localStorage.setItem('cartItems', JSON.stringify({ [url]: items }));
    localStorage.setItem('lastStoreUrl', JSON.stringify(url));
  }, store);
}

let latestOrder: number | undefined;
/** One of the seller's latest orders (its invoice page), read once through the API. */
async function sellerOrder(tab: Tab): Promise<number> {
  latestOrder ??= await tab.evaluate(async (sellerId) => {
    const answer = (await (await fetch(`/api/OrdersCategory/seller/${sellerId}/0/50`)).json()) as unknown;
    const rows = (
      Array.isArray(answer) ? answer : (Object.values(answer as object).find(Array.isArray) ?? [])
    ) as Array<{ id?: number; order_id?: number }>;
    const id = rows[0]?.id ?? rows[0]?.order_id;
    if (typeof id !== 'number') throw new Error('no order of the seller');
    return id;
  }, BENCH.bigSeller.id);
  return latestOrder;
}

/** One Lighthouse run of `page` in a new tab, in `language`, signed in as its role. */
async function measure(browser: Browser, preset: Preset, page: Page, language: Language) {
  const tab = await browser.newPage();
  const client = await tab.createCDPSession();
  await client.send('Network.clearBrowserCookies');
  // A small answer of the origin, so local storage and fetch are the app's; the app itself is not loaded here.
  await tab.goto(base + '/api/config');
  // As a device that chose the language keeps it: in local storage for the app, and in the cookie the server reads
  // to send the page in it from the first byte (web/src/lib/language-choice.ts), both before the first navigation.
  await tab.evaluate((lang) => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem('language', lang);
    document.cookie = `language=${lang}; Max-Age=31536000; path=/; SameSite=Lax`;
  }, language);
  if (page.role !== 'public') await signInTab(tab, page.role, language);
  if (page.cart) await fillCart(tab);
  const url = base + (page.path === '/invoice/:order' ? `/invoice/${await sellerOrder(tab)}` : page.path);
  const config = preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  // Lighthouse's storage reset clears the HTTP cache and service workers, not cookies or local storage.
  const result = await lighthouse(
    url,
    { onlyCategories: ['performance', 'accessibility', 'best-practices'], logLevel: 'error' },
    config,
    tab,
  );
  await tab.close();
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const traces = option('--traces');
  if (traces) {
    fs.mkdirSync(traces, { recursive: true });
    const name = `${label(preset, page, language).replace(/[^a-z0-9]+/gi, '-')}-${Date.now()}.trace.json`;
    fs.writeFileSync(path.join(traces, name), JSON.stringify(result.artifacts.Trace));
  }
  return result.lhr;
}

type Result = Awaited<ReturnType<typeof measure>>;

const label = (preset: Preset, page: Page, language: Language) => `${preset} ${page.role} ${page.path} ${language}`;

/** One run's figures and its long tasks (Lighthouse's `long-tasks` audit, in its own, throttled, timings). */
function longTasks(title: string, lhr: Result): string {
  const shown = (id: string) => lhr.audits[id]?.displayValue ?? '-';
  const items =
    (
      lhr.audits['long-tasks']?.details as
        { items?: Array<{ url: string; startTime: number; duration: number }> } | undefined
    )?.items ?? [];
  const tasks = items.map(
    (t) =>
      `  ${t.startTime.toFixed(0).padStart(6)} ms  ${t.duration.toFixed(0).padStart(4)} ms  ${t.url.replace(base, '')}`,
  );
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  const a11y = Math.round((lhr.categories.accessibility?.score ?? 0) * 100);
  return [
    `${title}: ${score} / a11y ${a11y} (FCP ${shown('first-contentful-paint')}, LCP ${shown('largest-contentful-paint')}, TBT ${shown('total-blocking-time')})`,
    ...tasks,
  ].join('\n');
}

/** Script bytes the page downloaded (compressed, as sent), in KB of 1000 bytes. */
function scriptKb(lhr: Result): number {
  const items =
    (
      lhr.audits['network-requests']?.details as
        { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined
    )?.items ?? [];
  return (
    Math.round(
      items.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 100,
    ) / 10
  );
}

const met = (score: number) => (score >= 95 ? 'met' : '**not met**');

async function main() {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows: string[] = [];
  const failing: string[] = [];
  const allScores: string[] = [];
  const loads: number[] = [];
  let measured = 0;
  let metBoth = 0;
  const started = Date.now();
  try {
    for (const preset of presets) {
      for (const page of pages) {
        for (const language of languages) {
          const title = label(preset, page, language);
          const lhrs: Result[] = [];
          // A run Lighthouse could not finish (no metrics, score 0: seen about once in 30 runs on a loaded machine)
          // is a failed measurement, not a slow page: it is retried, up to as many extra tries as runs.
          for (let run = 0, tries = 0; run < runs && tries < 2 * runs; tries++) {
            try {
              const lhr = await measure(browser, preset, page, language);
              if (process.argv.includes('--long-tasks')) console.log(longTasks(title, lhr));
              const dump = option('--dump');
              if (dump) {
                fs.mkdirSync(dump, { recursive: true });
                fs.writeFileSync(
                  path.join(dump, `${title.replace(/[^a-z0-9]+/gi, '-')}-${run}.json`),
                  JSON.stringify(lhr),
                );
              }
              if (lhr.runtimeError || typeof lhr.audits['largest-contentful-paint']?.numericValue !== 'number') {
                console.error(`${title}: Lighthouse failed (${lhr.runtimeError?.code ?? 'no metrics'}), trying again`);
                continue;
              }
              lhrs.push(lhr);
              run++;
            } catch (error) {
              console.error(`${title}: ${error instanceof Error ? error.message : String(error)}`);
            }
          }
          loads.push(os.loadavg()[0]);
          if (lhrs.length === 0) {
            rows.push(`| ${page.name} | \`${page.path}\` | ${page.role} | ${language} | failed | | | | | | | |`);
            continue;
          }
          lhrs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
          const lhr = lhrs[Math.floor(lhrs.length / 2)];
          const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
          const audit = (id: string) => lhr.audits[id]?.displayValue ?? '';
          const ended = new URL(lhr.finalDisplayedUrl).pathname;
          const requested = new URL(lhr.requestedUrl ?? base).pathname;
          const shownPath = ended === requested ? `\`${requested}\`` : `\`${requested}\` → \`${ended}\``;
          const perf = score('performance');
          const a11y = score('accessibility');
          measured++;
          if (perf >= 95 && a11y >= 95) metBoth++;
          rows.push(
            `| ${page.name} | ${shownPath} | ${page.role} | ${language} | ${perf} | ${a11y} | ${audit('largest-contentful-paint')} | ${audit('total-blocking-time')} | ${audit('cumulative-layout-shift')} | ${scriptKb(lhr)} | ${met(perf)} / ${met(a11y)} | ${Math.round(lhr.environment.benchmarkIndex)} |`,
          );
          console.log(rows[rows.length - 1]);
          if (runs > 1)
            allScores.push(
              `${title}: ${lhrs.map((l) => Math.round((l.categories.performance?.score ?? 0) * 100)).join(', ')}`,
            );
          const under: string[] = [];
          for (const category of Object.values(lhr.categories)) {
            for (const ref of category.auditRefs) {
              const a = lhr.audits[ref.id];
              if (ref.weight > 0 && a.score !== null && a.score < 0.9) under.push(`${category.id}: ${ref.id}`);
            }
          }
          if (under.length) failing.push(`${title}: ${under.join(', ')}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(0);
  const load = loads.length
    ? `${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)} (1-minute load average after each page; ${os.cpus().length} cores)`
    : '-';
  const report = [
    `# Lighthouse ${new Date().toISOString()}`,
    '',
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, Chromium ${process.env.CHROME_PATH ?? '/usr/bin/chromium'}, preset ${presets.join(', ')} (mobile = Lighthouse's default: simulated slow 4G, 4x CPU slowdown), cold HTTP cache every run. Load average ${load}. ${runs > 1 ? `${runs} runs per page and language; each row is the run with the median performance score.` : 'One run per page and language.'} ${measured} rows in ${minutes} min; ${metBoth} of ${measured} meet both targets (performance and accessibility >= 95).`,
    '',
    'JS KB: script bytes the page downloaded, compressed as sent (1 KB = 1000 bytes). "met": >= 95 (performance / accessibility). CPU index: Lighthouse\'s benchmark index of the machine at that run (higher is faster; Lighthouse applies its 4x slowdown on top of what the machine gave, so a loaded machine scores lower).',
    '',
    '| page | path | role | language | performance | accessibility | LCP | TBT | CLS | JS KB | >= 95 | CPU index |',
    '|---|---|---|---|---:|---:|---|---|---|---:|---|---:|',
    ...rows,
    '',
    'Audits under 0.9 (in the reported runs):',
    '',
    ...(failing.length ? failing.map((f) => `- ${f}`) : ['- none']),
    '',
    ...(runs > 1 ? ['Performance score of every run: ' + allScores.join('; '), ''] : []),
  ].join('\n');
  console.log(report);
  const out =
    option('--out') ?? path.join(root, 'bench/results', `lighthouse-${new Date().toISOString().slice(0, 10)}.md`);
  fs.writeFileSync(out, report + '\n');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
