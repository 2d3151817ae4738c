import type { ReactNode } from 'react';
import { Offcanvas } from 'react-bootstrap';

import { shopUi } from '../../lib/shop-texts';
import { storefrontMsg } from '../../lib/i18n-storefront';

/** The cart on small screens: a drawer from the right, opened from the header's cart button. */
export function CartDrawer({ show, onHide, children }: { show: boolean; onHide(): void; children: ReactNode }) {
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="cart-drawer-title" className="cart-drawer">
      <Offcanvas.Header closeButton closeLabel={shopUi().closeCart}>
        <Offcanvas.Title id="cart-drawer-title">{storefrontMsg().yourOrder}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>{children}</Offcanvas.Body>
    </Offcanvas>
  );
}
