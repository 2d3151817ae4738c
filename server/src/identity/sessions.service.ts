import { CompiledQuery, type Kysely } from 'kysely';
import { USER_COOKIE_DAYS, type UserType } from '@dawalink/shared';
import type { Database } from '../db/types.js';
import { randomToken, sha256 } from '../lib/crypto.js';

export const SESSION_TTL_MS = USER_COOKIE_DAYS * 24 * 60 * 60 * 1000;

export interface LoadedSession {
  accountId: number;
  type: UserType;
  phone: string;
  idHash: string;
}

/** A new random session id; only its hash is stored. */
export async function createSession(db: Kysely<Database>, accountId: number, persistent: boolean) {
  const id = randomToken(32);
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db
    .insertInto('sessions')
    .values({ id_hash: sha256(id), account_id: accountId, persistent, expires_at: expiresAt })
    .execute();
  return { id, expiresAt };
}

/**
 * The account behind a session id: runs on every signed-in request, so its SQL is written once here instead of
 * being built by Kysely's query builder each time (sessions_pkey + accounts pkey: < 0.1 ms in PostgreSQL).
 */
const LOAD_SESSION_SQL = `SELECT a.id, a.type, a.phone FROM sessions s JOIN accounts a ON a.id = s.account_id
  WHERE s.id_hash = $1 AND s.expires_at > $2 AND a.is_disabled = false AND a.approval = 'approved'`;

export async function loadSession(db: Kysely<Database>, id: string): Promise<LoadedSession | null> {
  const idHash = sha256(id);
  const { rows } = await db.executeQuery<{ id: number; type: UserType; phone: string }>(
    CompiledQuery.raw(LOAD_SESSION_SQL, [idHash, new Date()]),
  );
  const row = rows[0];
  return row ? { accountId: row.id, type: row.type, phone: row.phone, idHash } : null;
}

export async function deleteSession(db: Kysely<Database>, idHash: string) {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Ends every session of an account, except `keepIdHash` (the one changing its own PIN). */
export async function deleteAccountSessions(db: Kysely<Database>, accountId: number, keepIdHash?: string) {
  let q = db.deleteFrom('sessions').where('account_id', '=', accountId);
  if (keepIdHash) q = q.where('id_hash', '<>', keepIdHash);
  await q.execute();
}
