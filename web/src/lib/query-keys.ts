/**
 * The query keys that more than one feature (or a shared component) names: a page reads under one, another
 * refreshes it. A feature's own keys are built in its `<domain>-api.ts` from these roots.
 */
export const queryKeys = {
  /** One order's queries (its details, history and row), shown on both sides. */
  order: (orderId: number) => ['order', orderId] as const,
  /** Every list of a retailer's orders: placing an order refreshes them all. */
  retailerOrders: () => ['retailer-orders'] as const,
  /** A store link's queries (its seller, its product list). */
  store: (url: string) => ['store', url.toLowerCase()] as const,
  storeSeller: (url: string) => [...queryKeys.store(url), 'seller'] as const,
  /** Every list of a seller's orders (and their counts): a new live order refreshes them all. */
  sellerOrders: () => ['seller-orders'] as const,
  /** The seller's dashboard figures, refreshed by a new live order and a change of time zone. */
  dashboard: () => ['dashboard'] as const,
  /** The signed-in seller's settings, read by the order desk, the layout and every date a seller sees. */
  sellerSettings: () => ['seller-settings'] as const,
  /** The server's public settings (support e-mail, base of store links). */
  publicConfig: () => ['public-config'] as const,
};
