import { useEffect, useState, type ReactNode } from 'react';
import { ADMIN_MSG } from '@dawalink/shared';
import { api, ApiError } from '../lib/api';
import type { PublicConfig } from '../lib/public-config';
import './account-blocked-panel.css';

/** Why a sign-in was refused although the phone and PIN were the account's: the server's error codes. */
export type AccountBlock = 'disabled' | 'waiting' | 'rejected';

const CODES: Record<string, AccountBlock> = { account_disabled: 'disabled', awaiting_approval: 'waiting', account_rejected: 'rejected' };

/** The block an error of POST /auth/login stands for, or null for any other failure (wrong PIN, lockout, ...). */
export function accountBlockOf(error: unknown): { kind: AccountBlock; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const kind = CODES[error.code];
  return kind ? { kind, message: error.message } : null;
}

// Read with a plain call: the sign-in page has no query client (JS budget).
let supportEmail: Promise<string> | null = null;
const loadSupportEmail = () =>
  (supportEmail ??= api.get<PublicConfig>('/config').then(
    (c) => c.support_email,
    () => {
      supportEmail = null;
      return '';
    },
  ));

/**
 * A full-page explanation instead of the form, for an account that cannot sign in: deactivated by the admin,
 * waiting for approval, or not approved. Says what happened, what it means and how to reach support (SUPPORT_EMAIL).
 * `note` adds what it means where it is shown (the checkout: the cart is kept).
 */
export function AccountBlockedPanel({ kind, message, note, action }: { kind: AccountBlock; message: string; note?: ReactNode; action: ReactNode }) {
  const [email, setEmail] = useState('');
  useEffect(() => {
    let live = true;
    void loadSupportEmail().then((e) => live && setEmail(e));
    return () => {
      live = false;
    };
  }, []);
  const title = kind === 'disabled' ? ADMIN_MSG.accountDisabledTitle : kind === 'waiting' ? ADMIN_MSG.accountWaitingTitle : ADMIN_MSG.accountRejectedTitle;
  const support = kind === 'waiting' ? ADMIN_MSG.reachSupportWaiting(email) : ADMIN_MSG.reachSupport(email);
  const [before, after] = support.split(email);
  return (
    <section className={`account-blocked account-blocked-${kind}`} role="alert" aria-labelledby="account-blocked-title">
      <div className="account-blocked-icon" aria-hidden="true">
        {kind === 'waiting' ? '⏳' : '⛔'}
      </div>
      <h1 className="h4 mb-2" id="account-blocked-title">
        {title}
      </h1>
      {/* The server's words: the spec's "Your Profile has been disabled by Admin", the wait, or the reason of a rejection. */}
      <p className="fw-semibold mb-2">{message}</p>
      {kind !== 'rejected' && <p className="mb-2">{kind === 'disabled' ? ADMIN_MSG.accountDisabledBody : ADMIN_MSG.accountWaitingBody}</p>}
      {note && <div className="mb-2">{note}</div>}
      {email && (
        <p className="small mb-3">
          {before}
          <a href={`mailto:${email}`}>{email}</a>
          {after}
        </p>
      )}
      {action}
    </section>
  );
}
