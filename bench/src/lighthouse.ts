/**
 * Lighthouse (performance, accessibility, best practices) on `/`, the 5,000-line store and `/WholesellerHome`
 * (signed in as the big store's seller), mobile and desktop presets, driving Debian's Chromium.
 *
 *   npm run bench:lighthouse -- --base http://127.0.0.1:32053
 * The server must run on the bench data with the built web app (see docs/performance.md). Writes
 * bench/results/lighthouse-<yyyy-mm-dd>.md and prints it.
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

async function main() {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const rows: string[] = [];
  const failing = new Set<string>();
  try {
    for (const preset of ['mobile', 'desktop'] as const) {
      for (const page of ['/', `/${BENCH.bigSeller.url}`, '/WholesellerHome']) {
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
        const lhr = result.lhr;
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
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, Chromium ${process.env.CHROME_PATH ?? '/usr/bin/chromium'}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)} (other work was running). Mobile = Lighthouse's default (simulated slow 4G, 4x CPU slowdown); desktop = its desktop preset.`,
    '',
    '| preset | page | ended at | performance | accessibility | best practices | FCP | LCP | TBT | CLS |',
    '|---|---|---|---:|---:|---:|---|---|---|---|',
    ...rows,
    '',
    'Audits under 0.9: ' + ([...failing].join('; ') || 'none'),
    '',
  ].join('\n');
  console.log(report);
  const out = path.join(root, 'bench/results', `lighthouse-${new Date().toISOString().slice(0, 10)}.md`);
  fs.writeFileSync(out, report + '\n');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
