import { Link } from 'react-router';
import { MSG, UI } from '../lib/i18n';
import { Logo } from '../components/logo';
import { useRevealApp } from '../lib/preview';

/** The generic "Unexpected Application Error" page for a render error (app/router.tsx's error boundary). */
export function ErrorPage() {
  useRevealApp(true);
  return (
    <main className="container py-5 text-center">
      <Logo size={48} />
      <h1 className="h3 mt-4">{MSG.unexpectedError}</h1>
      <p className="text-muted">{UI.errorPageBody}</p>
      <Link className="btn btn-primary" to="/">
        {UI.errorPageHome}
      </Link>
    </main>
  );
}
