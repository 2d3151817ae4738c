import { expect, test, type Page } from '@playwright/test';
import {
  apiPaths,
  BREAKPOINT_COMPACT,
  ENGLISH,
  FIRST_SCREEN_ATTRIBUTE,
  type AdminAccountKind,
  type Catalogue,
} from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import { DEMO, freshPhone } from '../support/demo';
import {
  deviceIn,
  expectDrawnWithAnswers,
  figureDifferences,
  holdScripts,
  signInIn,
  type Figure,
} from '../support/first-screens';
import { apiAs, registerRetailer, uniqueSuffix } from './admin-support';

/*
 * The admin's account lists (server/src/plugins/first-screens-admin.ts) come with the first page's rows drawn in the
 * HTML as the phone's table shows them, so a phone paints the list (its largest part) before the scripts have
 * loaded; the app, starting from the answers the HTML carries, draws the same rows in the same places. A wider
 * window's columns come with the app only: until then it shows the spinner.
 */

/** Two stores at one address (each flagged as the other's possible duplicate) and a disabled one: newest first. */
test.beforeAll(async ({ baseURL }) => {
  const store = `Twin Chemists ${uniqueSuffix(test.info().project.name)}`;
  const admin = await apiAs(baseURL!, DEMO.admin);
  for (const [i, name] of [`${store} Closed`, store, store].entries()) {
    const retailer = await apiAs(baseURL!);
    const id = await registerRetailer(retailer, freshPhone(), name);
    await retailer.dispose();
    if (i === 0)
      expect((await admin.put(`/api/Retailers/UpdateStatus/${id}`, { data: { is_disabled: true } })).status()).toBe(
        200,
      );
  }
  await admin.dispose();
});

/** A part of the list, its key saying which part of which row: `row 3 button 1`. */
type Part = Required<Figure>;

/**
 * The parts of the list's rows that are shown (the header, each row's lines, badges and buttons, the pages), each
 * with its words and its box, read in one go (a page of rows has some hundreds of parts).
 */
function rowsOf(page: Page): Promise<Part[]> {
  return page.locator('main').evaluate((main) => {
    const out: Part[] = [];
    const rows = [...main.querySelectorAll('table.grouped-table tr')].filter((r) =>
      (r as HTMLElement).checkVisibility(),
    );
    const parts = 'th, td[colspan], td > div:not(.d-flex), td > .badge, .duplicate-flag > span, button';
    rows.forEach((row, r) => {
      const seen = new Map<string, number>();
      for (const el of row.querySelectorAll(parts)) {
        if (!(el as HTMLElement).checkVisibility()) continue;
        const what = el.tagName === 'BUTTON' ? 'button' : el.className || el.tagName;
        const n = (seen.get(what) ?? 0) + 1;
        seen.set(what, n);
        const box = el.getBoundingClientRect();
        out.push({
          key: `row ${r} ${what} ${n}`,
          text: (el.textContent ?? '').trim(),
          x: box.x,
          y: box.y,
          width: box.width,
          height: box.height,
        });
      }
    });
    main.querySelectorAll('.pagination .page-link').forEach((el, i) => {
      const box = el.getBoundingClientRect();
      out.push({
        key: `page ${i}`,
        text: (el.textContent ?? '').trim(),
        x: box.x,
        y: box.y,
        width: box.width,
        height: box.height,
      });
    });
    return out;
  });
}

const LISTS: Array<{ path: string; kind: AdminAccountKind; title: (t: Catalogue) => string }> = [
  { path: '/ViewRetailers', kind: 'retailers', title: (t) => t.ADMIN_UI.retailers },
  { path: '/ViewWholesellers', kind: 'wholesalers', title: (t) => t.ADMIN_UI.wholesalers },
];

for (const language of ['en', 'ur'] as const) {
  for (const list of LISTS) {
    test(`${list.path} in ${language}: a phone shows the first rows drawn, the app's rows take their place unmoved`, async ({
      page,
      baseURL,
    }) => {
      const t = language === 'ur' ? URDU : ENGLISH;
      const compact = page.viewportSize()!.width <= BREAKPOINT_COMPACT;
      await deviceIn(page, baseURL!, language);
      await signInIn(page, language, { phone: DEMO.admin, shared: true });
      await expectDrawnWithAnswers(page, list.path);

      // The answers the HTML carries: the app must not ask for them again.
      const embedded = [
        apiPaths.adminAccounts.page(list.kind, 1, ''),
        apiPaths.adminAccounts.counts(list.kind, ''),
      ].map((p) => `${baseURL}/api${p}`);
      const asked: Array<{ url: string; at: number }> = [];
      page.on('request', (request) => {
        if (embedded.includes(request.url())) asked.push({ url: request.url(), at: Date.now() });
      });

      // The scripts held back: the page as the server drew it, as a slow phone shows it. One page load throughout,
      // so the drawn rows and the app's are measured in the same font (the Urdu face is `optional`).
      const release = await holdScripts(page);
      await page.goto(list.path, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.title(t));
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
      // Nothing drawn takes input, and no drawn button is in the tab order.
      await expect(page.locator('main input, main select, main textarea, main [contenteditable]')).toHaveCount(0);
      await expect(
        page.locator('main table button:not([tabindex="-1"]), main .pagination a:not([tabindex="-1"])'),
      ).toHaveCount(0);

      const table = page.locator('main table.grouped-table');
      const spinner = page.locator('main .spinner-border');
      let drawn: Part[] = [];
      if (compact) {
        await expect(table).toBeVisible();
        await expect(spinner).toBeHidden();
        drawn = await rowsOf(page);
        expect(drawn.filter((p) => p.key.endsWith('fw-semibold 1')).length).toBeGreaterThan(1);
        if (list.kind === 'retailers') {
          // The duplicates this file made, flagged in the page's words, and the disabled one faded.
          await expect(page.locator('main .duplicate-flag .dup-badge').first()).toHaveText(
            t.ADMIN_MSG.possibleDuplicate,
          );
          await expect(page.locator('main tr.row-disabled').first()).toBeVisible();
        }
      } else {
        // A wider window: the list's columns follow its width (the app's own), the spinner until then.
        await expect(spinner).toBeVisible();
        await expect(table).toBeHidden();
      }
      await page.screenshot({ path: test.info().outputPath(`drawn-${language}-${compact ? 400 : 1280}.png`) });

      release();
      await expect(page.locator('#root')).not.toHaveAttribute(FIRST_SCREEN_ATTRIBUTE);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(page.getByRole('searchbox')).toBeVisible();
      await expect(table).toBeVisible();
      await expect(spinner).toHaveCount(0);
      if (compact) {
        // Each part with the same words, within a pixel of its place and size (a box may round either way).
        await expect.poll(async () => figureDifferences(drawn, await rowsOf(page), { byKey: true })).toEqual([]);
      } else {
        await expect(page.locator('main tbody tr').first()).toBeVisible();
      }
      await page.screenshot({ path: test.info().outputPath(`app-${language}-${compact ? 400 : 1280}.png`) });
      // The app takes the answers the page came with only within PREFETCH_TTL_MS (web/src/lib/prefetch.ts, 15 s) of
      // the page's start, as fresh enough: past that it asks afresh, as it should (a slow, shared machine may get
      // there). Before that it never asks.
      const start = await page.evaluate(() => performance.timeOrigin);
      expect(asked.filter((a) => a.at - start < 15_000).map((a) => a.url)).toEqual([]);
    });
  }
}
