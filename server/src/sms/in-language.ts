import { sql, type Kysely, type Transaction } from 'kysely';
import { DEFAULT_LANGUAGE, ENGLISH, type Catalogue, type Language } from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import type { Database } from '../db/types.js';
import { fixedQuery } from '../db/sql.js';
import type { SmsSender } from './sms.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The texts of one language (the whole catalogue: SMS texts live in several groups). */
export const textsIn = (language: Language): Catalogue =>
  language === 'ur' ? URDU : (ENGLISH as unknown as Catalogue);

/** The language of the account that holds a phone; null when no account does (a new registration, an invited member). */
export async function languageOfPhone(db: Db, phone: string): Promise<Language | null> {
  const row = await db.selectFrom('accounts').select('language').where('phone', '=', phone).executeTakeFirst();
  return row?.language ?? null;
}

/** The language of an account by its id (a fallback for texts to phones that have no account yet). */
export async function languageOfAccount(db: Db, accountId: number): Promise<Language> {
  const row = await db.selectFrom('accounts').select('language').where('id', '=', accountId).executeTakeFirst();
  return row?.language ?? DEFAULT_LANGUAGE;
}

/**
 * Texts a phone in the language of the account that holds it: every SMS the server sends goes through here.
 * `write` gets that language's texts and the language itself (money is written per language: `formatMoneyIn`).
 * A phone no account holds gets `fallback` (the language of the page that asked for a code, the inviting seller's).
 */
export async function sendInLanguage(
  deps: { db: Db; sms: SmsSender },
  phone: string,
  write: (texts: Catalogue, language: Language) => string,
  fallback: Language = DEFAULT_LANGUAGE,
): Promise<void> {
  const language = (await languageOfPhone(deps.db, phone)) ?? fallback;
  await deps.sms.send(phone, write(textsIn(language), language));
}

/**
 * Texts an account by its id, in its language: its phone and language read in one query. Nothing is sent when no
 * such account exists.
 */
const phoneAndLanguageQuery = fixedQuery<{ phone: string; language: Language }>();

export async function sendToAccount(
  deps: { db: Db; sms: SmsSender },
  accountId: number,
  write: (texts: Catalogue, language: Language) => string,
): Promise<void> {
  const [account] = await phoneAndLanguageQuery(
    deps.db,
    () => sql<{ phone: string; language: Language }>`SELECT phone, language FROM accounts WHERE id = ${accountId}`,
    [accountId],
  );
  if (!account) return;
  await deps.sms.send(account.phone, write(textsIn(account.language), account.language));
}
