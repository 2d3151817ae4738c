import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@dawalink/shared';
import { buildTestApp, DEMO_PHONES, lastSms, type TestApp } from '../../test/helpers.js';
import { sha256 } from '../../lib/crypto.js';
import { codeFor, freshIp, freshPhone, sendOtp, verifiedToken, verifyOtp, wrongCode } from './access.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Moves a phone's codes back in time, as if `seconds` had passed. */
async function age(phone: string, seconds: number) {
  const rows = await t.db.selectFrom('otp_codes').select(['id', 'created_at']).where('phone', '=', phone).execute();
  for (const row of rows) {
    await t.db
      .updateTable('otp_codes')
      .set({ created_at: new Date(new Date(row.created_at).getTime() - seconds * 1000) })
      .where('id', '=', row.id)
      .execute();
  }
}

describe('POST /api/OTP/{phone}', () => {
  it('texts a 4-digit code and stores only a salted hash of it', async () => {
    const phone = freshPhone();
    const res = await sendOtp(t.app, phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, resend_after: 30 });
    const text = await lastSms(t.app, phone);
    expect(text).toMatch(/^Your DawaLink code is \d{4}\. It expires in 5 minutes\.$/);
    const code = await codeFor(t.app, phone);
    const row = await t.db.selectFrom('otp_codes').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row.purpose).toBe('register');
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).not.toBe(sha256(code));
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(5 * 60_000);
  });

  it('rewrites +92 to 0 and refuses a bad phone without sending anything', async () => {
    const phone = freshPhone();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/OTP/${encodeURIComponent('+92' + phone.slice(1))}`,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(await lastSms(t.app, phone)).toMatch(/\d{4}/);
    const bad = await t.app.inject({ method: 'POST', url: '/api/OTP/12ab', payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'validation', message: MSG.phoneInvalid });
    const badPurpose = await t.app.inject({
      method: 'POST',
      url: `/api/OTP/${freshPhone()}`,
      payload: { purpose: 'admin' },
    });
    expect(badPurpose.statusCode).toBe(400);
  });

  it('works without a body (purpose register)', async () => {
    const phone = freshPhone();
    const res = await t.app.inject({ method: 'POST', url: `/api/OTP/${phone}` });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a resend within 30 s with 429 and the wait, and allows it after', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    expect((await sendOtp(t.app, phone, undefined, ip)).statusCode).toBe(200);
    const again = await sendOtp(t.app, phone, undefined, ip);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Please wait (29|30) seconds before requesting another code$/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    await age(phone, 31);
    expect((await sendOtp(t.app, phone, undefined, ip)).statusCode).toBe(200);
  });

  it('a new code voids the earlier one', async () => {
    const phone = freshPhone();
    await sendOtp(t.app, phone);
    const first = await codeFor(t.app, phone);
    await age(phone, 31);
    await sendOtp(t.app, phone);
    const second = await codeFor(t.app, phone);
    if (first !== second) expect((await verifyOtp(t.app, phone, first)).statusCode).toBe(400);
    expect((await verifyOtp(t.app, phone, second)).statusCode).toBe(200);
  });

  it('allows at most 5 texts per phone per hour', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 5; i++) {
      expect((await sendOtp(t.app, phone)).statusCode).toBe(200);
      await age(phone, 31);
    }
    const sixth = await sendOtp(t.app, phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ error: 'too_many_requests', message: MSG.otpPhoneLimit });
    const texts = (await t.app.inject({ url: `/api/dev/sms?phone=${phone}` })).json();
    expect(texts).toHaveLength(5);
    await age(phone, 3600);
    expect((await sendOtp(t.app, phone)).statusCode).toBe(200);
    // A day later the old rows are swept.
    await age(phone, 24 * 3600);
    expect((await sendOtp(t.app, phone)).statusCode).toBe(200);
    expect(await t.db.selectFrom('otp_codes').select('id').where('phone', '=', phone).execute()).toHaveLength(1);
  });

  it('allows at most 50 texts per IP per day', async () => {
    const ip = freshIp();
    const phones = Array.from({ length: 50 }, () => freshPhone());
    for (const phone of phones) expect((await sendOtp(t.app, phone, undefined, ip)).statusCode).toBe(200);
    const over = await sendOtp(t.app, freshPhone(), undefined, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(MSG.otpIpLimit);
    // Another address is not affected.
    expect((await sendOtp(t.app, freshPhone(), undefined, freshIp())).statusCode).toBe(200);
  });

  it("a reset code goes only to a registered phone, the admin's included: unknown answers 404 Phone Number Not Found", async () => {
    const unknown = await sendOtp(t.app, freshPhone(), 'reset');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.phoneNotFound);
    const admin = await sendOtp(t.app, DEMO_PHONES.admin, 'reset');
    expect(admin.statusCode).toBe(200);
    expect((await sendOtp(t.app, DEMO_PHONES.seller2, 'reset')).statusCode).toBe(200);
  });

  it('a failing SMS transport answers 502 Try Again and the code is void', async () => {
    const failing = await buildTestApp({ seed: false });
    try {
      failing.app.deps.sms.send = async () => {
        throw new Error('gateway down');
      };
      const phone = freshPhone();
      const res = await sendOtp(failing.app, phone);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ error: 'sms_failed', message: MSG.tryAgain });
      const row = await failing.db
        .selectFrom('otp_codes')
        .selectAll()
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow();
      expect(row.consumed_at).not.toBeNull();
    } finally {
      await failing.close();
    }
  });
});

describe('POST /api/OTP/{phone}/verify', () => {
  it('answers a random verification token for the right code and stores only its hash', async () => {
    const phone = freshPhone();
    await sendOtp(t.app, phone);
    const res = await verifyOtp(t.app, phone, await codeFor(t.app, phone));
    expect(res.statusCode).toBe(200);
    const token = res.json().verification_token as string;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const row = await t.db
      .selectFrom('verification_tokens')
      .selectAll()
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(sha256(token));
    expect(row.purpose).toBe('register');
    expect(new Date(row.expires_at).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(new Date(row.expires_at).getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
  });

  it('a wrong code answers 400 "OTP doesn\'t Match, Try again"', async () => {
    const phone = freshPhone();
    await sendOtp(t.app, phone);
    const res = await verifyOtp(t.app, phone, wrongCode(await codeFor(t.app, phone)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'otp_mismatch', message: MSG.otpMismatch });
  });

  it('three wrong tries void the code: the fourth try, even right, answers 429', async () => {
    const phone = freshPhone();
    await sendOtp(t.app, phone);
    const code = await codeFor(t.app, phone);
    for (let i = 0; i < 3; i++) expect((await verifyOtp(t.app, phone, wrongCode(code))).statusCode).toBe(400);
    const fourth = await verifyOtp(t.app, phone, code);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(MSG.otpTooManyTries);
    expect(
      await t.db.selectFrom('verification_tokens').select('phone').where('phone', '=', phone).execute(),
    ).toHaveLength(0);
  });

  it('a code is single use', async () => {
    const phone = freshPhone();
    await sendOtp(t.app, phone);
    const code = await codeFor(t.app, phone);
    expect((await verifyOtp(t.app, phone, code)).statusCode).toBe(200);
    const again = await verifyOtp(t.app, phone, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MSG.otpExpired);
  });

  it('an expired code is refused', async () => {
    const phone = freshPhone();
    await sendOtp(t.app, phone);
    const code = await codeFor(t.app, phone);
    await t.db
      .updateTable('otp_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('phone', '=', phone)
      .execute();
    const res = await verifyOtp(t.app, phone, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'otp_expired', message: MSG.otpExpired });
  });

  it('a code is bound to its phone and its purpose', async () => {
    const phone = freshPhone();
    const other = freshPhone();
    await sendOtp(t.app, phone);
    const code = await codeFor(t.app, phone);
    for (const res of [await verifyOtp(t.app, other, code), await verifyOtp(t.app, phone, code, 'reset')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.otpMismatch);
    }
    expect((await verifyOtp(t.app, phone, code, 'register')).statusCode).toBe(200);
  });

  it('without any code, and with a malformed code, answers 400', async () => {
    const none = await verifyOtp(t.app, freshPhone(), '1234');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MSG.otpMismatch);
    const phone = freshPhone();
    await sendOtp(t.app, phone);
    for (const code of ['12', '12345', 'abcd', '']) {
      const res = await verifyOtp(t.app, phone, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.otpMismatch);
    }
    // Malformed codes never reach the code check, so they do not use up tries.
    const row = await t.db
      .selectFrom('otp_codes')
      .select('attempts')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(0);
  });

  it('guessing is bounded: 3 tries per code, 5 codes per hour', async () => {
    const phone = freshPhone();
    let accepted = 0;
    for (let round = 0; round < 6; round++) {
      const sent = await sendOtp(t.app, phone);
      if (sent.statusCode !== 200) break;
      await age(phone, 31);
      const code = await codeFor(t.app, phone);
      for (let i = 0; i < 3; i++) if ((await verifyOtp(t.app, phone, wrongCode(code))).statusCode === 200) accepted++;
    }
    expect(accepted).toBe(0);
    const tries = await t.db.selectFrom('otp_codes').select('attempts').where('phone', '=', phone).execute();
    expect(tries.reduce((sum, r) => sum + r.attempts, 0)).toBe(15);
  });

  it('a token from verifiedToken helper is usable once (see registration tests)', async () => {
    const token = await verifiedToken(t.app, freshPhone());
    expect(token.length).toBeGreaterThanOrEqual(22);
  });
});
