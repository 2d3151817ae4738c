/** Texts of the seller's order desk, the offer shown to buyers and the order slips. */
export const ORDER_DESK_MSG = {
  // status changes
  statusBackTitle: 'Move back?',
  statusBack: (orders: string, to: string) => `${orders} will move back to ${to}. Continue?`,
  moveBack: 'Move back',
  statusesUpdated: (n: number) => `${n} order${n === 1 ? '' : 's'} updated`,
  noteLabel: 'Note (optional)',
  retailerWillBeTexted: 'The retailer gets an SMS about this change.',
  changeStatus: 'Change Status',
  changeStatusTitle: (n: number) => `Change the status of ${n} order${n === 1 ? '' : 's'}`,
  selectedCount: (n: number) => `${n} selected`,

  // texts to the retailer
  shippedSms: (id: number, seller: string) => `DawaLink: your order No ${id} from ${seller} has been shipped.`,
  cancelledSms: (id: number, seller: string, phone: string) =>
    `DawaLink: your order No ${id} from ${seller} has been cancelled. Questions: ${phone}.`,

  // settings
  settingsTitle: 'Order Settings',
  notifyRetailerSmsLabel: 'Text the retailer when an order is Shipped or Cancelled',
  settingsSaved: 'Settings saved',

  // the offer
  offerOff: (offer: number) => `${offer}% off`,

  // slips
  receivedBy: 'Received by',
  signature: 'Signature',
  totalQuantity: 'Total quantity',
  printSlips: 'Print',
} as const;
