import { formatMoney } from './money.js';
import { QUICK_ORDER_MAX_BYTES, QUICK_ORDER_MAX_LINES } from './quick-order.js';

/** Texts of the quick order (a pasted list) and of sharing on WhatsApp. */
export const QUICK_ORDER_MSG = {
  // quick order
  button: 'Quick order',
  title: 'Quick order',
  pasteLabel: 'Paste your list',
  pasteHint: 'One product a line, the way you send it on WhatsApp: "panadol 500 x 10", "2 box brufen".',
  match: 'Find products',
  matching: 'Finding products',
  textRequired: 'Paste a list of products first',
  tooLarge: `The list is too long: paste at most ${QUICK_ORDER_MAX_BYTES / 1024} KB (about ${QUICK_ORDER_MAX_LINES} lines) at a time`,
  tooManyLines: `The list has more than ${QUICK_ORDER_MAX_LINES} lines: paste at most ${QUICK_ORDER_MAX_LINES} at a time`,
  reviewTitle: 'Check the products',
  colInput: 'Your line',
  colProduct: 'Product',
  colQuantity: 'Quantity',
  productLabel: (input: string) => `Product for "${input}"`,
  quantityLabel: (input: string) => `Quantity for "${input}"`,
  skip: 'Leave out',
  unmatchedTitle: 'Not found in this store',
  nothingMatched: 'None of the lines matched a product of this store.',
  addToCart: 'Add to cart',
  back: 'Back',
  added: (lines: number) => `${lines} product${lines === 1 ? '' : 's'} added to the cart`,
  signInFirst: 'Sign in as a retailer to order from a list',

  // sharing on WhatsApp
  shareOnWhatsApp: 'Share on WhatsApp',
  shareInvoice: 'Share invoice on WhatsApp',
  shareStatement: 'Share statement on WhatsApp',
  storeText: (store: string, link: string) => `Order from ${store} on DawaLink: ${link}`,
  orderText: (order: {
    id: number;
    store: string;
    total: number;
    lines: { product_name: string; quantity: number }[];
  }) =>
    [
      `Order #${order.id} with ${order.store}`,
      ...order.lines.slice(0, 30).map((l) => `${l.quantity} x ${l.product_name}`),
      ...(order.lines.length > 30 ? [`... and ${order.lines.length - 30} more`] : []),
      `Total: ${formatMoney(order.total)}`,
    ].join('\n'),
  invoiceText: (invoiceNo: string, link: string, hours: number) =>
    `Invoice ${invoiceNo}: ${link} (the link works for ${hours} hours)`,
  statementText: (party: string, link: string, hours: number) =>
    `Statement with ${party}: ${link} (the link works for ${hours} hours)`,
  linkExpired: 'This link has expired. Ask for a new one.',
} as const;
