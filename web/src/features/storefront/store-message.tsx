import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { paths } from '../../lib/paths';
import { Logo } from '../../components/logo';
import { useRevealApp } from '../../lib/preview';
import { shopUi } from '../../lib/shop-texts';

/** A whole-page message for a store that cannot be shown (no url, unknown, unavailable). */
export function StoreMessage({ title, text, retry }: { title: string; text?: string; retry?(): void }) {
  const { user } = useSession();
  useRevealApp(true);
  return (
    <main className="container">
      <div className="page-card auth-card text-center">
        <Logo size={40} />
        <h1 className="h4 mt-3">{title}</h1>
        {text && <p className="text-muted">{text}</p>}
        <div className="d-flex justify-content-center gap-2 mt-3 flex-wrap">
          {retry && (
            <Button variant="primary" onClick={retry}>
              {shopUi().tryAgain}
            </Button>
          )}
          <Link className="btn btn-outline-primary" to={user ? paths.home : paths.signIn}>
            {user ? 'Home' : 'Sign In'}
          </Link>
        </div>
      </div>
    </main>
  );
}
