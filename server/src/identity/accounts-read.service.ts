import type { Kysely } from 'kysely';
import { accountStateText, type RetailerProfile, type SellerProfile, type SessionUser } from '@dawalink/shared';
import type { Database } from '../db/types.js';
import { readLicence } from './licence-read.service.js';

/**
 * The signed-in user as the UI needs it, by account id. Never includes the PIN. A seller's user carries its `role`:
 * `owner` for the seller account, or, for a team member (`memberId`), the member's role, name and phone.
 */
export async function loadSessionUser(db: Kysely<Database>, accountId: number, memberId: number | null = null): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('accounts')
    .leftJoin('wholesalers', 'wholesalers.id', 'accounts.id')
    .leftJoin('retailers', 'retailers.id', 'accounts.id')
    .leftJoin('admins', 'admins.id', 'accounts.id')
    .select([
      'accounts.id',
      'accounts.type',
      'accounts.phone',
      'accounts.language',
      'wholesalers.full_name as w_full_name',
      'wholesalers.busniess_name',
      'wholesalers.address as w_address',
      'wholesalers.email as w_email',
      'wholesalers.url',
      'retailers.full_name as r_full_name',
      'retailers.store',
      'retailers.address as r_address',
      'retailers.email as r_email',
      'admins.full_name as a_full_name',
    ])
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
  if (!row) return null;
  const fullName = row.w_full_name ?? row.r_full_name ?? row.a_full_name ?? '';
  const user: SessionUser = {
    id: row.id,
    type: row.type,
    phone: row.phone,
    fullName,
    full_name: fullName,
    language: row.language,
  };
  if (row.type === 'seller') {
    Object.assign(user, {
      busniess_name: row.busniess_name ?? '',
      store: row.busniess_name ?? '',
      address: row.w_address ?? '',
      email: row.w_email ?? '',
      url: row.url ?? '',
      role: 'owner',
    });
    if (memberId !== null) {
      const member = await db
        .selectFrom('team_members')
        .select(['id', 'name', 'role', 'phone'])
        .where('id', '=', memberId)
        .where('wholeseller_id', '=', accountId)
        .executeTakeFirst();
      if (!member) return null;
      Object.assign(user, { role: member.role, member_id: member.id, member_name: member.name, phone: member.phone, fullName: member.name, full_name: member.name });
    }
  } else if (row.type === 'retailer') {
    Object.assign(user, { store: row.store ?? '', address: row.r_address ?? '', email: row.r_email ?? '' });
  }
  return user;
}

/** A seller's profile as the spec reads it (never the PIN), or null when no seller has that id. */
export async function getSellerProfile(db: Kysely<Database>, id: number): Promise<SellerProfile | null> {
  const row = await db
    .selectFrom('wholesalers')
    .innerJoin('accounts', 'accounts.id', 'wholesalers.id')
    .select([
      'wholesalers.id',
      'wholesalers.full_name',
      'wholesalers.busniess_name',
      'wholesalers.address',
      'wholesalers.email',
      'wholesalers.url',
      'accounts.phone',
      'accounts.is_disabled',
      'accounts.approval',
    ])
    .where('wholesalers.id', '=', id)
    .where('accounts.type', '=', 'seller')
    .executeTakeFirst();
  if (!row) return null;
  const { approval, ...rest } = row;
  return { ...rest, status: accountStateText(approval, row.is_disabled) };
}

export async function getRetailerProfile(db: Kysely<Database>, id: number): Promise<RetailerProfile | null> {
  const row = await db
    .selectFrom('retailers')
    .innerJoin('accounts', 'accounts.id', 'retailers.id')
    .select([
      'retailers.id',
      'retailers.full_name',
      'retailers.store',
      'retailers.address',
      'retailers.email',
      'retailers.ntn',
      'retailers.strn',
      'accounts.phone',
      'accounts.is_disabled',
      'accounts.approval',
    ])
    .where('retailers.id', '=', id)
    .where('accounts.type', '=', 'retailer')
    .executeTakeFirst();
  if (!row) return null;
  const { full_name, approval, ntn, strn, ...rest } = row;
  // Tax numbers only once given: the spec's profile answer stays as it was for everyone else.
  return { ...rest, fullName: full_name, ...(ntn ? { ntn } : {}), ...(strn ? { strn } : {}), status: accountStateText(approval, row.is_disabled), licence: await readLicence(db, id) };
}
