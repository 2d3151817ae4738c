import { useState } from 'react';
import { Badge, Button, Container, Modal, Nav, Navbar } from 'react-bootstrap';
import { Link, NavLink, useNavigate } from 'react-router';
import { formatMoney, type SellerInfo } from '@dawalink/shared';

import { useSession } from '../../lib/session';
import { paths } from '../../lib/paths';
import { Logo } from '../../components/logo';
import { StoreIcon } from './store-icons';
import { useUsed } from '../../lib/use-used';
import { LanguageSwitch } from '../../components/language-switch';
import { UI } from '../../lib/i18n';
import { shopUi } from '../../lib/shop-texts';
import { storefrontMsg } from '../../lib/i18n-storefront';

interface StoreHeaderProps {
  url: string;
  seller?: SellerInfo;
  /** Under 1000 px: the cart icon with the line count and running total, opening the drawer. */
  cart?: { lines: number; total: number; onOpen(): void };
}

/** The store page's own header: store name with Seller Info, the retailer's links, and the cart icon on small screens. */
export function StoreHeader({ url, seller, cart }: StoreHeaderProps) {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const [infoOpen, setInfoOpen] = useState(false);
  const infoUsed = useUsed(infoOpen);

  return (
    <>
      <Navbar bg="white" expand="lg" className="app-navbar store-navbar shadow-sm" collapseOnSelect>
        <Container fluid="xl" className="flex-nowrap">
          <div className="d-flex align-items-center gap-2 store-title-wrap">
            <Link
              to={user ? paths.home : paths.signIn}
              aria-label={UI.nav.homeLink}
              className="d-none d-sm-inline-flex"
            >
              <Logo size={28} withName={false} />
            </Link>
            <h1 className="h5 mb-0 store-title text-truncate" dir="auto">
              {seller?.busniess_name ?? url}
            </h1>
            {seller && (
              <Button
                variant="link"
                className="p-1 icon-touch text-brand"
                aria-label={storefrontMsg().sellerInfo}
                title={storefrontMsg().sellerInfo}
                onClick={() => setInfoOpen(true)}
              >
                <StoreIcon name="info" />
              </Button>
            )}
          </div>
          <div className="d-flex align-items-center gap-1 ms-auto">
            {cart && (
              <Button
                variant="outline-primary"
                className="cart-button d-flex align-items-center gap-1"
                aria-label={shopUi().cartButton(cart.lines, formatMoney(cart.total))}
                onClick={cart.onOpen}
              >
                <StoreIcon name="cart" />
                <Badge bg="primary" pill>
                  {cart.lines}
                </Badge>
                <span className="money small cart-button-total">{formatMoney(cart.total)}</span>
              </Button>
            )}
            <LanguageSwitch className="ms-1" />
            <Navbar.Toggle aria-controls="store-nav" label={UI.nav.menu} />
          </div>
          <Navbar.Collapse id="store-nav" className="flex-grow-0">
            <Nav className="ms-lg-3 align-items-lg-center">
              <Nav.Link as={NavLink} to={paths.home} eventKey="home">
                {UI.nav.home}
              </Nav.Link>
              {/* My Orders and Profile are a signed-in retailer's; a visitor has neither yet. */}
              {user && (
                <>
                  <Nav.Link as={NavLink} to={paths.retailerOrdersForStore(url)} eventKey="orders">
                    {UI.nav.myOrders}
                  </Nav.Link>
                  <Nav.Link as={NavLink} to={paths.retailerProfile} eventKey="profile">
                    {UI.nav.profile}
                  </Nav.Link>
                </>
              )}
              {user ? (
                <Nav.Link
                  as="button"
                  className="btn btn-link nav-link"
                  onClick={async () => {
                    await logout();
                    navigate(paths.signIn);
                  }}
                >
                  {UI.nav.logout}
                </Nav.Link>
              ) : (
                <>
                  <Nav.Link as={NavLink} to={paths.registration(url)} eventKey="register">
                    {UI.nav.register}
                  </Nav.Link>
                  <Nav.Link as={NavLink} to={paths.signInReturningTo(paths.store(url))} end eventKey="login">
                    {UI.nav.login}
                  </Nav.Link>
                </>
              )}
            </Nav>
          </Navbar.Collapse>
        </Container>
      </Navbar>
      {cart && (
        <div className="visually-hidden" aria-live="polite">
          {shopUi().cartStatus(cart.lines, formatMoney(cart.total))}
        </div>
      )}
      {infoUsed && <SellerInfoDialog seller={seller} show={infoOpen} onHide={() => setInfoOpen(false)} />}
    </>
  );
}

function SellerInfoDialog({ seller, show, onHide }: { seller?: SellerInfo; show: boolean; onHide(): void }) {
  return (
    <Modal show={show && !!seller} onHide={onHide} centered aria-labelledby="seller-info-title">
      <Modal.Header closeButton closeLabel={shopUi().dismiss}>
        <Modal.Title id="seller-info-title">{storefrontMsg().sellerInfo}</Modal.Title>
      </Modal.Header>
      {seller && (
        <Modal.Body>
          <dl className="row mb-0 seller-info">
            <dt className="col-5 col-sm-4">{shopUi().sellerName}</dt>
            <dd className="col-7 col-sm-8">{seller.full_name}</dd>
            <dt className="col-5 col-sm-4">{shopUi().storeName}</dt>
            <dd className="col-7 col-sm-8" dir="auto">
              {seller.busniess_name}
            </dd>
            <dt className="col-5 col-sm-4">{shopUi().address}</dt>
            <dd className="col-7 col-sm-8" dir="auto">
              {seller.address}
            </dd>
            <dt className="col-5 col-sm-4">{shopUi().phone}</dt>
            <dd className="col-7 col-sm-8">
              <a href={`tel:${seller.phone}`}>{seller.phone}</a>
            </dd>
          </dl>
        </Modal.Body>
      )}
    </Modal>
  );
}
