import { chromium } from '@playwright/test';

const base = 'http://127.0.0.1:3211';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const width of [400, 1280]) {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: 800 } });
  const login = await context.request.post('/api/auth/login', { data: { phone: '03001234567', pin: '1234', remember: false } });
  if (!login.ok()) throw new Error(await login.text());
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __first?: number; __long: number[] };
    w.__long = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e) => w.__long.push(e.duration))).observe({ type: 'longtask', buffered: true });
    new MutationObserver(() => {
      if (!w.__first && document.querySelector('tbody td') && document.body.textContent?.includes('Perf Medicine')) w.__first = performance.now();
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/WholesellerHome');
  await page.getByRole('row').filter({ hasText: 'Perf Medicine' }).first().waitFor();
  await page.waitForTimeout(500);
  const load = await page.evaluate(() => {
    const w = window as unknown as { __first: number; __long: number[] };
    const res = performance.getEntriesByType('resource').find((r) => r.name.includes('WholesellerCategory')) as PerformanceResourceTiming | undefined;
    return { firstRows: Math.round(w.__first), apiDone: Math.round(res?.responseEnd ?? 0), longTasks: w.__long.map(Math.round), trs: document.querySelectorAll('tbody tr').length, docHeight: document.documentElement.scrollHeight };
  });
  console.log(width, 'load', JSON.stringify(load));
  await page.screenshot({ path: `/tmp/plist/top-${width}.png` });

  // One keystroke filter, timed in the page: from the input event to the filtered rows on screen.
  await page.evaluate(`window.__filter = (text, src) => new Promise((resolve) => {
    const check = new Function('n', 'body', 'return (' + src + ')(n, body)');
    const input = document.querySelector('input[type=search]');
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const t0 = performance.now();
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const handler = performance.now() - t0;
    let firstFrame = 0;
    requestAnimationFrame(() => (firstFrame = performance.now() - t0));
    const poll = () => {
      const body = document.querySelector('tbody');
      if (check(body.querySelectorAll('tr').length, body.textContent || '')) {
        requestAnimationFrame(() => setTimeout(() => resolve({ handler: Math.round(handler), firstFrame: Math.round(firstFrame), done: Math.round(performance.now() - t0) })));
      } else requestAnimationFrame(poll);
    };
    poll();
  })`);
  const filter = (text: string, check: string) => page.evaluate(`window.__filter(${JSON.stringify(text)}, ${JSON.stringify(check)})`);
  console.log(width, 'type "Perf Medicine 0042"', JSON.stringify(await filter('Perf Medicine 0042', "(n, b) => n === 1 && b.includes('0042')")));
  await page.screenshot({ path: `/tmp/plist/search-one-${width}.png` });
  console.log(width, 'type "Tablets" (833 rows)', JSON.stringify(await filter('Tablets', "(n, b) => n > 5 && !b.includes('Syrup') && b.includes('Tablets')")));
  await page.screenshot({ path: `/tmp/plist/search-tablets-${width}.png` });
  console.log(width, 'clear search', JSON.stringify(await filter('', "(n, b) => b.includes('Syrup') && b.includes('Maker 00 Pharma')")));
  console.log(width, 'no match', JSON.stringify(await filter('zzzz', "(n, b) => b.includes('Data Not Found')")));
  await filter('', "(n, b) => b.includes('Maker 00 Pharma')");

  // Scroll through: the middle and the end render real rows under their headings.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/plist/middle-${width}.png` });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(300);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(300);
  const end = await page.evaluate(() => ({ trs: document.querySelectorAll('tbody tr').length, last: [...document.querySelectorAll('tbody tr')].at(-1)?.textContent, sideways: document.documentElement.scrollWidth > window.innerWidth }));
  console.log(width, 'end', JSON.stringify(end));
  await page.screenshot({ path: `/tmp/plist/end-${width}.png` });
  // Edit still works from a virtual row.
  await page.getByRole('row').filter({ hasText: 'Perf Medicine' }).last().getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('dialog', { name: 'Edit Form' }).waitFor();
  await page.screenshot({ path: `/tmp/plist/edit-${width}.png` });
  await context.close();
}
await browser.close();
