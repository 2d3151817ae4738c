import { expect, type Page } from '@playwright/test';

/** The demo accounts the server seeds (server/src/seed/demo.ts). PIN 1234 for all. */
export const DEMO = {
  pin: '1234',
  admin: '03000000001',
  seller: '03001234567',
  sellerStore: 'karachi-medical-traders',
  seller2: '03111234567',
  seller2Store: 'lahore-pharma-distributors',
  retailer: '03211234567',
  retailer2: '03331234567',
};

/** Fills the four PIN (or OTP) boxes by typing, as a person does ("Current Pin": the profile's current PIN boxes). */
export async function fillDigits(page: Page, kind: 'Pin' | 'OTP' | 'Current Pin', digits: string) {
  await page.getByLabel(`${kind} digit 1`, { exact: true }).click();
  await page.keyboard.type(digits);
}

export async function signIn(page: Page, phone: string, pin = DEMO.pin) {
  await page.goto('/');
  await page.getByLabel('Phone No').fill(phone);
  await fillDigits(page, 'Pin', pin);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
}

/**
 * A phone number no other call of this run has had: 03, then the milliseconds (one step at least per call, so a loop
 * never draws the same number twice) and the worker's index as the last digit (two workers drawing in the same
 * millisecond differ). A random offset collided now and then in a loop of fifty registrations.
 */
let lastPhoneMs = 0;
export function freshPhone(): string {
  lastPhoneMs = Math.max(Date.now(), lastPhoneMs + 1);
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10;
  return '03' + String((lastPhoneMs % 100_000_000) * 10 + worker).padStart(9, '0');
}

/** The latest SMS code sent to a phone, read from the dev outbox. */
export async function latestCode(page: Page, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/sms?phone=${phone}`);
      const texts = (await res.json()) as Array<{ text: string }>;
      code = texts.at(-1)?.text.match(/\b(\d{4})\b/)?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}
