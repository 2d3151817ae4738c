import { sql, type Kysely, type Transaction } from 'kysely';
import { ADMIN_MSG, MSG } from '@dawalink/shared';
import type { Database } from '../db/types.js';
import type { Config } from '../config.js';
import { dummyPinHash, verifyPin } from '../lib/crypto.js';
import { AppError, errorWithValues, retryAfter, tooMany } from '../lib/errors.js';

/** `memberId`: the seller's team member who signed in (their session acts for the seller `accountId`). */
export type LoginOutcome = { accountId: number; memberId: number | null; wrongPinsSinceLastVisit: number };

/**
 * A wrong PIN (or a phone with no account: the same answer): the spec's 401, and how many more wrong PINs the phone
 * may try before the next limit. `waitMinutes` is the wait that limit brings, or null when the next limit is the
 * account lock that only a PIN reset lifts.
 */
export class WrongPinError extends AppError {
  constructor(
    readonly triesLeft: number,
    readonly waitMinutes: number | null,
  ) {
    super(401, 'invalid_credentials', MSG.phoneOrPinMismatch);
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The guessing budget of DESIGN.md section 6, shared by every app instance through the database:
 * - per address: LOGIN_IP_MAX attempts per LOGIN_IP_WINDOW_MIN, counted under a lock per address, so parallel
 *   attempts on many phones cannot overshoot it;
 * - per phone: LOGIN_PHONE_MAX_FAILURES wrong PINs in LOGIN_PHONE_WINDOW_MIN make it wait;
 * - per account: LOGIN_ACCOUNT_MAX_FAILURES wrong PINs in LOGIN_ACCOUNT_WINDOW_DAYS lock it until its owner resets
 *   the PIN by SMS code. A successful sign-in clears neither count: otherwise every sign-in of the owner would hand a
 *   guesser a fresh budget.
 * The attempt is recorded as a failure before the PIN is checked, so parallel guesses cannot slip past a limit; a
 * right PIN on an active account then turns it into a success.
 */
async function reserveAttempt(trx: Transaction<Database>, config: Config, phone: string, ip: string) {
  const now = Date.now();
  // Address first, then phone: every attempt takes the two locks in this order, so two cannot wait on each other.
  await sql`SELECT pg_advisory_xact_lock(hashtext(${'login-ip:' + ip}))`.execute(trx);
  await sql`SELECT pg_advisory_xact_lock(hashtext(${'login:' + phone}))`.execute(trx);

  const ipCount = await trx
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', new Date(now - config.LOGIN_IP_WINDOW_MIN * 60_000))
    .executeTakeFirstOrThrow();
  if (Number(ipCount.n) >= config.LOGIN_IP_MAX) throw tooMany(MSG.tooManyRequests, config.LOGIN_IP_WINDOW_MIN * 60);

  const account = (await trx
    .selectFrom('accounts')
    .select(['id', 'pin_hash', 'is_disabled', 'approval', sql<number | null>`null`.as('member_id')])
    .where('phone', '=', phone)
    .executeTakeFirst()) ?? (await memberAccount(trx, phone));

  // Both failure limits from one read of the phone's last 30 days: the budget, and the 15-minute window inside it.
  const phoneWindowStart = new Date(now - config.LOGIN_PHONE_WINDOW_MIN * 60_000);
  const failures = await trx
    .selectFrom('login_attempts')
    .select((eb) => [
      eb.fn.countAll<number>().as('inBudget'),
      eb.fn.countAll<number>().filterWhere('created_at', '>', phoneWindowStart).as('recent'),
      eb.fn.min('created_at').filterWhere('created_at', '>', phoneWindowStart).as('firstRecent'),
    ])
    .where('phone', '=', phone)
    .where('success', '=', false)
    .where('created_at', '>', new Date(now - config.LOGIN_ACCOUNT_WINDOW_DAYS * DAY_MS))
    .executeTakeFirstOrThrow();
  if (Number(failures.inBudget) >= config.LOGIN_ACCOUNT_MAX_FAILURES) throw tooMany(MSG.accountLocked);
  if (Number(failures.recent) >= config.LOGIN_PHONE_MAX_FAILURES) {
    const first = failures.firstRecent ? new Date(failures.firstRecent).getTime() : now;
    const waitSeconds = Math.max(1, (first - phoneWindowStart.getTime()) / 1000);
    throw errorWithValues(429, 'too_many_requests', { wait_minutes: Math.ceil(waitSeconds / 60) }, retryAfter(waitSeconds));
  }

  const attempt = await trx
    .insertInto('login_attempts')
    .values({ phone, ip, success: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  // This attempt counts against both limits until it turns out a success.
  const beforeWait = config.LOGIN_PHONE_MAX_FAILURES - Number(failures.recent) - 1;
  const beforeLock = config.LOGIN_ACCOUNT_MAX_FAILURES - Number(failures.inBudget) - 1;
  const triesLeft = Math.max(0, Math.min(beforeWait, beforeLock));
  const waitMinutes = beforeWait <= beforeLock ? config.LOGIN_PHONE_WINDOW_MIN : null;
  return { attemptId: attempt.id, account, triesLeft, waitMinutes };
}

/**
 * A seller's team member who has joined (set a PIN), seen as their seller's account: disabled or unapproved with it.
 * A phone is never both an account and a member, so the two look-ups cannot both answer.
 */
async function memberAccount(trx: Transaction<Database>, phone: string) {
  return trx
    .selectFrom('team_members as m')
    .innerJoin('accounts as a', 'a.id', 'm.wholeseller_id')
    .select(['a.id', sql<string>`m.pin_hash`.as('pin_hash'), 'a.is_disabled', 'a.approval', sql<number | null>`m.id`.as('member_id')])
    .where('m.phone', '=', phone)
    .where('m.pin_hash', 'is not', null)
    .executeTakeFirst();
}

/**
 * Checks a PIN under the budget above. A disabled account answers the same 403 for a right and a wrong PIN, and
 * every attempt on it stays counted as a failure, so neither the answer nor the budget confirms a guessed PIN.
 */
export async function checkPin(
  db: Kysely<Database>,
  config: Config,
  input: { phone: string; pin: string; ip: string },
): Promise<LoginOutcome> {
  const { account, attemptId, triesLeft, waitMinutes } = await db
    .transaction()
    .execute((trx) => reserveAttempt(trx, config, input.phone, input.ip));
  const ok = await verifyPin(account?.pin_hash ?? (await dummyPinHash()), input.pin);
  if (account?.is_disabled) throw new AppError(403, 'account_disabled', MSG.profileDisabled);
  if (!account || !ok) throw new WrongPinError(triesLeft, waitMinutes);
  // Told only to the one who knows the PIN (a wrong PIN is the ordinary 401 above). The attempt is no visit and no
  // failure: the owner may come back to check as often as they like without spending their guessing budget.
  if (account.approval !== 'approved') {
    await db.deleteFrom('login_attempts').where('id', '=', attemptId).execute();
    if (account.approval === 'waiting') throw new AppError(403, 'awaiting_approval', ADMIN_MSG.awaitingApproval);
    const reason = await db
      .selectFrom('account_decisions')
      .select('reason')
      .where('account_id', '=', account.id)
      .where('decision', '=', 'rejected')
      .orderBy('decided_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    throw errorWithValues(403, 'account_rejected', { reason: reason?.reason ?? '-' });
  }

  // The wrong PINs since the previous success are counted, and this attempt becomes a success, in one statement.
  const { rows } = await sql<{ n: number }>`
    WITH done AS (UPDATE login_attempts SET success = true WHERE id = ${attemptId})
    SELECT count(*)::int AS n FROM login_attempts
    WHERE phone = ${input.phone} AND success = false AND id <> ${attemptId}
      AND created_at > coalesce((SELECT max(created_at) FROM login_attempts WHERE phone = ${input.phone} AND success), '-infinity')`.execute(db);
  const wrongPinsSinceLastVisit = Number(rows[0].n);
  return { accountId: account.id, memberId: account.member_id, wrongPinsSinceLastVisit };
}

/**
 * A current PIN typed to authorise a change (the profile's PIN change): the same budget as a sign-in, so the form
 * cannot be used to guess around it. Throws the sign-in's 429s, or 400 beside the field for a wrong PIN. A right one
 * leaves no record: it is no visit, so the wrong PINs before it are still reported at the next sign-in.
 */
export async function checkCurrentPin(db: Kysely<Database>, config: Config, input: { phone: string; pin: string; ip: string }) {
  const { account, attemptId } = await db.transaction().execute((trx) => reserveAttempt(trx, config, input.phone, input.ip));
  if (!account || !(await verifyPin(account.pin_hash, input.pin))) throw new AppError(400, 'wrong_current_pin', MSG.currentPinWrong);
  await db.deleteFrom('login_attempts').where('id', '=', attemptId).execute();
}
