import type { Kysely } from 'kysely';
import type { Language } from '@dawalink/shared';
import type { Database } from '../../db/types.js';

/** Sets the account's language; answers false when there is no such account. */
export async function setAccountLanguage(
  db: Kysely<Database>,
  accountId: number,
  language: Language,
): Promise<boolean> {
  const result = await db.updateTable('accounts').set({ language }).where('id', '=', accountId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
