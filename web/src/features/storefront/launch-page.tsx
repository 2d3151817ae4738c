import { Navigate } from 'react-router';
import { lastStore } from '../../lib/cart';
import { landingFor, paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

/**
 * Where the installed app opens (the web app manifest's start_url, web/pwa.config.ts): the store the retailer last
 * opened on this device, which also works offline from the saved copy; else where a sign-in lands.
 */
export default function LaunchPage() {
  const { user } = useSession();
  const store = lastStore();
  if (user && user.type !== 'retailer') return <Navigate to={landingFor(user.type)} replace />;
  if (store) return <Navigate to={paths.store(store)} replace />;
  return <Navigate to={user ? landingFor(user.type) : paths.signIn} replace />;
}
