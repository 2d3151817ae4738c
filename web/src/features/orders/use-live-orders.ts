import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import { MSG_BEYOND, liveOrderEventSchema, type LiveOrderEvent } from '@dawalink/shared';
import { useSession } from '../../lib/session';
import { orderKeys } from './orders-api';

/**
 * While mounted on a seller's page, listens to `GET /api/Orders/live` and, for each new order, shows the toast
 * "New order from {store}" and refreshes the seller's order lists and dashboard. EventSource reconnects by itself
 * (sending the last order id it saw, so nothing is missed) and stops for good once the server says 401/403.
 */
export function useLiveOrders(onOrder?: (order: LiveOrderEvent) => void) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const isSeller = user?.type === 'seller';

  useEffect(() => {
    if (!isSeller || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/Orders/live', { withCredentials: true });
    const handle = (e: MessageEvent<string>) => {
      let order: LiveOrderEvent;
      try {
        order = liveOrderEventSchema.parse(JSON.parse(e.data));
      } catch {
        return;
      }
      notify.info(MSG_BEYOND.newOrderFrom(order.store), { toastId: `order-${order.id}` });
      void queryClient.invalidateQueries({ queryKey: orderKeys.sellerOrders() });
      void queryClient.invalidateQueries({ queryKey: orderKeys.dashboard() });
      onOrder?.(order);
    };
    source.addEventListener('order', handle as EventListener);
    return () => {
      source.removeEventListener('order', handle as EventListener);
      source.close();
    };
    // onOrder is a convenience callback; a new function each render must not reopen the stream.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isSeller, queryClient]);
}
