import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Who holds a phone: an account (seller, retailer, admin) or a seller's team member (invited or joined). One phone is
 * one person with one way in, so a staff phone can be neither an account nor another seller's member.
 */
export type PhoneOwner =
  | { kind: 'account'; type: 'seller' | 'retailer' | 'admin'; id: number }
  | { kind: 'member'; id: number; sellerId: number; joined: boolean };

export async function phoneOwner(db: Db, phone: string): Promise<PhoneOwner | null> {
  const account = await db.selectFrom('accounts').select(['id', 'type']).where('phone', '=', phone).executeTakeFirst();
  if (account) return { kind: 'account', type: account.type, id: account.id };
  const member = await db
    .selectFrom('team_members')
    .select(['id', 'wholeseller_id', 'pin_hash'])
    .where('phone', '=', phone)
    .executeTakeFirst();
  return member
    ? { kind: 'member', id: member.id, sellerId: member.wholeseller_id, joined: member.pin_hash !== null }
    : null;
}

/** Whether a phone belongs to a seller's team member (invited or joined). */
export async function isTeamPhone(db: Db, phone: string): Promise<boolean> {
  return Boolean(await db.selectFrom('team_members').select('id').where('phone', '=', phone).executeTakeFirst());
}
