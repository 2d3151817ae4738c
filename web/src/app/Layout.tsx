import { Suspense } from 'react';
import { Container, Nav, Navbar } from 'react-bootstrap';
import { NavLink, Outlet, useMatches, useNavigate } from 'react-router';
import { useSession } from '../lib/session';
import { paths } from '../lib/paths';
import { Logo } from '../components/Logo';
import { PageSpinner } from '../components/PageSpinner';

export interface RouteHandle {
  /** The page draws its own header (store pages) or none (print slips). */
  bare?: boolean;
}

const linksFor = (type: string | undefined) => {
  switch (type) {
    case 'seller':
      return [
        { to: paths.sellerHome, label: 'Products' },
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
      ];
    default:
      return [];
  }
};

/** The top navigation: brand plus the user's links and Logout, or Register and Login for a visitor. */
export function TopNav() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  return (
    <Navbar expand="md" className="app-navbar shadow-sm" bg="white" collapseOnSelect>
      <Container fluid="lg">
        <Navbar.Brand as={NavLink} to={user ? paths.signIn : paths.signIn} aria-label="DawaLink home">
          <Logo size={30} />
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="main-nav" label="Menu" />
        <Navbar.Collapse id="main-nav">
          <Nav className="ms-auto align-items-md-center">
            {user ? (
              <>
                {linksFor(user.type).map((l) => (
                  <Nav.Link key={l.to} as={NavLink} to={l.to} eventKey={l.to}>
                    {l.label}
                  </Nav.Link>
                ))}
                <Nav.Link
                  as="button"
                  className="btn btn-link nav-link text-start"
                  onClick={async () => {
                    await logout();
                    navigate(paths.signIn);
                  }}
                >
                  Logout
                </Nav.Link>
              </>
            ) : (
              <>
                <Nav.Link as={NavLink} to={paths.registration()} eventKey="register">
                  Register
                </Nav.Link>
                <Nav.Link as={NavLink} to={paths.signIn} end eventKey="login">
                  Login
                </Nav.Link>
              </>
            )}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}

export function Layout() {
  const matches = useMatches();
  const bare = matches.some((m) => (m.handle as RouteHandle | undefined)?.bare);
  return (
    <>
      {!bare && <TopNav />}
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
