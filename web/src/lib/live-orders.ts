import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { readLiveOrderEvent, type LiveOrderEvent } from '@dawalink/shared';
import { useSession } from './session';
import { queryKeys } from './query-keys';

/**
 * The seller's one subscription to `GET /api/Orders/live`: mounted once for the whole seller session (app/seller-
 * live-orders.tsx, from the layout), never per page, so opening Orders or the dashboard opens no second stream.
 * For each new order it refreshes the seller's order lists and dashboard and calls `onOrder`. EventSource
 * reconnects by itself (sending the last order id it saw, so nothing is missed) and stops for good once the
 * server says 401/403.
 */
export function useLiveOrderStream(onOrder: (order: LiveOrderEvent) => void) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const isSeller = user?.type === 'seller';
  // The latest callback, without reopening the stream when it changes.
  const latest = useRef(onOrder);
  useEffect(() => {
    latest.current = onOrder;
  }, [onOrder]);

  useEffect(() => {
    if (!isSeller || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/Orders/live', { withCredentials: true });
    const handle = (e: MessageEvent<string>) => {
      const order = readLiveOrderEvent(e.data);
      if (!order) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.sellerOrders() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard() });
      latest.current(order);
    };
    source.addEventListener('order', handle as EventListener);
    return () => {
      source.removeEventListener('order', handle as EventListener);
      source.close();
    };
  }, [isSeller, queryClient]);
}
