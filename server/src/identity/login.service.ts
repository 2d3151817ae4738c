import type { Kysely } from 'kysely';
import { ADMIN_MSG, MSG } from '@dawalink/shared';
import type { Database } from '../db/types.js';
import type { Config } from '../config.js';
import { prepared } from '../db/prepared.js';
import { queryRows } from '../db/sql.js';
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

/** The reservation's one statement (migration 160-login-reserve): sent as a prepared text on every attempt. */
const RESERVE_SQL = prepared(`SELECT ip_attempts, account_id, pin_hash, is_disabled, approval, member_id,
    in_budget, recent, first_recent, attempt_id
  FROM reserve_login_attempt($1, $2, $3, $4, $5, $6, $7, $8)`);

/** A right PIN: the wrong PINs since the previous success are counted, and this attempt becomes a success. */
const SUCCESS_SQL = prepared(`WITH done AS (UPDATE login_attempts SET success = true WHERE id = $1)
  SELECT count(*)::int AS n FROM login_attempts
  WHERE phone = $2 AND success = false AND id <> $1
    AND created_at > coalesce((SELECT max(created_at) FROM login_attempts WHERE phone = $2 AND success), '-infinity')`);

interface ReserveRow {
  ip_attempts: number;
  account_id: number | null;
  pin_hash: string | null;
  is_disabled: boolean | null;
  approval: string | null;
  member_id: number | null;
  in_budget: number | null;
  recent: number | null;
  first_recent: Date | string | null;
  attempt_id: number | null;
}

/**
 * The guessing budget of DESIGN.md section 6, shared by every app instance through the database:
 * - per address: LOGIN_IP_MAX attempts per LOGIN_IP_WINDOW_MIN, counted under a lock per address, so parallel
 *   attempts on many phones cannot overshoot it;
 * - per phone: LOGIN_PHONE_MAX_FAILURES wrong PINs in LOGIN_PHONE_WINDOW_MIN make it wait;
 * - per account: LOGIN_ACCOUNT_MAX_FAILURES wrong PINs in LOGIN_ACCOUNT_WINDOW_DAYS lock it until its owner resets
 *   the PIN by SMS code. A successful sign-in clears neither count: otherwise every sign-in of the owner would hand a
 *   guesser a fresh budget.
 * The attempt is recorded as a failure before the PIN is checked, so parallel guesses cannot slip past a limit; a
 * right PIN on an active account then turns it into a success. The locks, the counts and the record are one
 * statement (`reserve_login_attempt`), so the locks are held for the database's work alone, not over round trips.
 */
async function reserveAttempt(db: Kysely<Database>, config: Config, phone: string, ip: string) {
  const now = Date.now();
  const phoneWindowStart = new Date(now - config.LOGIN_PHONE_WINDOW_MIN * 60_000);
  const [row] = await queryRows<ReserveRow>(db, RESERVE_SQL, [
    phone,
    ip,
    new Date(now - config.LOGIN_IP_WINDOW_MIN * 60_000),
    config.LOGIN_IP_MAX,
    new Date(now - config.LOGIN_ACCOUNT_WINDOW_DAYS * DAY_MS),
    config.LOGIN_ACCOUNT_MAX_FAILURES,
    phoneWindowStart,
    config.LOGIN_PHONE_MAX_FAILURES,
  ]);
  if (Number(row.ip_attempts) >= config.LOGIN_IP_MAX)
    throw tooMany(MSG.tooManyRequests, config.LOGIN_IP_WINDOW_MIN * 60);
  const inBudget = Number(row.in_budget);
  const recent = Number(row.recent);
  if (inBudget >= config.LOGIN_ACCOUNT_MAX_FAILURES) throw tooMany(MSG.accountLocked);
  if (recent >= config.LOGIN_PHONE_MAX_FAILURES) {
    const first = row.first_recent ? new Date(row.first_recent).getTime() : now;
    const waitSeconds = Math.max(1, (first - phoneWindowStart.getTime()) / 1000);
    throw errorWithValues(
      429,
      'too_many_requests',
      { wait_minutes: Math.ceil(waitSeconds / 60) },
      retryAfter(waitSeconds),
    );
  }
  if (row.attempt_id === null) throw new Error('reserve_login_attempt refused an attempt within every limit');
  // The account's columns are all null when the phone has none (an account's PIN hash, a joined member's, is never null).
  const account =
    row.account_id !== null && row.pin_hash !== null
      ? {
          id: row.account_id,
          pin_hash: row.pin_hash,
          is_disabled: row.is_disabled === true,
          approval: row.approval,
          member_id: row.member_id,
        }
      : undefined;
  // This attempt counts against both limits until it turns out a success.
  const beforeWait = config.LOGIN_PHONE_MAX_FAILURES - recent - 1;
  const beforeLock = config.LOGIN_ACCOUNT_MAX_FAILURES - inBudget - 1;
  const triesLeft = Math.max(0, Math.min(beforeWait, beforeLock));
  const waitMinutes = beforeWait <= beforeLock ? config.LOGIN_PHONE_WINDOW_MIN : null;
  return { attemptId: row.attempt_id, account, triesLeft, waitMinutes };
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
  const { account, attemptId, triesLeft, waitMinutes } = await reserveAttempt(db, config, input.phone, input.ip);
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

  const rows = await queryRows<{ n: number }>(db, SUCCESS_SQL, [attemptId, input.phone]);
  const wrongPinsSinceLastVisit = Number(rows[0].n);
  return { accountId: account.id, memberId: account.member_id, wrongPinsSinceLastVisit };
}

/**
 * A current PIN typed to authorise a change (the profile's PIN change): the same budget as a sign-in, so the form
 * cannot be used to guess around it. Throws the sign-in's 429s, or 400 beside the field for a wrong PIN. A right one
 * leaves no record: it is no visit, so the wrong PINs before it are still reported at the next sign-in.
 */
export async function checkCurrentPin(
  db: Kysely<Database>,
  config: Config,
  input: { phone: string; pin: string; ip: string },
) {
  const { account, attemptId } = await reserveAttempt(db, config, input.phone, input.ip);
  if (!account || !(await verifyPin(account.pin_hash, input.pin)))
    throw new AppError(400, 'wrong_current_pin', MSG.currentPinWrong);
  await db.deleteFrom('login_attempts').where('id', '=', attemptId).execute();
}
