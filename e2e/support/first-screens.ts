import { FIRST_SCREEN_ANSWERS_ID, FIRST_SCREEN_ATTRIBUTE, type Language } from '@dawalink/shared';
import { expect, type Page } from '@playwright/test';
import { DEMO } from './demo';

/*
 * Helpers of the first-screen specs: a page drawn by the server before the app's scripts are in, then the app's own
 * page in its place, each figure where the drawn one stood.
 */

/** The device in `language`: its cookie (the server draws in it) and its storage (the app starts in it). */
export async function deviceIn(page: Page, baseURL: string, language: Language) {
  await page.context().addCookies([{ name: 'language', value: language, url: baseURL }]);
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
}

/**
 * Signs an account in through the API (the page's context keeps the cookies), in `language`. An account of the
 * test's own is set to it; a `shared` one (a demo account, which other specs sign in with side by side) keeps its
 * own, and its `/api/auth/me` answers `language` for this page only.
 */
export async function signInIn(
  page: Page,
  language: Language,
  account: { phone: string; pin?: string; shared?: boolean },
) {
  const login = await page.request.post('/api/auth/login', {
    data: { phone: account.phone, pin: account.pin ?? DEMO.pin },
  });
  expect(login.status()).toBe(200);
  if (account.shared) {
    await page.route('**/api/auth/me', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { user?: Record<string, unknown> };
      if (body.user) body.user.language = language;
      await route.fulfill({ response, json: body });
    });
  } else {
    expect((await page.request.put('/api/auth/language', { data: { language } })).status()).toBe(200);
  }
}

/**
 * Checks that `path`'s HTML, as the server sends it to this page's session, comes drawn with its data: #root marked
 * and inert, and the answers it was drawn with beside it.
 */
export async function expectDrawnWithAnswers(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  expect(html).toContain(`<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="page" inert>`);
  expect(html).toContain(`id="${FIRST_SCREEN_ANSWERS_ID}"`);
}

/** The route that holds the scripts back: a test that holds them again takes it off first (`page.unroute`). */
export const SCRIPTS = '**/*.js';

/**
 * Holds the page's scripts back until the returned function is called, so the page reads as the server drew it, as a
 * slow phone shows it. A script whose address holds `except` goes through (the device's own small script, in long
 * before the app's on such a phone).
 */
export async function holdScripts(page: Page, except?: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SCRIPTS, async (route) => {
    if (!except || !route.request().url().includes(except)) await held;
    await route.continue();
  });
  return release;
}

/** A figure of a page: its words and its box's place, and its size where that must hold too. */
export interface Figure {
  /** What it is (`row 3 button 1`, `td.money`): the app's figure taken for it must be the same. */
  key?: string;
  text: string;
  x: number;
  y: number;
  width?: number;
  height?: number;
}

/**
 * How the app's figures differ from the drawn ones; none: the same. Each drawn figure must have the same words in
 * the app, within a pixel of its place (and of its size, where it has one), as a box may round either way. The app's
 * figure is the one in the same place in order, or with `byKey` the one of the same key; with `more`, the app may
 * show figures that were not drawn (what comes with the app only).
 */
export function figureDifferences(drawn: Figure[], app: Figure[], { byKey = false, more = false } = {}): string[] {
  const near = (p: number, q: number | undefined) => q !== undefined && Math.abs(p - q) <= 1;
  const appByKey = new Map(app.map((f) => [f.key, f]));
  const out: string[] = [];
  drawn.forEach((d, i) => {
    const a = byKey ? appByKey.get(d.key) : app[i];
    const same =
      a !== undefined &&
      a.key === d.key &&
      a.text === d.text &&
      near(d.x, a.x) &&
      near(d.y, a.y) &&
      (d.width === undefined || near(d.width, a.width)) &&
      (d.height === undefined || near(d.height, a.height));
    if (!same) out.push(`${d.key ?? i}: drawn ${JSON.stringify(d)}, app ${JSON.stringify(a)}`);
  });
  if (!more && app.length !== drawn.length) out.push(`${drawn.length} figures drawn, ${app.length} in the app`);
  return out;
}
