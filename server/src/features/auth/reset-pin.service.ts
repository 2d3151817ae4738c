import type { Kysely } from 'kysely';
import { MSG } from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import { hashPin, verifyPin } from '../../lib/crypto.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { assertVerificationToken, consumeVerificationToken } from './otp.service.js';
import { deleteAccountSessions } from '../../identity/sessions.service.js';

export interface ResetPinInput {
  phone: string;
  password: string;
  verification_token: string;
}

/**
 * Forgot PIN, after the SMS code: the token must be of purpose `reset` for this phone. The same PIN as before is
 * refused ("Write a new Password") without using the token up, so the person can pick another. On success every
 * session of the account ends and its sign-in lockout is cleared (the owner proved the phone is theirs).
 */
export async function resetPin(db: Kysely<Database>, input: ResetPinInput): Promise<void> {
  await assertVerificationToken(db, input.verification_token, input.phone, 'reset');
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'pin_hash'])
    .where('phone', '=', input.phone)
    .executeTakeFirst();
  if (!account) throw notFound(MSG.phoneNotFound);
  if (await verifyPin(account.pin_hash, input.password)) throw badRequest(MSG.writeNewPassword);
  const pinHash = await hashPin(input.password);
  await db.transaction().execute(async (trx) => {
    await consumeVerificationToken(trx, input.verification_token, input.phone, 'reset');
    await trx
      .updateTable('accounts')
      .set({ pin_hash: pinHash, updated_at: new Date() })
      .where('id', '=', account.id)
      .execute();
    await trx.deleteFrom('login_attempts').where('phone', '=', input.phone).where('success', '=', false).execute();
  });
  await deleteAccountSessions(db, account.id, undefined, 'own');
}
