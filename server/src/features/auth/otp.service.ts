import { sql, type Kysely, type Transaction } from 'kysely';
import { MSG, OTP_LENGTH, type Language, type OtpPurpose } from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import type { Config } from '../../config.js';
import type { SmsSender } from '../../sms/sms.js';
import { sendInLanguage } from '../../sms/in-language.js';
import { randomDigits, randomToken, safeEqual, sha256 } from '../../lib/crypto.js';
import { AppError, badRequest, errorWithValues, retryAfter, tooMany } from '../../lib/errors.js';

type Db = Kysely<Database> | Transaction<Database>;

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * A 4-digit code has only 10,000 values, so no hash makes it secret against someone holding the table; the salted
 * hash (bound to phone and purpose) keeps the codes out of plain sight in backups and logs, and the real protection
 * is the 3-tries / 5-minutes / single-use rule enforced below.
 */
function hashCode(code: string, phone: string, purpose: string, salt = randomToken(12)): string {
  return `${salt}:${sha256(`${salt}:${phone}:${purpose}:${code}`)}`;
}
function codeMatches(stored: string, code: string, phone: string, purpose: string): boolean {
  const [salt] = stored.split(':');
  return Boolean(salt) && safeEqual(stored, hashCode(code, phone, purpose, salt));
}

/** Serialises everything about one phone's codes across app instances (the lock lives in the database). */
const lockPhone = (trx: Transaction<Database>, phone: string) =>
  sql`SELECT pg_advisory_xact_lock(hashtext(${'otp:' + phone}))`.execute(trx);

/**
 * Makes a new code for a phone and purpose and texts it, under DESIGN.md section 6's limits: resend after
 * OTP_RESEND_S, OTP_PHONE_PER_HOUR per phone, OTP_IP_PER_DAY per IP. A new code voids the earlier ones.
 * Every send counts toward the limits, even one whose text then fails: each attempt may cost money.
 */
export async function sendCode(
  db: Kysely<Database>,
  config: Config,
  sms: SmsSender,
  input: { phone: string; purpose: OtpPurpose; ip: string; language?: Language },
): Promise<{ resendAfter: number }> {
  const now = Date.now();
  const code = randomDigits(OTP_LENGTH);
  const rowId = await db.transaction().execute(async (trx) => {
    // The address first, then the phone (the order every sender takes them in): the per-address count below is then
    // exact when many phones are asked for from one address at once, and across app processes.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${'otp-ip:' + input.ip}))`.execute(trx);
    await lockPhone(trx, input.phone);

    const byIp = await trx
      .selectFrom('otp_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', input.ip)
      .where('created_at', '>', new Date(now - DAY_MS))
      .executeTakeFirstOrThrow();
    if (Number(byIp.n) >= config.OTP_IP_PER_DAY) throw tooMany(MSG.otpIpLimit, DAY_MS / 1000);

    const recent = await trx
      .selectFrom('otp_codes')
      .select(['created_at'])
      .where('phone', '=', input.phone)
      .where('created_at', '>', new Date(now - HOUR_MS))
      .orderBy('created_at', 'desc')
      .execute();
    if (recent.length >= config.OTP_PHONE_PER_HOUR) {
      const oldest = new Date(recent[recent.length - 1].created_at).getTime();
      throw tooMany(MSG.otpPhoneLimit, Math.max(1, (oldest + HOUR_MS - now) / 1000));
    }
    if (recent.length > 0 && config.OTP_RESEND_S > 0) {
      const wait = (new Date(recent[0].created_at).getTime() + config.OTP_RESEND_S * 1000 - now) / 1000;
      if (wait > 0)
        throw errorWithValues(429, 'too_many_requests', { wait_seconds: Math.ceil(wait) }, retryAfter(wait));
    }

    // Rows older than a day count toward no limit any more: the phone's own history is swept as it grows.
    await trx
      .deleteFrom('otp_codes')
      .where('phone', '=', input.phone)
      .where('created_at', '<', new Date(now - DAY_MS))
      .execute();
    // Only the newest code of a phone and purpose can be used.
    await trx
      .updateTable('otp_codes')
      .set({ consumed_at: new Date(now) })
      .where('phone', '=', input.phone)
      .where('purpose', '=', input.purpose)
      .where('consumed_at', 'is', null)
      .execute();
    const row = await trx
      .insertInto('otp_codes')
      .values({
        phone: input.phone,
        purpose: input.purpose,
        code_hash: hashCode(code, input.phone, input.purpose),
        ip: input.ip,
        expires_at: new Date(now + config.OTP_TTL_MIN * 60_000),
        created_at: new Date(now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });

  // Sent after the commit: an SMS gateway call must never hold a database lock (PGlite has one connection).
  try {
    // In the phone's account's language; a phone with no account yet gets the asking page's language.
    await sendInLanguage({ db, sms }, input.phone, (t) => t.SMS_MSG.code(code, config.OTP_TTL_MIN), input.language);
  } catch {
    await db.updateTable('otp_codes').set({ consumed_at: new Date() }).where('id', '=', rowId).execute();
    throw new AppError(502, 'sms_failed', MSG.tryAgain);
  }
  return { resendAfter: config.OTP_RESEND_S };
}

type VerifyOutcome = { ok: true; token: string } | { ok: false; error: AppError };

/**
 * Checks a code. The newest code of the phone and purpose is the only candidate; it is valid OTP_TTL_MIN minutes,
 * single use, and OTP_MAX_TRIES wrong tries void it. A match answers a random verification token (256 bits, only
 * its hash stored) bound to the same phone and purpose, valid VERIFICATION_TTL_MIN minutes, single use.
 */
export async function verifyCode(
  db: Kysely<Database>,
  config: Config,
  input: { phone: string; purpose: OtpPurpose; code: string },
): Promise<string> {
  const outcome = await db.transaction().execute(async (trx): Promise<VerifyOutcome> => {
    await lockPhone(trx, input.phone);
    const now = new Date();
    const row = await trx
      .selectFrom('otp_codes')
      .select(['id', 'code_hash', 'attempts', 'expires_at', 'consumed_at'])
      .where('phone', '=', input.phone)
      .where('purpose', '=', input.purpose)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const expired = new AppError(400, 'otp_expired', MSG.otpExpired);
    // No code was ever sent to this phone for this purpose: to the person, simply a code that does not match.
    if (!row) return { ok: false, error: new AppError(400, 'otp_mismatch', MSG.otpMismatch) };
    if (row.consumed_at) {
      return row.attempts >= config.OTP_MAX_TRIES
        ? { ok: false, error: tooMany(MSG.otpTooManyTries) }
        : { ok: false, error: expired };
    }
    if (new Date(row.expires_at) <= now) return { ok: false, error: expired };

    if (!codeMatches(row.code_hash, input.code, input.phone, input.purpose)) {
      const attempts = row.attempts + 1;
      await trx
        .updateTable('otp_codes')
        .set({ attempts, consumed_at: attempts >= config.OTP_MAX_TRIES ? now : null })
        .where('id', '=', row.id)
        .execute();
      // The wrong try is recorded (the transaction commits), then refused.
      return { ok: false, error: new AppError(400, 'otp_mismatch', MSG.otpMismatch) };
    }

    await trx.updateTable('otp_codes').set({ consumed_at: now }).where('id', '=', row.id).execute();
    const token = randomToken(32);
    await trx
      .insertInto('verification_tokens')
      .values({
        token_hash: sha256(token),
        phone: input.phone,
        purpose: input.purpose,
        expires_at: new Date(now.getTime() + config.VERIFICATION_TTL_MIN * 60_000),
      })
      .execute();
    return { ok: true, token };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.token;
}

const validToken = (db: Db, token: string, phone: string, purpose: OtpPurpose) =>
  db
    .selectFrom('verification_tokens')
    .select('token_hash')
    .where('token_hash', '=', sha256(token))
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date());

/** Refuses (400) a token that is unknown, used, expired, or issued for another phone or purpose. Does not use it. */
export async function assertVerificationToken(
  db: Db,
  token: string,
  phone: string,
  purpose: OtpPurpose,
): Promise<void> {
  const row = await validToken(db, token, phone, purpose).executeTakeFirst();
  if (!row) throw badRequest(MSG.verificationInvalid);
}

/** Uses a token up, atomically: of two requests racing with one token, exactly one wins. */
export async function consumeVerificationToken(
  db: Db,
  token: string,
  phone: string,
  purpose: OtpPurpose,
): Promise<void> {
  const used = await db
    .updateTable('verification_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', sha256(token))
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('token_hash')
    .executeTakeFirst();
  if (!used) throw badRequest(MSG.verificationInvalid);
}

/** Gives a token back when the step it was used for failed on something the person can fix (a taken store name). */
export async function releaseVerificationToken(db: Db, token: string): Promise<void> {
  await db.updateTable('verification_tokens').set({ used_at: null }).where('token_hash', '=', sha256(token)).execute();
}
