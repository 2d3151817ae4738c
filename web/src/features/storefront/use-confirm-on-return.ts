import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Back from the checkout's PIN step (navigation state `{ confirm: true }`): once the store's whole list is here and
 * the person is a signed-in retailer, go straight to Order Confirmation, once.
 */
export function useConfirmOnReturn(ready: boolean, startCheckout: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const wantsConfirm = (location.state as { confirm?: boolean } | null)?.confirm === true;
  const handled = useRef(false);
  useEffect(() => {
    if (!wantsConfirm || handled.current || !ready) return;
    handled.current = true;
    navigate(location.pathname, { replace: true, state: null });
    startCheckout();
  }, [wantsConfirm, ready, navigate, location.pathname, startCheckout]);
}
