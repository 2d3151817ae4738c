import { type Kysely, type Transaction } from 'kysely';
import { USER_COOKIE_DAYS, type SellerRole, type UserType } from '@dawalink/shared';
import type { Database } from '../db/types.js';
import { randomToken, sha256 } from '../lib/crypto.js';
import { prepared } from '../db/prepared.js';
import { queryRows } from '../db/sql.js';

export const SESSION_TTL_MS = USER_COOKIE_DAYS * 24 * 60 * 60 * 1000;

export interface LoadedSession {
  accountId: number;
  type: UserType;
  phone: string;
  idHash: string;
  /** A seller's role: 'owner' for the seller account itself, the member's role for a team member; null otherwise. */
  role: SellerRole | null;
  /** The team member behind a seller session, or null for the account's own sign-in. */
  memberId: number | null;
  /** The person acting, as audit records name them: the member's name, or the account's own full name. */
  actorName: string;
}

/** Every sign-in writes one: a prepared text rather than an insert built each time. */
const CREATE_SESSION_SQL = prepared(`INSERT INTO sessions (id_hash, account_id, persistent, expires_at, member_id)
  VALUES ($1, $2, $3, $4, $5)`);

/** A new random session id; only its hash is stored. */
export async function createSession(
  db: Kysely<Database>,
  accountId: number,
  persistent: boolean,
  memberId: number | null = null,
) {
  const id = randomToken(32);
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await queryRows(db, CREATE_SESSION_SQL, [sha256(id), accountId, persistent, expiresAt, memberId]);
  return { id, expiresAt };
}

/**
 * The account behind a session id: runs on every signed-in request, so its SQL is written once here instead of
 * being built by Kysely's query builder each time (sessions_pkey + accounts pkey: < 0.1 ms in PostgreSQL).
 */
const LOAD_SESSION_SQL =
  prepared(`SELECT a.id, a.type, a.phone, s.member_id, m.role AS member_role, m.phone AS member_phone,
    coalesce(m.name, w.full_name, '') AS actor_name
  FROM sessions s JOIN accounts a ON a.id = s.account_id
  LEFT JOIN team_members m ON m.id = s.member_id AND m.wholeseller_id = a.id
  LEFT JOIN wholesalers w ON w.id = a.id
  WHERE s.id_hash = $1 AND s.expires_at > $2 AND a.is_disabled = false AND a.approval = 'approved'
    AND (s.member_id IS NULL OR m.pin_hash IS NOT NULL)`);

interface SessionRow {
  id: number;
  type: UserType;
  phone: string;
  member_id: number | null;
  member_role: SellerRole | null;
  member_phone: string | null;
  actor_name: string;
}

export async function loadSession(db: Kysely<Database>, id: string): Promise<LoadedSession | null> {
  const idHash = sha256(id);
  const rows = await queryRows<SessionRow>(db, LOAD_SESSION_SQL, [idHash, new Date()]);
  const row = rows[0];
  if (!row) return null;
  return {
    accountId: row.id,
    type: row.type,
    phone: row.member_phone ?? row.phone,
    idHash,
    role: row.member_role ?? (row.type === 'seller' ? 'owner' : null),
    memberId: row.member_id,
    actorName: row.actor_name,
  };
}

export async function deleteSession(db: Kysely<Database>, idHash: string) {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/**
 * Ends every session of an account, except `keepIdHash` (the one changing its own PIN). `own` keeps the sessions of
 * the seller's team members: the owner's new PIN or phone is no reason to sign the staff out.
 */
export async function deleteAccountSessions(
  db: Kysely<Database>,
  accountId: number,
  keepIdHash?: string,
  scope: 'all' | 'own' = 'all',
) {
  let q = db.deleteFrom('sessions').where('account_id', '=', accountId);
  if (keepIdHash) q = q.where('id_hash', '<>', keepIdHash);
  if (scope === 'own') q = q.where('member_id', 'is', null);
  await q.execute();
}

/** Ends every session of one team member at once (removed, or given another role). */
export async function deleteMemberSessions(db: Kysely<Database> | Transaction<Database>, memberId: number) {
  await db.deleteFrom('sessions').where('member_id', '=', memberId).execute();
}
