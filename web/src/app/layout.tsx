import { lazy, Suspense, useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { useSession } from '../lib/session';
import { useApprovalCount } from '../lib/approvals-count';
import { paths } from '../lib/paths';
import { Logo } from '../components/logo';
import { PageSpinner } from '../components/page-spinner';
import { useUnseenOrders } from '../lib/unseen-orders';

// The live order stream, its notices and sound: a chunk of its own, loaded only for a signed-in seller.
const SellerLiveOrders = lazy(() => import('./seller-live-orders'));

export interface RouteHandle {
  /** The page draws its own header (store pages) or none (print slips). */
  bare?: boolean;
}

const linksFor = (type: string | undefined) => {
  switch (type) {
    case 'seller':
      return [
        { to: paths.sellerHome, label: 'Products' },
        { to: paths.priceList, label: 'Price List' },
        { to: paths.sellerOrders, label: 'Orders' },
        { to: paths.sellerDashboard, label: 'Dashboard' },
        { to: paths.sellerProfile, label: 'Profile' },
      ];
    case 'retailer':
      return [
        { to: paths.home, label: 'Home' },
        { to: paths.retailerOrders, label: 'My Orders' },
        { to: paths.retailerProfile, label: 'Profile' },
      ];
    case 'admin':
      return [
        { to: paths.adminProducts, label: 'Products' },
        { to: paths.adminRetailers, label: 'Retailers' },
        { to: paths.adminWholesalers, label: 'Wholesalers' },
        { to: paths.adminApprovals, label: 'Approvals' },
      ];
    default:
      return [];
  }
};

/** The count of unseen new orders; hidden from screen readers, which read the link's description instead. */
function UnseenBadge({ count, className = '' }: { count: number; className?: string }) {
  return (
    <span className={`badge rounded-pill text-bg-danger unseen-orders-badge ${className}`} aria-hidden="true" data-testid="unseen-orders-badge">
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * The top navigation: brand plus the user's links and Logout, or Register and Login for a visitor.
 * Plain Bootstrap markup instead of react-bootstrap's Navbar: this bar is in the entry chunk every page loads,
 * and the Navbar pulled ~10 KB gzip of transition and overlay code into it (docs/performance.md, JS budget).
 * Below the md breakpoint the links fold behind "Menu" and fold again after a navigation.
 */
function TopNav() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);
  const approvals = useApprovalCount(user?.type === 'admin', pathname);
  // The queue's link shows while approval is on, or while accounts still wait from when it was.
  const links = linksFor(user?.type).filter(
    (l) => l.to !== paths.adminApprovals || (approvals && (approvals.mode !== 'none' || approvals.waiting > 0)),
  );
  const close = () => setOpen(false);
  const unseen = useUnseenOrders();
  const showUnseen = user?.type === 'seller' && unseen > 0;
  const unseenText = `${unseen} new order${unseen === 1 ? '' : 's'}`;
  return (
    <nav className="navbar navbar-expand-md navbar-light bg-white app-navbar shadow-sm" aria-label="Main">
      <div className="container-lg">
        <NavLink className="navbar-brand" to={paths.signIn} aria-label="DawaLink home" onClick={close}>
          <Logo size={30} />
        </NavLink>
        <button
          type="button"
          className={`navbar-toggler${open ? '' : ' collapsed'}`}
          aria-controls="main-nav"
          aria-expanded={open}
          aria-label="Menu"
          aria-describedby={showUnseen ? 'unseen-orders-text' : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="navbar-toggler-icon" />
          {/* Below md the links are folded: the count shows on the Menu button too. */}
          {showUnseen && !open && <UnseenBadge count={unseen} className="unseen-orders-badge-menu" />}
        </button>
        {showUnseen && (
          <span id="unseen-orders-text" className="visually-hidden">
            {unseenText}
          </span>
        )}
        <div id="main-nav" className={`navbar-collapse collapse${open ? ' show' : ''}`}>
          <div className="navbar-nav ms-auto align-items-md-center">
            {user ? (
              <>
                {links.map((l) => {
                  const badge = showUnseen && l.to === paths.sellerOrders;
                  return (
                    <NavLink
                      key={l.to}
                      className="nav-link"
                      to={l.to}
                      onClick={close}
                      aria-describedby={badge ? 'unseen-orders-text' : undefined}
                    >
                      {l.label}
                      {badge && <UnseenBadge count={unseen} className="ms-1" />}
                      {l.to === paths.adminApprovals && approvals && approvals.waiting > 0 && (
                        <span className="badge rounded-pill text-bg-warning ms-1" aria-label={`${approvals.waiting} waiting`}>
                          {approvals.waiting}
                        </span>
                      )}
                    </NavLink>
                  );
                })}
                <button
                  type="button"
                  className="btn btn-link nav-link text-start"
                  onClick={async () => {
                    close();
                    await logout();
                    navigate(paths.signIn);
                  }}
                >
                  Logout
                </button>
              </>
            ) : (
              <>
                <NavLink className="nav-link" to={paths.registration()} onClick={close}>
                  Register
                </NavLink>
                <NavLink className="nav-link" to={paths.signIn} end onClick={close}>
                  Login
                </NavLink>
              </>
            )}
          </div>
        </div>
      </div>
    </nav>
  );
}

export function Layout() {
  const matches = useMatches();
  const { user } = useSession();
  const { pathname } = useLocation();
  const bare = matches.some((m) => (m.handle as RouteHandle | undefined)?.bare);
  return (
    <>
      {user?.type === 'seller' && (
        <Suspense fallback={null}>
          <SellerLiveOrders viewingOrders={pathname === paths.sellerOrders} />
        </Suspense>
      )}
      {!bare && <TopNav />}
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
