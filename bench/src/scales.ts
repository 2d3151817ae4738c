/** Sizes of the generated data and the fixed names the load scenarios rely on. */
export type Scale = 'tiny' | 'small' | 'large' | 'money';

export interface ScaleSpec {
  sellers: number;
  products: number;
  listings: number;
  /** Listings of seller 1, the big store of the store-page scenarios. */
  bigStore: number;
  retailers: number;
  orders: number;
  itemsPerOrder: number;
  /** Orders written per statement (one progress step each). */
  orderBatch: number;
}

export const SCALES: Record<Scale, ScaleSpec> = {
  large: {
    sellers: 200,
    products: 50_000,
    listings: 400_000,
    bigStore: 5_000,
    retailers: 20_000,
    orders: 1_000_000,
    itemsPerOrder: 5,
    orderBatch: 50_000,
  },
  // A tenth, except the big store keeps its 5,000 lines (the browser timings are about that store).
  // The trade-money scenarios: every one of the 20,000 retailers has a ledger with seller 1, and seller 1 has a few
  // thousand uninvoiced orders to invoice; fewer orders than large, so it is generated in a minute or two.
  money: {
    sellers: 20,
    products: 5_000,
    listings: 40_000,
    bigStore: 5_000,
    retailers: 20_000,
    orders: 200_000,
    itemsPerOrder: 5,
    orderBatch: 50_000,
  },
  small: {
    sellers: 20,
    products: 5_000,
    listings: 40_000,
    bigStore: 5_000,
    retailers: 2_000,
    orders: 100_000,
    itemsPerOrder: 5,
    orderBatch: 25_000,
  },
  // A tenth of small (a shop's first year or so), for PGlite against PostgreSQL at more than one size.
  tiny: {
    sellers: 5,
    products: 5_000,
    listings: 10_000,
    bigStore: 5_000,
    retailers: 200,
    orders: 10_000,
    itemsPerOrder: 5,
    orderBatch: 10_000,
  },
};

export const BENCH = {
  pin: '1234',
  sellerPhonePrefix: '0391',
  retailerPhonePrefix: '0392',
  adminPhone: '03900000000',
  storeUrlPrefix: 'bench-traders-',
  /** Seller 1 is the big store; its phone, url and id. */
  bigSeller: { id: 1, phone: '03910000001', url: 'bench-traders-1' },
  retailerPhone: '03920000001',
  /**
   * The retailer who places the orders of the place-order scenario: not retailer 1, whose pair with seller 1 the
   * statement scenario reads (thousands of orders placed there by every run would all be open orders of that pair),
   * and a store the order search's term does not find (retailer 3, "City Care ..."): the orders every run places
   * would otherwise all be found by the order search, and each run's search would read more than the last.
   */
  buyerPhone: '03920000003',
  /** The seller's order search's term (a store word of 1 retailer in 8) and the catalogue search's. */
  orderTerm: 'shifa',
  catalogueTerm: 'amox',
  /** Ledger entries of retailer 1 with seller 1 (the long statement); every other retailer has `ledgerEntriesEach`. */
  statementEntries: 10_000,
  ledgerEntriesEach: 3,
  /** Seller 1's order booker (a team member), who books orders for its retailers. */
  booker: { phone: '03930000001', name: 'Bench Booker' },
  /** The quick-order store: 5,000 brand-named lines (brands.ts) of its own, for 200 pasted lines. */
  quickOrderSeller: { phone: '03918000001', url: 'bench-quick-order' },
  pastedLines: 200,
} as const;
