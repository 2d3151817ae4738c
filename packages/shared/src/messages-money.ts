import { formatMoney } from './money.js';

/** Texts of invoices, ledgers (khata), payments, credit limits, returns and reminders. */
export const MONEY_MSG = {
  // invoices
  alreadyInvoiced: 'This order already has an invoice',
  cancelledNotInvoiced: 'A cancelled order cannot be invoiced',
  suppliedTooMany: 'Supplied quantity cannot be more than the quantity ordered',
  lineNotInOrder: 'This product is not in the order',
  invoiceTitle: 'Invoice',
  orderCancelledReversal: 'Order cancelled',
  orderShippedAgain: 'Order shipped again after cancelling',

  // ledger
  amountInvalid: 'Enter an amount greater than zero with at most two decimals',
  adjustmentInvalid: 'Enter an amount other than zero with at most two decimals',
  methodInvalid: 'Choose a payment method: cash, bank transfer, JazzCash, Easypaisa or cheque',
  referenceRequired: 'Enter the reference (transaction id or cheque number)',
  reasonRequired: 'Enter a reason',
  paymentDaysInvalid: 'Payment days must be a whole number from 0 to 365',
  creditLimitInvalid: 'Credit limit must be an amount of 0 or more, or empty for none',
  onLimitInvalid: 'Choose warn or block',
  openingExists: 'This account already has an opening balance',
  alreadyReversed: 'This entry has already been reversed',
  reversalNotReversible: 'A reversal cannot be reversed; record a new entry instead',
  overpaid: (credit: number) =>
    `The payment is more than the balance: the retailer now has a credit of ${formatMoney(credit)}`,
  dateRangeInvalid: 'Enter dates as YYYY-MM-DD, the first not after the second',
  paymentReceiptSms: (seller: string, amount: number, receipt: string, balance: number) =>
    `DawaLink: ${seller} received your payment of ${formatMoney(amount)} (receipt ${receipt}). Your balance is now ${formatMoney(balance)}.`,

  // credit limit at checkout
  creditLimitBlocked: (seller: string, balance: number, open: number, limit: number, toPay: number) =>
    `Your balance with ${seller} is ${formatMoney(balance)}${open > 0 ? ` (and ${formatMoney(open)} in open orders)` : ''} and your credit limit is ${formatMoney(limit)}. Please pay ${formatMoney(toPay)} to place this order`,
  creditLimitWarning: (seller: string, balance: number, limit: number) =>
    `Your balance with ${seller} is ${formatMoney(balance)}, past your credit limit of ${formatMoney(limit)}`,

  creditPosition: (balance: number, limit: number) =>
    `Your balance with this supplier is now ${formatMoney(balance)} of your ${formatMoney(limit)} credit limit.`,

  // screens
  noReceivables: 'No retailer owes you anything yet. Accounts appear here once you invoice an order.',
  noAccounts: 'You have no account with a supplier yet. One starts when a supplier invoices your order.',
  noEntries: 'No entries in these dates.',
  noReturns: 'No returns yet.',
  paymentRecorded: (receipt: string) => `Payment recorded, receipt ${receipt}`,
  entryRecorded: 'Entry recorded',
  entryReversed: 'Entry reversed',
  termsSaved: 'Terms saved',
  invoiceIssued: (no: string) => `Invoice ${no} issued`,
  returnRequested: (id: number) => `Return No ${id} requested`,
  returnMoved: (status: string) => `Return is now ${status}`,
  returnNothingChosen: 'Choose at least one product to return',

  // returns
  returnQuantityTooMany: 'Return quantity cannot be more than what was supplied and not yet returned',
  returnNotInvoiced: 'Returns can be requested once the order has been invoiced',
  returnOrderCancelled: 'This order was cancelled, so nothing can be returned against it',
  returnReasonInvalid: 'Choose a reason: expired, near expiry, broken or wrong item',
  returnStatusInvalid: 'This return cannot move to that status',
  returnApprovedTooMany: 'Approved quantity cannot be more than what was requested',
  rejectReasonRequired: 'Enter the reason for rejecting the return',
  returnRequestedSms: (id: number, store: string, order: number) =>
    `DawaLink: ${store} requested return No ${id} for order No ${order}.`,
  returnStatusSms: (id: number, status: string, seller: string) =>
    `DawaLink: your return No ${id} with ${seller} is now ${status}.`,

  // reminders
  overdueReminderSms: (seller: string, overdue: number, phone: string) =>
    `DawaLink: your overdue balance with ${seller} is ${formatMoney(overdue)}. Please pay at your earliest. Questions: ${phone}.`,
} as const;
