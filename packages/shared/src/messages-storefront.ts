/** Texts of the storefront (store page, cart, checkout, retailer orders) that messages.ts does not have. */
export const STOREFRONT_MSG = {
  storeNotFoundHint: 'Check the store link you were given, or ask the wholesaler for it.',
  linesDropped: (names: string[]) =>
    `${names.length === 1 ? 'This item is' : 'These items are'} no longer sold by this store and left your cart: ${names.join(', ')}`,
  pricesUpdated: 'Prices in your cart were updated to the store’s latest prices',
  reorderFilled: 'Your cart is filled with this order at today’s prices',
  reorderNothing: 'None of the items of this order are sold by this store any more',
  storeUnavailableShort: 'Store unavailable',
  addedToCart: (name: string) => `${name} added to your cart`,
  orderNow: 'Order Now',
  /** The checkout's summary beside "Register and Place Order" and the order-placed page. */
  orderingFrom: (store: string) => `Your order from ${store}`,
  lineCount: (lines: number) => `${lines} item${lines === 1 ? '' : 's'}`,
  orderNumber: (id: number) => `Order No. ${id}`,
  whatHappensNext: 'What happens next',
  orderNextSteps: (store: string) =>
    `${store} has your order now. They confirm it, then pack and deliver it; its status changes in My Orders as they do (Pending, then Shipped, then Delivered).`,
  orderCallSeller: 'Questions about this order? Call the seller:',
  orderPlacedUnknown: 'Your order was placed. You find it, with its status, in My Orders.',
  selectQuantity: 'Select Quantity',
  yourOrder: 'Your Order',
  noProducts: 'This store has no products yet',
  orderConfirmation: 'Order Confirmation',
  sellerInfo: 'Seller Info',
  recentSuppliers: 'Recent Visited Suppliers',
  signInAsRetailer: 'Only a retailer account can place orders. Please sign in as a retailer',
  noOrdersPlaced: 'No Orders have been Placed',
  orderAgain: 'Order again',
  /** A retailer's Home (Recent Visited Suppliers). */
  findSupplierTitle: 'Find your supplier',
  findSupplierHint:
    'Ask your wholesaler for their store link (they can share it from their profile) and open it, or type the link or the store’s name here.',
  anotherSupplier: 'Another supplier?',
  storeLinkLabel: 'Store link or name',
  openStore: 'Open store',
  lastOrderOn: (date: string) => `Last order: ${date}`,
  noOrderYet: 'No order yet',
  checkoutStoreMissing: 'Open a store first: your cart belongs to a store',
  searchProducts: 'Search products, manufacturers…',
  /** The store table's column headings (the page's table and the server-drawn preview of its first lines). */
  productColumns: { product: 'Product', offer: 'Offer', bonus: 'Bonus', price: 'Price', add: 'Add to cart' },
} as const;
