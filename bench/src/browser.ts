/**
 * Browser timings on the 5,000-line store (seller 1 of the bench data), in headless Chromium:
 *   - time to first rows: navigation start -> the first product row with a price is in the DOM (Performance API):
 *     on a store link that is the server-drawn first screen (server/src/features/storefront/store-preview.ts);
 *   - time to the app's rows: navigation start -> the app has taken over (its own rows, #product-{id}, on the page);
 *   - filter per keystroke: input event -> the frame after the product count shows the filtered list.
 *
 *   npm run bench:browser -- [--base http://127.0.0.1:3205] [--runs 3] [--out bench/results/name.md]
 * Without --base it builds nothing and starts the server from source on BENCH_BROWSER_PORT (32053) against
 * DATABASE_URL (or PGlite DATA_DIR) serving WEB_DIST (default web/dist: build it first). Writes
 * bench/results/browser-<yyyy-mm-dd>.md and prints it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { BENCH } from './scales.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Records, inside the page, when the first priced product row appears, and when the app's own rows do (the app
 * gives each product name the id product-{id}; the server's preview does not), relative to navigation start.
 */
const FIRST_ROWS_PROBE = () => {
  const w = window as unknown as { __firstRows?: number; __appRows?: number };
  const observer = new MutationObserver(() => {
    if (w.__firstRows === undefined) {
      for (const cell of document.querySelectorAll('tbody td')) {
        if (cell.textContent?.includes('Rs.')) {
          w.__firstRows = performance.now();
          break;
        }
      }
    }
    if (w.__appRows === undefined && document.querySelector('#root:not([data-preview]) [id^="product-"]'))
      w.__appRows = performance.now();
    if (w.__firstRows !== undefined && w.__appRows !== undefined) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
};

/**
 * Types `term` one key at a time; for each key, ms from the input event to the frame after the list shows that
 * term's result. The expected result comes from the same list fetched here, filtered like the page filters
 * (name, manufacturer, code, bonus, case-insensitive), so a key that leaves the count unchanged is timed to the
 * next frame instead of waiting for a change that never comes.
 */
async function keystrokeTimes(page: Page, term: string, listPath: string): Promise<number[]> {
  return page.evaluate(
    async ({ text, listPath }) => {
      type Row = { product_name: string; manufacturer: string; product_code: string; bonus: string };
      const rows = (await (await fetch(listPath)).json()) as Row[];
      const haystack = rows.map((l) =>
        `${l.product_name} ${l.manufacturer} ${l.product_code} ${l.bonus}`.toLowerCase(),
      );
      const expected = (t: string) => {
        const n = haystack.filter((h) => h.includes(t.trim().toLowerCase())).length;
        return n === rows.length ? `${rows.length} products` : `${n} of ${rows.length} products`;
      };
      const input = document.querySelector<HTMLInputElement>('input[aria-label="Search"]');
      if (!input) throw new Error('no Search input');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const countText = () =>
        document
          .evaluate(
            "//p[contains(normalize-space(.), ' products')]",
            document,
            null,
            XPathResult.FIRST_ORDERED_NODE_TYPE,
            null,
          )
          .singleNodeValue?.textContent?.trim() ?? '';
      const frame = () => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now())));
      const times: number[] = [];
      input.focus();
      for (let i = 1; i <= text.length; i++) {
        const want = expected(text.slice(0, i));
        const t0 = performance.now();
        setValue.call(input, text.slice(0, i));
        input.dispatchEvent(new Event('input', { bubbles: true }));
        let t1 = await frame();
        while (countText() !== want && t1 - t0 < 2_000) t1 = await frame();
        // The frame after the DOM holds the result is the one that paints it.
        t1 = await frame();
        times.push(t1 - t0);
      }
      return times;
    },
    { text: term, listPath },
  );
}

/** What the benchmark types, one key at a time. */
const TERM = 'amoxicillin 250';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const max = (xs: number[]) => Math.max(...xs);

async function main() {
  const runs = Number(arg('runs') ?? 3);
  let base = arg('base');
  let server: ChildProcess | undefined;
  if (!base) {
    const port = Number(process.env.BENCH_BROWSER_PORT ?? 32053);
    const webDist = process.env.WEB_DIST ?? path.join(root, 'web/dist');
    if (!fs.existsSync(path.join(webDist, 'index.html')))
      throw new Error(`No web build at ${webDist}: npm run build -w @dawalink/web`);
    server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        WORKERS: '1',
        WEB_DIST: webDist,
        NODE_ENV: 'production',
        LOG_LEVEL: 'error',
        SEED_DEMO: 'false',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`);
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const results: Array<{ viewport: string; firstRows: number[]; appRows: number[]; keys: number[] }> = [];
  try {
    for (const viewport of [
      { name: 'desktop 1280', width: 1280, height: 800 },
      { name: 'mobile 400', width: 400, height: 800 },
    ]) {
      const firstRows: number[] = [];
      const appRows: number[] = [];
      const keys: number[] = [];
      for (let r = 0; r < runs; r++) {
        // A new context each run: nothing cached, as a first visit.
        const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
        const page = await context.newPage();
        // tsx (esbuild keepNames) wraps named functions in __name(...) inside evaluated code: give the page one.
        await page.addInitScript('window.__name = (f) => f;');
        await page.addInitScript(FIRST_ROWS_PROBE);
        await page.goto(`${base}/${BENCH.bigSeller.url}`);
        await page.waitForFunction(
          () => (window as unknown as { __firstRows?: number }).__firstRows !== undefined,
          null,
          { timeout: 30_000 },
        );
        firstRows.push(await page.evaluate(() => (window as unknown as { __firstRows: number }).__firstRows));
        await page.waitForFunction(() => (window as unknown as { __appRows?: number }).__appRows !== undefined, null, {
          timeout: 30_000,
        });
        appRows.push(await page.evaluate(() => (window as unknown as { __appRows: number }).__appRows));
        await page.waitForFunction(() => /[\d,]+ products/.test(document.body.innerText), null, { timeout: 30_000 });
        keys.push(
          ...(await keystrokeTimes(
            page,
            TERM,
            `/api/WholesellerCategory/${BENCH.bigSeller.url}/${BENCH.bigSeller.id}`,
          )),
        );
        await context.close();
      }
      results.push({ viewport: viewport.name, firstRows, appRows, keys });
    }
  } finally {
    await browser.close();
    server?.kill('SIGTERM');
  }

  const lines = [
    `# Browser timings ${new Date().toISOString()}`,
    '',
    `Headless Chromium (${process.env.CHROME_PATH ?? '/usr/bin/chromium'}) on ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)} (other work was running). Store /${BENCH.bigSeller.url} (5,000 lines), ${runs} fresh visits per viewport; filter typed "${TERM}" one key at a time (${TERM.length} keys).`,
    '',
    "| viewport | first rows median ms | first rows worst ms | app's rows median ms | keystroke median ms | keystroke worst ms | worst on | keystrokes ≥ 50 ms | target |",
    '|---|---:|---:|---:|---:|---:|---|---:|---|',
    ...results.map((r) => {
      const worst = r.keys.indexOf(max(r.keys));
      const over = r.keys.filter((k) => k >= 50).length;
      return `| ${r.viewport} | ${median(r.firstRows).toFixed(0)} | ${max(r.firstRows).toFixed(0)} | ${median(r.appRows).toFixed(0)} | ${median(r.keys).toFixed(1)} | ${max(r.keys).toFixed(1)} | "${TERM.slice(0, (worst % TERM.length) + 1)}" (visit ${Math.floor(worst / TERM.length) + 1}) | ${over} of ${r.keys.length} | first rows < 1000, keystroke < 50 |`;
    }),
    '',
  ];
  const report = lines.join('\n');
  console.log(report);
  const out = arg('out') ?? path.join(root, 'bench/results', `browser-${new Date().toISOString().slice(0, 10)}.md`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, report + '\n');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
