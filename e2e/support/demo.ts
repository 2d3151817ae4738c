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

/** A phone number no demo account uses: 03 + 9 digits from the test title and time. */
export function freshPhone(): string {
  const n = (Date.now() % 1_000_000_000) + Math.floor(Math.random() * 1000);
  return '03' + String(n).padStart(9, '0').slice(-9);
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
