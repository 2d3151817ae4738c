import { useEffect, useState, type ReactNode } from 'react';
import { adminMsg } from '../lib/i18n-admin';
import { api } from '../lib/api';
import type { AccountBlock } from '../lib/account-block';
import type { PublicConfig } from '../lib/public-config';
import './account-blocked-panel.css';

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
export function AccountBlockedPanel({
  kind,
  message,
  note,
  action,
}: {
  kind: AccountBlock;
  message: string;
  note?: ReactNode;
  action: ReactNode;
}) {
  const [email, setEmail] = useState('');
  useEffect(() => {
    let live = true;
    void loadSupportEmail().then((e) => live && setEmail(e));
    return () => {
      live = false;
    };
  }, []);
  const title =
    kind === 'disabled'
      ? adminMsg().accountDisabledTitle
      : kind === 'waiting'
        ? adminMsg().accountWaitingTitle
        : adminMsg().accountRejectedTitle;
  const support = kind === 'waiting' ? adminMsg().reachSupportWaiting(email) : adminMsg().reachSupport(email);
  const [before, after] = support.split(email);
  return (
    <section className={`account-blocked account-blocked-${kind}`} role="alert" aria-labelledby="account-blocked-title">
      <svg
        className="account-blocked-icon"
        width="36"
        height="36"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="10" />
        {kind === 'waiting' ? (
          <path d="M12 6v6l4 2" strokeLinecap="round" />
        ) : (
          <path d="M5 5l14 14" strokeLinecap="round" />
        )}
      </svg>
      <h1 className="h4 mb-2" id="account-blocked-title">
        {title}
      </h1>
      {/* The spec's "Your Profile has been disabled by Admin", or the reason of a rejection, as the server said it. */}
      {kind !== 'waiting' && <p className="fw-semibold mb-2">{message}</p>}
      {kind === 'disabled' && <p className="mb-2">{adminMsg().accountDisabledBody}</p>}
      {/* Waiting: the sign-in's refusal repeats the title, so the page explains instead; other pages say their own. */}
      {kind === 'waiting' && (
        <p className="mb-2">{message === adminMsg().awaitingApproval ? adminMsg().accountWaitingBody : message}</p>
      )}
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
