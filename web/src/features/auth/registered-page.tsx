import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { REDIRECT_COUNTDOWN_S } from '@dawalink/shared';
import { MSG } from '../../lib/i18n';
import { adminMsg } from '../../lib/i18n-admin';
import { accessMsg } from '../../lib/i18n-access';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import './access.css';
import { Logo } from '../../components/logo';

/**
 * "You are Registered Successfully", then on after 5 seconds: to / (sign-in) for a wholesaler, who signs in next; to
 * /Home for a retailer, whom registration has already signed in (the sign-in page would only send them on).
 */
export default function RegisteredPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const next = user ? paths.home : paths.signIn;
  // An account waiting for approval stays on this page: there is nothing to sign in to yet, and time to read.
  const waiting = (useLocation().state as { waiting?: boolean } | null)?.waiting === true;
  const [left, setLeft] = useState(REDIRECT_COUNTDOWN_S);
  useEffect(() => {
    if (waiting) return;
    if (left <= 0) {
      navigate(next, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, navigate, next, waiting]);

  return (
    <main className="container">
      <div className="page-card auth-card text-center">
        <Logo size={40} />
        <div className="success-mark my-3" aria-hidden="true">
          ✓
        </div>
        <h1 className="h4">{MSG.registeredSuccessfully}</h1>
        <p className="text-muted mb-3" aria-live="polite">
          {waiting
            ? adminMsg().registeredAwaitingApproval
            : user
              ? accessMsg().registeredSignedIn
              : accessMsg().redirectHome(Math.max(left, 0))}
        </p>
        <Link to={next}>{waiting ? 'Back to Sign In' : 'Go now'}</Link>
      </div>
    </main>
  );
}
