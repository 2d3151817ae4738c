import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { MSG } from '../lib/i18n';
import { Logo } from '../components/logo';
import { useRevealApp } from '../lib/preview';

/** The generic "Unexpected Application Error" page for a render error. */
export function ErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useRevealApp(true);
  return (
    <main className="container py-5 text-center">
      <Logo size={48} />
      <h1 className="h3 mt-4">{notFound ? 'Page Not Found' : MSG.unexpectedError}</h1>
      <p className="text-muted">
        {notFound ? 'This page does not exist.' : 'Something went wrong on this page. Please reload or go back.'}
      </p>
      <Link className="btn btn-primary" to="/">
        Go to the start page
      </Link>
    </main>
  );
}
