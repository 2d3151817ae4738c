import { Navigate } from 'react-router';
import { lastStore } from '../../lib/cart';
import { landingFor, paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

/**
 * `/launch`, where the installed app opens (its web app manifest's start_url, web/pwa.config.ts): the store the
 * retailer last opened on this device, which also works offline from the saved copy; else where a sign-in lands.
 * A reserved word, never a store's link; drawn by the store page's route so that the app shell needs no route more.
 */
export const LAUNCH = 'launch';

export function LaunchRedirect() {
  const { user } = useSession();
  const store = lastStore();
  if (user && user.type !== 'retailer') return <Navigate to={landingFor(user.type)} replace />;
  if (store && store !== LAUNCH) return <Navigate to={paths.store(store)} replace />;
  return <Navigate to={user ? landingFor(user.type) : paths.signIn} replace />;
}
