import { sql, type Kysely } from 'kysely';

/**
 * A sign-in attempt's reservation (login.service.ts) in one statement. The attempt takes two locks, its address's
 * and its phone's, reads the counts under them and records itself as a failure before the PIN is checked. The locks
 * last until the transaction ends; run from the server as a transaction of six statements, they were held over six
 * round trips, and every sign-in from one address (a mobile network's shared address, an office) waited for them in
 * turn. Run here, in the one statement's own transaction, they are held only while PostgreSQL does the work.
 *
 * Each statement of a (volatile) PL/pgSQL function reads a fresh snapshot, so the reads after the locks see every
 * attempt committed by the one that held them before: parallel attempts cannot overshoot a limit.
 *
 * Answers one row: the address's attempts in its window, the account (or the seller's team member) of the phone,
 * the phone's failures in the account's budget and in the recent window, and the new attempt's id, null when a limit
 * refused it (then nothing was recorded). The address's limit is checked first; an attempt it refuses reads nothing
 * more.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE OR REPLACE FUNCTION reserve_login_attempt(
      p_phone text, p_ip text, p_ip_since timestamptz, p_ip_max integer,
      p_budget_since timestamptz, p_budget_max integer, p_recent_since timestamptz, p_recent_max integer)
    RETURNS TABLE (ip_attempts integer, account_id integer, pin_hash text, is_disabled boolean, approval text,
      member_id integer, in_budget integer, recent integer, first_recent timestamptz, attempt_id integer)
    LANGUAGE plpgsql VOLATILE AS $$
    BEGIN
      -- Address first, then phone: every attempt takes the two locks in this order, so two cannot wait on each other.
      PERFORM pg_advisory_xact_lock(hashtext('login-ip:' || p_ip));
      PERFORM pg_advisory_xact_lock(hashtext('login:' || p_phone));
      SELECT count(*) INTO ip_attempts FROM login_attempts la WHERE la.ip = p_ip AND la.created_at > p_ip_since;
      IF ip_attempts >= p_ip_max THEN
        RETURN NEXT;
        RETURN;
      END IF;
      SELECT a.id, a.pin_hash, a.is_disabled, a.approval, NULL
        INTO account_id, pin_hash, is_disabled, approval, member_id
        FROM accounts a WHERE a.phone = p_phone;
      -- A phone is never both an account and a joined team member: the member is the seller's account.
      IF NOT FOUND THEN
        SELECT a.id, m.pin_hash, a.is_disabled, a.approval, m.id
          INTO account_id, pin_hash, is_disabled, approval, member_id
          FROM team_members m JOIN accounts a ON a.id = m.wholeseller_id
          WHERE m.phone = p_phone AND m.pin_hash IS NOT NULL;
      END IF;
      SELECT count(*), count(*) FILTER (WHERE la.created_at > p_recent_since),
          min(la.created_at) FILTER (WHERE la.created_at > p_recent_since)
        INTO in_budget, recent, first_recent
        FROM login_attempts la
        WHERE la.phone = p_phone AND la.success = false AND la.created_at > p_budget_since;
      IF in_budget < p_budget_max AND recent < p_recent_max THEN
        INSERT INTO login_attempts (phone, ip, success) VALUES (p_phone, p_ip, false) RETURNING id INTO attempt_id;
      END IF;
      RETURN NEXT;
    END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION IF EXISTS reserve_login_attempt`.execute(db);
}
