/** Texts of availability, batches and expiry, and of short supply on shipping. */
export const STOCK_MSG = {
  availabilityInvalid: 'Availability must be in_stock, short or out_of_stock',
  availabilityLabel: { in_stock: 'In stock', short: 'Short', out_of_stock: 'Out of stock' } as const,
  outOfStock: (product: string) => `${product} is out of stock: remove it from the cart to place the order`,
  outOfStockMany: (products: string[]) =>
    `Out of stock: ${products.join(', ')}. Remove them from the cart to place the order`,
  cartHasOutOfStock: 'Some products in your cart are out of stock. Remove them to place the order.',
  cannotAddOutOfStock: 'This product is out of stock',
  updateEmpty: 'Send at least one of offer, bonus, total_price or availability',

  batchNoRequired: 'Enter the batch number',
  batchNoTooLong: (max: number) => `Batch number must be at most ${max} characters`,
  batchNoInvalid: 'Batch number may contain letters, digits, spaces and - / .',
  expiryInvalid: 'Enter the expiry month as MM/YY, MM/YYYY or YYYY-MM',
  expiryPast: 'This batch has already expired: the expiry month is in the past',
  expiryTooFar: 'Expiry month must be within 15 years',
  quantityInvalid: 'Quantity must be a whole number from 0 to 10,000,000',
  batchExists: 'This listing already has a batch with that number',
  batchUpdateEmpty: 'Send at least one of batch_no, expiry or quantity',
  shelfLifeInvalid: 'Minimum shelf life must be a whole number of months from 0 to 60',
  trackBatchesInvalid: 'track_batches must be true or false',

  /** Why a line was supplied short when the order shipped. */
  suppliedShort: (supplied: number, ordered: number) =>
    supplied === 0
      ? `Not supplied: no stock with enough shelf life (ordered ${ordered})`
      : `Supplied short: ${supplied} of ${ordered} (not enough stock with enough shelf life)`,
  expiryShort: (label: string) => `Exp ${label}`,
};
