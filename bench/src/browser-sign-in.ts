import type { Page } from 'puppeteer-core';
import { BENCH } from './scales.js';

export type SignedInRole = 'retailer' | 'seller' | 'admin';

/** The bench data's account of each role (bench/src/generate.ts; PIN BENCH.pin). */
export const BENCH_PHONES: Record<SignedInRole, string> = {
  retailer: BENCH.retailerPhone,
  seller: BENCH.bigSeller.phone,
  admin: BENCH.adminPhone,
};

/**
 * Signs in from the page (the browser keeps the sid and user cookies), and makes `language` the account's: the app
 * draws a signed-in account in its own language (web/src/app/language-root.tsx), so an account left in the other
 * one turned the page over once it had loaded (a layout shift of the whole screen that no person meets: one who
 * chose a language signed out has it made the account's at sign-in). Throws on anything but 200.
 */
export async function signInTab(tab: Page, role: SignedInRole, language: string) {
  const status = await tab.evaluate(
    async (phone, pin, lang) => {
      const login = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone, pin, remember: true }),
      });
      if (login.status !== 200) return login.status;
      return (
        await fetch('/api/auth/language', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ language: lang }),
        })
      ).status;
    },
    BENCH_PHONES[role],
    BENCH.pin,
    language,
  );
  if (status !== 200) throw new Error(`sign-in as ${role} in ${language} answered ${status}`);
}
