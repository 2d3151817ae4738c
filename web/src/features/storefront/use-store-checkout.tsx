import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { getCart, outOfStockLines, useCart } from '../../lib/cart';
import { paths } from '../../lib/paths';
import { OrderConfirmDialog } from './order-confirm-dialog';
import { usePlaceOrder } from './use-place-order';
import { checkoutSession } from './checkout-session';
import { useUsed } from '../../lib/use-used';
import { LicenceRefusal } from './licence-refusal';
import { MSG } from '../../lib/i18n';
import { storefrontMsg } from '../../lib/i18n-storefront';
import { offlineMsg } from '../../lib/i18n-offline';
import { stockMsg } from '../../lib/i18n-stock';

/**
 * Checkout from a store's cart: an empty cart is refused, a signed-in retailer confirms in "Order Confirmation",
 * a visitor goes to the phone step. Answers `start` and the dialog to render.
 */
export function useStoreCheckout(url: string) {
  const { user } = useSession();
  const navigate = useNavigate();
  const cart = useCart(url);
  const { place, placing, refusal, licenceRefusal } = usePlaceOrder(url);
  const [open, setOpen] = useState(false);
  const used = useUsed(open);

  const start = useCallback(() => {
    if (getCart(url).length === 0) {
      notify.error(MSG.addItemsToCart);
      return;
    }
    if (outOfStockLines(getCart(url)).length > 0) {
      notify.error(stockMsg().cartHasOutOfStock);
      return;
    }
    if (!user) {
      navigate(paths.phoneVerification(url));
      return;
    }
    if (user.type !== 'retailer') {
      notify.error(storefrontMsg().signInAsRetailer);
      return;
    }
    setOpen(true);
  }, [url, user, navigate]);

  const onPlace = async () => {
    const retailerId = user?.type === 'retailer' ? user.id : null;
    // Offline, a signed-in retailer's order is kept on the device and sent later (lib/order-queue.ts).
    const keep =
      retailerId === null
        ? undefined
        : {
            retailerId,
            onKept: () => {
              setOpen(false);
              notify.info(offlineMsg().queuedToast, { toastId: 'order-kept' });
              navigate(paths.retailerOrders);
            },
          };
    const placed = await place({}, keep);
    if (placed !== null) {
      setOpen(false);
      checkoutSession.clear();
      notify.success(MSG.orderPlaced);
      navigate(paths.orderPlaced(url), { state: { orderId: placed.id, credit: placed.credit } });
    } else if (getCart(url).length === 0) setOpen(false);
  };

  const dialog = used && (
    <OrderConfirmDialog
      show={open}
      items={cart.items}
      total={cart.total}
      placing={placing}
      refusal={refusal}
      onPlace={() => void onPlace()}
      onClose={() => setOpen(false)}
      notice={<LicenceRefusal message={licenceRefusal?.message ?? null} restricted={licenceRefusal?.restricted} />}
    />
  );
  return { start, dialog, placing };
}
