import { sql, type Kysely } from 'kysely';
import { MSG } from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import type { Config } from '../../config.js';
import { dummyPinHash, verifyPin } from '../../lib/crypto.js';
import { AppError, forbidden, tooMany } from '../../plugins/errors.js';

export type LoginOutcome = { accountId: number };

/**
 * Checks a PIN under the throttling rules of DESIGN.md section 6, shared by every app instance through the
 * database: per IP, 5 failures per phone in 15 minutes (since the last success), 10 consecutive failures lock the
 * account until a PIN reset. The attempt is recorded as a failure before the PIN is checked, under a per-phone
 * lock, so parallel guesses cannot slip past the limit; a correct PIN then turns it into a success.
 */
export async function checkPin(
  db: Kysely<Database>,
  config: Config,
  input: { phone: string; pin: string; ip: string },
): Promise<LoginOutcome> {
  const now = Date.now();
  const phoneWindowStart = new Date(now - config.LOGIN_PHONE_WINDOW_MIN * 60_000);
  const ipWindowStart = new Date(now - config.LOGIN_IP_WINDOW_MIN * 60_000);

  const reserved = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${'login:' + input.phone}))`.execute(trx);

    const ipCount = await trx
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', input.ip)
      .where('created_at', '>', ipWindowStart)
      .executeTakeFirstOrThrow();
    if (ipCount.n >= config.LOGIN_IP_MAX) throw tooMany(MSG.tooManyRequests, config.LOGIN_IP_WINDOW_MIN * 60);

    const lastSuccess = await trx
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('phone', '=', input.phone)
      .where('success', '=', true)
      .executeTakeFirst();
    const since = lastSuccess?.at && new Date(lastSuccess.at) > phoneWindowStart ? new Date(lastSuccess.at) : phoneWindowStart;
    const failures = await trx
      .selectFrom('login_attempts')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('first')])
      .where('phone', '=', input.phone)
      .where('success', '=', false)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (failures.n >= config.LOGIN_PHONE_MAX_FAILURES) {
      const first = failures.first ? new Date(failures.first).getTime() : now;
      const waitSeconds = Math.max(1, (first + config.LOGIN_PHONE_WINDOW_MIN * 60_000 - now) / 1000);
      throw tooMany(MSG.signInWait(Math.ceil(waitSeconds / 60)), waitSeconds);
    }

    const account = await trx
      .selectFrom('accounts')
      .select(['id', 'pin_hash', 'is_disabled', 'failed_consecutive'])
      .where('phone', '=', input.phone)
      .executeTakeFirst();
    if (account && account.failed_consecutive >= config.LOGIN_MAX_CONSECUTIVE) {
      throw tooMany(MSG.accountLocked);
    }
    const attempt = await trx
      .insertInto('login_attempts')
      .values({ phone: input.phone, ip: input.ip, success: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (account) {
      await trx
        .updateTable('accounts')
        .set((eb) => ({ failed_consecutive: eb('failed_consecutive', '+', 1) }))
        .where('id', '=', account.id)
        .execute();
    }
    return { attemptId: attempt.id, account };
  });

  const { account, attemptId } = reserved;
  const ok = await verifyPin(account?.pin_hash ?? (await dummyPinHash()), input.pin);
  if (!account || !ok) {
    throw new AppError(401, 'invalid_credentials', MSG.phoneOrPinMismatch);
  }
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('login_attempts').set({ success: true }).where('id', '=', attemptId).execute();
    await trx.updateTable('accounts').set({ failed_consecutive: 0 }).where('id', '=', account.id).execute();
  });
  if (account.is_disabled) throw forbidden(MSG.profileDisabled);
  return { accountId: account.id };
}

/** After a PIN reset the owner may sign in again at once. */
export async function clearLoginFailures(db: Kysely<Database>, accountId: number, phone: string) {
  await db.updateTable('accounts').set({ failed_consecutive: 0 }).where('id', '=', accountId).execute();
  await db.deleteFrom('login_attempts').where('phone', '=', phone).where('success', '=', false).execute();
}
