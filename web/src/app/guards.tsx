import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { type UserType } from '@dawalink/shared';
import { MSG } from '../lib/i18n';
import { useSession } from '../lib/session';
import { landingFor, mayOpen, paths } from '../lib/paths';

// Loaded only when shown: its modal (react-bootstrap Modal and transitions) stays out of the entry chunk.
const BlockingNotice = lazy(() => import('../components/blocking-notice').then((m) => ({ default: m.BlockingNotice })));

/**
 * Who may see a page. A visitor goes to the sign-in page; a retailer on seller or admin pages gets the blocking
 * notice; a seller on admin pages goes to their own home. The server refuses the same calls whatever the page does.
 */
export function RequireRole({
  roles,
  path,
  children,
}: {
  roles: readonly UserType[];
  path?: string;
  children: ReactNode;
}) {
  const { user } = useSession();
  if (!user) return <Navigate to={paths.signIn} replace />;
  // A seller's team member opens only their role's pages; elsewhere they go to their own first page.
  if (roles.includes(user.type) && (!path || mayOpen(user, path))) return <>{children}</>;
  if (user.type === 'retailer') {
    return (
      <Suspense fallback={null}>
        <BlockingNotice message={MSG.signedInAsRetailer} />
      </Suspense>
    );
  }
  return <Navigate to={landingFor(user.type, user.role)} replace />;
}

/** Any signed-in user. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!user) return <Navigate to={paths.signIn} replace />;
  return <>{children}</>;
}
