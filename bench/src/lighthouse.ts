/**
 * Lighthouse (performance, accessibility, best practices) on `/`, the 5,000-line store and `/WholesellerHome`
 * (signed in as the big store's seller), mobile and desktop presets, driving Debian's Chromium.
 *
 *   npm run bench:lighthouse -- --base http://127.0.0.1:32053 [--runs 3] [--presets mobile] [--pages store] [--out file.md]
 * --presets (mobile, desktop) and --pages (home, store, seller) narrow a run to some of the six; --out writes the
 * report elsewhere than the day's results file (a trial run should not replace the recorded one).
 * With --runs N each page is measured N times (a fresh tab each time) and the run with the median performance score
 * is reported, all its figures together (Lighthouse's own advice for noisy machines). The server must run on the bench data with the built web app (see docs/performance.md). Writes
 * bench/results/lighthouse-<yyyy-mm-dd>.md and prints it.
 * --long-tasks prints, for every run, its scores and the main thread's long tasks as Lighthouse saw them (start, length,
 * script): where a run's blocking time comes from.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { BENCH } from './scales.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const i = process.argv.indexOf('--base');
const base = (i > 0 ? process.argv[i + 1] : process.env.BENCH_BASE) ?? 'http://127.0.0.1:32053';
const r = process.argv.indexOf('--runs');
const runs = Math.max(1, Number(r > 0 ? process.argv[r + 1] : 1) || 1);
const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const PAGES = { home: '/', store: `/${BENCH.bigSeller.url}`, seller: '/WholesellerHome' } as const;
const presets = (option('--presets') ?? 'mobile,desktop').split(',') as ('mobile' | 'desktop')[];
const pages = (option('--pages') ?? 'home,store,seller').split(',').map((name) => {
  const page = PAGES[name as keyof typeof PAGES];
  if (!page) throw new Error(`--pages takes ${Object.keys(PAGES).join(', ')}; got ${name}`);
  return page;
});

type Browser = Awaited<ReturnType<typeof puppeteer.launch>>;

/** One Lighthouse run of `page` in a new tab (cookies cleared; signed in as the big seller for /WholesellerHome). */
async function measure(browser: Browser, preset: 'mobile' | 'desktop', page: string) {
  const tab = await browser.newPage();
  const client = await tab.createCDPSession();
  await client.send('Network.clearBrowserCookies');
  if (page === '/WholesellerHome') {
    // Sign in through the page's own API call so the browser holds the sid and user cookies.
    await tab.goto(base + '/');
    const status = await tab.evaluate(
      async (phone, pin) =>
        (await fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone, pin, remember: true }) })).status,
      BENCH.bigSeller.phone,
      BENCH.pin,
    );
    if (status !== 200) throw new Error(`sign-in for ${page} answered ${status}`);
  }
  const config = preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const result = await lighthouse(
    base + page,
    { onlyCategories: ['performance', 'accessibility', 'best-practices'], logLevel: 'error', disableStorageReset: page === '/WholesellerHome' },
    config,
    tab,
  );
  await tab.close();
  if (!result) throw new Error(`no Lighthouse result for ${page}`);
  return result.lhr;
}

type Result = Awaited<ReturnType<typeof measure>>;

/** One run's figures and its long tasks (Lighthouse's `long-tasks` audit, in its own, throttled, timings). */
function longTasks(preset: string, page: string, lhr: Result): string {
  const shown = (id: string) => lhr.audits[id]?.displayValue ?? '-';
  const items = ((lhr.audits['long-tasks']?.details as { items?: Array<{ url: string; startTime: number; duration: number }> } | undefined)?.items ?? []);
  const tasks = items.map((t) => `  ${t.startTime.toFixed(0).padStart(6)} ms  ${t.duration.toFixed(0).padStart(4)} ms  ${t.url.replace(base, '')}`);
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  return [`${preset} ${page}: ${score} (FCP ${shown('first-contentful-paint')}, LCP ${shown('largest-contentful-paint')}, TBT ${shown('total-blocking-time')})`, ...tasks].join('\n');
}

async function main() {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const rows: string[] = [];
  const failing = new Set<string>();
  const allScores: string[] = [];
  try {
    for (const preset of presets) {
      for (const page of pages) {
        const lhrs = [];
        for (let run = 0; run < runs; run++) {
          const lhr = await measure(browser, preset, page);
          if (process.argv.includes('--long-tasks')) console.log(longTasks(preset, page, lhr));
          lhrs.push(lhr);
        }
        lhrs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
        const lhr = lhrs[Math.floor(lhrs.length / 2)];
        allScores.push(`${preset} ${page}: ${lhrs.map((l) => Math.round((l.categories.performance?.score ?? 0) * 100)).join(', ')}`);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id: string) => lhr.audits[id]?.displayValue ?? '';
        rows.push(
          `| ${preset} | ${page} | ${lhr.finalDisplayedUrl.replace(base, '') || '/'} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${audit('first-contentful-paint')} | ${audit('largest-contentful-paint')} | ${audit('total-blocking-time')} | ${audit('cumulative-layout-shift')} |`,
        );
        for (const category of Object.values(lhr.categories)) {
          for (const ref of category.auditRefs) {
            const a = lhr.audits[ref.id];
            if (ref.weight > 0 && a.score !== null && a.score < 0.9) failing.add(`${category.id}: ${ref.id} (${page})`);
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  const report = [
    `# Lighthouse ${new Date().toISOString()}`,
    '',
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, Chromium ${process.env.CHROME_PATH ?? '/usr/bin/chromium'}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)} at the end (other work was running). Mobile = Lighthouse's default (simulated slow 4G, 4x CPU slowdown); desktop = its desktop preset.${runs > 1 ? ` ${runs} runs per page; each row is the run with the median performance score.` : ''}`,
    '',
    '| preset | page | ended at | performance | accessibility | best practices | FCP | LCP | TBT | CLS |',
    '|---|---|---|---:|---:|---:|---|---|---|---|',
    ...rows,
    '',
    'Audits under 0.9 (in the reported runs): ' + ([...failing].join('; ') || 'none'),
    '',
    ...(runs > 1 ? ['Performance score of every run: ' + allScores.join('; '), ''] : []),
  ].join('\n');
  console.log(report);
  const out = option('--out') ?? path.join(root, 'bench/results', `lighthouse-${new Date().toISOString().slice(0, 10)}.md`);
  fs.writeFileSync(out, report + '\n');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
