import type { Kysely } from 'kysely';
import { accountStateText, type RetailerProfile, type SellerProfile, type SessionUser } from '@dawalink/shared';
import type { Database } from '../db/types.js';
import { readLicence } from './licence-read.service.js';
import { prepared } from '../db/prepared.js';
import { queryRows } from '../db/sql.js';

/** Read at every sign-in and every page's "who am I": a prepared text rather than a query built each time. */
const SESSION_USER_SQL = prepared(`SELECT a.id, a.type, a.phone, a.language,
    w.full_name AS w_full_name, w.busniess_name, w.address AS w_address, w.email AS w_email, w.url,
    r.full_name AS r_full_name, r.store, r.address AS r_address, r.email AS r_email, ad.full_name AS a_full_name
  FROM accounts a
  LEFT JOIN wholesalers w ON w.id = a.id
  LEFT JOIN retailers r ON r.id = a.id
  LEFT JOIN admins ad ON ad.id = a.id
  WHERE a.id = $1`);

interface SessionUserRow {
  id: number;
  type: SessionUser['type'];
  phone: string;
  language: SessionUser['language'];
  w_full_name: string | null;
  busniess_name: string | null;
  w_address: string | null;
  w_email: string | null;
  url: string | null;
  r_full_name: string | null;
  store: string | null;
  r_address: string | null;
  r_email: string | null;
  a_full_name: string | null;
}

/**
 * The signed-in user as the UI needs it, by account id. Never includes the PIN. A seller's user carries its `role`:
 * `owner` for the seller account, or, for a team member (`memberId`), the member's role, name and phone.
 */
export async function loadSessionUser(
  db: Kysely<Database>,
  accountId: number,
  memberId: number | null = null,
): Promise<SessionUser | null> {
  const [row] = await queryRows<SessionUserRow>(db, SESSION_USER_SQL, [accountId]);
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
      Object.assign(user, {
        role: member.role,
        member_id: member.id,
        member_name: member.name,
        phone: member.phone,
        fullName: member.name,
        full_name: member.name,
      });
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
  return {
    ...rest,
    fullName: full_name,
    ...(ntn ? { ntn } : {}),
    ...(strn ? { strn } : {}),
    status: accountStateText(approval, row.is_disabled),
    licence: await readLicence(db, id),
  };
}
