import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@dawalink/shared';
import { createRetailer, createSeller } from '../identity/accounts-write.service.js';
import { sha256 } from '../lib/crypto.js';
import { buildTestApp, DEMO_PHONES, secondApp, signIn, type TestApp } from '../test/helpers.js';

/**
 * A 4-digit PIN and a 4-digit SMS code are safe only while guessing is throttled. Every limit of
 * DESIGN.md section 6 is driven here like a feature, with the default configuration. Time is moved by ageing the
 * rows that record attempts, never by waiting.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
/** A phone no other test uses: 034 + 8 digits. */
const freshPhone = () => `034${String(process.pid % 1000).padStart(3, '0')}${String(++counter).padStart(5, '0')}`;
/**
 * A client address of its own per test, so per-IP counters do not leak between tests: a counter of its own, never
 * wrapping (the phones' counter moves by a hundred in some tests).
 */
let ipCounter = 0;
const freshIp = () => {
  const n = ++ipCounter;
  return `10.${process.pid % 250}.${Math.floor(n / 250) % 250}.${n % 250}`;
};

const login = (
  phone: string,
  pin: string,
  ip: string,
  extra: { cookies?: Record<string, string>; headers?: Record<string, string> } = {},
) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone, pin }, remoteAddress: ip, ...extra });

async function newRetailer(pin = '2468') {
  const phone = freshPhone();
  const id = await createRetailer(t.db, {
    fullName: 'Guess Target',
    store: 'Target Store',
    address: 'Street 9, Karachi',
    email: '',
    phone,
    pin,
  });
  return { id, phone, pin };
}

/** Moves every recorded sign-in attempt and SMS code of a phone `seconds` into the past. */
async function age(phone: string, seconds: number) {
  const shift = sql`make_interval(secs => ${seconds})`;
  await t.db
    .updateTable('login_attempts')
    .set({ created_at: sql`created_at - ${shift}` })
    .where('phone', '=', phone)
    .execute();
  await t.db
    .updateTable('otp_codes')
    .set({ created_at: sql`created_at - ${shift}`, expires_at: sql`expires_at - ${shift}` })
    .where('phone', '=', phone)
    .execute();
}

const sendCode = (phone: string, ip: string, purpose: 'register' | 'reset' = 'register') =>
  t.app.inject({ method: 'POST', url: `/api/OTP/${phone}`, payload: { purpose }, remoteAddress: ip });
const verify = (phone: string, code: string, ip: string, purpose: 'register' | 'reset' = 'register') =>
  t.app.inject({ method: 'POST', url: `/api/OTP/${phone}/verify`, payload: { code, purpose }, remoteAddress: ip });

async function codeSentTo(phone: string): Promise<string> {
  const res = await t.app.inject({ url: `/api/dev/sms?phone=${phone}` });
  const texts = res.json() as Array<{ text: string }>;
  const code = texts.at(-1)?.text.match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}
const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

async function tokenFor(phone: string, purpose: 'register' | 'reset' = 'register'): Promise<string> {
  const ip = freshIp();
  expect((await sendCode(phone, ip, purpose)).statusCode).toBe(200);
  const res = await verify(phone, await codeSentTo(phone), ip, purpose);
  expect(res.statusCode).toBe(200);
  return res.json().verification_token as string;
}

const me = (sid: string) => t.app.inject({ url: '/api/auth/me', cookies: { sid } });

describe('sign-in throttling (also the checkout PIN step: the same POST /api/auth/login)', () => {
  it('5 wrong PINs in 15 minutes lock the phone for 15 minutes, even for the right PIN', async () => {
    const target = await newRetailer();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const res = await login(target.phone, '0000', ip);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'invalid_credentials',
        message: MSG.phoneOrPinMismatch,
        tries_left: 4 - i,
        wait_minutes: 15,
      });
    }
    const locked = await login(target.phone, target.pin, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(MSG.signInWait(15));
    expect(locked.json().wait_minutes).toBe(15);
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBeGreaterThan(800);
    expect(wait).toBeLessThanOrEqual(900);
    // Another phone from the same address is not affected.
    expect((await login(DEMO_PHONES.retailer2, '1234', ip)).statusCode).toBe(200);
    // Once the window has passed, the owner signs in.
    await age(target.phone, 15 * 60 + 1);
    expect((await login(target.phone, target.pin, ip)).statusCode).toBe(200);
  });

  it('10 consecutive failures lock the account until the owner resets the PIN by SMS code', async () => {
    const target = await newRetailer();
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      if (i === 5) await age(target.phone, 15 * 60 + 1); // past the 15-minute window: the consecutive count remains
      expect((await login(target.phone, '0000', ip)).statusCode).toBe(401);
    }
    await age(target.phone, 24 * 3600);
    const locked = await login(target.phone, target.pin, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(MSG.accountLocked);

    const token = await tokenFor(target.phone, 'reset');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-pin',
      payload: { phone: target.phone, password: '9753', verification_token: token },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(target.phone, '9753', ip)).statusCode).toBe(200);
  });

  it('parallel guesses cannot slip past the limit', async () => {
    const target = await newRetailer();
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(target.phone, String(1000 + i), ip)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    const failures = await t.db
      .selectFrom('login_attempts')
      .select('id')
      .where('phone', '=', target.phone)
      .where('success', '=', false)
      .execute();
    expect(failures.length).toBeLessThanOrEqual(5);
  });

  it('one address gets at most 100 sign-in attempts per 15 minutes, whatever the phones', async () => {
    const ip = freshIp();
    for (let i = 0; i < 100; i++) {
      const res = await login(freshPhone(), '0000', ip);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(DEMO_PHONES.retailer, '1234', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(MSG.tooManyRequests);
  });

  it('parallel attempts on many phones from one address cannot overshoot its 100', async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 110 }, () => login(freshPhone(), '0000', ip)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBe(100);
    expect(statuses.filter((s) => s === 429).length).toBe(10);
    const recorded = await t.db.selectFrom('login_attempts').select('id').where('ip', '=', ip).execute();
    expect(recorded.length).toBe(100);
  });

  it('a forged X-Forwarded-For does not give an attacker a fresh address', async () => {
    // Without a proxy in front, X-Forwarded-For is whatever the client wrote. If the server believes it, the per-IP
    // limit above (and the per-IP SMS budget) is one header away from useless.
    const ip = freshIp();
    for (let i = 0; i < 100; i++) await login(freshPhone(), '0000', ip);
    const spoofed = await login(DEMO_PHONES.retailer, '1234', ip, { headers: { 'x-forwarded-for': '203.0.113.77' } });
    expect(spoofed.statusCode).toBe(429);
  });

  it('behind one trusted proxy (TRUST_PROXY=1) each client is counted by its forwarded address', async () => {
    const behindProxy = await secondApp(t, { env: { TRUST_PROXY: '1' } });
    try {
      const proxy = freshIp();
      const [guesser, neighbour] = [freshIp(), freshIp()];
      const via = (client: string, phone: string, pin: string) =>
        behindProxy.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { phone, pin },
          remoteAddress: proxy,
          headers: { 'x-forwarded-for': client },
        });
      for (let i = 0; i < 100; i++) await via(guesser, freshPhone(), '0000');
      expect((await via(guesser, freshPhone(), '0000')).statusCode).toBe(429);
      // Another shop behind the same proxy is not refused for the guesser's attempts.
      const shop = await newRetailer();
      expect((await via(neighbour, shop.phone, shop.pin)).statusCode).toBe(200);
      const recorded = await t.db.selectFrom('login_attempts').select('id').where('ip', '=', guesser).execute();
      expect(recorded.length).toBe(100);
      const byProxy = await t.db.selectFrom('login_attempts').select('id').where('ip', '=', proxy).execute();
      expect(byProxy.length).toBe(0);
    } finally {
      await behindProxy.close();
    }
  });

  it('an unknown phone costs the same hashing as a known one and says the same', async () => {
    const ip = freshIp();
    const unknown = await login(freshPhone(), '1234', ip);
    const known = await login(DEMO_PHONES.seller2, '0000', ip);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(known.json());
  });
});

describe('SMS codes', () => {
  it('a code is 4 digits, stored only as a hash, bound to its phone and purpose', async () => {
    const phone = freshPhone();
    const other = freshPhone();
    const ip = freshIp();
    const sent = await sendCode(phone, ip);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ ok: true, resend_after: 30 });
    const code = await codeSentTo(phone);
    expect(code).toMatch(/^\d{4}$/);
    const rows = await t.db.selectFrom('otp_codes').select('code_hash').where('phone', '=', phone).execute();
    // Stored as salt:sha256 (hex), never the digits themselves (a hex digest may contain them by chance).
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => /^[^:]+:[0-9a-f]{64}$/.test(r.code_hash))).toBe(true);
    // The same digits are no proof for another phone or another purpose.
    expect((await verify(other, code, ip)).statusCode).toBe(400);
    expect((await verify(phone, code, ip, 'reset')).statusCode).toBe(400);
    expect((await verify(phone, code, ip)).statusCode).toBe(200);
    // Single use.
    expect((await verify(phone, code, ip)).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('3 wrong tries void the code', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    await sendCode(phone, ip);
    const code = await codeSentTo(phone);
    for (let i = 0; i < 3; i++) {
      const res = await verify(phone, wrongCode(code), ip);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.otpMismatch);
    }
    const late = await verify(phone, code, ip);
    expect(late.statusCode).toBe(429);
    expect(late.json().message).toBe(MSG.otpTooManyTries);
  });

  it('parallel tries on one code are counted one by one', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    await sendCode(phone, ip);
    const code = await codeSentTo(phone);
    const guesses = Array.from({ length: 30 }, (_, i) => String(i).padStart(4, '0')).filter((g) => g !== code);
    await Promise.all(guesses.map((g) => verify(phone, g, ip)));
    const row = await t.db
      .selectFrom('otp_codes')
      .select(['attempts', 'consumed_at'])
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(3);
    expect(row.consumed_at).not.toBeNull();
    expect((await verify(phone, code, ip)).statusCode).toBe(429);
  });

  it('a code expires after 5 minutes', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    await sendCode(phone, ip);
    const code = await codeSentTo(phone);
    await age(phone, 5 * 60 + 1);
    const res = await verify(phone, code, ip);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.otpExpired);
  });

  it('resend waits 30 s, and one phone gets at most 5 texts an hour', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    expect((await sendCode(phone, ip)).statusCode).toBe(200);
    const early = await sendCode(phone, ip);
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 1; i < 5; i++) {
      await age(phone, 31);
      expect((await sendCode(phone, freshIp())).statusCode).toBe(200); // another address changes nothing
    }
    await age(phone, 31);
    const capped = await sendCode(phone, freshIp());
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(MSG.otpPhoneLimit);
    const texts = (await t.app.inject({ url: `/api/dev/sms?phone=${phone}` })).json() as unknown[];
    expect(texts).toHaveLength(5);
  });

  it('one address gets at most 50 texts a day, whatever the phones', async () => {
    const ip = freshIp();
    for (let i = 0; i < 50; i++) expect((await sendCode(freshPhone(), ip)).statusCode).toBe(200);
    const capped = await sendCode(freshPhone(), ip);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(MSG.otpIpLimit);
  });
});

describe('verification tokens', () => {
  it('are random (>= 128 bits) and stored only as a hash', async () => {
    const phone = freshPhone();
    const token = await tokenFor(phone);
    expect(token.length).toBeGreaterThanOrEqual(22);
    const row = await t.db
      .selectFrom('verification_tokens')
      .select('token_hash')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(sha256(token));
  });

  it('cannot register another phone', async () => {
    const phone = freshPhone();
    const token = await tokenFor(phone);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Retailers',
      payload: {
        fullName: 'Other Person',
        email: '',
        phone: freshPhone(),
        store: 'Other Store',
        address: 'Street 2, Lahore',
        password: '1357',
        verification_token: token,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.verificationInvalid);
  });

  it('are single use and bound to their purpose', async () => {
    const target = await newRetailer();
    const registerToken = await tokenFor(target.phone, 'register');
    const wrongPurpose = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-pin',
      payload: { phone: target.phone, password: '8642', verification_token: registerToken },
    });
    expect(wrongPurpose.statusCode).toBe(400);

    await age(target.phone, 31); // the resend wait covers every purpose of a phone
    const token = await tokenFor(target.phone, 'reset');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-pin',
      payload: { phone: target.phone, password: '8642', verification_token: token },
    });
    expect(first.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-pin',
      payload: { phone: target.phone, password: '7531', verification_token: token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MSG.verificationInvalid);
    expect((await login(target.phone, '8642', freshIp())).statusCode).toBe(200);
  });

  it('expire after 15 minutes', async () => {
    const target = await newRetailer();
    const token = await tokenFor(target.phone, 'reset');
    await t.db
      .updateTable('verification_tokens')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('token_hash', '=', sha256(token))
      .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-pin',
      payload: { phone: target.phone, password: '8642', verification_token: token },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('sign-in never adopts a session id the browser brought (fixation)', async () => {
    const planted = 'attacker-chosen-session-id-0123456789abcdef';
    const res = await login(DEMO_PHONES.retailer2, '1234', freshIp(), { cookies: { sid: planted } });
    expect(res.statusCode).toBe(200);
    const sid = res.cookies.find((c) => c.name === 'sid')!.value;
    expect(sid).not.toBe(planted);
    expect(sid).toMatch(/^[A-Za-z0-9_-]{43,}$/); // 32 random bytes
    expect((await me(planted)).statusCode).toBe(401);
    const stored = await t.db
      .selectFrom('sessions')
      .select('id_hash')
      .where('id_hash', '=', sha256(sid))
      .executeTakeFirst();
    expect(stored).toBeDefined();
    expect(
      await t.db.selectFrom('sessions').select('id_hash').where('id_hash', '=', sid).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('sign-in ends the session that was there before', async () => {
    const first = await signIn(t.app, DEMO_PHONES.seller2);
    const res = await login(DEMO_PHONES.seller2, '1234', freshIp(), { cookies: { sid: first } });
    const second = res.cookies.find((c) => c.name === 'sid')!.value;
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
  });

  it('sign-out ends the session on the server: a copied cookie is dead', async () => {
    const sid = await signIn(t.app, DEMO_PHONES.retailer);
    expect((await me(sid)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { sid } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await me(sid)).statusCode).toBe(401);
  });

  it('an expired session is refused', async () => {
    const sid = await signIn(t.app, DEMO_PHONES.retailer);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('id_hash', '=', sha256(sid))
      .execute();
    expect((await me(sid)).statusCode).toBe(401);
  });

  it('a PIN change in the profile ends the other sessions and keeps the one that made it', async () => {
    const target = await newRetailer('2468');
    const here = await signIn(t.app, target.phone, '2468');
    const elsewhere = await signIn(t.app, target.phone, '2468');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/Retailers/${target.id}`,
      cookies: { sid: here },
      payload: {
        fullName: 'Guess Target',
        store: 'Target Store',
        address: 'Street 9, Karachi',
        email: '',
        password: '1357',
        current_password: '2468',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).not.toMatch(/pin_hash|argon2/);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await login(target.phone, '1357', freshIp())).statusCode).toBe(200);
  });

  it('a PIN reset by SMS code ends every session and clears the lockout', async () => {
    const target = await newRetailer('2468');
    const sid = await signIn(t.app, target.phone, '2468');
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await login(target.phone, '0000', ip);
    expect((await login(target.phone, '2468', ip)).statusCode).toBe(429);
    const token = await tokenFor(target.phone, 'reset');
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-pin',
      payload: { phone: target.phone, password: '2468', verification_token: token },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(MSG.writeNewPassword);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-pin',
      payload: { phone: target.phone, password: '1470', verification_token: token },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(sid)).statusCode).toBe(401);
    expect((await login(target.phone, '1470', ip)).statusCode).toBe(200);
  });

  it('deactivation ends the sessions and blocks sign-in; reactivation lets the owner back', async () => {
    const phone = freshPhone();
    const sellerId = await createSeller(t.db, {
      full_name: 'Switch Off',
      busniess_name: `Switch Off Traders ${counter}`,
      address: 'Road 1, Multan',
      email: '',
      phone,
      pin: '2468',
    });
    const sid = await signIn(t.app, phone, '2468');
    const admin = await signIn(t.app, DEMO_PHONES.admin);
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/WholesellerControllerSignUp/UpdateStatus/${sellerId}`,
      cookies: { sid: admin },
      payload: { is_disabled: true },
    });
    expect(off.statusCode).toBe(200);
    expect((await me(sid)).statusCode).toBe(401);
    expect(
      (await t.db.selectFrom('sessions').select('id_hash').where('account_id', '=', sellerId).execute()).length,
    ).toBe(0);
    const refused = await login(phone, '2468', freshIp());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.profileDisabled);
    expect(refused.cookies.find((c) => c.name === 'sid' && c.value)).toBeUndefined();
    const on = await t.app.inject({
      method: 'PUT',
      url: `/api/WholesellerControllerSignUp/UpdateStatus/${sellerId}`,
      cookies: { sid: admin },
      payload: { is_disabled: false },
    });
    expect(on.statusCode).toBe(200);
    expect((await login(phone, '2468', freshIp())).statusCode).toBe(200);
  });
});
