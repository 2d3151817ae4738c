import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useSession } from '../lib/session';
import { paths, sellerRole } from '../lib/paths';
import { Logo } from '../components/logo';
import { PageSpinner } from '../components/page-spinner';
import { LanguageSwitch } from '../components/language-switch';
import { UI } from '../lib/i18n';
import { afterFirstPage } from '../lib/after-first-page';

// The live order stream, its notices and sound: a chunk of its own, loaded only for a signed-in seller.
const SellerLiveOrders = lazy(() => import('./seller-live-orders'));
// A signed-in person's links, badges and Logout: a chunk of its own, so the visitor's sign-in page does not load it.
const SignedInLinks = lazy(() => import('./signed-in-nav'));
// The service worker's registration and the offline banner: a chunk of their own, out of the app shell (JS budget).
const OfflineApp = lazy(() => import('../components/offline-app'));
const MenuUnseenBadge = lazy(() => import('./signed-in-nav').then((m) => ({ default: m.MenuUnseenBadge })));

/**
 * The top navigation: brand plus the user's links and Logout, or Register and Login for a visitor.
 * Plain Bootstrap markup instead of react-bootstrap's Navbar: this bar is in the entry chunk every page loads,
 * and the Navbar pulled ~10 KB gzip of transition and overlay code into it (docs/performance.md, JS budget).
 * Below the md breakpoint the links fold behind "Menu" and fold again after a navigation; the seller's longer bar
 * (its links and a "More" group: signed-in-nav.tsx) holds one line only from xl (1200 px), so it folds below that.
 */
function TopNav() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The menu is open for the address it was opened at. A navigation waits in a transition while its page loads, the
  // old page (and `pathname`) staying: a tap on Menu meanwhile opens it for the address the browser already shows,
  // so the page's arrival does not fold it again; any other address folds it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  useEffect(() => setOpenAt((at) => (at === pathname ? at : null)), [pathname]);
  const close = () => setOpenAt(null);
  const isSeller = user?.type === 'seller';
  // Whole class names (not built from a breakpoint): the build keeps only the Bootstrap classes our sources name.
  const wide = isSeller
    ? { bar: 'navbar-expand-xl', switch: 'ms-auto me-2 order-xl-last ms-xl-2 me-xl-0', links: 'align-items-xl-center' }
    : { bar: 'navbar-expand-md', switch: 'ms-auto me-2 order-md-last ms-md-2 me-md-0', links: 'align-items-md-center' };
  return (
    <nav className={`navbar ${wide.bar} navbar-light bg-white app-navbar shadow-sm`} aria-label={UI.nav.main}>
      <div className="container-lg">
        <NavLink className="navbar-brand" to={paths.signIn} aria-label={UI.nav.homeLink} onClick={close}>
          <Logo size={30} />
        </NavLink>
        {/* Outside the folding links: the switch stays in reach at 400 px. */}
        <LanguageSwitch className={wide.switch} />
        <button
          type="button"
          className={`navbar-toggler${open ? '' : ' collapsed'}`}
          aria-controls="main-nav"
          aria-expanded={open}
          aria-label={UI.nav.menu}
          aria-describedby={isSeller ? 'unseen-orders-text' : undefined}
          onClick={() => setOpenAt(open ? null : window.location.pathname)}
        >
          <span className="navbar-toggler-icon" />
          {/* Below md the links are folded: the count shows on the Menu button too. */}
          {isSeller && (
            <Suspense fallback={null}>
              <MenuUnseenBadge folded={!open} />
            </Suspense>
          )}
        </button>
        <div id="main-nav" className={`navbar-collapse collapse${open ? ' show' : ''}`}>
          <div className={`navbar-nav ms-auto ${wide.links}`}>
            {user ? (
              <Suspense fallback={null}>
                <SignedInLinks
                  user={user}
                  pathname={pathname}
                  onNavigate={close}
                  onLogout={async () => {
                    close();
                    await logout();
                    navigate(paths.signIn);
                  }}
                />
              </Suspense>
            ) : (
              <>
                <NavLink className="nav-link" to={paths.registration()} onClick={close}>
                  {UI.nav.register}
                </NavLink>
                <NavLink className="nav-link" to={paths.signIn} end onClick={close}>
                  {UI.nav.login}
                </NavLink>
              </>
            )}
          </div>
        </div>
      </div>
    </nav>
  );
}

/**
 * Whether the offline side (the banner, the service worker's registration) is loaded: at once when the browser has
 * no network, else once the first page has settled (lib/after-first-page.ts), so its chunk is not on that page's way.
 */
function useOfflineSide(): boolean {
  const [wanted, setWanted] = useState(() => !navigator.onLine);
  useEffect(() => {
    if (wanted) return;
    const now = () => setWanted(true);
    const cancel = afterFirstPage(now);
    window.addEventListener('offline', now);
    return () => {
      cancel();
      window.removeEventListener('offline', now);
    };
  }, [wanted]);
  return wanted;
}

/** The top bar (unless the page is `bare`: it draws its own header, or none) and the page. */
export function Layout({ bare, children }: { bare: boolean; children: ReactNode }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const offlineSide = useOfflineSide();
  return (
    <>
      {/* The live feed is the order desk's: the owner's and the order clerk's (the server refuses other roles). */}
      {(sellerRole(user) === 'owner' || sellerRole(user) === 'clerk') && (
        <Suspense fallback={null}>
          <SellerLiveOrders viewingOrders={pathname === paths.sellerOrders} />
        </Suspense>
      )}
      {offlineSide && (
        <Suspense fallback={null}>
          <OfflineApp />
        </Suspense>
      )}
      {!bare && <TopNav />}
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </>
  );
}
