import { Logo } from './logo';
import { PageSpinner } from './page-spinner';

/**
 * What shows while the first page of a visit loads: the brand bar and a spinner. web/index.html holds the same
 * markup, so it paints before any JavaScript has run; the router shows this until the page is ready (no blank
 * moment in between). Keep both in step.
 */
export function AppShell() {
  return (
    <>
      <nav className="navbar navbar-light bg-white app-navbar shadow-sm" aria-label="Main">
        <div className="container-lg">
          <span className="navbar-brand">
            <Logo size={30} />
          </span>
        </div>
      </nav>
      <PageSpinner />
    </>
  );
}
