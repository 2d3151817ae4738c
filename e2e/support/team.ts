import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, freshPhone } from './demo';

/** The demo seller signed in on an API context (cookies stay on the context). */
export async function ownerApi(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: { phone: DEMO.seller, pin: DEMO.pin } });
  expect(res.status()).toBe(200);
}

/** The latest SMS code of a phone, read through the dev outbox as a person reads their phone. */
export async function codeOf(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const texts = (await (await request.get(`/api/dev/sms?phone=${phone}`)).json()) as Array<{ text: string }>;
      code = texts.at(-1)?.text.match(/\b(\d{4})\b/)?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/**
 * A member added by an owner (the demo seller on `request` itself, unless `owner` is given) and joined through the
 * API on `request`, which ends signed in as them: their phone and PIN.
 */
export async function joinedMember(
  request: APIRequestContext,
  role: string,
  name: string,
  pin = '5791',
  owner?: APIRequestContext,
) {
  if (!owner) await ownerApi(request);
  const phone = freshPhone();
  expect((await (owner ?? request).post('/api/Team', { data: { phone, name, role } })).status()).toBe(201);
  expect((await request.post(`/api/OTP/${phone}`, { data: { purpose: 'team' } })).status()).toBe(200);
  const verified = await request.post(`/api/OTP/${phone}/verify`, {
    data: { code: await codeOf(request, phone), purpose: 'team' },
  });
  const joined = await request.post('/api/Team/join', {
    data: { verification_token: (await verified.json()).verification_token, pin },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  return { phone, pin };
}

/** Types digits into four labelled boxes ("New Pin digit 1".."4"). */
export async function typeDigits(page: Page, label: string, digits: string) {
  await page.getByLabel(`${label} digit 1`, { exact: true }).click();
  await page.keyboard.type(digits);
}
