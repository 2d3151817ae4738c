import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ACCESS_MSG, MSG, REDIRECT_COUNTDOWN_S } from '@dawalink/shared';
import { paths } from '../../lib/paths';
import './access.css';
import { Logo } from '../../components/Logo';

/** "You are Registered Successfully", then to / after 5 seconds. */
export default function RegisteredPage() {
  const navigate = useNavigate();
  const [left, setLeft] = useState(REDIRECT_COUNTDOWN_S);
  useEffect(() => {
    if (left <= 0) {
      navigate(paths.signIn, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, navigate]);

  return (
    <main className="container">
      <div className="page-card auth-card text-center">
        <Logo size={40} />
        <div className="success-mark my-3" aria-hidden="true">
          ✓
        </div>
        <h1 className="h4">{MSG.registeredSuccessfully}</h1>
        <p className="text-muted mb-3" aria-live="polite">
          {ACCESS_MSG.redirectHome(Math.max(left, 0))}
        </p>
        <Link to={paths.signIn}>Go now</Link>
      </div>
    </main>
  );
}
