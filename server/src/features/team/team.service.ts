import { sql, type Kysely, type Transaction } from 'kysely';
import { TEAM_MSG, type SellerRole, type TeamMember } from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import type { SessionAccount } from '../../plugins/access.js';
import type { SmsSender } from '../../sms/sms.js';
import { languageOfAccount, sendInLanguage } from '../../sms/in-language.js';
import { phoneOwner } from '../../identity/phone-owner.service.js';
import { createSession, deleteMemberSessions } from '../../identity/sessions.service.js';
import { hashPin, sha256 } from '../../lib/crypto.js';
import { conflict, notFound } from '../../lib/errors.js';
import { consumeVerificationToken } from '../auth/otp.service.js';
import { recordAction } from './audit.service.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Serialises everything that gives a phone to someone (a member added or joining), across app instances. */
const lockPhone = (trx: Transaction<Database>, phone: string) =>
  sql`SELECT pg_advisory_xact_lock(hashtext(${'team-phone:' + phone}))`.execute(trx);

const toMember = (row: {
  id: number;
  phone: string;
  name: string;
  role: SellerRole;
  pin_hash: string | null;
  created_at: Date;
  joined_at: Date | null;
}): TeamMember => ({
  id: row.id,
  phone: row.phone,
  name: row.name,
  role: row.role,
  state: row.pin_hash ? 'joined' : 'pending',
  created_at: new Date(row.created_at).toISOString(),
  joined_at: row.joined_at ? new Date(row.joined_at).toISOString() : null,
});

const memberColumns = ['id', 'phone', 'name', 'role', 'pin_hash', 'created_at', 'joined_at'] as const;

export async function listMembers(db: Db, sellerId: number): Promise<TeamMember[]> {
  const rows = await db
    .selectFrom('team_members')
    .select(memberColumns)
    .where('wholeseller_id', '=', sellerId)
    .orderBy('id')
    .execute();
  return rows.map(toMember);
}

/** Why a phone cannot join this seller's team (409), or nothing when it is free. */
async function refusePhone(db: Db, sellerId: number, phone: string) {
  const owner = await phoneOwner(db, phone);
  if (!owner) return;
  if (owner.kind === 'member')
    throw conflict(owner.sellerId === sellerId ? TEAM_MSG.phoneInThisTeam : TEAM_MSG.phoneInOtherTeam);
  const byType = {
    retailer: TEAM_MSG.phoneIsRetailer,
    seller: TEAM_MSG.phoneIsSeller,
    admin: TEAM_MSG.phoneIsAdmin,
  } as const;
  throw conflict(byType[owner.type]);
}

/** The owner adds a member by phone: pending until they verify the phone by SMS and set their own PIN. */
export async function addMember(
  db: Kysely<Database>,
  sms: SmsSender,
  actor: SessionAccount,
  input: { phone: string; name: string; role: SellerRole },
): Promise<TeamMember> {
  const member = await db.transaction().execute(async (trx) => {
    await lockPhone(trx, input.phone);
    await refusePhone(trx, actor.id, input.phone);
    const row = await trx
      .insertInto('team_members')
      .values({ wholeseller_id: actor.id, phone: input.phone, name: input.name, role: input.role })
      .returning(memberColumns)
      .executeTakeFirstOrThrow();
    await recordAction(trx, actor, 'team.add', row.id, `${input.name} (${input.phone}) as ${input.role}`);
    return toMember(row);
  });
  const seller = await db
    .selectFrom('wholesalers')
    .select('busniess_name')
    .where('id', '=', actor.id)
    .executeTakeFirst();
  // The invitation text is a courtesy: the owner can tell the member too, so a failed text fails nothing. A member
  // has no account (nor language) of their own: the text is in the inviting seller's language.
  await sendInLanguage(
    { db, sms },
    input.phone,
    (t) => t.SMS_MSG.teamInvite(seller?.busniess_name ?? t.SMS_MSG.aSeller, t.SMS_MSG.role[input.role]),
    await languageOfAccount(db, actor.id),
  ).catch(() => {});
  return member;
}

/** Another role for a member: their sessions end at once, so the new role applies from their next sign-in. */
export async function changeRole(
  db: Kysely<Database>,
  actor: SessionAccount,
  id: number,
  role: SellerRole,
): Promise<TeamMember> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('team_members')
      .set({ role })
      .where('id', '=', id)
      .where('wholeseller_id', '=', actor.id)
      .returning(memberColumns)
      .executeTakeFirst();
    if (!row) throw notFound();
    await deleteMemberSessions(trx, id);
    await recordAction(trx, actor, 'team.role', id, `${row.name} is now ${role}`);
    return toMember(row);
  });
}

/** Removes a member: the row goes (their phone is free again), and with it every session of theirs. */
export async function removeMember(db: Kysely<Database>, actor: SessionAccount, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('team_members')
      .where('id', '=', id)
      .where('wholeseller_id', '=', actor.id)
      .returning(['id', 'name', 'phone'])
      .executeTakeFirst();
    if (!row) throw notFound();
    // The foreign key ends the sessions too; said here so it does not rest on a cascade alone.
    await deleteMemberSessions(trx, id);
    await recordAction(trx, actor, 'team.remove', id, `${row.name} (${row.phone})`);
  });
}

/**
 * An invited member joins: the SMS verification token of purpose `team` proves the phone, then their own PIN is set.
 * Answers a new session for them (signed in at once). The token names the phone; the body's phone is not needed.
 */
export async function joinTeam(
  db: Kysely<Database>,
  input: { verification_token: string; pin: string; phone?: string },
): Promise<{ sellerId: number; memberId: number; session: { id: string } }> {
  const token = await db
    .selectFrom('verification_tokens')
    .select('phone')
    .where('token_hash', '=', sha256(input.verification_token))
    .where('purpose', '=', 'team')
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  const phone = token?.phone ?? input.phone ?? '';
  const pinHash = await hashPin(input.pin);
  const joined = await db.transaction().execute(async (trx) => {
    await lockPhone(trx, phone);
    await consumeVerificationToken(trx, input.verification_token, phone, 'team');
    const member = await trx
      .selectFrom('team_members')
      .select(['id', 'wholeseller_id', 'pin_hash'])
      .where('phone', '=', phone)
      .executeTakeFirst();
    if (!member) throw notFound(TEAM_MSG.noInvite);
    if (member.pin_hash) throw conflict(TEAM_MSG.alreadyJoined);
    await trx
      .updateTable('team_members')
      .set({ pin_hash: pinHash, joined_at: new Date() })
      .where('id', '=', member.id)
      .execute();
    return member;
  });
  const session = await createSession(db, joined.wholeseller_id, false, joined.id);
  return { sellerId: joined.wholeseller_id, memberId: joined.id, session };
}
